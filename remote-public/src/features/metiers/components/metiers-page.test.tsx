import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import { createServerRenderRecord, ServerRenderProvider } from '@annuaire/shared/ssr/page-head';
import { MetiersPage, TRADE_PLACEHOLDER_SRC } from './metiers-page';

jest.mock('@annuaire/shared/client/specialites', () => ({ fetchSpecialites: jest.fn() }));
const mockedFetch = jest.mocked(fetchSpecialites);

function renderPage() {
  return render(withQueryClient(<MetiersPage />), { wrapper: MemoryRouter });
}

describe('MetiersPage', () => {
  it('says it is loading until the trades arrive', async () => {
    mockedFetch.mockReturnValue(new Promise(() => undefined));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement en cours...');
  });

  it('shows the error text when the trades cannot be loaded', async () => {
    mockedFetch.mockRejectedValue(new Error('500'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur de chargement des corps de métier');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists each trade as a card with its image, linking to its page', async () => {
    mockedFetch.mockResolvedValue([
      { id: 1, metier: 'Plombier', pathImg: '/uploads/specialites/plombier.webp', nombreArtisans: 12 },
      { id: 7, metier: 'Carreleur', pathImg: null, nombreArtisans: 0 },
      { id: 4, metier: 'Électricien', pathImg: null, nombreArtisans: 1 },
    ]);
    const { container } = renderPage();
    expect(await screen.findByRole('link', { name: 'Plombier' })).toHaveAttribute('href', '/metier/1');
    expect(screen.getByRole('link', { name: 'Électricien' })).toHaveAttribute('href', '/metier/4');
    expect(screen.getByText('12 artisans')).toBeInTheDocument();
    expect(screen.getByText('1 artisan')).toBeInTheDocument();
    // A trade no artisan exercises yet is not shown to visitors.
    expect(screen.queryByText('Carreleur')).not.toBeInTheDocument();
    // The cards' titles come right under the page's h1, no level skipped.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nos métiers');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Plombier',
      'Électricien',
    ]);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('src', '/uploads/specialites/plombier.webp');
    expect(images[0].getAttribute('srcset')).toContain('/uploads/specialites/plombier-480.webp 480w');
    // A trade without an image keeps the card's picture (a placeholder), decorative, so the grid keeps its shape
    // (issue 22).
    expect(images[1]).toHaveAttribute('src', TRADE_PLACEHOLDER_SRC);
    expect(images[1]).toHaveAttribute('alt', '');
    expect(images[1]).not.toHaveAttribute('srcset');
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Accueil');
  });

  it('gives the server render its canonical path, the address of the sitemap', () => {
    mockedFetch.mockReturnValue(new Promise(() => undefined));
    const record = createServerRenderRecord('https://annuaire.exemple.fr');
    render(
      withQueryClient(
        <ServerRenderProvider record={record}>
          <MetiersPage />
        </ServerRenderProvider>,
      ),
      { wrapper: MemoryRouter },
    );
    expect(record.head.canonicalPath).toBe('/metiers');
  });

  it('says so when there is no trade yet', async () => {
    mockedFetch.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('Aucun métier disponible pour le moment.')).toBeInTheDocument();
  });

  it('has a placeholder picture in the trades’ 4 / 3 box, needing no server (issue 22)', () => {
    const svg = fs.readFileSync(path.join(__dirname, '../assets/trade-placeholder.svg'), 'utf8');
    expect(svg).toMatch(/viewBox="0 0 400 300"/);
    // Small enough to be inlined by the build (no request), and self-contained: no external reference.
    expect(Buffer.byteLength(svg)).toBeLessThan(2048);
    expect(svg).not.toMatch(/href=|url\((?!#)/);
  });
});
