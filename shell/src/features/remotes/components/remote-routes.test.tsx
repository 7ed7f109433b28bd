import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderAt } from '../../../test/render';
import { startFederationRuntime } from '../utils/federation-runtime';
import { RemoteRoutes } from './remote-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = jest.mocked(loadRemote);

const REMOTES_JSON = {
  public: '/remotes/public/mf-manifest.json',
  proEditor: '/remotes/pro-editor/mf-manifest.json',
  backoffice: '/remotes/backoffice/mf-manifest.json',
};

describe('RemoteRoutes', () => {
  beforeEach(async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).endsWith('/remotes.json')
          ? Response.json(REMOTES_JSON)
          : Response.json({ apiPrefix: '/api', basicAuth: null }),
      );
    await startFederationRuntime();
  });

  it('shows a loading status, then the remote routes', async () => {
    mockedLoadRemote.mockResolvedValue({ default: () => <h1>Pages du back-office</h1> });
    renderAt(<RemoteRoutes remote="backoffice" />, '/backoffice/admin/home');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement en cours...');
    expect(await screen.findByRole('heading', { name: 'Pages du back-office' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_backoffice/routes');
  });

  it('shows the French fallback when loading fails, and "Réessayer" loads it again', async () => {
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'))
      .mockResolvedValue({ default: () => <h1>Pages publiques</h1> });
    renderAt(<RemoteRoutes remote="public" />, '/');

    expect(await screen.findByText('Ce service est momentanément indisponible.')).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('heading', { name: 'Pages publiques' })).toBeInTheDocument();
    expect(screen.queryByText('Ce service est momentanément indisponible.')).not.toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    // The retry asks the runtime to forget the failed remote before loading it again.
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_public', entry: 'http://localhost/remotes/public/mf-manifest.json' }],
      { force: true },
    );
  });

  it('catches a remote that crashes while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    mockedLoadRemote.mockResolvedValue({ default: Broken });
    renderAt(<RemoteRoutes remote="proEditor" />, '/admin/artisan/1');
    expect(await screen.findByText('Ce service est momentanément indisponible.')).toBeInTheDocument();
  });
});
