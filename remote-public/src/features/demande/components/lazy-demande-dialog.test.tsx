import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@annuaire/shared/ui/button';
import { renderAt } from '../../../test/render-at';
import { DEMANDE_DIALOG_FAILED, DemandeDialog } from './lazy-demande-dialog';

// The dialog's chunk fails to download while `mockOffline` is set (a lost connection), and arrives once it is not.
let mockOffline = true;
jest.mock('./demande-dialog', () => {
  if (mockOffline) throw new Error('ChunkLoadError');
  return jest.requireActual('./demande-dialog');
});
jest.mock('@annuaire/shared/client/demandes', () => ({ sendDemande: jest.fn() }));

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Contacter cet artisan</Button>
      <DemandeDialog
        open={open}
        onClose={() => setOpen(false)}
        artisans={[{ id: 7, entrepriseNom: 'Plomberie Martin' }]}
      />
    </>
  );
}

it('says when the form cannot be downloaded, and downloads it again at the next opening', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderAt(<Opener />, { url: '/' });
  // A failed preload is silent: the click meets the failure again and shows it.
  DemandeDialog.preload?.();
  await user.click(screen.getByRole('button', { name: 'Contacter cet artisan' }));
  const failed = await screen.findByRole('dialog', { name: 'Demande indisponible' });
  expect(within(failed).getByRole('alert')).toHaveTextContent(DEMANDE_DIALOG_FAILED);
  await user.click(within(failed).getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Contacter cet artisan' })).toHaveFocus();

  mockOffline = false;
  await user.click(screen.getByRole('button', { name: 'Contacter cet artisan' }));
  expect(await screen.findByRole('dialog', { name: 'Contacter Plomberie Martin' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveFocus();
});
