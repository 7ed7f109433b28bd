import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { postLogin } from '@annuaire/shared/client/auth';
import { ApiRequestError, UNREACHABLE_MESSAGE } from '@annuaire/shared/client/http';
import { toast as appToast } from '@annuaire/shared/ui/toast';
import { fakeToken, inOneHour, renderAt } from '../../../test/render';
import { RequireAuth } from './require-auth';
import { LOGIN_KEPT, LoginPage } from './login-page';

jest.mock('@annuaire/shared/client/auth', () => ({
  postLogin: jest.fn(),
  postLogout: jest.fn().mockResolvedValue(undefined),
}));
const mockedPostLogin = jest.mocked(postLogin);

function renderLogin(path: '/admin' | '/backoffice' | `/admin?${string}`) {
  return renderAt(
    <Routes>
      <Route path="/admin" element={<LoginPage variant="admin" />} />
      <Route path="/backoffice" element={<LoginPage variant="backoffice" />} />
      <Route path="*" element={<h1>Destination</h1>} />
    </Routes>,
    path,
  );
}

function answerLogin(role: 'ROLE_ADMIN' | 'ROLE_ARTISAN', artisanId: number | null) {
  mockedPostLogin.mockResolvedValue({
    token: fakeToken({ sub: 1, role, artisanId, exp: inOneHour() }),
    role,
    artisanId,
  });
}

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText(/Nom d'utilisateur/), username);
  if (password) await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginPage', () => {
  let toastError: jest.SpyInstance;
  beforeEach(() => {
    toastError = jest.spyOn(appToast, 'error');
    localStorage.clear();
    // The toasts of the previous test go (sonner keeps them in a module-wide list).
    act(() => {
      toast.dismiss();
    });
    act(() =>
      useAuthStore.setState({ token: null, claims: null, loading: false, error: null, notice: null }),
    );
  });

  it('has the form of SPEC: required fields, password toggle, forgotten-password link', () => {
    renderLogin('/admin');
    expect(screen.getByLabelText(/Nom d'utilisateur/)).toBeRequired();
    expect(screen.getByLabelText(/^Mot de passe/)).toBeRequired();
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    // The username or the e-mail logs in; the reset mail names a forgotten username.
    expect(screen.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" })).toBeRequired();
    expect(screen.getByRole('link', { name: 'Identifiant oublié ?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('does not call the API while a field is empty', async () => {
    renderLogin('/admin');
    await submit('', '');
    expect(mockedPostLogin).not.toHaveBeenCalled();
    expect(screen.getByText("Le nom d'utilisateur ou l'e-mail est obligatoire.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom d'utilisateur/)).toHaveFocus();

    await submit('artisan', '');
    expect(mockedPostLogin).not.toHaveBeenCalled();
    expect(screen.getByText('Le mot de passe est obligatoire.')).toBeInTheDocument();
  });

  it('shows the failure toast and the store error under the form', async () => {
    mockedPostLogin.mockRejectedValue(new Error('401'));
    renderLogin('/admin');
    await submit('artisan', 'mauvais');
    expect(
      await screen.findByText("Échec de la connexion : mauvais nom d'utilisateur ou mot de passe."),
    ).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Connexion échouée');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('says « Trop de tentatives. Réessayez dans N minutes. » on a 429, not a wrong password (issue 22)', async () => {
    mockedPostLogin.mockRejectedValue(
      new ApiRequestError('Trop de tentatives. Réessayez dans 1 minute.', 429, [], 150),
    );
    renderLogin('/admin');
    await submit('artisan', 'Artisan@2024');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Réessayez dans 3 minutes.',
    );
    // No toast that would vanish: the alert says it until the next attempt; nothing claims a wrong password.
    expect(toastError).not.toHaveBeenCalled();
    expect(screen.getAllByText('Trop de tentatives. Réessayez dans 3 minutes.')).toHaveLength(1);
    expect(screen.queryByText(/mauvais nom d'utilisateur ou mot de passe/)).not.toBeInTheDocument();
    expect(screen.queryByText('Connexion échouée')).not.toBeInTheDocument();
  });

  it.each([
    ['unreachable', new ApiRequestError(UNREACHABLE_MESSAGE, null), UNREACHABLE_MESSAGE],
    [
      'failing (5xx)',
      new ApiRequestError('Une erreur interne est survenue. Veuillez réessayer plus tard.', 500),
      'Une erreur interne est survenue. Veuillez réessayer plus tard.',
    ],
  ])(
    'says the server is %s in a lasting alert beside the form, no toast, and keeps what was typed',
    async (_case, failure, message) => {
      mockedPostLogin.mockRejectedValue(failure);
      renderLogin('/admin');
      await submit('artisan', 'Artisan@2024');
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert).toHaveTextContent(message));
      expect(alert).toHaveTextContent(LOGIN_KEPT);
      expect(toastError).not.toHaveBeenCalled();
      expect(screen.queryByText(/mauvais nom d'utilisateur ou mot de passe/)).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Nom d'utilisateur/)).toHaveValue('artisan');
      expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('Artisan@2024');
      // It stays until the next attempt, which says its own outcome.
      mockedPostLogin.mockRejectedValue(new Error('401'));
      await userEvent.setup().click(screen.getByRole('button', { name: 'Se connecter' }));
      await waitFor(() => expect(alert).toHaveTextContent('Connexion échouée'));
      expect(alert).not.toHaveTextContent(LOGIN_KEPT);
    },
  );

  it('says that the session expired when the API ended it on a protected page, then forgets it', async () => {
    act(() =>
      useAuthStore.setState({
        token: 't',
        claims: { sub: 2, role: 'ROLE_ARTISAN', artisanId: 7, exp: inOneHour() },
      }),
    );
    renderAt(
      <Routes>
        <Route path="/admin" element={<LoginPage variant="admin" />} />
        <Route
          path="/admin/artisan/:id"
          element={
            <RequireAuth>
              <h1>Éditeur</h1>
            </RequireAuth>
          }
        />
      </Routes>,
      '/admin/artisan/7',
    );
    expect(screen.getByRole('heading', { name: 'Éditeur' })).toBeInTheDocument();
    // What the store does on a 401 (or on a session naming an artisan the account no longer owns).
    act(() => useAuthStore.getState().expireSession());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Votre session a expiré. Veuillez vous reconnecter.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    // Read once: the store no longer holds it, so a later visit of the login page does not repeat it.
    expect(useAuthStore.getState().notice).toBeNull();
  });

  it('sends an artisan to their editor, with the success toast', async () => {
    answerLogin('ROLE_ARTISAN', 7);
    renderLogin('/admin');
    await submit('artisan', 'Artisan@2024');
    expect(mockedPostLogin).toHaveBeenCalledWith({ username: 'artisan', password: 'Artisan@2024' });
    expect(await screen.findByText('Connexion réussie !')).toBeInTheDocument();
    // The redirect renders once the store holds the session; the toast may come first.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/artisan/7'));
  });

  it('sends an admin to / from /admin', async () => {
    answerLogin('ROLE_ADMIN', null);
    renderLogin('/admin');
    await submit('admin', 'Admin@2024');
    expect(await screen.findByRole('heading', { name: 'Destination' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends an admin to the back-office home from /backoffice', async () => {
    answerLogin('ROLE_ADMIN', null);
    renderLogin('/backoffice');
    await submit('admin', 'Admin@2024');
    expect(await screen.findByRole('heading', { name: 'Destination' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/backoffice/admin/home');
  });

  it('redirects a signed-in user at once', () => {
    act(() =>
      useAuthStore.setState({
        token: 't',
        claims: { sub: 2, role: 'ROLE_ARTISAN', artisanId: 3, exp: inOneHour() },
      }),
    );
    renderLogin('/backoffice');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/artisan/3');
  });

  it('comes from a successful reset with the e-mail filled and a lasting notice', async () => {
    renderLogin('/admin?identifiant=artisan%40example.fr');
    expect(screen.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" })).toHaveValue(
      'artisan@example.fr',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Mot de passe réinitialisé avec succès. Connectez-vous avec votre nouveau mot de passe.',
    );
    answerLogin('ROLE_ARTISAN', 7);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Nouveau@2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(mockedPostLogin).toHaveBeenCalledWith({
      username: 'artisan@example.fr',
      password: 'Nouveau@2026',
    });
    expect(await screen.findByRole('heading', { name: 'Destination' })).toBeInTheDocument();
  });
});
