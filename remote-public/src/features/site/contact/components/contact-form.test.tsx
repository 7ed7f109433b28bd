import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { sendContactMessage } from '@annuaire/shared/client/messages';
import { renderAt } from '../../test/render';
import { ContactForm } from './contact-form';

jest.mock('@annuaire/shared/client/messages', () => ({ sendContactMessage: jest.fn() }));
const send = jest.mocked(sendContactMessage);

function renderForm() {
  renderAt(<ContactForm />, '/contact');
  return {
    nom: screen.getByLabelText('Nom'),
    email: screen.getByLabelText('E-mail'),
    tel: screen.getByLabelText('Téléphone'),
    role: screen.getByLabelText('Vous êtes'),
    message: screen.getByLabelText('Message'),
    submit: screen.getByRole('button', { name: 'Envoyer le message' }),
  };
}

async function fillValid(fields: ReturnType<typeof renderForm>) {
  await userEvent.type(fields.nom, 'Claire Martin');
  await userEvent.type(fields.email, 'claire.martin@example.fr');
  await userEvent.type(fields.tel, '0612345678');
  await userEvent.selectOptions(fields.role, 'Particulier');
  await userEvent.type(fields.message, 'Bonjour, je cherche un couvreur à Tulle.');
}

describe('ContactForm', () => {
  it('offers the two roles of the spec', () => {
    const { role } = renderForm();
    expect(Array.from((role as HTMLSelectElement).options).map((option) => option.value)).toEqual([
      '',
      'Particulier',
      'Professionnel',
    ]);
  });

  it('limits each field to the length the contract accepts, and counts the message’s characters', () => {
    const { nom, email, tel, message } = renderForm();
    expect(nom).toHaveAttribute('maxlength', '100');
    expect(email).toHaveAttribute('maxlength', '254');
    expect(tel).toHaveAttribute('maxlength', '30');
    expect(message).toHaveAttribute('maxlength', '5000');
    expect(screen.getByText('0 / 5000')).toBeInTheDocument();
  });

  it('requires every field, says which ones, focuses the first and sends nothing', async () => {
    const fields = renderForm();
    await userEvent.click(fields.submit);
    expect(fields.nom).toHaveAccessibleDescription('Le nom est obligatoire.');
    expect(fields.email).toHaveAccessibleDescription('L’adresse e-mail est obligatoire.');
    expect(fields.tel).toHaveAccessibleDescription(expect.stringContaining('Le téléphone est obligatoire.'));
    expect(fields.role).toHaveAccessibleDescription('Veuillez choisir un rôle.');
    expect(fields.message).toHaveAccessibleDescription(
      expect.stringContaining('Le message est obligatoire.'),
    );
    expect(fields.nom).toHaveFocus();
    expect(fields.nom).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses blank text and an e-mail address without the right format', async () => {
    const fields = renderForm();
    await fillValid(fields);
    await userEvent.clear(fields.email);
    await userEvent.type(fields.email, 'claire.martin@');
    await userEvent.clear(fields.message);
    await userEvent.type(fields.message, '   ');
    await userEvent.click(fields.submit);
    expect(fields.email).toHaveAccessibleDescription('Adresse e-mail invalide.');
    expect(fields.message).toHaveAccessibleDescription(
      expect.stringContaining('Le message est obligatoire.'),
    );
    expect(fields.email).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  // Issue 22: SPEC 5's phone rule and a message one can answer, before sending.
  it('refuses a phone that is no number and a message under 10 characters, and sends nothing', async () => {
    const fields = renderForm();
    await fillValid(fields);
    await userEvent.clear(fields.tel);
    await userEvent.type(fields.tel, 'abc');
    await userEvent.clear(fields.message);
    await userEvent.type(fields.message, 'x');
    await userEvent.click(fields.submit);
    expect(fields.tel).toHaveAccessibleDescription(expect.stringContaining('Numéro de téléphone invalide.'));
    expect(fields.message).toHaveAccessibleDescription(
      expect.stringContaining('Le message doit contenir au moins 10 caractères.'),
    );
    expect(fields.tel).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('accepts a phone typed with spaces and +33, and sends its digits', async () => {
    send.mockResolvedValue({ message: 'Message envoyé avec succès !' });
    const fields = renderForm();
    await fillValid(fields);
    await userEvent.clear(fields.tel);
    await userEvent.type(fields.tel, '+33 6 12 34 56 78');
    await userEvent.click(fields.submit);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ tel: '0612345678' }));
  });

  it('clears a field’s error as soon as it is corrected', async () => {
    const fields = renderForm();
    await userEvent.click(fields.submit);
    await userEvent.type(fields.nom, 'C');
    expect(fields.nom).not.toHaveAttribute('aria-invalid');
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables the button with "Envoi en cours..." while sending, then says it was sent and resets', async () => {
    let resolve: (value: { message: string }) => void = () => undefined;
    send.mockReturnValue(new Promise((done) => (resolve = done)));
    const fields = renderForm();
    await fillValid(fields);
    await userEvent.click(fields.submit);

    const busy = screen.getByRole('button', { name: 'Envoi en cours...' });
    expect(busy).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      nom: 'Claire Martin',
      email: 'claire.martin@example.fr',
      tel: '0612345678',
      role: 'Particulier',
      message: 'Bonjour, je cherche un couvreur à Tulle.',
    });

    resolve({ message: 'Message envoyé avec succès !' });
    expect(await screen.findByText('Message envoyé avec succès !')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Message envoyé avec succès !');
    expect(fields.nom).toHaveValue('');
    expect(fields.email).toHaveValue('');
    expect(fields.tel).toHaveValue('');
    expect(fields.role).toHaveValue('');
    expect(fields.message).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows a clear French error and keeps the message when sending fails', async () => {
    send.mockRejectedValue(
      new ApiRequestError('Le serveur est injoignable. Vérifiez votre connexion et réessayez.', null),
    );
    const fields = renderForm();
    await fillValid(fields);
    await userEvent.click(fields.submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Votre message n’a pas pu être envoyé.');
    expect(alert).toHaveTextContent('Le serveur est injoignable. Vérifiez votre connexion et réessayez.');
    expect(screen.queryByText('Message envoyé avec succès !')).not.toBeInTheDocument();
    expect(fields.message).toHaveValue('Bonjour, je cherche un couvreur à Tulle.');
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
  });

  it('sends the hidden website field when a bot fills it in (the API then drops the message)', async () => {
    send.mockResolvedValue({ message: 'Message envoyé avec succès !' });
    const fields = renderForm();
    await fillValid(fields);
    await userEvent.type(screen.getByLabelText('Site web (ne pas remplir)'), 'https://spam.example');
    await userEvent.click(fields.submit);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ website: 'https://spam.example' }));
  });

  it('shows the field errors the API answered with', async () => {
    send.mockRejectedValue(
      new ApiRequestError('Requête invalide.', 400, [
        { path: 'tel', message: 'Le téléphone est obligatoire.' },
      ]),
    );
    const fields = renderForm();
    await fillValid(fields);
    await userEvent.click(fields.submit);
    await waitFor(() =>
      expect(fields.tel).toHaveAccessibleDescription(
        expect.stringContaining('Le téléphone est obligatoire.'),
      ),
    );
    expect(fields.tel).toHaveFocus();
  });
});
