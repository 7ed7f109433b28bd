/**
 * @jest-environment node
 */
// The header and footer as the server renders them, in Node without a DOM: the trades are real links in the HTML
// (in the closed dropdown, hidden), so that a crawler or a visitor without JavaScript can follow them.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { specialitesQuery } from '@annuaire/shared/query/specialites';
import { Footer } from './footer';
import { Header } from './header';

jest.mock('@annuaire/shared/client/specialites', () => ({ fetchSpecialites: jest.fn() }));

const TRADES = [
  { id: 1, metier: 'Plombier', pathImg: null, nombreArtisans: 3 },
  { id: 2, metier: 'Électricien', pathImg: null, nombreArtisans: 3 },
];

function serverHtml(withTrades: boolean) {
  const client = createQueryClient();
  if (withTrades) client.setQueryData(specialitesQuery.queryKey, TRADES);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/metier/1']}>
        <Header />
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('renders the trades of the cache as links in the closed dropdown', () => {
  const html = serverHtml(true);
  expect(html).toContain('aria-label="Afficher les spécialités"');
  expect(html).toContain('aria-expanded="false"');
  // Inside the closed panel: hidden, so display: none (neither seen, nor reached by Tab, nor announced).
  const panelStart = html.indexOf('hidden=""><div class="card">');
  expect(panelStart).toBeGreaterThan(-1);
  const panel = html.slice(panelStart, html.indexOf('Voir tous les métiers', panelStart));
  expect(panel).toMatch(/<a [^>]*href="\/metier\/2"[^>]*>Électricien<\/a>/);
  expect(panel).toMatch(/<a [^>]*href="\/metier\/1"[^>]*>Plombier<\/a>/);
});

it('renders the main navigation and the footer links without a browser', () => {
  const html = serverHtml(false);
  for (const href of [
    '/metiers',
    '/map',
    '/about',
    '/infos-et-aides',
    '/contact',
    '/join',
    '/cgu',
    '/faq',
    '/fonctionnement-des-avis',
  ]) {
    expect(html).toContain(`href="${href}"`);
  }
  expect(html).toMatch(
    new RegExp(`© (<!-- -->)?${new Date().getFullYear()}(<!-- -->)? Annuaire des artisans`),
  );
});
