import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { AuthClaims } from '@annuaire/shared/contract/auth';
import type * as AccountApi from '../api/get-artisan-account';
import ProEditorRoutes from '../../../app/routes';
import {
  accountFixture,
  adminClaims,
  artisanClaims,
  artisanFixture,
  demandeFixture,
  detailsFixture,
  reactiviteFixture,
  SPECIALITES,
} from '../../../test/fixtures';
import { fetchInvitations } from '@annuaire/shared/client/avis';
import { fetchArtisanDemandes } from '@annuaire/shared/client/demandes';
import { fetchNotesByArtisan } from '@annuaire/shared/client/notes';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import { queryKeys } from '@annuaire/shared/query/keys';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { getArtisan } from '../api/get-artisan';
import { getArtisanAccount } from '../api/get-artisan-account';
import { getArtisanDetails } from '../api/get-artisan-details';
import { mayEdit } from './profile-page';

jest.mock('@annuaire/shared/client/artisans');
// A session ended here asks the API to clear its cookie.
jest.mock('@annuaire/shared/client/auth', () => ({
  postLogin: jest.fn(),
  postLogout: jest.fn().mockResolvedValue(undefined),
}));
jest.mock('@annuaire/shared/client/artisan-details');
jest.mock('@annuaire/shared/client/specialites');
jest.mock('@annuaire/shared/client/demandes');
// The reviews section below the editor (issue 20).
jest.mock('@annuaire/shared/client/avis');
jest.mock('@annuaire/shared/client/notes');
// The account's fetcher is the file's own: its query options and hook are rebuilt around the mock.
jest.mock('../api/get-artisan-account', () => {
  const { useQuery } = jest.requireActual<typeof import('@tanstack/react-query')>('@tanstack/react-query');
  const actual = jest.requireActual<typeof AccountApi>('../api/get-artisan-account');
  const getArtisanAccount = jest.fn();
  const artisanAccountQuery = (id: number) => ({
    ...actual.artisanAccountQuery(id),
    queryFn: () => getArtisanAccount(id),
  });
  return {
    getArtisanAccount,
    artisanAccountQuery,
    useArtisanAccountQuery: (id: number) => useQuery(artisanAccountQuery(id)),
  };
});

const mockedArtisan = getArtisan as jest.MockedFunction<typeof getArtisan>;
const mockedAccount = getArtisanAccount as jest.MockedFunction<typeof getArtisanAccount>;
const mockedDetails = getArtisanDetails as jest.MockedFunction<typeof getArtisanDetails>;
const mockedSpecialites = fetchSpecialites as jest.MockedFunction<typeof fetchSpecialites>;
const mockedDemandes = fetchArtisanDemandes as jest.MockedFunction<typeof fetchArtisanDemandes>;

const originalExpireSession = useAuthStore.getState().expireSession;

function signIn(claims: AuthClaims | null) {
  act(() => useAuthStore.setState({ token: claims ? 'jeton' : null, claims }));
}

/** The editor's routes at `path`, with a fresh query cache or the one given. */
function renderAt(path: string, client?: QueryClient) {
  const ui = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<ProEditorRoutes />} />
      </Routes>
    </MemoryRouter>
  );
  return render(
    client ? <QueryClientProvider client={client}>{ui}</QueryClientProvider> : withQueryClient(ui),
  );
}

beforeEach(() => {
  mockedArtisan.mockResolvedValue(artisanFixture());
  mockedAccount.mockResolvedValue(accountFixture());
  mockedDetails.mockResolvedValue(detailsFixture());
  mockedSpecialites.mockResolvedValue(SPECIALITES);
  mockedDemandes.mockResolvedValue({ demandes: [], nonTraitees: 0, reactivite: reactiviteFixture() });
  jest.mocked(fetchInvitations).mockResolvedValue({ invitations: [], restantesAujourdhui: 20 });
  jest.mocked(fetchNotesByArtisan).mockResolvedValue([]);
});

describe('mayEdit', () => {
  it('lets an admin edit any profile and an artisan only their own', () => {
    expect(mayEdit(adminClaims(), 3)).toBe(true);
    expect(mayEdit(artisanClaims(7), 7)).toBe(true);
    expect(mayEdit(artisanClaims(7), 8)).toBe(false);
    expect(mayEdit({ sub: 4, role: 'ROLE_PARTICULIER', artisanId: null, exp: 9999999999 }, 7)).toBe(false);
    expect(mayEdit({ sub: 4, role: 'ROLE_ARTISAN', artisanId: null, exp: 9999999999 }, 7)).toBe(false);
    expect(mayEdit(null, 7)).toBe(false);
  });
});

describe('ProfilePage', () => {
  it('loads the artisan’s own profile, with a French loading text first', async () => {
    signIn(artisanClaims(7));
    renderAt('/admin/artisan/7');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre profil...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plomberie Lavergne' })).toBeInTheDocument();
    expect(mockedArtisan).toHaveBeenCalledWith(7);
    expect(mockedAccount).toHaveBeenCalledWith(7);
    expect(mockedDetails).toHaveBeenCalledWith(7, { withExpired: true });
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toBeInTheDocument();
  });

  it('refuses another artisan’s profile without asking the API and never shows the form', async () => {
    signIn(artisanClaims(7));
    renderAt('/admin/artisan/8');
    expect(screen.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Vous ne pouvez modifier que votre propre profil. Ce profil appartient à un autre artisan.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier mon profil' })).toHaveAttribute(
      'href',
      '/admin/artisan/7',
    );
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).not.toBeInTheDocument();
    expect(mockedArtisan).not.toHaveBeenCalled();
    expect(mockedAccount).not.toHaveBeenCalled();
    expect(document.title).toBe('Accès refusé – Annuaire des artisans');
  });

  it('refuses a particulier', () => {
    signIn({ sub: 4, role: 'ROLE_PARTICULIER', artisanId: null, exp: 9999999999 });
    renderAt('/admin/artisan/7');
    expect(screen.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('opens any profile for an admin', async () => {
    signIn(adminClaims());
    renderAt('/admin/artisan/7');
    expect(await screen.findByText('Vous modifiez ce profil en tant qu’administrateur.')).toBeInTheDocument();
  });

  it('shows the refusal when the API refuses an admin', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(adminClaims());
    mockedAccount.mockRejectedValue(new ApiRequestError('Accès refusé.', 403));
    renderAt('/admin/artisan/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).not.toBeInTheDocument();
  });

  it.each([
    ['refuses the session (401: ended, or signed with another secret)', 401, 'Authentification requise.'],
    ['refuses the artisan their own profile (403: the claims are stale)', 403, 'Accès refusé.'],
  ])(
    'ends a remembered session the API %s, with « session expirée », never « Accès refusé » (issue 22)',
    async (_name, status, message) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      signIn(artisanClaims(7));
      mockedAccount.mockRejectedValue(new ApiRequestError(message, status));
      renderAt('/admin/artisan/7');
      // Signed out with the notice the login page shows; the shell's guard takes the user there.
      await waitFor(() =>
        expect(useAuthStore.getState()).toMatchObject({
          claims: null,
          notice: 'Votre session a expiré. Veuillez vous reconnecter.',
        }),
      );
      expect(screen.queryByText(/Ce profil appartient à un autre artisan/)).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Accès refusé' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).not.toBeInTheDocument();
    },
  );

  it('says that the session expired, with the way to the login, while it is being ended', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(artisanClaims(7));
    // The store is kept from signing out, to see what the page says meanwhile.
    const expireSession = jest.fn();
    act(() => useAuthStore.setState({ expireSession }));
    mockedAccount.mockRejectedValue(new ApiRequestError('Authentification requise.', 401));
    renderAt('/admin/artisan/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Session expirée' })).toBeInTheDocument();
    expect(screen.getByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se reconnecter' })).toHaveAttribute('href', '/admin');
    expect(expireSession).toHaveBeenCalled();
    expect(document.title).toBe('Session expirée – Annuaire des artisans');
    act(() => useAuthStore.setState({ expireSession: originalExpireSession }));
  });

  it('says when the profile does not exist', async () => {
    signIn(adminClaims());
    mockedArtisan.mockRejectedValue(new ApiRequestError('Artisan introuvable.', 404));
    mockedAccount.mockRejectedValue(new ApiRequestError('Artisan introuvable.', 404));
    renderAt('/admin/artisan/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artisan introuvable' })).toBeInTheDocument();
    expect(document.title).toBe('Artisan introuvable – Annuaire des artisans');
  });

  it('edits a profile without a linked account (admin)', async () => {
    signIn(adminClaims());
    mockedAccount.mockRejectedValue(
      new ApiRequestError('Aucun compte utilisateur n’est lié à cet artisan.', 404),
    );
    renderAt('/admin/artisan/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plomberie Lavergne' })).toBeInTheDocument();
    expect(screen.getByLabelText('Téléphone')).toBeDisabled();
  });

  it('treats a malformed id as an unknown profile', () => {
    signIn(adminClaims());
    renderAt('/admin/artisan/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Artisan introuvable' })).toBeInTheDocument();
    expect(mockedArtisan).not.toHaveBeenCalled();
  });

  it('shows a load failure in French and retries', async () => {
    signIn(artisanClaims(7));
    mockedDetails.mockRejectedValueOnce(
      new ApiRequestError('Le serveur est injoignable. Vérifiez votre connexion et réessayez.', null),
    );
    renderAt('/admin/artisan/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Impossible de charger le profil' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Le serveur est injoignable. Vérifiez votre connexion et réessayez.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plomberie Lavergne' })).toBeInTheDocument();
  });

  it('starts from what the server holds, not from what another page cached', async () => {
    signIn(artisanClaims(7));
    const client = createQueryClient();
    client.setQueryData(queryKeys.artisan(7), artisanFixture({ entrepriseNom: 'Ancien nom' }));
    client.setQueryData(queryKeys.artisanDetailsWithExpired(7), []);
    client.setQueryData(queryKeys.artisanAccount(7), accountFixture({ telephone: '0500000000' }));
    renderAt('/admin/artisan/7', client);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre profil...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plomberie Lavergne' })).toBeInTheDocument();
    expect(screen.getByLabelText('Téléphone')).toHaveValue('0679393041');
    expect(mockedArtisan).toHaveBeenCalledTimes(1);
  });

  it('keeps the form and what was typed when the profile is asked again later and that fails', async () => {
    signIn(artisanClaims(7));
    const client = createQueryClient();
    renderAt('/admin/artisan/7', client);
    const description = await screen.findByLabelText('Description', { selector: 'textarea' });
    await userEvent.clear(description);
    await userEvent.type(description, 'En cours');
    mockedArtisan.mockRejectedValue(new ApiRequestError('Le serveur est injoignable.', null));
    await act(() => client.refetchQueries());
    expect(screen.getByRole('heading', { level: 1, name: 'Plomberie Lavergne' })).toBeInTheDocument();
    expect(description).toHaveValue('En cours');
    expect(screen.queryByText('Impossible de charger le profil')).not.toBeInTheDocument();
  });

  it('puts « Mon profil », « Demandes » and « Avis » at their own addresses, linked by tabs with the count to handle', async () => {
    signIn(artisanClaims(7));
    mockedDemandes.mockResolvedValue({
      demandes: [demandeFixture({ nom: 'Jeanne Martin' }), demandeFixture({ nom: 'Paul Durand' })],
      nonTraitees: 2,
      reactivite: reactiviteFixture({ demandesCount: 2, delaiMedianHeures: 3 }),
    });
    renderAt('/admin/artisan/7');
    const tabs = await screen.findByRole('navigation', { name: 'Mon espace professionnel' });
    expect(within(tabs).getByRole('link', { name: 'Mon profil' })).toHaveAttribute('aria-current', 'page');
    const demandes = await within(tabs).findByRole('link', { name: 'Demandes 2 à traiter' });
    expect(demandes).toHaveAttribute('href', '/admin/artisan/7/demandes');
    expect(within(tabs).getByRole('link', { name: 'Avis' })).toHaveAttribute('href', '/admin/artisan/7/avis');
    // « Mon profil » alone: neither the inbox nor the reviews follow the editor.
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Demandes reçues/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Avis clients' })).not.toBeInTheDocument();

    await userEvent.click(demandes);
    const section = await screen.findByRole('region', { name: 'Demandes reçues (2 non traitées)' });
    expect(within(section).getByRole('article', { name: 'Jeanne Martin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Plomberie Lavergne' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).not.toBeInTheDocument();
    const current = within(screen.getByRole('navigation', { name: 'Mon espace professionnel' })).getByRole(
      'link',
      { current: 'page' },
    );
    expect(current).toHaveAccessibleName('Demandes 2 à traiter');
    await waitFor(() =>
      expect(document.title).toBe('Demandes reçues – Plomberie Lavergne – Annuaire des artisans'),
    );
  });

  it('opens « Avis » at its address', async () => {
    signIn(artisanClaims(7));
    renderAt('/admin/artisan/7/avis');
    expect(await screen.findByRole('region', { name: 'Avis clients' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Avis' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('region', { name: /Demandes reçues/ })).not.toBeInTheDocument();
  });

  it('shows an admin the artisan’s inbox too, read only', async () => {
    signIn(adminClaims());
    mockedDemandes.mockResolvedValue({
      demandes: [demandeFixture({ nom: 'Jeanne Martin' })],
      nonTraitees: 1,
      reactivite: reactiviteFixture({ demandesCount: 1, delaiMedianHeures: 3 }),
    });
    renderAt('/admin/artisan/7/demandes');
    const section = await screen.findByRole('region', { name: 'Demandes reçues (1 non traitée)' });
    expect(within(section).queryByRole('button', { name: 'Marquer comme traitée' })).not.toBeInTheDocument();
  });

  it('refuses another artisan’s inbox as it refuses their profile', async () => {
    signIn(artisanClaims(7));
    renderAt('/admin/artisan/8/demandes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(mockedDemandes).not.toHaveBeenCalled();
  });

  it('keeps the tabs when the inbox cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(artisanClaims(7));
    mockedDemandes.mockRejectedValue(new ApiRequestError('Le serveur est injoignable.', null));
    renderAt('/admin/artisan/7/demandes');
    const section = await screen.findByRole('region', { name: 'Demandes reçues' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Impossible de charger les demandes reçues.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Plomberie Lavergne' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/admin/artisan/7');
  });
});
