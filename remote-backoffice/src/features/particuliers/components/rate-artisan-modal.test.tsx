import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { createNote } from '@annuaire/shared/client/notes';
import type { Particulier } from '@annuaire/shared/contract/particulier';
import { card, page } from '../../../test/fixtures';
import { searchArtisans } from '../api/search-artisans';
import { RateArtisanModal } from './rate-artisan-modal';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/notes');
// The search's fetcher, which the popup's query calls.
jest.mock('../../../api/artisan-list');

const julie: Particulier = { id: 5, nom: 'Martin', prenom: 'Julie' };

function Harness() {
  const [open, setOpen] = useState<Particulier | null>(julie);
  return (
    <>
      <button type="button" onClick={() => setOpen(julie)}>
        Rouvrir
      </button>
      <RateArtisanModal particulier={open} onClose={() => setOpen(null)} />
    </>
  );
}

beforeEach(() => {
  jest
    .mocked(searchArtisans)
    .mockResolvedValue(
      page([card({ id: 4, entrepriseNom: 'Électricité Zola', ville: 'Tulle' }), card({ id: 1 })]),
    );
});

async function chooseZola(user: ReturnType<typeof userEvent.setup>) {
  const select = screen.getByRole('combobox', { name: /^Artisan/ });
  await within(select).findByRole('option', { name: 'Électricité Zola – Tulle' });
  await user.selectOptions(select, '4');
}

describe('RateArtisanModal', () => {
  it("shows the spec's fields and buttons", async () => {
    render(withQueryClient(<Harness />));
    const dialog = screen.getByRole('dialog', { name: 'Noter un Artisan' });
    const select = within(dialog).getByRole('combobox', { name: /^Artisan/ });
    expect(within(select).getByRole('option', { name: 'Sélectionner un artisan' })).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: /^Note/ })).toHaveAttribute('min', '1');
    expect(within(dialog).getByRole('spinbutton', { name: /^Note/ })).toHaveAttribute('max', '5');
    expect(within(dialog).getByRole('textbox', { name: 'Commentaire' })).not.toBeRequired();
    expect(within(dialog).getByRole('button', { name: 'Envoyer la Note' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await within(select).findByRole('option', { name: 'Électricité Zola – Tulle' });
  });

  it('finds artisans by name or city as the admin types', async () => {
    const user = userEvent.setup();
    render(withQueryClient(<Harness />));
    await screen.findByRole('option', { name: 'Électricité Zola – Tulle' });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un artisan' }), 'tulle');
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(searchArtisans).toHaveBeenLastCalledWith('tulle');
  });

  it('requires an artisan and a note between 1 and 5, and sends nothing', async () => {
    const user = userEvent.setup();
    render(withQueryClient(<Harness />));
    await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
    expect(screen.getByText('Veuillez sélectionner un artisan.')).toBeInTheDocument();
    expect(screen.getByText('La note doit être un nombre entier entre 1 et 5.')).toBeInTheDocument();
    await chooseZola(user);
    await user.type(screen.getByRole('spinbutton', { name: /^Note/ }), '6');
    await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
    expect(screen.getByText('La note doit être un nombre entier entre 1 et 5.')).toBeInTheDocument();
    expect(createNote).not.toHaveBeenCalled();
  });

  it("sends the note, says 'Note envoyée avec succès !', closes and resets", async () => {
    jest.mocked(createNote).mockResolvedValue({
      id: 1,
      particulierId: 5,
      artisanId: 4,
      commentaire: 'Très bien',
      nombreEtoiles: 4,
    });
    const user = userEvent.setup();
    render(withQueryClient(<Harness />));
    await chooseZola(user);
    await user.type(screen.getByRole('spinbutton', { name: /^Note/ }), '4');
    await user.type(screen.getByRole('textbox', { name: 'Commentaire' }), ' Très bien ');
    await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
    expect(createNote).toHaveBeenCalledWith({
      particulierId: 5,
      artisanId: 4,
      nombreEtoiles: 4,
      commentaire: 'Très bien',
    });
    expect(toast.success).toHaveBeenCalledWith('Note envoyée avec succès !');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rouvrir' }));
    expect(screen.getByRole('spinbutton', { name: /^Note/ })).toHaveValue(null);
    expect(screen.getByRole('textbox', { name: 'Commentaire' })).toHaveValue('');
  });

  it('sends a note without comment as null', async () => {
    jest.mocked(createNote).mockResolvedValue({
      id: 1,
      particulierId: 5,
      artisanId: 4,
      commentaire: null,
      nombreEtoiles: 5,
    });
    const user = userEvent.setup();
    render(withQueryClient(<Harness />));
    await chooseZola(user);
    await user.type(screen.getByRole('spinbutton', { name: /^Note/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
    expect(createNote).toHaveBeenCalledWith(expect.objectContaining({ commentaire: null, nombreEtoiles: 5 }));
  });

  it('keeps the popup open with the reason when sending fails', async () => {
    jest.mocked(createNote).mockRejectedValue(new ApiRequestError("Cet artisan n'existe pas.", 400));
    const user = userEvent.setup();
    render(withQueryClient(<Harness />));
    await chooseZola(user);
    await user.type(screen.getByRole('spinbutton', { name: /^Note/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Cet artisan n'existe pas.");
    expect(screen.getByRole('dialog', { name: 'Noter un Artisan' })).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("closes with 'Annuler' without sending", async () => {
    render(withQueryClient(<Harness />));
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(createNote).not.toHaveBeenCalled();
  });
});
