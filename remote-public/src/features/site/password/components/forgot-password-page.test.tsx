import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { requestPasswordReset } from '@annuaire/shared/client/messages';
import { renderAt } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

jest.mock('@annuaire/shared/client/messages', () => ({ requestPasswordReset: jest.fn() }));
jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const request = jest.mocked(requestPasswordReset);

function renderPage(path = '/forgot-password') {
  renderAt(<ForgotPasswordPage />, path, '/forgot-password');
  return {
    email: screen.getByLabelText('Adresse e-mail'),
    submit: screen.getByRole('button', { name: 'Recevoir le lien' }),
  };
}

describe('ForgotPasswordPage', () => {
  it('has a title, a meta description and a link back to the login page', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();
    expect(document.title).toBe('Mot de passe oublié – Annuaire des artisans');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('lien de réinitialisation'),
    );
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/admin');
  });

  it('fills in the address of a reset link that no longer works (« Demander un nouveau lien », issue 22)', async () => {
    request.mockResolvedValue({ message: 'Un e-mail de réinitialisation a été envoyé !' });
    const { email, submit } = renderPage('/forgot-password?email=artisan%40example.fr');
    expect(email).toHaveValue('artisan@example.fr');
    await userEvent.click(submit);
    expect(request).toHaveBeenCalledWith({ email: 'artisan@example.fr' });
  });

  it('requires the e-mail address', async () => {
    const { email, submit } = renderPage();
    expect(email).toBeRequired();
    await userEvent.click(submit);
    expect(email).toHaveAccessibleDescription('L’adresse e-mail est obligatoire.');
    expect(email).toHaveFocus();
    expect(request).not.toHaveBeenCalled();
  });

  it('says that an address of blanks is missing, and limits the address to what the contract accepts', async () => {
    const { email, submit } = renderPage();
    expect(email).toHaveAttribute('maxlength', '254');
    await userEvent.type(email, '   ');
    await userEvent.click(submit);
    expect(email).toHaveAccessibleDescription('L’adresse e-mail est obligatoire.');
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses a malformed address', async () => {
    const { email, submit } = renderPage();
    await userEvent.type(email, 'admin@');
    await userEvent.click(submit);
    expect(email).toHaveAccessibleDescription('Adresse e-mail invalide.');
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the request, says the mail was sent and goes to /admin', async () => {
    let resolve: (value: { message: string }) => void = () => undefined;
    request.mockReturnValue(new Promise((done) => (resolve = done)));
    const { email, submit } = renderPage();
    await userEvent.type(email, ' admin@example.fr ');
    await userEvent.click(submit);
    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    expect(request).toHaveBeenCalledWith({ email: 'admin@example.fr' });
    resolve({ message: 'Un e-mail de réinitialisation a été envoyé !' });
    expect(await screen.findByRole('heading', { name: 'Autre page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
    expect(toast.success).toHaveBeenCalledWith('Un e-mail de réinitialisation a été envoyé !');
  });

  it('shows the failure message and stays', async () => {
    request.mockRejectedValue(new ApiRequestError('Une erreur interne est survenue.', 500));
    const { email, submit } = renderPage();
    await userEvent.type(email, 'admin@example.fr');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Une erreur s'est produite. Veuillez réessayer.",
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Recevoir le lien' })).toBeEnabled();
  });
});
