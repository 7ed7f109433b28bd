import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@annuaire/shared/client/http';
import { DEMANDE_MESSAGES } from '@annuaire/shared/contract/demande';
import { FICHE_NON_GEREE_MESSAGES } from '@annuaire/shared/contract/fiche-non-geree';
import { renderAt } from '../../../test/render-at';
import { rememberDemandePlace } from '../../../hooks/use-demande-selection';
import { DemandeForm } from './demande-form';

// The real client (ky) runs; only the network answers here, so that each test sees the request as sent.
const fetchMock = jest.fn<Promise<Response>, [Request]>();
/** The bodies of the requests, read as they are sent. */
let bodies: Promise<Record<string, unknown>>[] = [];

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function sentBody(call = 0): Promise<Record<string, unknown>> {
  return bodies[call]!;
}

const VALID_MESSAGE = 'Bonjour, je souhaite remplacer mon chauffe-eau de 200 litres.';

function renderForm(artisanIds: number[] = [7], onSent: (message: string) => void = jest.fn()) {
  const user = userEvent.setup();
  renderAt(<DemandeForm artisanIds={artisanIds} onSent={onSent} />, {
    url: '/artisan/7',
    pattern: '/artisan/:artisanId',
  });
  return {
    user,
    nom: screen.getByRole('textbox', { name: /^Nom/ }),
    email: screen.getByRole('textbox', { name: /^E-mail/ }),
    telephone: screen.getByRole('textbox', { name: 'Téléphone (facultatif)' }),
    codePostal: screen.getByRole('textbox', { name: /^Code postal des travaux/ }),
    message: screen.getByRole('textbox', { name: /^Message/ }),
    consent: screen.getByRole('checkbox'),
    submit: screen.getByRole('button', { name: 'Envoyer ma demande' }),
  };
}

type Fields = ReturnType<typeof renderForm>;

async function fillValid({ user, nom, email, codePostal, message, consent }: Fields) {
  await user.type(nom, 'Claire Martin');
  await user.type(email, 'claire.martin@example.fr');
  await user.type(codePostal, '19000');
  await user.type(message, VALID_MESSAGE);
  await user.click(consent);
}

describe('DemandeForm', () => {
  afterEach(() => sessionStorage.clear());

  it('opens with the postcode of the place chosen on the trade page or the map', () => {
    rememberDemandePlace('19000');
    expect(renderForm().codePostal).toHaveValue('19000');
  });

  it('opens with an empty postcode when no place was chosen', () => {
    expect(renderForm().codePostal).toHaveValue('');
  });

  beforeEach(() => {
    fetchMock.mockReset();
    bodies = [];
    globalThis.fetch = ((request: Request) => {
      bodies.push(request.clone().json() as Promise<Record<string, unknown>>);
      return fetchMock(request);
    }) as typeof fetch;
    configureApi({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('has the issue’s fields, named as the API names them, with their limits and keyboards', () => {
    const fields = renderForm();
    expect(fields.nom).toHaveAttribute('name', 'nom');
    expect(fields.nom).toHaveAttribute('maxlength', '100');
    expect(fields.email).toHaveAttribute('name', 'email');
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.telephone).toHaveAttribute('name', 'telephone');
    expect(fields.telephone).toHaveAttribute('type', 'tel');
    expect(fields.telephone).not.toBeRequired();
    expect(fields.codePostal).toHaveAttribute('name', 'codePostal');
    expect(fields.codePostal).toHaveAttribute('inputmode', 'numeric');
    expect(fields.codePostal).toHaveAttribute('maxlength', '5');
    expect(fields.message).toHaveAttribute('name', 'message');
    expect(fields.message).toHaveAttribute('maxlength', '2000');
    expect(screen.getByText('0 / 2000')).toBeInTheDocument();
    expect(fields.consent).toHaveAttribute('name', 'consentement');
    expect(fields.consent).toHaveAccessibleName(DEMANDE_MESSAGES.consentLabel);
    expect(fields.consent).not.toBeChecked();
  });

  it('links the consent to the privacy page’s section on requests, in the same tab', async () => {
    const { user } = renderForm();
    const link = screen.getByRole('link', { name: 'politique de confidentialité' });
    expect(link).toHaveAttribute('href', '/politique-confidentialite#demandes-adressees-aux-artisans');
    expect(link).not.toHaveAttribute('target');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      expect.stringContaining('politique de confidentialité'),
    );
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/politique-confidentialite');
  });

  it('says for several artisans that the information goes to each of them', () => {
    renderForm([1, 2, 3]);
    expect(screen.getByRole('checkbox')).toHaveAccessibleName(DEMANDE_MESSAGES.consentLabelMany);
  });

  it('gives every required field its French error, focuses the first and sends nothing', async () => {
    const fields = renderForm();
    await fields.user.click(fields.submit);
    expect(fields.nom).toHaveAccessibleDescription('Le nom est obligatoire.');
    expect(fields.email).toHaveAccessibleDescription('L’adresse e-mail est obligatoire.');
    expect(fields.telephone).not.toHaveAttribute('aria-invalid');
    expect(fields.codePostal).toHaveAccessibleDescription(
      'Le code postal des travaux doit comporter 5 chiffres.',
    );
    expect(fields.message).toHaveAccessibleDescription(
      expect.stringContaining('Le message est obligatoire.'),
    );
    expect(fields.consent).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez accepter la transmission de vos informations à l’artisan.'),
    );
    expect(fields.consent).toHaveAttribute('aria-invalid', 'true');
    expect(fields.nom).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a wrong e-mail, phone and postcode, and a message of 19 characters', async () => {
    const fields = renderForm();
    await fillValid(fields);
    await fields.user.clear(fields.email);
    await fields.user.type(fields.email, 'claire.martin@');
    await fields.user.type(fields.telephone, '05 55');
    await fields.user.clear(fields.codePostal);
    await fields.user.type(fields.codePostal, '1900a');
    await fields.user.clear(fields.message);
    await fields.user.type(fields.message, 'x'.repeat(19));
    await fields.user.click(fields.submit);
    expect(fields.email).toHaveAccessibleDescription('Adresse e-mail invalide.');
    expect(fields.telephone).toHaveAccessibleDescription('Numéro de téléphone invalide.');
    expect(fields.codePostal).toHaveAccessibleDescription(
      'Le code postal des travaux doit comporter 5 chiffres.',
    );
    expect(fields.message).toHaveAccessibleDescription(
      expect.stringContaining('Le message doit contenir au moins 20 caractères.'),
    );
    expect(fields.email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a message with three links, accepts one with two', async () => {
    fetchMock.mockResolvedValue(answer(201, { message: DEMANDE_MESSAGES.sent }));
    const fields = renderForm();
    await fillValid(fields);
    await fields.user.clear(fields.message);
    await fields.user.type(
      fields.message,
      'Voir https://a.example, http://b.example et www.c.example pour le modèle.',
    );
    await fields.user.click(fields.submit);
    expect(fields.message).toHaveAccessibleDescription(
      expect.stringContaining('Le message ne peut pas contenir plus de 2 liens.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await fields.user.clear(fields.message);
    await fields.user.type(fields.message, 'Voir https://a.example et www.c.example pour le modèle.');
    await fields.user.click(fields.submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('sends the request once with "Envoi en cours...", then hands the API’s confirmation over', async () => {
    let respond: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    const onSent = jest.fn();
    const fields = renderForm([7], onSent);
    await fillValid(fields);
    await fields.user.type(fields.telephone, '06 12 34 56 78');
    await fields.user.click(fields.submit);

    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/demandes');
    // The phone with its spaces is accepted and goes as digits; the empty honeypot is not in the body at all.
    expect(await sentBody()).toEqual({
      nom: 'Claire Martin',
      email: 'claire.martin@example.fr',
      telephone: '0612345678',
      codePostal: '19000',
      message: VALID_MESSAGE,
      consentement: true,
      artisanIds: [7],
    });
    expect(Object.keys(await sentBody())).not.toContain('site');

    respond(answer(201, { message: 'Votre demande a été transmise à l’artisan.' }));
    // The dialog shows the confirmation in the form's place (demande-dialog.test.tsx).
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('Votre demande a été transmise à l’artisan.'));
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends no phone when it is left empty, and the chosen artisans’ ids', async () => {
    fetchMock.mockResolvedValue(answer(201, { message: DEMANDE_MESSAGES.sentMany }));
    const onSent = jest.fn();
    const fields = renderForm([3, 9, 12], onSent);
    await fillValid(fields);
    await fields.user.click(fields.submit);
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(DEMANDE_MESSAGES.sentMany));
    const body = await sentBody();
    expect(body.artisanIds).toEqual([3, 9, 12]);
    expect(body).not.toHaveProperty('telephone');
    expect(body).not.toHaveProperty('site');
  });

  it('sends the hidden field "site" when a bot fills it in (the API then drops the request)', async () => {
    fetchMock.mockResolvedValue(answer(201, { message: DEMANDE_MESSAGES.sent }));
    const fields = renderForm();
    await fillValid(fields);
    const trap = document.querySelector<HTMLInputElement>('input[name="site"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await fields.user.type(trap, 'https://spam.example');
    await fields.user.click(fields.submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await sentBody()).toEqual(expect.objectContaining({ site: 'https://spam.example' }));
  });

  it('shows the API’s field errors next to their field and focuses the first', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        message: 'Données invalides.',
        errors: [
          { path: 'codePostal', message: 'Le code postal des travaux doit comporter 5 chiffres.' },
          { path: 'message', message: 'Le message ne peut pas contenir plus de 2 liens.' },
        ],
      }),
    );
    const fields = renderForm();
    await fillValid(fields);
    await fields.user.click(fields.submit);
    await waitFor(() =>
      expect(fields.codePostal).toHaveAccessibleDescription(
        'Le code postal des travaux doit comporter 5 chiffres.',
      ),
    );
    expect(fields.message).toHaveAccessibleDescription(
      expect.stringContaining('Le message ne peut pas contenir plus de 2 liens.'),
    );
    // The field in error keeps the focus; the form's error is at its top.
    expect(fields.codePostal).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Données invalides.');
    expect(fields.nom).toHaveValue('Claire Martin');
  });

  it('shows the limit the API answered with (429), alone, and keeps what was typed', async () => {
    const limit = DEMANDE_MESSAGES.perHour(12);
    fetchMock.mockResolvedValue(answer(429, { message: limit }));
    const fields = renderForm();
    await fillValid(fields);
    await fields.user.click(fields.submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Votre demande n’a pas été envoyée.');
    expect(alert).toHaveTextContent(limit);
    expect(alert).not.toHaveTextContent('vous pouvez réessayer');
    // At the top of the form, with the focus: in view whatever was scrolled to reach the button.
    expect(alert).toHaveFocus();
    expect(alert.compareDocumentPosition(fields.nom) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fields.nom).toHaveValue('Claire Martin');
    expect(fields.email).toHaveValue('claire.martin@example.fr');
    expect(fields.codePostal).toHaveValue('19000');
    expect(fields.message).toHaveValue(VALID_MESSAGE);
    expect(fields.consent).toBeChecked();
    // Never retried: one request only.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says when the artisan no longer exists (404)', async () => {
    fetchMock.mockResolvedValue(answer(404, { message: 'Artisan introuvable.' }));
    const fields = renderForm();
    await fillValid(fields);
    await fields.user.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Artisan introuvable.');
  });

  it.each([
    ['not yet (PLAFOND, SANS_EMAIL)', FICHE_NON_GEREE_MESSAGES.notYet],
    ['refused (REFUS)', FICHE_NON_GEREE_MESSAGES.refused],
  ])(
    'shows alone why a listing nobody manages cannot be reached (409, %s), and keeps what was typed',
    async (_case, message) => {
      fetchMock.mockResolvedValue(answer(409, { message }));
      const fields = renderForm();
      await fillValid(fields);
      await fields.user.click(fields.submit);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Votre demande n’a pas été envoyée.');
      expect(alert).toHaveTextContent(message);
      expect(alert).not.toHaveTextContent('vous pouvez réessayer');
      expect(alert).toHaveFocus();
      expect(fields.message).toHaveValue(VALID_MESSAGE);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it('shows the API’s error on the chosen artisans as the form’s error', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        message: 'Données invalides.',
        errors: [{ path: 'artisanIds', message: DEMANDE_MESSAGES.artisansDuplicate }],
      }),
    );
    const fields = renderForm([4, 5]);
    await fillValid(fields);
    await fields.user.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(DEMANDE_MESSAGES.artisansDuplicate);
  });

  it('says when the server cannot be reached, keeps the text and lets the visitor try again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const onSent = jest.fn();
    const fields = renderForm([7], onSent);
    await fillValid(fields);
    await fields.user.click(fields.submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le serveur est injoignable.');
    expect(alert).toHaveTextContent('Vos informations sont conservées : vous pouvez réessayer.');
    expect(alert).toHaveFocus();
    expect(fields.message).toHaveValue(VALID_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValue(answer(201, { message: DEMANDE_MESSAGES.sent }));
    await fields.user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(DEMANDE_MESSAGES.sent));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses to send without any artisan, with the contract’s message', async () => {
    const fields = renderForm([]);
    await fillValid(fields);
    await fields.user.click(fields.submit);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(DEMANDE_MESSAGES.artisansRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
