import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Supprimer l'artisan ?"
      message={<p>Plomberie Briviste et ses images seront supprimés.</p>}
      confirmLabel="Supprimer"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('renders nothing when closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the dialog, shows the message and focuses the safe choice', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: "Supprimer l'artisan ?" });
    expect(dialog).toHaveTextContent('Plomberie Briviste et ses images seront supprimés.');
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
  });

  it('confirms only on the confirm button', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels with Annuler, Escape and the close button', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be dismissed or confirmed twice while the action runs', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    const confirm = screen.getByRole('button', { name: 'Supprimer' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('offers what `instead` gives in place of the confirm button when the action cannot be done', () => {
    renderDialog({ instead: <a href="/ailleurs">Voir pourquoi</a> });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Voir pourquoi' })).toHaveAttribute('href', '/ailleurs');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
  });
});
