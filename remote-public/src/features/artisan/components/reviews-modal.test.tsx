// The reviews modal as a visitor reads it: each review with its stars, comment, name, both dates in French and its
// source in words, and the artisan's reply under it; newest first, oldest first or by note on request (a native
// select, in the keyboard's path); the link to how reviews work.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-at';
import { publicNote } from '../test/public-artisan';
import type { ReviewsState } from '../hooks/use-reviews';
import { ReviewsModal } from './reviews-modal';

const NOTES = [
  publicNote(),
  publicNote({
    id: 2,
    commentaire: '  ',
    nombreEtoiles: 2,
    datePublication: '2025-11-03T09:00:00.000Z',
    dateExperience: '2025-08',
    auteur: 'Paul R.',
  }),
  publicNote({
    id: 3,
    commentaire: 'Un peu en retard, mais propre.',
    nombreEtoiles: 4,
    datePublication: '2026-01-20T15:30:00.000Z',
    dateExperience: '2025-12',
    source: 'VERIFIE',
    auteur: 'Léa B.',
  }),
];

function renderModal(reviews: ReviewsState) {
  const user = userEvent.setup();
  renderAt(<ReviewsModal open onClose={() => undefined} company="Plomberie Martin" reviews={reviews} />, {
    url: '/artisan/7',
  });
  return { user, dialog: screen.getByRole('dialog', { name: 'Tous les avis' }) };
}

function authors(dialog: HTMLElement): string[] {
  return within(within(dialog).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p:last-of-type span')?.textContent ?? '');
}

describe('ReviewsModal', () => {
  it('shows each review with its stars, comment, name, publication date, month of the service and source', () => {
    const { dialog } = renderModal({ status: 'success', notes: NOTES });
    const [first, second, third] = within(dialog).getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: 'Note : 5,0 sur 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Travail soigné.');
    expect(first).toHaveTextContent('Marie D.');
    expect(first).toHaveTextContent('Publié le 12 mars 2026');
    expect(first).toHaveTextContent('Prestation : février 2026');
    expect(within(first!).getByText('Publié le', { exact: false }).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-12T10:00:00.000Z',
    );
    expect(within(first!).getByText('février 2026')).toHaveAttribute('datetime', '2026-02');
    // The source in words, not a colour alone.
    expect(within(first!).getByText('Saisi par l’administration')).toBeInTheDocument();
    expect(within(second!).getByText('Avis vérifié')).toBeInTheDocument();
    expect(second).toHaveTextContent('Prestation : décembre 2025');
    expect(third).toHaveTextContent('Sans commentaire.');
    expect(third).toHaveTextContent('Publié le 3 novembre 2025');
    expect(third).toHaveTextContent('Prestation : août 2025');
    // No reply yet: nothing in its place.
    expect(dialog).not.toHaveTextContent('Réponse de l’artisan');
  });

  it('lists the newest first, and sorts oldest first or by the best or the worst note from the keyboard', async () => {
    const { user, dialog } = renderModal({ status: 'success', notes: NOTES });
    expect(authors(dialog)).toEqual(['Marie D.', 'Léa B.', 'Paul R.']);
    const sort = within(dialog).getByRole('combobox', { name: 'Trier les avis' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Plus récents', 'Plus anciens', 'Meilleures notes', 'Moins bonnes notes']);
    expect(sort).toHaveValue('recent');

    await user.selectOptions(sort, 'Plus anciens');
    expect(authors(dialog)).toEqual(['Paul R.', 'Léa B.', 'Marie D.']);
    expect(within(dialog).getByRole('list', { name: 'Avis, plus anciens' })).toBeInTheDocument();

    await user.selectOptions(sort, 'Moins bonnes notes');
    expect(authors(dialog)).toEqual(['Paul R.', 'Léa B.', 'Marie D.']);

    // A native select, reached from the keyboard: the dialog opens on it, Tab goes on to the link.
    expect(sort).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Comment fonctionnent les avis' })).toHaveFocus();
    await user.selectOptions(sort, 'Meilleures notes');
    expect(sort).toHaveValue('best');
    expect(authors(dialog)).toEqual(['Marie D.', 'Léa B.', 'Paul R.']);
  });

  it('puts equal notes newest first when sorting by note', async () => {
    const notes = [
      publicNote({ id: 1, datePublication: '2025-06-01T10:00:00.000Z', auteur: 'Ancien A.' }),
      publicNote({ id: 2, datePublication: '2026-02-01T10:00:00.000Z', auteur: 'Récent R.' }),
    ];
    const { user, dialog } = renderModal({ status: 'success', notes });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Trier les avis' }), 'best');
    expect(authors(dialog)).toEqual(['Récent R.', 'Ancien A.']);
  });

  it('links to how reviews work, with one review and no sort to offer', () => {
    const { dialog } = renderModal({ status: 'success', notes: [publicNote()] });
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Comment fonctionnent les avis' })).toHaveAttribute(
      'href',
      '/fonctionnement-des-avis',
    );
  });

  it('shows the artisan’s reply under a review, with its date in French, when there is one', () => {
    const { dialog } = renderModal({
      status: 'success',
      notes: [
        publicNote({ reponse: { texte: 'Merci pour votre confiance.', date: '2026-03-14T08:00:00.000Z' } }),
        publicNote({ id: 2, auteur: 'Paul R.', datePublication: '2026-02-01T10:00:00.000Z' }),
      ],
    });
    const [replied, unreplied] = within(dialog).getAllByRole('listitem');
    expect(replied).toHaveTextContent('Réponse de l’artisan, le 14 mars 2026Merci pour votre confiance.');
    // The reply comes after the review's own lines, with its day machine-readable.
    expect(replied!.textContent!.indexOf('Réponse de l’artisan')).toBeGreaterThan(
      replied!.textContent!.indexOf('Prestation : février 2026'),
    );
    expect(within(replied!).getByText('14 mars 2026')).toHaveAttribute(
      'datetime',
      '2026-03-14T08:00:00.000Z',
    );
    expect(unreplied).not.toHaveTextContent('Réponse de l’artisan');
  });

  it('keeps the reply with its review whatever the order', async () => {
    const { user, dialog } = renderModal({
      status: 'success',
      notes: [
        publicNote({
          id: 1,
          nombreEtoiles: 2,
          auteur: 'Paul R.',
          reponse: { texte: 'Nous vous rappelons.', date: '2026-03-13T08:00:00.000Z' },
        }),
        publicNote({
          id: 2,
          nombreEtoiles: 5,
          auteur: 'Léa B.',
          datePublication: '2026-01-10T10:00:00.000Z',
        }),
      ],
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Trier les avis' }), 'best');
    const [first, second] = within(dialog).getAllByRole('listitem');
    expect(first).toHaveTextContent('Léa B.');
    expect(first).not.toHaveTextContent('Réponse de l’artisan');
    expect(second).toHaveTextContent('Paul R.');
    expect(second).toHaveTextContent('Réponse de l’artisan, le 13 mars 2026Nous vous rappelons.');
  });

  it('writes the reply without a day when its date cannot be read', () => {
    const { dialog } = renderModal({
      status: 'success',
      notes: [publicNote({ reponse: { texte: 'Merci.', date: 'pas une date' } })],
    });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Réponse de l’artisanMerci.');
  });

  it('says when the artisan has no published review', () => {
    const { dialog } = renderModal({ status: 'success', notes: [] });
    expect(dialog).toHaveTextContent('Aucun avis pour le moment.');
    expect(within(dialog).getByRole('link', { name: 'Comment fonctionnent les avis' })).toBeInTheDocument();
  });
});
