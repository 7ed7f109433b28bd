import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { sendRetrait } from '@annuaire/shared/client/retraits';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { RETRAIT_LIMITS, RETRAIT_MESSAGES } from '@annuaire/shared/contract/retrait';
import { renderAt } from '../../test/render';
import { RETRAIT_FAILED, RetraitForm } from './retrait-form';

jest.mock('@annuaire/shared/client/retraits', () => ({ sendRetrait: jest.fn() }));
const send = jest.mocked(sendRetrait);

const SIRET = '35600000000048';
const MOTIF = 'Je ne souhaite pas que mon entreprise figure dans cet annuaire.';

function renderForm({ siret = '', artisanId = null }: { siret?: string; artisanId?: number | null } = {}) {
  const onSent = jest.fn();
  renderAt(<RetraitForm initialSiret={siret} artisanId={artisanId} onSent={onSent} />, '/retirer-une-fiche');
  return {
    onSent,
    siret: screen.getByLabelText(/^SIRET de l’établissement/),
    email: screen.getByLabelText(/^Votre adresse e-mail/),
    motif: screen.getByLabelText(/^Motif de la demande/),
    submit: screen.getByRole('button', { name: 'Demander le retrait' }),
  };
}

async function fillValid(fields: ReturnType<typeof renderForm>) {
  await userEvent.type(fields.email, 'gerant@exemple.fr');
  await userEvent.type(fields.motif, MOTIF);
}

describe('RetraitForm', () => {
  beforeEach(() => send.mockReset());

  it('is filled in with the SIRET the address gave, and limits each field to what the contract takes', () => {
    const fields = renderForm({ siret: SIRET });
    expect(fields.siret).toHaveValue(SIRET);
    expect(fields.siret).toHaveAttribute('maxlength', String(RETRAIT_LIMITS.siretTypedMax));
    expect(fields.motif).toHaveAttribute('maxlength', String(RETRAIT_LIMITS.motifMax));
    expect(fields.email).toHaveAttribute('maxlength', '254');
    for (const field of [fields.siret, fields.email, fields.motif]) expect(field).toBeRequired();
  });

  it('names the listing the request comes from, with a link to it', () => {
    renderForm({ siret: SIRET, artisanId: 12 });
    expect(screen.getByRole('link', { name: 'voir la fiche n° 12' })).toHaveAttribute('href', '/artisan/12');
  });

  it('says next to each field what is missing, focuses the first and sends nothing', async () => {
    const fields = renderForm();
    await userEvent.click(fields.submit);
    expect(fields.siret).toHaveAccessibleDescription(expect.stringContaining(RETRAIT_MESSAGES.siretRequired));
    expect(fields.email).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.emailRequired));
    expect(fields.motif).toHaveAccessibleDescription(expect.stringContaining(RETRAIT_MESSAGES.motifRequired));
    expect(fields.siret).toHaveFocus();
    expect(fields.siret).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a SIRET whose key is wrong and a reason with a control character, with the contract’s messages', async () => {
    const fields = renderForm({ siret: '35600000000049' });
    await fillValid(fields);
    await userEvent.clear(fields.motif);
    // An input drops pasted line breaks, but keeps a tab.
    await userEvent.click(fields.motif);
    await userEvent.paste('Motif\tsuite');
    await userEvent.click(fields.submit);
    expect(fields.siret).toHaveAccessibleDescription(
      expect.stringContaining('SIRET invalide : 14 chiffres avec une clé de contrôle valide.'),
    );
    expect(fields.motif).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.singleLine));
    expect(fields.siret).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the SIRET typed with spaces as digits, with the listing’s id, then hands on the confirmation', async () => {
    send.mockResolvedValue({ message: RETRAIT_MESSAGES.sent });
    const fields = renderForm({ siret: '356 000 000 00048', artisanId: 12 });
    await fillValid(fields);
    await userEvent.click(fields.submit);
    await waitFor(() => expect(fields.onSent).toHaveBeenCalledWith(RETRAIT_MESSAGES.sent));
    expect(send).toHaveBeenCalledWith({
      siret: SIRET,
      email: 'gerant@exemple.fr',
      motif: MOTIF,
      artisanId: 12,
    });
  });

  it('shows the API’s field errors next to their field', async () => {
    send.mockRejectedValue(
      new ApiRequestError(RETRAIT_MESSAGES.motifTooLong, 400, [
        { path: 'motif', message: RETRAIT_MESSAGES.motifTooLong },
      ]),
    );
    const fields = renderForm({ siret: SIRET });
    await fillValid(fields);
    await userEvent.click(fields.submit);
    await waitFor(() =>
      expect(fields.motif).toHaveAccessibleDescription(
        expect.stringContaining(RETRAIT_MESSAGES.motifTooLong),
      ),
    );
    expect(fields.motif).toHaveFocus();
  });

  it('shows a failed send at the top, focused, and keeps everything typed', async () => {
    send.mockRejectedValue(
      new ApiRequestError('Le serveur est injoignable. Vérifiez votre connexion et réessayez.', null),
    );
    const fields = renderForm({ siret: SIRET });
    await fillValid(fields);
    await userEvent.click(fields.submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RETRAIT_FAILED);
    expect(alert).toHaveTextContent('Vos informations sont conservées');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(fields.siret).toHaveValue(SIRET);
    expect(fields.email).toHaveValue('gerant@exemple.fr');
    expect(fields.motif).toHaveValue(MOTIF);
    expect(fields.onSent).not.toHaveBeenCalled();
  });

  it('shows the hourly limit alone, without inviting to try again at once', async () => {
    send.mockRejectedValue(new ApiRequestError(RETRAIT_MESSAGES.perHour(42), 429));
    const fields = renderForm({ siret: SIRET });
    await fillValid(fields);
    await userEvent.click(fields.submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RETRAIT_MESSAGES.perHour(42));
    expect(alert).not.toHaveTextContent('vous pouvez réessayer');
  });

  it('shows a refused listing id, which no field holds, as the form’s error', async () => {
    send.mockRejectedValue(
      new ApiRequestError(RETRAIT_MESSAGES.artisanInvalid, 400, [
        { path: 'artisanId', message: RETRAIT_MESSAGES.artisanInvalid },
      ]),
    );
    const fields = renderForm({ siret: SIRET, artisanId: 12 });
    await fillValid(fields);
    await userEvent.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(RETRAIT_MESSAGES.artisanInvalid);
  });

  it('sends the hidden site field when a bot fills it in (the API then drops the request)', async () => {
    send.mockResolvedValue({ message: RETRAIT_MESSAGES.sent });
    const fields = renderForm({ siret: SIRET });
    await fillValid(fields);
    await userEvent.type(screen.getByLabelText('Site web (ne pas remplir)'), 'https://spam.example');
    await userEvent.click(fields.submit);
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(expect.objectContaining({ site: 'https://spam.example' })),
    );
  });
});
