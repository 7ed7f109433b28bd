import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { deleteNote, fetchNotesByArtisan } from '@annuaire/shared/client/notes';
import type { Note } from '@annuaire/shared/contract/note';
import { card } from '../../../test/fixtures';
import { ArtisanNotesModal } from './artisan-notes-modal';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/notes');

const notes: Note[] = [
  {
    id: 11,
    particulierId: 3,
    artisanId: 1,
    commentaire: 'Travail soigné.',
    nombreEtoiles: 4,
    particulier: { nom: 'Martin', prenom: 'Julie' },
    datePublication: '2026-05-12T09:30:00.000Z',
    dateExperience: '2026-04',
    source: 'ADMINISTRATION',
    auteur: 'Julie M.',
    reponse: null,
  },
  {
    id: 12,
    particulierId: 4,
    artisanId: 1,
    commentaire: null,
    nombreEtoiles: null,
    particulier: null,
    // 23:30 UTC on 31 December is 1 January in Paris.
    datePublication: '2025-12-31T23:30:00.000Z',
    dateExperience: '2025-11',
    source: 'VERIFIE',
    auteur: 'Paul D.',
    reponse: null,
  },
];

function renderModal() {
  render(withQueryClient(<ArtisanNotesModal artisan={card({ id: 1 })} onClose={jest.fn()} />));
}

async function deleteFirst() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Supprimer la note de Julie Martin' }));
  expect(screen.getByRole('dialog', { name: 'Supprimer cette note ?' })).toHaveTextContent(
    'La note de Julie Martin sera définitivement supprimée.',
  );
  await user.click(screen.getByRole('button', { name: 'Supprimer la note' }));
}

describe('ArtisanNotesModal', () => {
  beforeEach(() => jest.mocked(fetchNotesByArtisan).mockResolvedValue(notes));

  it("titles 'Notes pour {company}' and lists name, comment, stars and a ✖️ button", async () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Notes pour Plomberie Briviste' });
    const items = within(await within(dialog).findByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Julie Martin');
    expect(items[0]).toHaveTextContent('Travail soigné.');
    expect(within(items[0]!).getByRole('img', { name: '4 étoiles sur 5' })).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole('button', { name: 'Supprimer la note de Julie Martin' }),
    ).toHaveTextContent('✖️');
    // A missing count shows 5 stars (SPEC 3).
    expect(within(items[1]!).getByRole('img', { name: '5 étoiles sur 5' })).toBeInTheDocument();
    expect(fetchNotesByArtisan).toHaveBeenCalledWith(1);
  });

  it('shows beside each note the public name, its publication date, the month of the service and its source', async () => {
    renderModal();
    const items = within(await screen.findByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    const first = within(items[0]!);
    expect(first.getByText('Julie Martin', { exact: false })).toHaveTextContent(
      'Julie Martin (affiché « Julie M. »)',
    );
    expect(first.getByText('Publié le 12 mai 2026')).toBeInTheDocument();
    expect(first.getByText('Prestation : avril 2026')).toBeInTheDocument();
    expect(first.getByText('Saisi par l’administration')).toBeInTheDocument();
    const second = within(items[1]!);
    // A review posted from an invitation has no particulier: its source and displayed name say who wrote it.
    expect(items[1]).toHaveTextContent('Avis vérifié de Paul D.');
    expect(items[1]).not.toHaveTextContent('Particulier inconnu');
    expect(items[1]).not.toHaveTextContent('affiché');
    expect(second.getByText('Publié le 1 janvier 2026')).toBeInTheDocument();
    expect(second.getByText('Prestation : novembre 2025')).toBeInTheDocument();
    expect(second.getByText('Avis vérifié')).toBeInTheDocument();
  });

  it('says when the artisan has no note', async () => {
    jest.mocked(fetchNotesByArtisan).mockResolvedValue([]);
    renderModal();
    expect(await screen.findByText('Aucune note pour cet artisan.')).toBeInTheDocument();
  });

  it('removes a deleted note from the list, after confirmation', async () => {
    jest.mocked(deleteNote).mockResolvedValue();
    renderModal();
    await deleteFirst();
    expect(deleteNote).toHaveBeenCalledWith(11);
    expect(screen.queryByText('Julie Martin')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it("says 'Cette note ne peut pas être supprimée.' on a 400", async () => {
    jest.mocked(deleteNote).mockRejectedValue(new ApiRequestError('Note introuvable.', 400));
    renderModal();
    await deleteFirst();
    expect(toast.error).toHaveBeenCalledWith('Cette note ne peut pas être supprimée.');
    expect(screen.getByText('Julie Martin')).toBeInTheDocument();
  });

  it('says the generic deletion message on another failure', async () => {
    jest.mocked(deleteNote).mockRejectedValue(new ApiRequestError('Erreur', 500));
    renderModal();
    await deleteFirst();
    expect(toast.error).toHaveBeenCalledWith('Une erreur est survenue lors de la suppression.');
  });
});
