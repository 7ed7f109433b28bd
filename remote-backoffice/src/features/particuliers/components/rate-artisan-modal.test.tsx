import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { createNote } from '@annuaire/shared/client/notes';
import { currentMonth, type Note } from '@annuaire/shared/contract/note';
import type { Particulier } from '@annuaire/shared/contract/particulier';
import { card, page } from '../../../test/fixtures';
import { searchArtisans } from '../api/search-artisans';
import { RateArtisanModal } from './rate-artisan-modal';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/notes');
// The search's fetcher, which the popup's query calls.
jest.mock('../../../api/artisan-list');

const julie: Particulier = { id: 5, nom: 'Martin', prenom: 'Julie' };

/** The note the API answers, as the contract has it. */
function sent(fields: Partial<Note>): Note {
  return {
    id: 1,
    particulierId: 5,
    artisanId: 4,
    commentaire: null,
    nombreEtoiles: 5,
    datePublication: '2026-05-12T09:30:00.000Z',
    dateExperience: '2026-04',
    source: 'ADMINISTRATION',
    auteur: 'Julie M.',
    reponse: null,
    ...fields,
  };
}

/** The month input (no ARIA role of its own), found by its label. */
function monthField() {
  return screen.getByLabelText(/^Date de la prestation/);
}

/** A month after the current one in France (the first of next year, whatever today is). */
function nextYear() {
  return `${Number(currentMonth().slice(0, 4)) + 1}-01`;
}

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
    // « Date de la prestation »: a month, pre-filled with the current one, at most the current one.
    const month = within(dialog).getByLabelText(/^Date de la prestation/);
    expect(month).toHaveAttribute('type', 'month');
    expect(month).toHaveValue(currentMonth());
    expect(month).toHaveAttribute('max', currentMonth());
    expect(month).toBeRequired();
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
    expect(screen.getByText('Choisissez une note de 1 à 5 étoiles.')).toBeInTheDocument();
    await chooseZola(user);
    await user.type(screen.getByRole('spinbutton', { name: /^Note/ }), '6');
    await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
    expect(screen.getByText('Choisissez une note de 1 à 5 étoiles.')).toBeInTheDocument();
    expect(createNote).not.toHaveBeenCalled();
  });

  it("sends the note, says 'Note envoyée avec succès !', closes and resets", async () => {
    jest.mocked(createNote).mockResolvedValue(sent({ commentaire: 'Très bien', nombreEtoiles: 4 }));
    const user = userEvent.setup();
    render(withQueryClient(<Harness />));
    await chooseZola(user);
    await user.type(screen.getByRole('spinbutton', { name: /^Note/ }), '4');
    await user.type(screen.getByRole('textbox', { name: 'Commentaire' }), ' Très bien ');
    await user.clear(monthField());
    await user.type(monthField(), '2025-09');
    await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
    expect(createNote).toHaveBeenCalledWith({
      particulierId: 5,
      artisanId: 4,
      nombreEtoiles: 4,
      commentaire: 'Très bien',
      dateExperience: '2025-09',
    });
    expect(toast.success).toHaveBeenCalledWith('Note envoyée avec succès !');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rouvrir' }));
    expect(screen.getByRole('spinbutton', { name: /^Note/ })).toHaveValue(null);
    expect(screen.getByRole('textbox', { name: 'Commentaire' })).toHaveValue('');
    expect(monthField()).toHaveValue(currentMonth());
  });

  it('sends a note without comment as null, for the current month unless changed', async () => {
    jest.mocked(createNote).mockResolvedValue(sent({}));
    const user = userEvent.setup();
    render(withQueryClient(<Harness />));
    await chooseZola(user);
    await user.type(screen.getByRole('spinbutton', { name: /^Note/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
    expect(createNote).toHaveBeenCalledWith(
      expect.objectContaining({ commentaire: null, nombreEtoiles: 5, dateExperience: currentMonth() }),
    );
  });

  it('refuses a month of service in the future or missing, next to the field, and sends nothing', async () => {
    const user = userEvent.setup();
    render(withQueryClient(<Harness />));
    await chooseZola(user);
    await user.type(screen.getByRole('spinbutton', { name: /^Note/ }), '5');
    await user.clear(monthField());
    await user.type(monthField(), nextYear());
    await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
    expect(monthField()).toHaveAccessibleDescription(
      expect.stringContaining('La date de la prestation ne peut pas être dans le futur.'),
    );
    expect(monthField()).toHaveAttribute('aria-invalid', 'true');
    expect(monthField()).toHaveFocus();
    await user.clear(monthField());
    await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
    expect(monthField()).toHaveAccessibleDescription(
      expect.stringContaining('Choisissez le mois de la prestation.'),
    );
    expect(createNote).not.toHaveBeenCalled();
  });

  it("shows the API's error on the month next to the field", async () => {
    jest.mocked(createNote).mockRejectedValue(
      new ApiRequestError('Données invalides.', 400, [
        {
          path: 'body/dateExperience',
          message: 'La date de la prestation ne peut pas être dans le futur.',
        },
      ]),
    );
    const user = userEvent.setup();
    render(withQueryClient(<Harness />));
    await chooseZola(user);
    await user.type(screen.getByRole('spinbutton', { name: /^Note/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Données invalides.');
    expect(monthField()).toHaveAccessibleDescription(
      expect.stringContaining('La date de la prestation ne peut pas être dans le futur.'),
    );
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
