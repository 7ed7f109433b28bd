import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { startFederationRuntime } from '../features/remotes/utils/federation-runtime';
import { inOneHour, renderAt } from '../test/render';
import { AppRoutes } from './routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const remoteScreens: Record<string, string> = {
  'remote_public/routes': 'Remote public',
  'remote_pro_editor/routes': 'Remote éditeur',
  'remote_backoffice/routes': 'Remote back-office',
};

describe('AppRoutes', () => {
  beforeAll(async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith('/remotes.json')
        ? Response.json({
            public: '/p/mf-manifest.json',
            proEditor: '/e/mf-manifest.json',
            backoffice: '/b/mf-manifest.json',
          })
        : Response.json({}),
    );
    await startFederationRuntime();
  });

  beforeEach(() => {
    jest
      .mocked(loadRemote)
      .mockImplementation(async (id) => ({ default: () => <h1>{remoteScreens[id]}</h1> }));
    act(() => useAuthStore.setState({ token: null, claims: null, loading: false, error: null }));
  });

  it.each(['/', '/metiers', '/metier/4', '/artisan/12', '/infos-lmnp', '/reset-password'])(
    'mounts remote-public at %s',
    async (path) => {
      renderAt(<AppRoutes />, path);
      expect(await screen.findByRole('heading', { name: 'Remote public' })).toBeInTheDocument();
    },
  );

  it.each(['/inconnu', '/metier', '/metiers/3/extra', '/backoffice/inconnu'])(
    'shows the 404 page at %s without loading a remote',
    (path) => {
      renderAt(<AppRoutes />, path);
      expect(screen.getByRole('heading', { name: 'Page non trouvée' })).toBeInTheDocument();
      expect(loadRemote).not.toHaveBeenCalled();
    },
  );

  it('renders the login pages at /admin and /backoffice', async () => {
    renderAt(<AppRoutes />, '/admin');
    expect(await screen.findByRole('heading', { name: 'Espace professionnel' })).toBeInTheDocument();
    renderAt(<AppRoutes />, '/backoffice');
    expect(await screen.findByRole('heading', { name: 'Espace administration' })).toBeInTheDocument();
  });

  it('guards the editor and the back office without loading them', () => {
    renderAt(<AppRoutes />, '/backoffice/admin/home');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/backoffice$/);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('loads the editor and back-office remotes for a signed-in user, 404 for their unknown paths', async () => {
    act(() =>
      useAuthStore.setState({
        token: 't',
        claims: { sub: 1, role: 'ROLE_ADMIN', artisanId: null, exp: inOneHour() },
      }),
    );
    renderAt(<AppRoutes />, '/admin/artisan/5');
    expect(await screen.findByRole('heading', { name: 'Remote éditeur' })).toBeInTheDocument();
    renderAt(<AppRoutes />, '/backoffice/admin/specialites');
    expect(await screen.findByRole('heading', { name: 'Remote back-office' })).toBeInTheDocument();
    renderAt(<AppRoutes />, '/backoffice/admin/inconnu');
    expect(screen.getAllByRole('heading', { name: 'Page non trouvée' })).toHaveLength(1);
  });

  it('sends /backoffice/admin to the back-office home', () => {
    renderAt(<AppRoutes />, '/backoffice/admin');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/backoffice/);
  });
});
