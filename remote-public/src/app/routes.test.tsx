import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { fetchArtisan, fetchArtisansBySpecialitePage } from '@annuaire/shared/client/artisans';
import { fetchArtisanDetails } from '@annuaire/shared/client/artisan-details';
import { fetchRevendicationFiche } from '@annuaire/shared/client/revendications';
import { fetchSpecialite, fetchSpecialites } from '@annuaire/shared/client/specialites';
import fs from 'node:fs';
import { renderToString } from 'react-dom/server';
import path from 'node:path';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { queryKeys } from '@annuaire/shared/query/keys';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { QueryClientProvider } from '@tanstack/react-query';
import { publicArtisan } from '../features/artisan/test/public-artisan';
import PublicRoutes, { directoryRoutes, mapRoutes, prepare, preload, siteRoutes } from './routes';

jest.mock('@annuaire/shared/client/specialites', () => ({
  fetchSpecialites: jest.fn(),
  fetchSpecialite: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('@annuaire/shared/client/artisans', () => ({
  fetchArtisan: jest.fn(() => new Promise(() => undefined)),
  fetchArtisansBySpecialitePage: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('@annuaire/shared/client/revendications', () => ({
  fetchRevendicationFiche: jest.fn(),
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

  it('gives the artisan page the request dialog of features/demande', async () => {
    jest.mocked(fetchArtisan).mockResolvedValueOnce(publicArtisan({ id: 9, personnalDataToShow: 'NOTHING' }));
    jest.mocked(fetchArtisanDetails).mockResolvedValueOnce([]);
    renderAt('/artisan/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Contacter cet artisan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacter Plomberie Martin' });
    expect(within(dialog).getByRole('button', { name: 'Envoyer ma demande' })).toBeInTheDocument();
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

  it('prepares a server render: the page code and its queries in the given client, and its chunk', async () => {
    jest.mocked(fetchArtisan).mockResolvedValueOnce({ id: 5 } as Awaited<ReturnType<typeof fetchArtisan>>);
    jest.mocked(fetchArtisanDetails).mockResolvedValueOnce([]);
    const client = createQueryClient();
    await expect(prepare({ pathname: '/artisan/5', search: '' }, client)).resolves.toEqual({
      chunks: ['page-artisan'],
    });
    expect(client.getQueryData(queryKeys.artisan(5))).toEqual({ id: 5 });
    await expect(prepare({ pathname: '/', search: '' }, client)).resolves.toEqual({ chunks: [] });
  });

  it('renders /fonctionnement-des-avis on the server, with the legal pages’ chunk and the #classement section', async () => {
    const place = { pathname: '/fonctionnement-des-avis', search: '' };
    await expect(prepare(place, createQueryClient())).resolves.toEqual({ chunks: ['page-legal'] });
    const html = renderToString(
      withQueryClient(
        <MemoryRouter initialEntries={[place.pathname]}>
          <Routes>
            <Route path="*" element={<PublicRoutes />} />
          </Routes>
        </MemoryRouter>,
      ),
    );
    expect(html).toMatch(/<h1[^>]*>Comment fonctionnent les avis<\/h1>/);
    expect(html).toContain('<h2 id="classement">Classement</h2>');
    expect(html).toContain('Fonctionnement des avis');
  });

  it('prepares a claim page with what the claim of its listing may use, and nothing without a listing', async () => {
    const fiche = {
      artisanId: 114,
      entrepriseNom: 'SCI Girard Elec Services Garcia',
      siret: '30046256100014',
      ville: 'Brive-la-Gaillarde',
      geree: false,
      enCours: false,
      emailMasque: 'c•••@300462561.example',
      courrierEnCours: false,
      documentsEnCours: false,
      adresseCourrier: null,
    };
    jest.mocked(fetchRevendicationFiche).mockResolvedValue(fiche);
    const client = createQueryClient();
    await expect(prepare({ pathname: '/revendiquer', search: '?fiche=114' }, client)).resolves.toEqual({
      chunks: ['page-revendiquer'],
    });
    expect(fetchRevendicationFiche).toHaveBeenCalledWith(114);
    expect(client.getQueryData(['revendications', 'fiche', 114])).toEqual(fiche);

    jest.mocked(fetchRevendicationFiche).mockClear();
    for (const search of ['', '?fiche=abc', '?fiche=0', '?fiche=99999999999']) {
      await prepare({ pathname: '/revendiquer', search }, createQueryClient());
    }
    expect(fetchRevendicationFiche).not.toHaveBeenCalled();
  });

  describe('the trade page’s prefetch', () => {
    beforeEach(() => {
      jest.mocked(fetchSpecialite).mockResolvedValue({ id: 3, metier: 'Plombier', pathImg: null });
    });
    afterEach(() => {
      // Back to the file's answers that never come.
      jest
        .mocked(fetchSpecialite)
        .mockReset()
        .mockImplementation(() => new Promise(() => undefined));
      jest
        .mocked(fetchArtisansBySpecialitePage)
        .mockReset()
        .mockImplementation(() => new Promise(() => undefined));
    });

    it('prepares a trade page with the query its page reads: the URL’s page, sort, point and filters', async () => {
      const items = [
        {
          id: 12,
          entrepriseNom: 'Plomberie de Tulle',
          ville: 'Tulle',
          codePostal: '19000',
          rayonActivite: 30,
          latitude: 45.27,
          longitude: 1.77,
          imagePrincipale: null,
          specialites: [{ id: 3, metier: 'Plombier' }],
          moyenne: 4.6,
          nombreAvis: 8,
          distanceKm: 0.8,
          couvre: true,
          rge: true,
          positionApprochee: false,
          geree: true,
          depannageUrgence: false,
          disponibleSousJours: null,
        },
      ];
      jest
        .mocked(fetchArtisansBySpecialitePage)
        .mockResolvedValue({ items, total: 11, page: 2, size: 10, pageCount: 2 });
      const client = createQueryClient();
      // An old shared link: tri=localisation is the distance order.
      const search =
        '?page=2&tri=localisation&lat=45.2667&lon=1.7667&lieu=Tulle&couvre=1&noteMin=4&avecAvis=1&rge=1';
      await expect(prepare({ pathname: '/metier/3', search }, client)).resolves.toEqual({
        chunks: ['page-metier'],
      });
      const params = {
        page: 2,
        tri: 'distance',
        lat: 45.2667,
        lon: 1.7667,
        couvre: '1',
        noteMin: 4,
        avecAvis: '1',
        rge: '1',
      };
      // The API is asked exactly the URL's parameters, but the place's label.
      expect(fetchArtisansBySpecialitePage).toHaveBeenCalledWith(3, { ...params, size: 10 });
      expect(client.getQueryData(queryKeys.tradePage(3, params))).toMatchObject({ total: 11 });

      // The page rendered from that cache shows the filtered list without asking again.
      jest.mocked(fetchArtisansBySpecialitePage).mockClear();
      const html = renderToString(
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[`/metier/3${search}`]}>
            <Routes>
              <Route path="*" element={<PublicRoutes />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>,
      );
      expect(html).toContain('Plomberie de Tulle');
      expect(html).toContain('à 0,8 km');
      expect(html).toContain('Intervient chez vous');
      expect(html).toContain('Filtres (4)');
      expect(html).toMatch(/<input [^>]*name="rge"[^>]*checked=""/);
      expect(html).toMatch(/>RGE<span class="visually-hidden">/);
      expect(fetchArtisansBySpecialitePage).not.toHaveBeenCalled();
    });

    it('prepares the plain trade page with page 1 and no other parameter', async () => {
      jest
        .mocked(fetchArtisansBySpecialitePage)
        .mockResolvedValue({ items: [], total: 0, page: 1, size: 10, pageCount: 0 });
      const client = createQueryClient();
      await prepare({ pathname: '/metier/3', search: '' }, client);
      expect(fetchArtisansBySpecialitePage).toHaveBeenCalledWith(3, { page: 1, size: 10 });
      expect(client.getQueryData(queryKeys.tradePage(3, { page: 1 }))).toMatchObject({ total: 0 });
    });
  });

  it('does not ask again for an artisan known not to exist (a 404 the server rendered)', async () => {
    const client = createQueryClient();
    jest.mocked(fetchArtisan).mockRejectedValueOnce(new ApiRequestError('Artisan introuvable.', 404));
    jest.mocked(fetchArtisanDetails).mockRejectedValueOnce(new ApiRequestError('Artisan introuvable.', 404));
    await prepare({ pathname: '/artisan/6', search: '' }, client);
    jest.mocked(fetchArtisan).mockClear();
    await prepare({ pathname: '/artisan/6', search: '' }, client);
    expect(fetchArtisan).not.toHaveBeenCalled();
  });

  it("names each lazy page's chunk as its import's webpackChunkName, which the server's head links", () => {
    const source = fs.readFileSync(path.join(__dirname, 'routes.tsx'), 'utf8');
    const commented = new Set([...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]));
    const named = new Set(
      [...directoryRoutes, ...mapRoutes, ...siteRoutes].flatMap((page) => (page.chunk ? [page.chunk] : [])),
    );
    expect(named).toEqual(commented);
  });
});
