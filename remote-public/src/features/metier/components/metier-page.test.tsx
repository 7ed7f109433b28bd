import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import userEvent from '@testing-library/user-event';
import { toast } from '@annuaire/shared/ui/toast';
import { fetchArtisansBySpecialitePage } from '@annuaire/shared/client/artisans';
import { searchAddress } from '@annuaire/shared/client/geo';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { fetchSpecialite } from '@annuaire/shared/client/specialites';
import type { ArtisanCard, ArtisanPage } from '@annuaire/shared/contract/artisan';
import { sendDemande } from '@annuaire/shared/client/demandes';
import { DEMANDE_MESSAGES } from '@annuaire/shared/contract/demande';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { createServerRenderRecord, ServerRenderProvider } from '@annuaire/shared/ssr/page-head';
import { cardOf as card } from '../../../test/artisan-cards';
import { DemandeDialog } from '../../../test/demande-dialog';
import { renderAt } from '../../../test/render-at';
import { renderOnServerThenHydrate } from '../../../test/server-html';
import { specialiteQuery } from '../api/get-specialite';
import { tradePageQuery } from '../api/get-trade-page';
import { parseTradeQuery, tradePageParams } from '../utils/trade-query';
import MetierPage, { mapHrefForTrade, NO_ARTISAN_WAY_ON, SKELETON_CARDS } from './metier-page';

jest.mock('@annuaire/shared/client/specialites', () => ({ fetchSpecialite: jest.fn() }));
jest.mock('@annuaire/shared/client/artisans', () => ({ fetchArtisansBySpecialitePage: jest.fn() }));
jest.mock('@annuaire/shared/client/geo', () => ({ searchAddress: jest.fn() }));
jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { info: jest.fn() } }));
jest.mock('@annuaire/shared/client/demandes', () => ({ sendDemande: jest.fn() }));

const mockedPage = jest.mocked(fetchArtisansBySpecialitePage);

function page(number: number, pageCount: number, items: ArtisanCard[], total = items.length): ArtisanPage {
  return { items, total, page: number, size: 10, pageCount };
}

function renderPage(url = '/metier/1') {
  const user = userEvent.setup();
  renderAt(<MetierPage DemandeDialog={DemandeDialog} />, { url, pattern: '/metier/:specialiteId' });
  return user;
}

const location = () => screen.getByTestId('location').textContent;

const box = (id: number) => screen.getByRole('checkbox', { name: `Ajouter à ma demande : Entreprise ${id}` });
const bar = () => screen.queryByRole('region', { name: 'Ma demande de devis' });

describe('MetierPage', () => {
  beforeEach(() => {
    jest.mocked(fetchSpecialite).mockResolvedValue({ id: 1, metier: 'Plombier', pathImg: null });
    mockedPage.mockResolvedValue(page(1, 1, [card(1)]));
  });
  afterEach(() => {
    document.head.innerHTML = '';
    // The scroll remembered per history entry (the first entry's key is always 'default' in a memory router).
    sessionStorage.clear();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('carries the address and « Intervient chez moi » to the map with « Voir sur la carte »', async () => {
    renderPage('/metier/1?lat=45.27&lon=1.77&lieu=Tulle&couvre=1');
    // Around a named place, with only the artisans who come there: the title says so.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plombiers qui interviennent à Tulle' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir sur la carte' })).toHaveAttribute(
      'href',
      '/map?metier=1&lat=45.27&lon=1.77&couvre=1',
    );
  });

  it('carries the rating and RGE filters to the map too, so that it shows the same selection', async () => {
    renderPage('/metier/1?tri=note&lat=45.27&lon=1.77&lieu=Tulle&couvre=1&noteMin=4&avecAvis=1&rge=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plombiers qui interviennent à Tulle' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir sur la carte' })).toHaveAttribute(
      'href',
      '/map?metier=1&lat=45.27&lon=1.77&couvre=1&noteMin=4&avecAvis=1&rge=1',
    );
  });

  it('carries the filters without a point, and never couvre=1 without one', () => {
    expect(mapHrefForTrade(1, null, { noteMin: 3, rge: true })).toBe('/map?metier=1&noteMin=3&rge=1');
    expect(mapHrefForTrade(2, null, { couvre: true, avecAvis: true })).toBe('/map?metier=2&avecAvis=1');
    expect(mapHrefForTrade(2, { lat: -12.5, lon: 1.5 }, { couvre: false })).toBe(
      '/map?metier=2&lat=-12.5&lon=1.5',
    );
    expect(mapHrefForTrade(2)).toBe('/map?metier=2');
  });

  it('says "Chargement des artisans..." until the artisans arrive', async () => {
    mockedPage.mockReturnValue(new Promise(() => undefined));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des artisans...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plombier' })).toBeInTheDocument();
  });

  it('draws the cards’ shapes where the cards will be while they load, the message kept for screen readers (issue 22)', async () => {
    let answer: (value: ArtisanPage) => void = () => undefined;
    mockedPage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Chargement des artisans...');
    expect(status).toHaveClass('visually-hidden');
    const results = screen.getByRole('region', { name: /^Artisans/ });
    const skeletons = within(results).getAllByTestId('artisan-card-skeleton');
    expect(skeletons).toHaveLength(SKELETON_CARDS);
    // In the grid the cards go in, hidden from screen readers, with the card's own classes (its size).
    const grid = skeletons[0]!.closest('ul')!;
    expect(grid).toHaveClass('grid');
    expect(grid).toHaveAttribute('aria-hidden', 'true');
    expect(skeletons[0]).toHaveClass('card');
    expect(within(results).queryAllByRole('listitem')).toHaveLength(0);

    await act(async () => answer(page(1, 1, [card(1), card(2)])));
    expect(screen.queryByTestId('artisan-card-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const cards = within(results).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.closest('ul')).toHaveClass('grid');
  });

  it('has the breadcrumb, the title, the page title and "Voir sur la carte" to /map?metier={id}', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Plombier' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(breadcrumb).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Métiers' })).toHaveAttribute('href', '/metiers');
    expect(within(breadcrumb).getByText('Plombier')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Voir sur la carte' })).toHaveAttribute('href', '/map?metier=1');
    expect(document.title).toBe('Plombier : les artisans près de chez vous – Annuaire des artisans');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Plombier : 1 artisan',
    );
    // Two calls: the trade and one page of ten cards.
    expect(fetchSpecialite).toHaveBeenCalledWith(1);
    expect(mockedPage).toHaveBeenCalledWith(1, { page: 1, size: 10 });
  });

  it('shows each artisan as a card: main image, link, city, radius and average rating', async () => {
    mockedPage.mockResolvedValue(
      page(1, 1, [card(7, { moyenne: 4.26, nombreAvis: 12 }), card(8, { imagePrincipale: null })]),
    );
    renderPage();
    const link = await screen.findByRole('link', { name: 'Entreprise 7' });
    expect(link).toHaveAttribute('href', '/artisan/7');
    const first = link.closest('article')!;
    expect(first).toHaveTextContent('19100 Brive-la-Gaillarde');
    expect(first).toHaveTextContent("Rayon d'activité : 20 km");
    expect(within(first).getByRole('img', { name: 'Note : 4,3 sur 5 (12 avis)' })).toBeInTheDocument();
    const image = first.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/uploads/artisans/7/main.webp');
    expect(image.getAttribute('srcset')).toContain('/uploads/artisans/7/main-800.webp 800w');
    expect(image).toHaveAttribute('sizes');
    expect(image.style.aspectRatio).toBe('4 / 3');
    const second = screen.getByRole('link', { name: 'Entreprise 8' }).closest('article')!;
    expect(second.querySelector('img')).toBeNull();
    expect(second).toHaveTextContent("Pas encore d'avis");
  });

  it('puts the visitor back where they were in the list, back from an artisan (issue 22)', async () => {
    sessionStorage.clear();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mockedPage.mockResolvedValue(page(1, 1, [card(1), card(2), card(3)]));
    function ArtisanStub() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Retour
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      withQueryClient(
        <MemoryRouter initialEntries={['/metier/1']}>
          <Routes>
            <Route path="/metier/:specialiteId" element={<MetierPage DemandeDialog={DemandeDialog} />} />
            <Route path="/artisan/:artisanId" element={<ArtisanStub />} />
          </Routes>
        </MemoryRouter>,
      ),
    );
    await screen.findByRole('link', { name: 'Entreprise 3' });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1340 });
    window.dispatchEvent(new Event('scroll'));
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    await user.click(screen.getByRole('link', { name: 'Entreprise 3' }));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('link', { name: 'Entreprise 3' })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1340));
  });

  it('says "Aucun artisan trouvé pour cette spécialité." when the trade has none', async () => {
    mockedPage.mockResolvedValue(page(1, 1, []));
    renderPage();
    expect(await screen.findByText('Aucun artisan trouvé pour cette spécialité.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages des artisans' })).not.toBeInTheDocument();
  });

  it('leads on from a trade without artisans: the map and the other trades (issue 22)', async () => {
    mockedPage.mockResolvedValue(page(1, 1, []));
    const user = renderPage();
    expect(await screen.findByText(NO_ARTISAN_WAY_ON)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les artisans sur la carte' })).toHaveAttribute(
      'href',
      '/map',
    );
    await user.click(screen.getByRole('link', { name: 'Voir les autres métiers' }));
    expect(location()).toBe('/metiers');
  });

  it('keeps the chosen place on the way to the map from a trade without artisans', async () => {
    mockedPage.mockResolvedValue(page(1, 1, []));
    renderPage('/metier/1?lat=45.27&lon=1.77&lieu=Tulle&couvre=0');
    expect(await screen.findByRole('link', { name: 'Voir tous les artisans sur la carte' })).toHaveAttribute(
      'href',
      '/map?lat=45.27&lon=1.77',
    );
  });

  it('pages by 10 with "Précédent" and "Suivant" disabled at the ends, the page in the URL', async () => {
    mockedPage.mockImplementation(async (_id, query) =>
      page(query?.page ?? 1, 3, [card((query?.page ?? 1) * 100)], 25),
    );
    const user = renderPage();
    const pagination = await screen.findByRole('navigation', { name: 'Pages des artisans' });
    expect(pagination).toHaveTextContent('Page 1 sur 3');
    expect(within(pagination).getByRole('button', { name: 'Précédent' })).toBeDisabled();
    // 'Suivant' is a link, so that the pages can be followed without JavaScript.
    const next = within(pagination).getByRole('link', { name: 'Suivant' });
    expect(next).toHaveAttribute('href', '/metier/1?page=2');
    await user.click(next);
    // The link goes while the next page loads: the focus waits at the top of the results.
    expect(screen.getByRole('region', { name: /^Artisans/ })).toHaveFocus();
    expect(location()).toBe('/metier/1?page=2');
    expect(await screen.findByRole('link', { name: 'Entreprise 200' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Précédent' })).toHaveAttribute('href', '/metier/1');
    await user.click(screen.getByRole('link', { name: 'Suivant' }));
    expect(location()).toBe('/metier/1?page=3');
    await screen.findByRole('link', { name: 'Entreprise 300' });
    expect(screen.getByRole('navigation', { name: 'Pages des artisans' })).toHaveTextContent('Page 3 sur 3');
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Précédent' })).toHaveAttribute('href', '/metier/1?page=2');
    expect(mockedPage).toHaveBeenLastCalledWith(1, { page: 3, size: 10 });
  });

  it('keeps the sort, the point and the filters in the links of the pages and sorts with a GET form to the page', async () => {
    mockedPage.mockImplementation(async (_id, query) =>
      page(query?.page ?? 1, 3, [card((query?.page ?? 1) * 100)], 25),
    );
    // An old shared link (tri=localisation) reads as the distance order.
    renderPage('/metier/1?page=2&tri=localisation&lat=45.1&lon=1.5&lieu=Tulle&couvre=1&noteMin=4');
    const pagination = await screen.findByRole('navigation', { name: 'Pages des artisans' });
    expect(within(pagination).getByRole('link', { name: 'Précédent' })).toHaveAttribute(
      'href',
      '/metier/1?lat=45.1&lon=1.5&lieu=Tulle&noteMin=4',
    );
    expect(within(pagination).getByRole('link', { name: 'Suivant' })).toHaveAttribute(
      'href',
      '/metier/1?page=3&lat=45.1&lon=1.5&lieu=Tulle&noteMin=4',
    );
    expect(mockedPage).toHaveBeenCalledWith(1, {
      page: 2,
      size: 10,
      tri: 'distance',
      lat: 45.1,
      lon: 1.5,
      couvre: '1',
      noteMin: 4,
    });
    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    expect(sort).toHaveAttribute('name', 'tri');
    expect(sort.closest('form')).toHaveAttribute('action', '/metier/1');
    expect(sort.closest('form')).toHaveAttribute('method', 'get');
  });

  it('opens at the page given in the URL, and goes to the last page when it is beyond', async () => {
    mockedPage.mockImplementation(async (_id, query) =>
      page(query?.page ?? 1, 2, query?.page === 2 ? [card(2)] : [], 12),
    );
    renderPage('/metier/1?page=9');
    expect(await screen.findByRole('link', { name: 'Entreprise 2' })).toBeInTheDocument();
    expect(location()).toBe('/metier/1?page=2');
  });

  it('sorts by distance from a place typed in « Adresse des travaux », nearest first', async () => {
    jest.mocked(searchAddress).mockResolvedValue([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [1.7667, 45.2667] },
        properties: { id: 'tulle', label: 'Tulle', postcode: '19000' },
      },
    ]);
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
    mockedPage.mockImplementation(async (_id, query) =>
      query?.lat === undefined
        ? page(1, 1, [card(1)])
        : page(1, 1, [card(5, { distanceKm: 2.4 }), card(6, { distanceKm: 31 })]),
    );
    const user = renderPage();
    await screen.findByRole('link', { name: 'Entreprise 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Localisation');
    expect(location()).toBe('/metier/1?tri=distance');
    // Without a point the list stays in the default order: the API is not asked for distances it cannot give.
    expect(mockedPage).toHaveBeenLastCalledWith(1, { page: 1, size: 10 });
    await user.type(screen.getByRole('combobox', { name: 'Adresse des travaux' }), 'tulle');
    await user.click(await screen.findByRole('option', { name: /Tulle/ }, { timeout: 2000 }));
    // Nearest first and only those who come there: the defaults around a place, out of the URL.
    expect(location()).toBe('/metier/1?lat=45.2667&lon=1.7667&lieu=Tulle');
    const nearest = await screen.findByRole('link', { name: 'Entreprise 5' });
    expect(nearest.closest('article')).toHaveTextContent('19100 Brive-la-Gaillarde, à 2,4 km');
    expect(screen.getByRole('link', { name: 'Entreprise 6' }).closest('article')).toHaveTextContent(
      'à 31 km',
    );
    expect(screen.getByText('Du plus proche au plus éloigné de Tulle.')).toBeInTheDocument();
    expect(mockedPage).toHaveBeenLastCalledWith(1, {
      page: 1,
      size: 10,
      tri: 'distance',
      lat: 45.2667,
      lon: 1.7667,
    });
  });

  it('sorts by distance from the browser position when the visitor allows it', async () => {
    const getCurrentPosition = jest.fn((success: PositionCallback) =>
      success({ coords: { latitude: 45.1, longitude: 1.5 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    const user = renderPage();
    await screen.findByRole('link', { name: 'Entreprise 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Localisation');
    expect(getCurrentPosition).toHaveBeenCalled();
    expect(location()).toBe('/metier/1?lat=45.1&lon=1.5');
    expect(await screen.findByText('Du plus proche au plus éloigné de votre position.')).toBeInTheDocument();
    expect(mockedPage).toHaveBeenCalledWith(1, {
      page: 1,
      size: 10,
      tri: 'distance',
      lat: 45.1,
      lon: 1.5,
      couvre: '1',
    });
    // The point stays with another order: the cards keep their distances.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Pertinence');
    expect(location()).toBe('/metier/1?tri=pertinence&lat=45.1&lon=1.5');
    expect(screen.getByText('Distances depuis votre position.')).toBeInTheDocument();
    expect(mockedPage).toHaveBeenCalledWith(1, { page: 1, size: 10, lat: 45.1, lon: 1.5, couvre: '1' });
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Effacer l’adresse' }));
    expect(location()).toBe('/metier/1');
    // The link went with its line: the focus waits in the emptied address box.
    expect(screen.getByRole('combobox', { name: 'Adresse des travaux' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Adresse des travaux' })).toHaveValue('');
  });

  it('says once that geolocation is impossible, and offers the place search', async () => {
    const getCurrentPosition = jest.fn((_success: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1 } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    const user = renderPage('/metier/1?tri=distance');
    await screen.findByRole('link', { name: 'Entreprise 1' });
    expect(toast.info).toHaveBeenCalledWith('La géolocalisation est impossible');
    expect(screen.getByText('Indiquez l’adresse des travaux pour trier par distance.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Adresse des travaux' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
    expect(toast.info).toHaveBeenCalledTimes(1);
  });

  it('says when the trade does not exist', async () => {
    jest.mocked(fetchSpecialite).mockRejectedValue(new ApiRequestError('Spécialité introuvable.', 404));
    mockedPage.mockRejectedValue(new ApiRequestError('Spécialité introuvable.', 404));
    renderPage('/metier/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spécialité introuvable.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les métiers' })).toHaveAttribute('href', '/metiers');
  });

  it('does not call the API for an id that is not a number', async () => {
    renderPage('/metier/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Spécialité introuvable.' })).toBeInTheDocument();
    expect(fetchSpecialite).not.toHaveBeenCalled();
    expect(mockedPage).not.toHaveBeenCalled();
  });

  it('says when the artisans cannot be loaded, and tries again on request', async () => {
    mockedPage.mockRejectedValueOnce(new ApiRequestError('Erreur', 500));
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les artisans ne peuvent pas être chargés pour le moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Entreprise 1' })).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('says when the trade cannot be loaded, and asks for it again on request', async () => {
    jest.mocked(fetchSpecialite).mockRejectedValueOnce(new ApiRequestError('Erreur', 500));
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les artisans ne peuvent pas être chargés pour le moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plombier' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchSpecialite).toHaveBeenCalledTimes(2);
    expect(mockedPage).toHaveBeenCalledTimes(1);
  });

  describe('sort and filters (issue 21)', () => {
    const TULLE = 'lat=45.2667&lon=1.7667&lieu=Tulle';
    const tulle = [
      {
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [1.7667, 45.2667] as [number, number] },
        properties: { id: 'tulle', label: 'Tulle', postcode: '19000' },
      },
    ];

    it('puts each filter in the URL and asks the API for it, back to page 1', async () => {
      mockedPage.mockImplementation(async (_id, query) => page(query?.page ?? 1, 3, [card(1)], 25));
      const user = renderPage('/metier/1?page=2');
      await screen.findByRole('link', { name: 'Entreprise 1' });
      expect(screen.getByText(/^Filtres/).closest('summary')).toHaveTextContent(/^Filtres$/);

      await user.selectOptions(screen.getByRole('combobox', { name: 'Note minimale' }), '4 et plus');
      expect(location()).toBe('/metier/1?noteMin=4');
      await user.click(screen.getByRole('checkbox', { name: 'Avec avis' }));
      expect(location()).toBe('/metier/1?noteMin=4&avecAvis=1');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Mieux notés');
      expect(location()).toBe('/metier/1?tri=note&noteMin=4&avecAvis=1');
      await screen.findByRole('link', { name: 'Entreprise 1' });
      expect(mockedPage).toHaveBeenLastCalledWith(1, {
        page: 1,
        size: 10,
        tri: 'note',
        noteMin: 4,
        avecAvis: '1',
      });
      expect(screen.getByText(/^Filtres/).closest('summary')).toHaveTextContent(/^Filtres \(2\)$/);

      // A point with « Mieux notés »: the order stays, the coverage filter appears, on (a place means « who
      // serves me »), and it can be turned off.
      jest.mocked(searchAddress).mockResolvedValue(tulle);
      await user.type(screen.getByRole('combobox', { name: 'Adresse des travaux' }), 'tulle');
      await user.click(await screen.findByRole('option', { name: /Tulle/ }, { timeout: 2000 }));
      expect(location()).toBe(`/metier/1?tri=note&${TULLE}&noteMin=4&avecAvis=1`);
      const couvre = screen.getByRole('checkbox', {
        name: 'Seulement les artisans qui interviennent à cette adresse',
      });
      expect(couvre).toBeChecked();
      await user.click(couvre);
      expect(location()).toBe(`/metier/1?tri=note&${TULLE}&couvre=0&noteMin=4&avecAvis=1`);
      await user.click(couvre);
      expect(location()).toBe(`/metier/1?tri=note&${TULLE}&noteMin=4&avecAvis=1`);
      await screen.findByRole('link', { name: 'Entreprise 1' });
      expect(mockedPage).toHaveBeenCalledWith(1, {
        page: 1,
        size: 10,
        tri: 'note',
        lat: 45.2667,
        lon: 1.7667,
        couvre: '1',
        noteMin: 4,
        avecAvis: '1',
      });
      expect(screen.getByText(/^Filtres/).closest('summary')).toHaveTextContent(/^Filtres \(3\)$/);

      // Unchecked and « Toutes »: out of the URL.
      await user.click(screen.getByRole('checkbox', { name: 'Avec avis' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Note minimale' }), 'Toutes');
      expect(location()).toBe(`/metier/1?tri=note&${TULLE}`);
    });

    it('reads « Artisans RGE » from the URL: box checked, counted, asked of the API, kept when other choices change', async () => {
      mockedPage.mockImplementation(async (_id, query) =>
        query?.rge ? page(1, 1, [card(5, { rge: true })]) : page(1, 1, [card(1), card(5, { rge: true })]),
      );
      const user = renderPage('/metier/1?rge=1');
      const link = await screen.findByRole('link', { name: 'Entreprise 5' });
      expect(screen.queryByRole('link', { name: 'Entreprise 1' })).not.toBeInTheDocument();
      expect(mockedPage).toHaveBeenLastCalledWith(1, { page: 1, size: 10, rge: '1' });
      const box = screen.getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' });
      expect(box).toBeChecked();
      expect(screen.getByText(/^Filtres/).closest('summary')).toHaveTextContent(/^Filtres \(1\)$/);
      // The card says it.
      expect(within(link.closest('article')!).getByText('RGE')).toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: 'Avec avis' }));
      expect(location()).toBe('/metier/1?avecAvis=1&rge=1');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Mieux notés');
      expect(location()).toBe('/metier/1?tri=note&avecAvis=1&rge=1');
      await screen.findByRole('link', { name: 'Entreprise 5' });
      expect(mockedPage).toHaveBeenLastCalledWith(1, {
        page: 1,
        size: 10,
        tri: 'note',
        avecAvis: '1',
        rge: '1',
      });
      expect(screen.getByText(/^Filtres/).closest('summary')).toHaveTextContent(/^Filtres \(2\)$/);

      // Unchecked: out of the URL and of the API's query.
      await user.click(box);
      expect(location()).toBe('/metier/1?tri=note&avecAvis=1');
      expect(await screen.findByRole('link', { name: 'Entreprise 1' })).toBeInTheDocument();
      expect(mockedPage).toHaveBeenLastCalledWith(1, { page: 1, size: 10, tri: 'note', avecAvis: '1' });
    });

    it('checks « Artisans RGE » into the URL, back to page 1', async () => {
      mockedPage.mockImplementation(async (_id, query) => page(query?.page ?? 1, 3, [card(1)], 25));
      const user = renderPage('/metier/1?page=2');
      await screen.findByRole('link', { name: 'Entreprise 1' });
      await user.click(screen.getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' }));
      expect(location()).toBe('/metier/1?rge=1');
      await screen.findByRole('link', { name: 'Entreprise 1' });
      expect(mockedPage).toHaveBeenLastCalledWith(1, { page: 1, size: 10, rge: '1' });
    });

    it('opens a shared link with its filters checked', async () => {
      renderPage(`/metier/1?tri=note&${TULLE}&couvre=1&noteMin=3&avecAvis=1`);
      await screen.findByRole('link', { name: 'Entreprise 1' });
      expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('note');
      expect(screen.getByRole('combobox', { name: 'Adresse des travaux' })).toHaveValue('Tulle');
      expect(screen.getByRole('checkbox', { name: /interviennent à cette adresse/ })).toBeChecked();
      expect(screen.getByRole('combobox', { name: 'Note minimale' })).toHaveValue('3');
      expect(screen.getByRole('checkbox', { name: 'Avec avis' })).toBeChecked();
      expect(screen.getByText('Distances depuis Tulle.')).toBeInTheDocument();
    });

    it('shows on each card the distance and, in words, whether the artisan comes to the address', async () => {
      mockedPage.mockResolvedValue(
        page(1, 1, [
          card(1, { distanceKm: 3.44, couvre: true }),
          card(2, { distanceKm: 72.4, couvre: false, rayonActivite: 20 }),
          card(3, { distanceKm: null, couvre: false, rayonActivite: 15, ville: '', codePostal: '' }),
        ]),
      );
      renderPage(`/metier/1?${TULLE}`);
      const article = async (id: number) =>
        (await screen.findByRole('link', { name: `Entreprise ${id}` })).closest('article')!;
      const first = await article(1);
      expect(first).toHaveTextContent('19100 Brive-la-Gaillarde, à 3,4 km');
      expect(first).toHaveTextContent('Intervient chez vous');
      const second = await article(2);
      expect(second).toHaveTextContent('à 72 km');
      expect(second).toHaveTextContent('Hors de sa zone d’intervention (rayon 20 km)');
      const third = await article(3);
      expect(third).not.toHaveTextContent(/à [\d,]+ km/);
      expect(third).toHaveTextContent('Hors de sa zone d’intervention (rayon 15 km)');
    });

    it('around a place lists only those who come there, and a line leads to the others', async () => {
      mockedPage.mockImplementation(async (_id, query) =>
        query?.couvre
          ? page(1, 1, [card(5, { distanceKm: 2, couvre: true })], 1)
          : page(1, 1, [card(5), card(6), card(7), card(8)], 4),
      );
      const user = renderPage(`/metier/1?${TULLE}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Plombiers qui interviennent à Tulle' }),
      ).toBeInTheDocument();
      const others = await screen.findByRole('link', {
        name: "3 autres artisans ne se déplacent pas jusqu'à Tulle",
      });
      expect(screen.queryByRole('link', { name: 'Entreprise 6' })).not.toBeInTheDocument();
      expect(others).toHaveAttribute('href', `/metier/1?${TULLE}&couvre=0`);
      await user.click(others);
      expect(location()).toBe(`/metier/1?${TULLE}&couvre=0`);
      expect(await screen.findByRole('link', { name: 'Entreprise 6' })).toBeInTheDocument();
      expect(screen.queryByText(/autres artisans ne se déplacent pas/)).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Plombier' })).toBeInTheDocument();
    });

    it('says when the filters leave nobody, and « Retirer les filtres » keeps the order and the place', async () => {
      mockedPage.mockImplementation(async (_id, query) =>
        query?.couvre || query?.noteMin || query?.avecAvis ? page(1, 0, []) : page(1, 1, [card(4)]),
      );
      const user = renderPage(`/metier/1?tri=distance&${TULLE}&couvre=1&noteMin=5&avecAvis=1`);
      expect(
        await screen.findByRole('heading', { name: 'Aucun artisan ne correspond à ces critères.' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Aucun artisan trouvé pour cette spécialité.')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Chercher sur la carte' })).toHaveAttribute(
        'href',
        '/map?metier=1&lat=45.2667&lon=1.7667',
      );
      const clear = screen.getByRole('link', { name: 'Retirer les filtres' });
      expect(clear).toHaveAttribute('href', `/metier/1?${TULLE}&couvre=0`);
      await user.click(clear);
      expect(location()).toBe(`/metier/1?${TULLE}&couvre=0`);
      expect(await screen.findByRole('link', { name: 'Entreprise 4' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: /^Artisans/ })).toHaveFocus();
      expect(screen.getByText('Du plus proche au plus éloigné de Tulle.')).toBeInTheDocument();
    });

    async function serverHead(url: string) {
      const client = createQueryClient();
      const params = tradePageParams(parseTradeQuery(new URLSearchParams(url.split('?')[1] ?? '')));
      await Promise.all([
        client.prefetchQuery(specialiteQuery(1)),
        client.prefetchQuery(tradePageQuery(1, params)),
      ]);
      mockedPage.mockClear();
      const record = createServerRenderRecord('https://annuaire.example');
      const { html, container, errors, root } = await renderOnServerThenHydrate(
        client,
        <ServerRenderProvider record={record}>
          <MetierPage DemandeDialog={DemandeDialog} />
        </ServerRenderProvider>,
        { url, pattern: '/metier/:specialiteId' },
      );
      act(() => root.unmount());
      container.remove();
      return { head: record.head, html, errors };
    }

    it.each([
      [`/metier/1?${TULLE}`],
      ['/metier/1?noteMin=4'],
      ['/metier/1?avecAvis=1'],
      ['/metier/1?rge=1'],
      [`/metier/1?tri=note&${TULLE}&couvre=1`],
    ])('keeps %s out of search engines (noindex), its canonical the plain page', async (url) => {
      const { head, errors } = await serverHead(url);
      expect(head).toMatchObject({ noindex: true, canonicalPath: '/metier/1' });
      expect(errors).toEqual([]);
    });

    it.each([['/metier/1'], ['/metier/1?page=2'], ['/metier/1?tri=note']])(
      'lets search engines index %s',
      async (url) => {
        const { head } = await serverHead(url);
        expect(head.noindex).toBeUndefined();
      },
    );

    it('renders the filtered list on the server and hydrates it without asking again', async () => {
      mockedPage.mockImplementation(async (_id, query) =>
        query?.avecAvis ? page(1, 1, [card(9, { moyenne: 4.5, nombreAvis: 3 })]) : page(1, 1, [card(1)]),
      );
      const { html, errors } = await serverHead('/metier/1?tri=note&avecAvis=1');
      expect(html).toContain('Entreprise 9');
      expect(html).not.toContain('Entreprise 1<');
      expect(errors).toEqual([]);
      expect(mockedPage).not.toHaveBeenCalled();
    });
    it('renders the RGE filter and the cards’ badges on the server, and hydrates them without asking again', async () => {
      mockedPage.mockImplementation(async (_id, query) =>
        query?.rge ? page(1, 1, [card(5, { rge: true })]) : page(1, 1, [card(1)]),
      );
      const { html, head, errors } = await serverHead('/metier/1?rge=1');
      expect(html).toContain('Entreprise 5');
      expect(html).not.toContain('Entreprise 1<');
      expect(/<input [^>]*name="rge"[^>]*\/>/.exec(html)?.[0]).toMatch(/checked=""/);
      expect(html).toContain('Filtres (1)');
      expect(html).toMatch(
        /title="Reconnu garant de l’environnement : au moins une qualification RGE valide aujourd’hui"/,
      );
      expect(head.noindex).toBe(true);
      expect(errors).toEqual([]);
      expect(mockedPage).not.toHaveBeenCalled();
    });
  });

  describe('« Ajouter à ma demande »', () => {
    const FOUR = [card(1), card(2), card(3), card(4)];

    it('gives each card a labelled box beside its link, which still opens the profile', async () => {
      mockedPage.mockResolvedValue(page(1, 1, FOUR));
      const user = renderPage();
      await screen.findByRole('link', { name: 'Entreprise 1' });
      const first = screen.getByRole('link', { name: 'Entreprise 1' }).closest('article')!;
      const checkbox = within(first).getByRole('checkbox', { name: /^Ajouter à ma demande/ });
      expect(checkbox).not.toBeChecked();
      expect(checkbox).toBeEnabled();
      expect(checkbox.closest('a')).toBeNull();
      expect(bar()).not.toBeInTheDocument();
      await user.click(within(first).getByText('Ajouter à ma demande'));
      expect(checkbox).toBeChecked();
      expect(location()).toBe('/metier/1');
      await user.click(screen.getByRole('link', { name: 'Entreprise 1' }));
      expect(location()).toBe('/artisan/1');
    });

    it('gives no box to a listing nobody manages, which is written to from its own page only', async () => {
      mockedPage.mockResolvedValue(page(1, 1, [card(1), { ...card(2), geree: false }]));
      renderPage();
      await screen.findByRole('link', { name: 'Entreprise 2' });
      expect(box(1)).toBeInTheDocument();
      const unmanaged = screen.getByRole('link', { name: 'Entreprise 2' }).closest('article')!;
      expect(within(unmanaged).queryByRole('checkbox')).not.toBeInTheDocument();
    });

    it('takes three artisans at most: the others are disabled and say why', async () => {
      mockedPage.mockResolvedValue(page(1, 1, FOUR));
      const user = renderPage();
      await screen.findByRole('link', { name: 'Entreprise 1' });
      await user.click(box(1));
      expect(within(bar()!).getByRole('button', { name: 'Demander un devis (1)' })).toBeInTheDocument();
      expect(bar()).toHaveTextContent('1 artisan choisi sur 3');
      await user.click(box(2));
      await user.click(box(3));
      expect(bar()).toHaveTextContent('3 artisans choisis sur 3');
      expect(screen.getByRole('button', { name: 'Demander un devis (3)' })).toBeInTheDocument();
      expect(box(4)).toBeDisabled();
      expect(box(4)).toHaveAccessibleDescription('3 artisans au plus par demande');
      expect(screen.getAllByText('3 artisans au plus par demande')).toHaveLength(1);
      expect(box(1)).toBeEnabled();
      expect(box(1)).not.toHaveAccessibleDescription();
      // One less, and the fourth can be chosen.
      await user.click(box(2));
      expect(box(4)).toBeEnabled();
      expect(screen.queryByText('3 artisans au plus par demande')).not.toBeInTheDocument();
      await user.click(box(4));
      expect(screen.getByRole('button', { name: 'Demander un devis (3)' })).toBeInTheDocument();
      expect(box(2)).toBeDisabled();
    });

    it('keeps the selection across pages and sorts', async () => {
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
      mockedPage.mockImplementation(async (_id, query) => {
        const number = query?.page ?? 1;
        return page(number, 2, [card(number * 10), card(number * 10 + 1)], 4);
      });
      const user = renderPage();
      await screen.findByRole('link', { name: 'Entreprise 10' });
      await user.click(box(10));
      await user.click(screen.getByRole('link', { name: 'Suivant' }));
      await screen.findByRole('link', { name: 'Entreprise 20' });
      expect(screen.getByRole('button', { name: 'Demander un devis (1)' })).toBeInTheDocument();
      await user.click(box(21));
      expect(screen.getByRole('button', { name: 'Demander un devis (2)' })).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Précédent' }));
      await screen.findByRole('link', { name: 'Entreprise 10' });
      expect(box(10)).toBeChecked();
      expect(box(11)).not.toBeChecked();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Localisation');
      expect(location()).toBe('/metier/1?tri=distance');
      expect(screen.getByRole('button', { name: 'Demander un devis (2)' })).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Note minimale' }), '4 et plus');
      await user.click(screen.getByRole('checkbox', { name: 'Avec avis' }));
      expect(location()).toBe('/metier/1?tri=distance&noteMin=4&avecAvis=1');
      await screen.findByRole('link', { name: 'Entreprise 10' });
      expect(screen.getByRole('button', { name: 'Demander un devis (2)' })).toBeInTheDocument();
      expect(box(10)).toBeChecked();
    });

    it('empties the selection with « Vider la sélection », the focus going to the results', async () => {
      mockedPage.mockResolvedValue(page(1, 1, FOUR));
      const user = renderPage();
      await screen.findByRole('link', { name: 'Entreprise 1' });
      await user.click(box(1));
      await user.click(box(3));
      await user.click(within(bar()!).getByRole('button', { name: 'Vider la sélection' }));
      expect(bar()).not.toBeInTheDocument();
      expect(box(1)).not.toBeChecked();
      expect(box(3)).not.toBeChecked();
      expect(screen.getByRole('region', { name: /^Artisans/ })).toHaveFocus();
    });

    it('opens one request for the chosen artisans, named in the dialog, and empties the selection once sent', async () => {
      mockedPage.mockResolvedValue(page(1, 1, FOUR));
      jest.mocked(sendDemande).mockResolvedValue({ message: DEMANDE_MESSAGES.sentMany });
      const user = renderPage();
      await screen.findByRole('link', { name: 'Entreprise 1' });
      await user.click(box(3));
      await user.click(box(1));
      const open = screen.getByRole('button', { name: 'Demander un devis (2)' });
      await user.click(open);
      const dialog = await screen.findByRole('dialog', { name: 'Demander un devis à 2 artisans' });
      expect(
        within(within(dialog).getByRole('list', { name: 'Artisans destinataires' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Entreprise 3', 'Entreprise 1']);

      // Closed without sending: the selection stays, and the focus goes back to the bar.
      await user.keyboard('{Escape}');
      expect(open).toHaveFocus();
      expect(box(3)).toBeChecked();

      await user.click(open);
      const again = await screen.findByRole('dialog', { name: 'Demander un devis à 2 artisans' });
      await user.type(within(again).getByRole('textbox', { name: /^Nom/ }), 'Claire Martin');
      await user.type(within(again).getByRole('textbox', { name: /^E-mail/ }), 'claire@example.fr');
      await user.type(within(again).getByRole('textbox', { name: /^Code postal/ }), '19100');
      await user.type(
        within(again).getByRole('textbox', { name: /^Message/ }),
        'Remplacement d’un ballon d’eau chaude de 200 litres.',
      );
      await user.click(within(again).getByRole('checkbox', { name: DEMANDE_MESSAGES.consentLabelMany }));
      await user.click(within(again).getByRole('button', { name: 'Envoyer ma demande' }));
      expect(await within(again).findByRole('status')).toHaveTextContent(DEMANDE_MESSAGES.sentMany);
      expect(sendDemande).toHaveBeenCalledWith(expect.objectContaining({ artisanIds: [3, 1] }));
      // Still chosen while the confirmation shows; emptied when the dialog closes.
      expect(box(3)).toBeChecked();
      // The confirmation's own « Fermer », in the form's place.
      await user.click(within(within(again).getByRole('status')).getByRole('button', { name: 'Fermer' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(bar()).not.toBeInTheDocument();
      expect(box(3)).not.toBeChecked();
      expect(screen.getByRole('region', { name: /^Artisans/ })).toHaveFocus();
    });

    it('is in the server’s HTML, disabled until the page is hydrated, and hydrates without a difference', async () => {
      mockedPage.mockResolvedValue(page(1, 1, [card(1), card(2)]));
      const client = createQueryClient();
      await Promise.all([
        client.prefetchQuery(specialiteQuery(1)),
        client.prefetchQuery(tradePageQuery(1, { page: 1 })),
      ]);
      const { html, container, errors, root } = await renderOnServerThenHydrate(
        client,
        <MetierPage DemandeDialog={DemandeDialog} />,
        {
          url: '/metier/1',
          pattern: '/metier/:specialiteId',
        },
      );
      // The boxes of the cards (the filters' boxes are the form's, with a name).
      const boxes = (html.match(/<input[^>]*type="checkbox"[^>]*>/g) ?? []).filter(
        (input) => !input.includes('name='),
      );
      expect(boxes).toHaveLength(2);
      for (const input of boxes) expect(input).toContain('disabled');
      expect(html).toContain('Ajouter à ma demande');
      expect(errors).toEqual([]);
      for (const input of within(container).getAllByRole('checkbox', { name: /^Ajouter à ma demande/ })) {
        expect(input).toBeEnabled();
      }
      act(() => root.unmount());
      container.remove();
    });
  });
});
