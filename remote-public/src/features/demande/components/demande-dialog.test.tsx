import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendDemande } from '@annuaire/shared/client/demandes';
import { DEMANDE_MESSAGES } from '@annuaire/shared/contract/demande';
import { Button } from '@annuaire/shared/ui/button';
import { renderAt } from '../../../test/render-at';
import type { DemandeArtisan } from '../../../components/demande-dialog-slot';
import { DemandeDialog } from './lazy-demande-dialog';

jest.mock('@annuaire/shared/client/demandes', () => ({ sendDemande: jest.fn() }));
const send = jest.mocked(sendDemande);

const MARTIN = { id: 7, entrepriseNom: 'Plomberie Martin' };
const THREE = [MARTIN, { id: 8, entrepriseNom: 'Toitures Dupuy' }, { id: 9, entrepriseNom: 'Élec 19' }];

/** A page's opener, as the artisan and trade pages hold the dialog. */
function Opener({ artisans, onSent }: { artisans: DemandeArtisan[]; onSent?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ouvrir</Button>
      <DemandeDialog open={open} onClose={() => setOpen(false)} artisans={artisans} onSent={onSent} />
    </>
  );
}

async function open(artisans: DemandeArtisan[] = [MARTIN], onSent?: () => void) {
  const user = userEvent.setup();
  renderAt(<Opener artisans={artisans} onSent={onSent} />, { url: '/' });
  await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Claire Martin');
  await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'claire@example.fr');
  await user.type(within(dialog).getByRole('textbox', { name: /^Code postal/ }), '19000');
  await user.type(
    within(dialog).getByRole('textbox', { name: /^Message/ }),
    'Une fuite sous l’évier de la cuisine, à réparer vite.',
  );
  await user.click(within(dialog).getByRole('checkbox'));
}

describe('DemandeDialog', () => {
  it('renders nothing until opened', () => {
    renderAt(<Opener artisans={[MARTIN]} />, { url: '/' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('is titled « Contacter <entreprise> » for one artisan, with the focus on its first field', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAccessibleName('Contacter Plomberie Martin');
    expect(dialog).toHaveAccessibleDescription(
      'Votre demande est transmise par e-mail à Plomberie Martin, qui vous répond directement.',
    );
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('textbox', { name: /^Nom/ })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Envoyer ma demande' })).toBeInTheDocument();
  });

  it('names the chosen artisans when the request goes to several', async () => {
    const { dialog } = await open(THREE);
    expect(dialog).toHaveAccessibleName('Demander un devis à 3 artisans');
    const list = within(dialog).getByRole('list', { name: 'Artisans destinataires' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Plomberie Martin', 'Toitures Dupuy', 'Élec 19']);
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleName(DEMANDE_MESSAGES.consentLabelMany);
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const { user } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
  });

  it('closes on « Fermer », keeps Tab inside, and stays open on a click beside it', async () => {
    const { user, dialog } = await open();
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    close.focus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const backdrop = dialog.parentElement!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
  });

  it('shows the confirmation in the form’s place, with the focus on it, until it closes; then an empty form', async () => {
    send.mockResolvedValue({ message: DEMANDE_MESSAGES.sent });
    const onSent = jest.fn();
    const { user, dialog } = await open([MARTIN], onSent);
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));

    const heading = await within(status).findByRole('heading', { name: DEMANDE_MESSAGES.sent });
    expect(heading).toHaveFocus();
    expect(status).toHaveTextContent('L’artisan la reçoit par e-mail et vous répond directement.');
    // The form is gone, not emptied under the confirmation.
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Envoyer ma demande' })).not.toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Contacter Plomberie Martin');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ artisanIds: [7], nom: 'Claire Martin' }));
    expect(onSent).toHaveBeenCalledTimes(1);

    // Its own « Fermer » closes the dialog, and the focus goes back to the opener.
    await user.click(within(status).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('status')).toBeEmptyDOMElement();
    expect(within(again).getByRole('textbox', { name: /^Nom/ })).toHaveValue('');
  });

  it('keeps the form and what was typed when the send fails, with the focus on the error at its top', async () => {
    send.mockRejectedValue(new TypeError('Failed to fetch'));
    const onSent = jest.fn();
    const { user, dialog } = await open([MARTIN], onSent);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Votre demande n’a pas été envoyée.');
    expect(alert).toHaveTextContent('Vos informations sont conservées : vous pouvez réessayer.');
    expect(alert).toHaveFocus();
    const nom = within(dialog).getByRole('textbox', { name: /^Nom/ });
    expect(alert.compareDocumentPosition(nom) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(nom).toHaveValue('Claire Martin');
    expect(within(dialog).getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'Une fuite sous l’évier de la cuisine, à réparer vite.',
    );
    expect(within(dialog).getByRole('checkbox')).toBeChecked();
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends to the artisans it opened with', async () => {
    send.mockResolvedValue({ message: DEMANDE_MESSAGES.sentMany });
    const { user, dialog } = await open(THREE);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await within(dialog).findByRole('heading', { name: DEMANDE_MESSAGES.sentMany })).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Chaque artisan la reçoit par e-mail et vous répond directement.',
    );
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ artisanIds: [7, 8, 9] }));
    await act(async () => undefined);
  });
});
