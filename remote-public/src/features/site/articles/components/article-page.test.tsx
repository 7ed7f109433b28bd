import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render';
import { ARTICLE_LOADERS, type ArticlePath } from '../utils/article-loaders';
import { ArticlePage } from './article-page';

describe('ArticlePage', () => {
  it('shows the article with its title, meta description and the breadcrumb Infos et aides > page', async () => {
    const article = await ARTICLE_LOADERS['/infos-dpe']();
    renderAt(<ArticlePage path="/infos-dpe" article={article} />, '/infos-dpe');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Le diagnostic de performance énergétique (DPE)' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Le diagnostic de performance énergétique (DPE) – Annuaire des artisans');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      article.description,
    );
    const breadcrumb = within(screen.getByRole('navigation', { name: "Fil d'Ariane" }));
    expect(breadcrumb.getByRole('link', { name: 'Infos et aides' })).toHaveAttribute(
      'href',
      '/infos-et-aides',
    );
    expect(breadcrumb.getByText('Le DPE')).toHaveAttribute('aria-current', 'page');
    expect(breadcrumb.getAllByRole('listitem')).toHaveLength(2);
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Le calendrier d’interdiction de louer les passoires thermiques',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('1er janvier 2028');
  });

  it('links to the thirteen other topics and back to the topics page', async () => {
    const article = await ARTICLE_LOADERS['/faq']();
    renderAt(<ArticlePage path="/faq" article={article} />, '/faq');
    expect(screen.getByText(/Cette FAQ est en cours de développement\./)).toBeInTheDocument();
    const others = within(screen.getByRole('navigation', { name: 'Les autres sujets' }));
    expect(others.getAllByRole('link')).toHaveLength(13);
    expect(others.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à Infos et aides' })).toHaveAttribute(
      'href',
      '/infos-et-aides',
    );
  });

  it('opens links of the text inside the site through the router', async () => {
    const article = await ARTICLE_LOADERS['/comparatif-regimes']();
    renderAt(<ArticlePage path="/comparatif-regimes" article={article} />, '/comparatif-regimes');
    await userEvent.click(screen.getByRole('link', { name: 'location nue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/infos-location-nue');
  });

  // The homeowner guides: each shows its date and a Sources section of official sites, opened in a new tab.
  it.each<[ArticlePath, string, string[]]>([
    [
      '/aides-maprimerenov-cee',
      'MaPrimeRénov’ et les certificats d’économies d’énergie (CEE)',
      ['https://france-renov.gouv.fr/aides/maprimerenov', 'https://www.anah.gouv.fr'],
    ],
    [
      '/eco-ptz',
      'L’éco-prêt à taux zéro (éco-PTZ)',
      ['https://www.service-public.fr/particuliers/vosdroits/F19905'],
    ],
    [
      '/tva-travaux',
      'La TVA à 5,5 % et à 10 % sur les travaux',
      ['https://www.legifrance.gouv.fr/codes/id/LEGITEXT000006069577'],
    ],
    [
      '/lire-un-devis',
      'Lire un devis de travaux',
      ['https://www.legifrance.gouv.fr/codes/id/LEGITEXT000006073984'],
    ],
    [
      '/verifier-decennale-rge',
      'Vérifier une assurance décennale et une qualification RGE',
      ['https://france-renov.gouv.fr/annuaire-rge'],
    ],
  ])('renders the guide %s with its date and its official sources', async (path, title, hrefs) => {
    const article = await ARTICLE_LOADERS[path]();
    renderAt(<ArticlePage path={path} article={article} />, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/Mis à jour le/)).toHaveTextContent('Mis à jour le 28 novembre 2026');
    const heading = screen.getByRole('heading', { level: 2, name: 'Sources' });
    const list = heading.nextElementSibling as HTMLElement;
    expect(list.tagName).toBe('UL');
    const links = within(list).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(
        /^https:\/\/(?:www\.)?(?:service-public\.fr|france-renov\.gouv\.fr|anah\.gouv\.fr|economie\.gouv\.fr|legifrance\.gouv\.fr|maprimerenov\.gouv\.fr|bofip\.impots\.gouv\.fr)(?:\/|$)/,
      );
    }
    for (const href of hrefs) expect(links.map((link) => link.getAttribute('href'))).toContain(href);
  });
});
