import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { activateAccount, postActivationCheck } from '@annuaire/shared/client/users';
import { ACTIVATION_MESSAGES } from '@annuaire/shared/contract/user';
import { toast } from '@annuaire/shared/ui/toast';
import { renderAt } from '../../test/render';
import { ActivationPage } from './activation-page';

jest.mock('@annuaire/shared/client/users', () => ({
  activateAccount: jest.fn(),
  postActivationCheck: jest.fn(),
}));
jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const activate = jest.mocked(activateAccount);
const checkLink = jest.mocked(postActivationCheck);

const TOKEN = `12.${'a'.repeat(43)}`;
const LINK = `/activer-mon-compte?token=${TOKEN}`;
const login = jest.fn();

beforeEach(() => {
  checkLink.mockReset();
  activate.mockReset();
  login.mockReset();
  checkLink.mockResolvedValue({ etat: 'VALIDE', username: 'nouvel-artisan' });
  useAuthStore.setState({ login, claims: null });
});

async function renderPage(path = LINK) {
  renderAt(<ActivationPage />, path, '/activer-mon-compte');
  await act(async () => {
    await Promise.resolve();
  });
}

const password = () => screen.getByLabelText('Mot de passe');
const confirmation = () => screen.getByLabelText('Confirmer le mot de passe');

async function fill(first: string, second: string) {
  await userEvent.type(password(), first);
  await userEvent.type(confirmation(), second);
  await userEvent.click(screen.getByRole('button', { name: 'Activer mon compte' }));
}

describe('ActivationPage', () => {
  it('names the account and asks for a password under the policy', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Activer mon compte' })).toBeInTheDocument();
    expect(document.title).toBe('Activer mon compte – Annuaire des artisans');
    expect(await screen.findByText('nouvel-artisan')).toBeInTheDocument();
    expect(checkLink).toHaveBeenCalledWith({ token: TOKEN });
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    await fill('court', 'court');
    expect(password()).toHaveAccessibleDescription(
      expect.stringContaining('Le mot de passe doit contenir au moins 8 caractères.'),
    );
    expect(activate).not.toHaveBeenCalled();
  });

  it('sets the password, logs in with it and goes to the editor', async () => {
    activate.mockResolvedValue({ message: ACTIVATION_MESSAGES.done, username: 'nouvel-artisan' });
    login.mockImplementation(async () => {
      useAuthStore.setState({ claims: { sub: 5, role: 'ROLE_ARTISAN', artisanId: 42, exp: 9e9 } as never });
      return true;
    });
    await renderPage();
    await fill('Bienvenue@2026', 'Bienvenue@2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/artisan/42'));
    expect(activate).toHaveBeenCalledWith({ token: TOKEN, newPassword: 'Bienvenue@2026' });
    expect(login).toHaveBeenCalledWith({ username: 'nouvel-artisan', password: 'Bienvenue@2026' });
    expect(toast.success).toHaveBeenCalledWith(ACTIVATION_MESSAGES.done);
  });

  it('sends to the login page, the username filled, when the login fails', async () => {
    activate.mockResolvedValue({ message: ACTIVATION_MESSAGES.done, username: 'nouvel-artisan' });
    login.mockResolvedValue(false);
    await renderPage();
    await fill('Bienvenue@2026', 'Bienvenue@2026');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin?identifiant=nouvel-artisan'),
    );
  });

  it('says a used link is used, and offers to log in', async () => {
    checkLink.mockResolvedValue({ etat: 'UTILISE' });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIVATION_MESSAGES.linkUsed);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
  });

  it('says an expired or replaced link is, and whom to ask for a new one', async () => {
    checkLink.mockResolvedValue({ etat: 'EXPIRE' });
    await renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ACTIVATION_MESSAGES.linkExpired);
    expect(alert).toHaveTextContent('valable 7 jours');
    expect(screen.getByRole('link', { name: 'Contacter l’équipe de l’annuaire' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('says a malformed link is not valid, without asking the API', async () => {
    await renderPage('/activer-mon-compte?token=abc');
    expect(screen.getByRole('alert')).toHaveTextContent(ACTIVATION_MESSAGES.linkInvalid);
    expect(checkLink).not.toHaveBeenCalled();
  });

  it('a refused activation says so and asks the link’s state again', async () => {
    activate.mockRejectedValue(new ApiRequestError(ACTIVATION_MESSAGES.failed, 400));
    await renderPage();
    checkLink.mockResolvedValue({ etat: 'UTILISE' });
    await fill('Bienvenue@2026', 'Bienvenue@2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIVATION_MESSAGES.linkUsed);
    expect(checkLink).toHaveBeenCalledTimes(2);
    expect(login).not.toHaveBeenCalled();
  });
});
