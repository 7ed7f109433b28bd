import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchAddress } from '@annuaire/shared/client/geo';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import { createServerRenderRecord, ServerRenderProvider } from '@annuaire/shared/ssr/page-head';
import { renderAt, stubFormData } from '../../../test/render-at';
import { HOME_DESCRIPTION, HomePage } from './home-page';

jest.mock('@annuaire/shared/client/specialites', () => ({ fetchSpecialites: jest.fn() }));
jest.mock('@annuaire/shared/client/geo', () => ({ searchAddress: jest.fn() }));
// swiper is ESM-only and tested on its own (home-carousel-swiper.test.tsx).
jest.mock('./home-carousel-swiper', () => ({
  __esModule: true,
  default: () => <p>Carrousel animé</p>,
}));

const TRADES = [
  { id: 1, metier: 'Plombier', pathImg: '/uploads/specialites/plombier.webp', nombreArtisans: 2 },
  { id: 3, metier: 'Menuisier', pathImg: null, nombreArtisans: 2 },
  { id: 4, metier: 'Charpentier', pathImg: '/uploads/specialites/charpentier.webp', nombreArtisans: 2 },
  { id: 2, metier: 'Electricien', pathImg: '/uploads/specialites/electricien.webp', nombreArtisans: 2 },
];

function renderHome() {
  return renderAt(<HomePage />, { url: '/' });
}

describe('HomePage', () => {
  beforeEach(() => {
    jest.mocked(fetchSpecialites).mockResolvedValue(TRADES);
    jest.mocked(searchAddress).mockResolvedValue([]);
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('gives the server render its canonical URL, the site’s WebSite with its SearchAction, and Organization', async () => {
    const record = createServerRenderRecord('https://annuaire.exemple.fr');
    renderAt(
      <ServerRenderProvider record={record}>
        <HomePage />
      </ServerRenderProvider>,
      { url: '/' },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(record.head.canonicalPath).toBe('/');
    const { website, organization } = record.head.jsonLd ?? {};
    expect(website).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Annuaire des artisans',
      url: 'https://annuaire.exemple.fr/',
      publisher: { '@id': 'https://annuaire.exemple.fr/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://annuaire.exemple.fr/recherche?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(organization).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://annuaire.exemple.fr/#organization',
      url: 'https://annuaire.exemple.fr/',
      logo: 'https://annuaire.exemple.fr/icon-512.png',
    });
  });

  it('has the hero with one search « Quoi ? Où ? » and its "Chercher" button', async () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: "Trouvez l'artisan qu'il vous faut, près de chez vous" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('search')).toHaveLength(1);
    const search = screen.getByRole('search', { name: 'Rechercher un artisan' });
    expect(within(search).getByRole('combobox', { name: 'Quoi ?' })).toBeInTheDocument();
    expect(within(search).getByRole('combobox', { name: 'Où ?' })).toBeInTheDocument();
    expect(within(search).getByRole('button', { name: 'Chercher' })).toHaveAttribute('type', 'submit');
    await screen.findByRole('link', { name: 'Plombier' });
  });

  it('sets the page title and description', async () => {
    renderHome();
    expect(document.title).toBe('Annuaire des artisans – Trouvez un artisan près de chez vous');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      HOME_DESCRIPTION,
    );
    await screen.findByRole('link', { name: 'Plombier' });
  });

  it('keeps only one suggestion list open at a time', async () => {
    jest.useFakeTimers();
    try {
      jest.mocked(searchAddress).mockResolvedValue([
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [1.53, 45.16] },
          properties: { id: 'brive', label: 'Brive-la-Gaillarde', postcode: '19100' },
        },
      ]);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderHome();
      await act(async () => undefined);
      const speciality = screen.getByRole('combobox', { name: 'Quoi ?' });
      const place = screen.getByRole('combobox', { name: 'Où ?' });
      await user.click(speciality);
      expect(speciality).toHaveAttribute('aria-expanded', 'true');
      await user.click(place);
      expect(speciality).toHaveAttribute('aria-expanded', 'false');
      await user.type(place, 'brive');
      await act(async () => {
        jest.advanceTimersByTime(300);
      });
      expect(place).toHaveAttribute('aria-expanded', 'true');
      await user.click(speciality);
      expect(speciality).toHaveAttribute('aria-expanded', 'true');
      expect(place).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getAllByRole('listbox')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives the focus to "Où ?" when it is clicked with the trade list open, choosing no trade', async () => {
    stubFormData();
    const user = userEvent.setup();
    renderHome();
    const speciality = screen.getByRole('combobox', { name: 'Quoi ?' });
    const place = screen.getByRole('combobox', { name: 'Où ?' });
    await user.click(speciality);
    await screen.findByRole('option', { name: 'Charpentier' });
    await user.click(place);
    expect(place).toHaveFocus();
    expect(speciality).toHaveAttribute('aria-expanded', 'false');
    expect(speciality).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    // Nothing was chosen: 'Chercher' still goes to all the trades.
    await user.click(
      within(screen.getByRole('search', { name: 'Rechercher un artisan' })).getByRole('button', {
        name: 'Chercher',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/metiers$/);
  });

  it('has the reliability section with its three points', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Un annuaire fiable pour vos travaux' });
    const points = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(points).toEqual([
      "Les artisans qu'il vous faut",
      'Des avis clients authentiques',
      'Vous gardez la main',
    ]);
    expect(section).toHaveTextContent('comparez leurs devis');
    await screen.findByRole('link', { name: 'Plombier' });
  });

  it('has four service cards with "Lire l\'article" and "En savoir plus" to /infos-et-aides', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Nos services et conseils' });
    const articles = within(section).getAllByRole('link', { name: /^Lire l'article/ });
    expect(articles.map((link) => link.getAttribute('href'))).toEqual([
      '/infos-dpe',
      '/financement-immobilier',
      '/fisc-immo',
      '/infos-lmnp',
    ]);
    expect(within(section).getByRole('link', { name: 'En savoir plus' })).toHaveAttribute(
      'href',
      '/infos-et-aides',
    );
    await screen.findByRole('link', { name: 'Plombier' });
  });

  it('shows the four fixed trades, each opening its own trade page, with their pictures from the API', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Des artisans pour tous vos travaux' });
    await act(async () => undefined);
    // Électricien is the directory's 'Electricien', whatever the accents.
    const hrefs = {
      Plombier: '/metier/1',
      Menuisier: '/metier/3',
      Charpentier: '/metier/4',
      Électricien: '/metier/2',
    };
    for (const [name, href] of Object.entries(hrefs)) {
      expect(await within(section).findByRole('link', { name })).toHaveAttribute('href', href);
    }
    const images = section.querySelectorAll('img');
    // Menuisier has no picture; Électricien matches 'Electricien' whatever the accents.
    expect(Array.from(images).map((image) => image.getAttribute('src'))).toEqual([
      '/uploads/specialites/plombier.webp',
      '/uploads/specialites/charpentier.webp',
      '/uploads/specialites/electricien.webp',
    ]);
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]?.getAttribute('srcset')).toContain('/uploads/specialites/plombier-1920.webp 1920w');
    expect(within(section).getByRole('link', { name: 'Voir tous les métiers' })).toHaveAttribute(
      'href',
      '/metiers',
    );
  });

  it('paints the first carousel picture at once and brings the animated carousel when idle', async () => {
    jest.useFakeTimers();
    try {
      renderHome();
      const carousel = screen.getByRole('region', { name: 'Nos artisans au travail' });
      const first = within(carousel).getByRole('img', {
        name: 'Une maison rénovée par des artisans du bâtiment',
      });
      expect(first).toHaveAttribute('loading', 'eager');
      expect(
        first
          .getAttribute('srcset')
          ?.split(', ')
          .map((entry) => entry.split(' ')[1]),
      ).toEqual(['480w', '800w', '1200w', '1920w']);
      expect(first.style.aspectRatio).toBe('3 / 2');
      expect(screen.queryByText('Carrousel animé')).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(500);
      });
      expect(await within(carousel).findByText('Carrousel animé')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
