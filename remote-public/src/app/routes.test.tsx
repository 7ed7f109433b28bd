import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { fetchArtisan } from '@annuaire/shared/client/artisans';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import PublicRoutes, { preload } from './routes';

jest.mock('@annuaire/shared/client/specialites', () => ({
  fetchSpecialites: jest.fn(),
  fetchSpecialite: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('@annuaire/shared/client/artisans', () => ({
  fetchArtisan: jest.fn(() => new Promise(() => undefined)),
  fetchArtisansBySpecialitePage: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('@annuaire/shared/client/artisan-details', () => ({
  fetchArtisanDetails: jest.fn(() => new Promise(() => undefined)),
}));
// swiper is ESM-only; the home carousel has its own tests.
jest.mock('../features/home/components/home-carousel-swiper', () => ({
  __esModule: true,
  default: () => null,
}));

function renderAt(path: string) {
  return render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<PublicRoutes />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

describe('remote_public/routes', () => {
  it('renders the home at /', async () => {
    jest.mocked(fetchSpecialites).mockResolvedValue([]);
    renderAt('/');
    expect(
      screen.getByRole('heading', { level: 1, name: "Trouvez l'artisan qu'il vous faut, près de chez vous" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les métiers' })).toHaveAttribute('href', '/metiers');
    await act(async () => undefined);
  });

  it('renders the trades at /metiers', async () => {
    jest.mocked(fetchSpecialites).mockResolvedValue([]);
    renderAt('/metiers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos métiers' })).toBeInTheDocument();
    expect(await screen.findByText('Aucun métier disponible pour le moment.')).toBeInTheDocument();
  });

  it('renders the trade page at /metier/:specialiteId', async () => {
    renderAt('/metier/3');
    expect(await screen.findByText('Chargement des artisans...')).toBeInTheDocument();
  });

  it('renders the artisan page at /artisan/:artisanId', async () => {
    renderAt('/artisan/8');
    expect(await screen.findByText("Chargement des données de l'artisan...")).toBeInTheDocument();
  });

  it("starts the artisan page's API calls when the shell preloads its path, before any render", async () => {
    window.history.pushState({}, '', '/artisan/41');
    // A fresh copy of the routes: the pages' loaders run once per page lifetime, and other tests ran them.
    await jest.isolateModulesAsync(async () => {
      const routes = await import('./routes');
      const artisans = await import('@annuaire/shared/client/artisans');
      const details = await import('@annuaire/shared/client/artisan-details');
      routes.preload('/artisan/41');
      routes.preload('/artisan/41');
      expect(artisans.fetchArtisan).toHaveBeenCalledTimes(1);
      expect(artisans.fetchArtisan).toHaveBeenCalledWith(41);
      expect(details.fetchArtisanDetails).toHaveBeenCalledWith(41);
    });
    window.history.pushState({}, '', '/');
  });

  it('preloads nothing for a path no page claims', () => {
    jest.mocked(fetchArtisan).mockClear();
    jest.mocked(fetchSpecialites).mockClear();
    expect(() => preload('/inconnu/1')).not.toThrow();
    expect(fetchArtisan).not.toHaveBeenCalled();
    expect(fetchSpecialites).not.toHaveBeenCalled();
  });
});
