import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { sendJoinRequest } from '@annuaire/shared/client/messages';
import { renderAt } from '../../test/render';
import { JoinForm } from './join-form';

jest.mock('@annuaire/shared/client/messages', () => ({ sendJoinRequest: jest.fn() }));
jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const send = jest.mocked(sendJoinRequest);

function renderForm() {
  renderAt(<JoinForm />, '/join');
  return {
    nom: screen.getByLabelText('Nom'),
    prenom: screen.getByLabelText('Prénom'),
    email: screen.getByLabelText('E-mail'),
    phone: screen.getByLabelText('Téléphone'),
    message: screen.getByLabelText('Message (facultatif)'),
    submit: screen.getByRole('button', { name: 'Envoyer ma demande' }),
  };
}

async function fillRequired(fields: ReturnType<typeof renderForm>) {
  await userEvent.type(fields.nom, 'Durand');
  await userEvent.type(fields.prenom, 'Paul');
  await userEvent.type(fields.email, 'paul.durand@example.fr');
  await userEvent.type(fields.phone, '0555123456');
}

describe('JoinForm', () => {
  it('uses an e-mail and a telephone input', () => {
    const fields = renderForm();
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.phone).toHaveAttribute('type', 'tel');
    expect(fields.nom).toBeRequired();
    expect(fields.message).not.toBeRequired();
  });

  it('limits each field to the length the contract accepts', () => {
    const fields = renderForm();
    expect(fields.nom).toHaveAttribute('maxlength', '100');
    expect(fields.prenom).toHaveAttribute('maxlength', '100');
    expect(fields.email).toHaveAttribute('maxlength', '254');
    expect(fields.phone).toHaveAttribute('maxlength', '30');
    expect(fields.message).toHaveAttribute('maxlength', '5000');
  });

  it('requires nom, prénom, e-mail and téléphone, and sends nothing', async () => {
    const fields = renderForm();
    await userEvent.click(fields.submit);
    expect(fields.nom).toHaveAccessibleDescription('Le nom est obligatoire.');
    expect(fields.prenom).toHaveAccessibleDescription('Le prénom est obligatoire.');
    expect(fields.email).toHaveAccessibleDescription('L’adresse e-mail est obligatoire.');
    expect(fields.phone).toHaveAccessibleDescription(
      expect.stringContaining('Le téléphone est obligatoire.'),
    );
    expect(fields.message).not.toHaveAttribute('aria-invalid');
    expect(fields.nom).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  // Issue 22: SPEC 5's phone rule on the join form too, before sending.
  it('refuses a phone that is no number, and sends the digits of one typed with spaces and +33', async () => {
    send.mockResolvedValue({ message: 'Message envoyé avec succès !' });
    const fields = renderForm();
    await fillRequired(fields);
    await userEvent.clear(fields.phone);
    await userEvent.type(fields.phone, 'abc');
    await userEvent.click(fields.submit);
    expect(fields.phone).toHaveAccessibleDescription(
      expect.stringContaining('Numéro de téléphone invalide.'),
    );
    expect(send).not.toHaveBeenCalled();
    await userEvent.clear(fields.phone);
    await userEvent.type(fields.phone, '+33 5 55 12 34 56');
    await userEvent.click(fields.submit);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ phone: '0555123456' }));
  });

  it('refuses a malformed e-mail address', async () => {
    const fields = renderForm();
    await fillRequired(fields);
    await userEvent.clear(fields.email);
    await userEvent.type(fields.email, 'paul.durand.example.fr');
    await userEvent.click(fields.submit);
    expect(fields.email).toHaveAccessibleDescription('Adresse e-mail invalide.');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends without a message, shows "Envoi en cours...", then the toast, an empty form and the home page', async () => {
    let resolve: (value: { message: string }) => void = () => undefined;
    send.mockReturnValue(new Promise((done) => (resolve = done)));
    const fields = renderForm();
    await fillRequired(fields);
    await userEvent.click(fields.submit);
    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      nom: 'Durand',
      prenom: 'Paul',
      email: 'paul.durand@example.fr',
      phone: '0555123456',
    });
    resolve({ message: 'Message envoyé avec succès !' });
    expect(await screen.findByRole('heading', { name: 'Autre page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(toast.success).toHaveBeenCalledWith('Message envoyé avec succès !');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends the optional message when there is one', async () => {
    send.mockResolvedValue({ message: 'Message envoyé avec succès !' });
    const fields = renderForm();
    await fillRequired(fields);
    await userEvent.type(fields.message, 'Couvreur à Brive.');
    await userEvent.click(fields.submit);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ message: 'Couvreur à Brive.' }));
  });

  it('leaves out a message of blanks, and shows the field errors the API answered with', async () => {
    send.mockRejectedValue(
      new ApiRequestError('Requête invalide.', 400, [
        { path: 'phone', message: 'Le téléphone est obligatoire.' },
      ]),
    );
    const fields = renderForm();
    await fillRequired(fields);
    await userEvent.type(fields.message, '   ');
    await userEvent.click(fields.submit);
    expect(send).toHaveBeenCalledWith(expect.not.objectContaining({ message: expect.anything() }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Requête invalide.');
    expect(fields.phone).toHaveAccessibleDescription(
      expect.stringContaining('Le téléphone est obligatoire.'),
    );
    expect(fields.phone).toHaveFocus();
  });

  it('shows the failure toast, keeps the form and lets the user try again', async () => {
    send.mockRejectedValue(
      new ApiRequestError('Trop de tentatives. Veuillez réessayer dans une minute.', 429),
    );
    const fields = renderForm();
    await fillRequired(fields);
    await userEvent.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Veuillez réessayer dans une minute.',
    );
    expect(toast.error).toHaveBeenCalledWith('Une erreur est survenue lors de l’envoi.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(fields.nom).toHaveValue('Durand');
    expect(screen.getByTestId('location')).toHaveTextContent('/join');
    expect(screen.getByRole('button', { name: 'Envoyer ma demande' })).toBeEnabled();
  });
});
