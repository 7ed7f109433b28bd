import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { createNote } from '@annuaire/shared/client/notes';
import type { ArtisanCard } from '@annuaire/shared/contract/artisan';
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

const zola = card({ id: 4, entrepriseNom: 'Électricité Zola', ville: 'Tulle' });
const briviste = card({ id: 1 });

/** The API's answer: the artisans whose company name or city holds the text typed (none when nothing matches). */
async function artisansFor(q: string) {
  const found = [zola, briviste].filter((artisan) =>
    `${artisan.entrepriseNom} ${artisan.ville}`.toLowerCase().includes(q.toLowerCase()),
  );
  return page(found, { size: 50 });
}

beforeEach(() => {
  jest.mocked(searchArtisans).mockImplementation(artisansFor);
});

/** The combobox « Artisan », found by its label (with the required marker). */
function artisanBox() {
  return screen.getByRole('combobox', { name: /^Artisan/ });
}

/** Chooses « Électricité Zola – Tulle » as the admin would: a few letters, then a click on the suggestion. */
async function chooseZola(user: ReturnType<typeof userEvent.setup>) {
  await user.type(artisanBox(), 'zola');
  await user.click(await screen.findByRole('option', { name: 'Électricité Zola – Tulle' }));
  expect(artisanBox()).toHaveValue('Électricité Zola – Tulle');
}

/** What the API was asked for, in order. */
function searched() {
  return jest.mocked(searchArtisans).mock.calls.map(([q]) => q);
}

describe('RateArtisanModal', () => {
  it("shows the spec's fields and buttons", () => {
    render(withQueryClient(<Harness />));
    const dialog = screen.getByRole('dialog', { name: 'Noter un Artisan' });
    // One combobox for the artisan, searched on the API: no separate search field, no select.
    const box = within(dialog).getByRole('combobox', { name: /^Artisan/ });
    expect(box).toHaveValue('');
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('placeholder', "Nom de l'entreprise ou ville");
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Tapez une partie du nom de l’entreprise ou de la ville'),
    );
    expect(within(dialog).getAllByRole('combobox')).toHaveLength(1);
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();
    // Nothing is asked before the list is opened.
    expect(searchArtisans).not.toHaveBeenCalled();
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
  });

  describe('the artisan combobox', () => {
    it('asks the API once the keys pause, not at each key, and chooses with a click', async () => {
      const user = userEvent.setup();
      render(withQueryClient(<Harness />));
      await user.click(artisanBox());
      // Opened: the first artisans.
      expect(await screen.findAllByRole('option')).toHaveLength(2);
      await user.type(artisanBox(), 'tulle');
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
      expect(searched()).toEqual(['', 'tulle']);
      await user.click(screen.getByRole('option', { name: 'Électricité Zola – Tulle' }));
      expect(artisanBox()).toHaveValue('Électricité Zola – Tulle');
      expect(artisanBox()).toHaveAttribute('aria-expanded', 'false');
    });

    it('moves with the arrow keys, chooses with Enter, and Escape closes the list, not the dialog', async () => {
      jest.mocked(createNote).mockResolvedValue(sent({}));
      const user = userEvent.setup();
      render(withQueryClient(<Harness />));
      await user.click(artisanBox());
      await screen.findAllByRole('option');
      await user.keyboard('{ArrowDown}{ArrowDown}');
      const second = screen.getByRole('option', { name: 'Plomberie Briviste – Brive-la-Gaillarde' });
      expect(second).toHaveAttribute('aria-selected', 'true');
      expect(artisanBox()).toHaveAttribute('aria-activedescendant', second.id);
      await user.keyboard('{ArrowUp}{Enter}');
      expect(artisanBox()).toHaveValue('Électricité Zola – Tulle');
      expect(artisanBox()).toHaveAttribute('aria-expanded', 'false');
      // Enter chose an artisan; it did not send the form.
      expect(createNote).not.toHaveBeenCalled();

      // A search left with Escape: the box names the chosen artisan again, the dialog stays.
      await user.keyboard('{Control>}a{/Control}brive');
      await screen.findByRole('option', { name: 'Plomberie Briviste – Brive-la-Gaillarde' });
      await user.keyboard('{Escape}');
      expect(artisanBox()).toHaveValue('Électricité Zola – Tulle');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Noter un Artisan' })).toBeInTheDocument();
      await user.type(screen.getByRole('spinbutton', { name: /^Note/ }), '5');
      await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
      expect(createNote).toHaveBeenCalledWith(expect.objectContaining({ artisanId: 4, nombreEtoiles: 5 }));
    });

    it('keeps the chosen artisan when the next search no longer lists it', async () => {
      jest.mocked(createNote).mockResolvedValue(sent({}));
      const user = userEvent.setup();
      render(withQueryClient(<Harness />));
      await chooseZola(user);
      // The focus stayed in the box: its text, selected, gives way to a new search.
      await user.keyboard('{Control>}a{/Control}brive');
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
      expect(screen.getByRole('option')).toHaveAccessibleName('Plomberie Briviste – Brive-la-Gaillarde');
      // The focus leaves without a choice: the search is dropped, the artisan chosen stays.
      await user.click(screen.getByRole('spinbutton', { name: /^Note/ }));
      expect(artisanBox()).toHaveValue('Électricité Zola – Tulle');
      await user.keyboard('3');
      await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
      expect(createNote).toHaveBeenCalledWith(expect.objectContaining({ artisanId: 4, nombreEtoiles: 3 }));
    });

    it('says when no artisan matches the search', async () => {
      const user = userEvent.setup();
      render(withQueryClient(<Harness />));
      await user.type(artisanBox(), 'personne');
      // Shown in the popup, and said by its live region.
      expect(
        await screen.findByText('Aucun artisan ne correspond à cette recherche.', { selector: 'p' }),
      ).toBeVisible();
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
      expect(searchArtisans).toHaveBeenLastCalledWith('personne');
    });

    it('shows fifty artisans at most, and asks to narrow the search past them', async () => {
      const many: ArtisanCard[] = Array.from({ length: 50 }, (_, index) =>
        card({ id: 100 + index, entrepriseNom: `Menuiserie ${index}`, ville: 'Limoges' }),
      );
      jest.mocked(searchArtisans).mockResolvedValue(page(many, { size: 50, total: 1234, pageCount: 25 }));
      const user = userEvent.setup();
      render(withQueryClient(<Harness />));
      await user.click(artisanBox());
      expect(await screen.findAllByRole('option')).toHaveLength(50);
      expect(screen.getByText('50 premiers artisans sur 1234 : précisez la recherche.')).toBeVisible();
    });

    it('says it is loading, then shows a failure in French with a retry', async () => {
      let fail: (error: Error) => void = () => {};
      jest
        .mocked(searchArtisans)
        .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
      const user = userEvent.setup();
      render(withQueryClient(<Harness />));
      await user.click(artisanBox());
      expect(await screen.findByText('Chargement...')).toBeInTheDocument();
      // The listbox the box controls is busy (hidden while empty).
      expect(document.getElementById(artisanBox().getAttribute('aria-controls')!)).toHaveAttribute(
        'aria-busy',
        'true',
      );
      fail(new ApiRequestError('Le serveur est injoignable. Vérifiez votre connexion.', null));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Le serveur est injoignable. Vérifiez votre connexion.',
      );
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findByRole('option', { name: 'Électricité Zola – Tulle' })).toBeInTheDocument();
      expect(searchArtisans).toHaveBeenCalledTimes(2);
      expect(artisanBox()).toHaveFocus();
    });
  });

  it('requires an artisan and a note between 1 and 5, and sends nothing', async () => {
    const user = userEvent.setup();
    render(withQueryClient(<Harness />));
    await user.click(screen.getByRole('button', { name: 'Envoyer la Note' }));
    // The contract's French error, next to the combobox, which gets the focus.
    expect(artisanBox()).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez sélectionner un artisan.'),
    );
    expect(artisanBox()).toHaveAttribute('aria-invalid', 'true');
    expect(artisanBox()).toHaveFocus();
    expect(screen.getByText('Choisissez une note de 1 à 5 étoiles.')).toBeInTheDocument();
    await chooseZola(user);
    // Chosen, the artisan is no longer in error.
    expect(screen.queryByText('Veuillez sélectionner un artisan.')).not.toBeInTheDocument();
    expect(artisanBox()).not.toHaveAttribute('aria-invalid', 'true');
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
    expect(artisanBox()).toHaveValue('');
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
