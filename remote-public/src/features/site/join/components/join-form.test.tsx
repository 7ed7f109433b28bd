import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { sendJoinRequest } from '@annuaire/shared/client/messages';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import { renderAt } from '../../test/render';
import { JoinForm } from './join-form';

jest.mock('@annuaire/shared/client/messages', () => ({ sendJoinRequest: jest.fn() }));
jest.mock('@annuaire/shared/client/specialites', () => ({ fetchSpecialites: jest.fn() }));
const send = jest.mocked(sendJoinRequest);
const trades = jest.mocked(fetchSpecialites);

const SIRET_INVALID = 'SIRET invalide : 14 chiffres avec une clé de contrôle valide.';

beforeEach(() => {
  // Every trade is offered, the ones no artisan exercises yet too.
  trades.mockResolvedValue([
    { id: 3, metier: 'Couvreur', pathImg: null, nombreArtisans: 0 },
    { id: 7, metier: 'Plombier', pathImg: null, nombreArtisans: 4 },
  ]);
});

/** The form once the trades are listed (the tests that wait for nothing else). */
async function renderLoaded() {
  const fields = renderForm();
  await screen.findByRole('option', { name: 'Couvreur' });
  return fields;
}

function renderForm() {
  renderAt(<JoinForm />, '/join');
  return {
    nom: screen.getByLabelText('Nom'),
    prenom: screen.getByLabelText('Prénom'),
    email: screen.getByLabelText('E-mail'),
    phone: screen.getByLabelText('Téléphone'),
    entreprise: screen.getByLabelText('Nom de l’entreprise'),
    siret: screen.getByLabelText('SIRET'),
    metier: screen.getByRole('combobox', { name: 'Métier' }),
    ville: screen.getByLabelText('Ville'),
    message: screen.getByLabelText('Message (facultatif)'),
    submit: screen.getByRole('button', { name: 'Envoyer ma demande' }),
  };
}

async function fillRequired(fields: ReturnType<typeof renderForm>) {
  await userEvent.type(fields.nom, 'Durand');
  await userEvent.type(fields.prenom, 'Paul');
  await userEvent.type(fields.email, 'paul.durand@example.fr');
  await userEvent.type(fields.phone, '0555123456');
  await userEvent.type(fields.entreprise, 'Durand Couverture');
  await userEvent.type(fields.siret, '732 829 320 00074');
  await screen.findByRole('option', { name: 'Couvreur' });
  await userEvent.selectOptions(fields.metier, 'Couvreur');
  await userEvent.type(fields.ville, 'Brive-la-Gaillarde');
}

const SENT_REQUEST = {
  nom: 'Durand',
  prenom: 'Paul',
  email: 'paul.durand@example.fr',
  phone: '0555123456',
  entrepriseNom: 'Durand Couverture',
  siret: '73282932000074',
  specialiteId: 3,
  ville: 'Brive-la-Gaillarde',
};

describe('JoinForm', () => {
  it('says that joining is free and answered within 48 hours, under its title', async () => {
    await renderLoaded();
    expect(
      screen.getByRole('heading', { name: 'Votre demande d’inscription' }).nextElementSibling,
    ).toHaveTextContent('Inscription gratuite, réponse sous 48 h');
  });

  it('uses an e-mail and a telephone input, and requires all but the message', async () => {
    const fields = await renderLoaded();
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.phone).toHaveAttribute('type', 'tel');
    expect(fields.siret).toHaveAttribute('inputmode', 'numeric');
    for (const field of [fields.nom, fields.entreprise, fields.siret, fields.metier, fields.ville]) {
      expect(field).toBeRequired();
    }
    expect(fields.message).not.toBeRequired();
  });

  it('offers every trade of the directory, and says while the list loads', async () => {
    const fields = renderForm();
    expect(fields.metier).toHaveAccessibleDescription('Chargement des métiers…');
    expect(await screen.findByRole('option', { name: 'Plombier' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choisissez votre métier',
      'Couvreur',
      'Plombier',
    ]);
    expect(fields.metier).not.toHaveAccessibleDescription();
  });

  it('says when the trades could not be loaded', async () => {
    trades.mockRejectedValue(new ApiRequestError('Erreur serveur.', 500));
    const fields = renderForm();
    expect(await screen.findByText(/La liste des métiers n’a pas pu être chargée\./)).toBeInTheDocument();
    expect(fields.metier).toHaveAccessibleDescription(expect.stringContaining('indiquez votre métier'));
  });

  it('limits each field to the length the contract accepts', async () => {
    const fields = await renderLoaded();
    expect(fields.nom).toHaveAttribute('maxlength', '100');
    expect(fields.prenom).toHaveAttribute('maxlength', '100');
    expect(fields.email).toHaveAttribute('maxlength', '254');
    expect(fields.phone).toHaveAttribute('maxlength', '30');
    expect(fields.entreprise).toHaveAttribute('maxlength', '200');
    expect(fields.siret).toHaveAttribute('maxlength', '20');
    expect(fields.ville).toHaveAttribute('maxlength', '100');
    expect(fields.message).toHaveAttribute('maxlength', '5000');
  });

  it('requires every field but the message, each error next to its field, and sends nothing', async () => {
    const fields = await renderLoaded();
    await userEvent.click(fields.submit);
    expect(fields.nom).toHaveAccessibleDescription('Le nom est obligatoire.');
    expect(fields.prenom).toHaveAccessibleDescription('Le prénom est obligatoire.');
    expect(fields.email).toHaveAccessibleDescription('L’adresse e-mail est obligatoire.');
    expect(fields.phone).toHaveAccessibleDescription(
      expect.stringContaining('Le téléphone est obligatoire.'),
    );
    expect(fields.entreprise).toHaveAccessibleDescription('Le nom de l’entreprise est obligatoire.');
    expect(fields.siret).toHaveAccessibleDescription(expect.stringContaining('Le SIRET est obligatoire.'));
    expect(fields.metier).toHaveAccessibleDescription(expect.stringContaining('Choisissez votre métier.'));
    expect(fields.ville).toHaveAccessibleDescription(expect.stringContaining('La ville est obligatoire.'));
    expect(fields.message).not.toHaveAttribute('aria-invalid');
    expect(fields.nom).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a SIRET whose key is wrong, and sends nothing', async () => {
    const fields = renderForm();
    await fillRequired(fields);
    await userEvent.clear(fields.siret);
    await userEvent.type(fields.siret, '73282932000075');
    await userEvent.click(fields.submit);
    expect(fields.siret).toHaveAccessibleDescription(expect.stringContaining(SIRET_INVALID));
    expect(fields.siret).toHaveFocus();
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

  it('sends, shows "Envoi en cours...", then a lasting confirmation next to the empty form, until a field is edited', async () => {
    let resolve: (value: { message: string }) => void = () => undefined;
    send.mockReturnValue(new Promise((done) => (resolve = done)));
    const fields = renderForm();
    await fillRequired(fields);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(fields.submit);
    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith(SENT_REQUEST);
    resolve({ message: 'Message envoyé avec succès !' });
    const status = screen.getByRole('status');
    expect(await screen.findByText('Message envoyé avec succès !')).toBeInTheDocument();
    expect(status).toHaveTextContent(/réponse sous 48 h|répondons sous 48 h/);
    // Still on the join page, the form emptied.
    expect(screen.getByTestId('location')).toHaveTextContent('/join');
    expect(fields.nom).toHaveValue('');
    expect(fields.metier).toHaveValue('');
    await userEvent.type(fields.nom, 'D');
    expect(status).toBeEmptyDOMElement();
  });

  it('sends the optional message when there is one', async () => {
    send.mockResolvedValue({ message: 'Message envoyé avec succès !' });
    const fields = renderForm();
    await fillRequired(fields);
    await userEvent.type(fields.message, 'Couvreur à Brive.');
    await userEvent.click(fields.submit);
    expect(send).toHaveBeenCalledWith({ ...SENT_REQUEST, message: 'Couvreur à Brive.' });
  });

  it('leaves out a message of blanks, and shows the field errors the API answered with', async () => {
    const unknown = 'Ce métier n’existe pas dans l’annuaire : choisissez-en un dans la liste.';
    send.mockRejectedValue(new ApiRequestError(unknown, 400, [{ path: 'specialiteId', message: unknown }]));
    const fields = renderForm();
    await fillRequired(fields);
    await userEvent.type(fields.message, '   ');
    await userEvent.click(fields.submit);
    expect(send).toHaveBeenCalledWith(expect.not.objectContaining({ message: expect.anything() }));
    expect(await screen.findByRole('alert')).toHaveTextContent(unknown);
    expect(fields.metier).toHaveAccessibleDescription(expect.stringContaining(unknown));
    expect(fields.metier).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says why a send failed, keeps the form and lets the user try again', async () => {
    send.mockRejectedValue(
      new ApiRequestError('Trop de tentatives. Veuillez réessayer dans une minute.', 429),
    );
    const fields = renderForm();
    await fillRequired(fields);
    await userEvent.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Veuillez réessayer dans une minute. Vos informations sont conservées',
    );
    expect(fields.nom).toHaveValue('Durand');
    expect(fields.siret).toHaveValue('732 829 320 00074');
    expect(fields.metier).toHaveValue('3');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Envoyer ma demande' })).toBeEnabled();
  });
});
