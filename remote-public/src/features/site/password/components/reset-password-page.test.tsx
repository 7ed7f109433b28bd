import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { postResetLinkCheck } from '@annuaire/shared/client/auth';
import { updatePassword } from '@annuaire/shared/client/users';
import { renderAt } from '../../test/render';
import { ResetPasswordPage } from './reset-password-page';

jest.mock('@annuaire/shared/client/users', () => ({ updatePassword: jest.fn() }));
jest.mock('@annuaire/shared/client/auth', () => ({ postResetLinkCheck: jest.fn() }));
jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const update = jest.mocked(updatePassword);
const checkLink = jest.mocked(postResetLinkCheck);

beforeEach(() => {
  checkLink.mockReset();
  checkLink.mockResolvedValue({ etat: 'VALIDE', message: null });
});

const LINK = '/reset-password?email=artisan%40example.fr&timestamp=1763800000000&hash=abc_DEF-123';

/** Renders the page and lets the link's check answer (a VALIDE link by default). */
async function renderPage(path = LINK) {
  renderAt(<ResetPasswordPage />, path, '/reset-password');
  await act(async () => {
    await Promise.resolve();
  });
}

const password = () => screen.getByLabelText('Nouveau mot de passe');
const confirmation = () => screen.getByLabelText('Confirmer le mot de passe');
const submit = () => screen.getByRole('button', { name: 'Réinitialiser le mot de passe' });

async function fill(first: string, second: string) {
  if (first) await userEvent.type(password(), first);
  if (second) await userEvent.type(confirmation(), second);
  await userEvent.click(submit());
}

describe('ResetPasswordPage', () => {
  it('has a title, a meta description and shows the account of the link', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeInTheDocument();
    expect(document.title).toBe('Nouveau mot de passe – Annuaire des artisans');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('nouveau mot de passe'),
    );
    expect(screen.getByText('artisan@example.fr')).toBeInTheDocument();
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
  });

  it.each([
    ['/reset-password', 'no parameter'],
    ['/reset-password?email=a%40b.fr&timestamp=123', 'no hash'],
    ['/reset-password?email=a%40b.fr&timestamp=abc&hash=x', 'a timestamp that is not a number'],
  ])('explains that the link %s is incomplete (%s) and offers a new one', async (path) => {
    await renderPage(path);
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de réinitialisation est incomplet.');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
  });

  it('requires both passwords', async () => {
    await renderPage();
    await fill('', '');
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('Ce champ est obligatoire.'));
    expect(confirmation()).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(password()).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
  });

  it('says what is wrong with each field: a short password, an empty confirmation', async () => {
    await renderPage();
    expect(password()).toHaveAttribute('maxlength', '128');
    expect(confirmation()).toHaveAttribute('maxlength', '128');
    await fill('Ab1@', '');
    expect(password()).toHaveAccessibleDescription(
      expect.stringContaining('Le mot de passe doit contenir au moins 8 caractères.'),
    );
    expect(confirmation()).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(password()).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
  });

  it('asks for at least 8 characters', async () => {
    await renderPage();
    await fill('Ab1@xyz', 'Ab1@xyz');
    expect(password()).toHaveAccessibleDescription(
      expect.stringContaining('Le mot de passe doit contenir au moins 8 caractères.'),
    );
    expect(update).not.toHaveBeenCalled();
  });

  it.each([
    ['no uppercase letter', 'abcdef1@'],
    ['no lowercase letter', 'ABCDEF1@'],
    ['no digit', 'Abcdefg@'],
    ['no special character', 'Abcdefg1'],
    ['a special character outside @$!%*?&', 'Abcdef1#'],
  ])('applies the password policy: %s', async (_case, value) => {
    await renderPage();
    await fill(value, value);
    expect(password()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Le mot de passe doit inclure une lettre majuscule, une lettre minuscule, un chiffre et un caractère spécial.',
      ),
    );
    expect(update).not.toHaveBeenCalled();
  });

  it('requires the confirmation to match', async () => {
    await renderPage();
    await fill('Nouveau@2026', 'Nouveau@2027');
    expect(confirmation()).toHaveAccessibleDescription('Les mots de passe ne correspondent pas.');
    expect(confirmation()).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
  });

  it('sends the link and the new password, shows the server message and goes to the login, e-mail filled', async () => {
    let resolve: (value: { message: string }) => void = () => undefined;
    update.mockReturnValue(new Promise((done) => (resolve = done)));
    await renderPage();
    await fill('Nouveau@2026', 'Nouveau@2026');
    expect(screen.getByRole('button', { name: 'Enregistrement en cours...' })).toBeDisabled();
    expect(update).toHaveBeenCalledWith({
      email: 'artisan@example.fr',
      timestamp: 1763800000000,
      hash: 'abc_DEF-123',
      newPassword: 'Nouveau@2026',
    });
    resolve({ message: 'Votre mot de passe a été changé.' });
    expect(await screen.findByRole('heading', { name: 'Autre page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?identifiant=artisan%40example\.fr$/);
    expect(toast.success).toHaveBeenCalledWith('Votre mot de passe a été changé.');
  });

  it('falls back to "Mot de passe réinitialisé avec succès." when the server says nothing', async () => {
    update.mockResolvedValue({ message: '' });
    await renderPage();
    await fill('Nouveau@2026', 'Nouveau@2026');
    expect(await screen.findByRole('heading', { name: 'Autre page' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Mot de passe réinitialisé avec succès.');
  });

  it('shows the failure message when the link is refused', async () => {
    update.mockRejectedValue(new ApiRequestError('refusé', 400));
    await renderPage();
    await fill('Nouveau@2026', 'Nouveau@2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Une erreur s'est produite lors de la réinitialisation du mot de passe.",
    );
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    expect(toast.success).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  describe('a link that no longer works (issue 22)', () => {
    const SIGNED = `${LINK}&sig=sig_123`;

    it.each([
      ['UTILISE', 'Ce lien a déjà été utilisé.', /ne sert qu’une fois/],
      ['EXPIRE', 'Ce lien a expiré.', /valable une heure/],
      ['INVALIDE', 'Ce lien de réinitialisation n’est pas valide.', /tel qu’il figure dans l’e-mail/],
    ] as const)(
      'says %s: « %s », and offers a new link for the same address',
      async (etat, message, detail) => {
        checkLink.mockResolvedValue({ etat, message });
        await renderPage(SIGNED);
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(message);
        expect(alert).toHaveTextContent(detail);
        expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
          'href',
          '/forgot-password?email=artisan%40example.fr',
        );
        expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
        expect(checkLink).toHaveBeenCalledWith({
          email: 'artisan@example.fr',
          timestamp: 1763800000000,
          hash: 'abc_DEF-123',
          sig: 'sig_123',
        });
        expect(screen.queryByRole('link', { name: 'Se connecter' })).toEqual(
          etat === 'UTILISE' ? expect.anything() : null,
        );
      },
    );

    it('keeps the form when the check cannot answer: the new password’s own answer will tell', async () => {
      checkLink.mockRejectedValue(new ApiRequestError('Le serveur est injoignable.', null));
      await renderPage(SIGNED);
      await waitFor(() => expect(checkLink).toHaveBeenCalled());
      expect(password()).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says why when the new password is refused because the link expired meanwhile', async () => {
      update.mockRejectedValue(new ApiRequestError('refusé', 400));
      await renderPage(SIGNED);
      await waitFor(() => expect(checkLink).toHaveBeenCalledTimes(1));
      checkLink.mockResolvedValue({ etat: 'EXPIRE', message: 'Ce lien a expiré.' });
      await fill('Nouveau@2026', 'Nouveau@2026');
      expect(update).toHaveBeenCalledWith({
        email: 'artisan@example.fr',
        timestamp: 1763800000000,
        hash: 'abc_DEF-123',
        newPassword: 'Nouveau@2026',
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien a expiré.');
      expect(checkLink).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toBeInTheDocument();
    });
  });
});
