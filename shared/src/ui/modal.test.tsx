import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Voir tous les avis
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Avis des clients"
        footer={<button type="button">Envoyer la Note</button>}
      >
        <label>
          Commentaire
          <input />
        </label>
      </Modal>
    </>
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Voir tous les avis' }));
  return screen.getByRole('dialog', { name: 'Avis des clients' });
}

describe('Modal', () => {
  it('is an alertdialog when asked (a refusal the user must acknowledge)', () => {
    render(
      <Modal open onClose={() => undefined} title="Suppression impossible" role="alertdialog">
        <p>Refusé.</p>
      </Modal>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Suppression impossible' })).toHaveAttribute(
      'aria-modal',
      'true',
    );
  });

  it('renders nothing when closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog named by its title and focuses its first field', async () => {
    render(<Harness />);
    const dialog = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Commentaire' })).toHaveFocus();
  });

  it('adds no banner or contentinfo landmark to the page (axe: one of each)', async () => {
    render(<Harness />);
    await openModal();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voir tous les avis' })).toHaveFocus();
  });

  it('closes with the "Fermer" button', async () => {
    render(<Harness />);
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voir tous les avis' })).toHaveFocus();
  });

  it('keeps Tab focus inside the dialog', async () => {
    render(<Harness />);
    await openModal();
    const close = screen.getByRole('button', { name: 'Fermer' });
    const field = screen.getByRole('textbox', { name: 'Commentaire' });
    const send = screen.getByRole('button', { name: 'Envoyer la Note' });
    expect(field).toHaveFocus();
    await userEvent.tab();
    expect(send).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(send).toHaveFocus();
  });

  it('closes on a click on the backdrop but not inside the dialog', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const dialog = await openModal();
    await userEvent.click(screen.getByText('Commentaire'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks page scrolling while open', async () => {
    render(<Harness />);
    await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
