// The reviews of the artisan page as the law asks them shown (Code de la consommation D111-17): newest first by
// default, oldest first or by note on request; each with its publication date and the month of the service, in
// French.
import type { Note } from '@annuaire/shared/contract/note';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { frenchDay, frenchMonth } from '@annuaire/shared/domain/french-dates';

export const REVIEW_SORTS = ['recent', 'oldest', 'best', 'worst'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The choices of « Trier les avis », in the order the select shows them. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  recent: 'Plus récents',
  oldest: 'Plus anciens',
  best: 'Meilleures notes',
  worst: 'Moins bonnes notes',
};

export function isReviewSort(value: string): value is ReviewSort {
  return (REVIEW_SORTS as readonly string[]).includes(value);
}

/** A review's stars; a missing count counts 5, as in the averages (shared/domain/rating.ts). */
export function reviewStars(note: Pick<Note, 'nombreEtoiles'>): number {
  return note.nombreEtoiles ?? LIMITS.starsDefault;
}

function newestFirst(a: Note, b: Note): number {
  const byDate = Date.parse(b.datePublication) - Date.parse(a.datePublication);
  // Unreadable dates and ties: the later entry first.
  return Number.isNaN(byDate) || byDate === 0 ? b.id - a.id : byDate;
}

/**
 * A sorted copy: newest first, oldest first, or by note (best or worst first), the newest first among equal notes.
 */
export function sortReviews(notes: readonly Note[], sort: ReviewSort): Note[] {
  return [...notes].sort((a, b) => {
    if (sort === 'oldest') return newestFirst(b, a);
    if (sort === 'best' && reviewStars(a) !== reviewStars(b)) return reviewStars(b) - reviewStars(a);
    if (sort === 'worst' && reviewStars(a) !== reviewStars(b)) return reviewStars(a) - reviewStars(b);
    return newestFirst(a, b);
  });
}

/** '2026-02' -> 'février 2026'; anything unreadable is shown as written. */
export function formatExperienceMonth(month: string): string {
  return frenchMonth(month) ?? month;
}

/** An ISO instant -> '12 mars 2026', the day in France; null when unreadable. */
export const formatPublicationDate = frenchDay;

/** « dont 1 avis vérifié », « dont 3 avis vérifiés », or that none is verified yet. */
export function verifiedReviewsText(count: number): string {
  if (count <= 0) return 'aucun avis vérifié pour l’instant';
  return `dont ${count} avis vérifié${count > 1 ? 's' : ''}`;
}

/** How many reviews the profile shows itself, newest first; « Voir tous les avis » lists them all. */
export const LATEST_REVIEWS = 3;

/** How many reviews have each number of stars, from 5 down to 1, and the share of each in the whole. */
export interface StarShare {
  stars: number;
  count: number;
  percent: number;
}

/** The distribution per star of the profile's summary (a missing count counts 5, as in the average). */
export function starDistribution(notes: readonly Pick<Note, 'nombreEtoiles'>[]): StarShare[] {
  const shares: StarShare[] = [];
  for (let stars = LIMITS.starsMax; stars >= LIMITS.starsMin; stars -= 1) {
    const count = notes.filter((note) => reviewStars(note) === stars).length;
    shares.push({ stars, count, percent: notes.length ? Math.round((count / notes.length) * 100) : 0 });
  }
  return shares;
}

/** « 5 étoiles : 6 avis », « 1 étoile : 1 avis ». */
export function starShareText({ stars, count }: StarShare): string {
  return `${stars} étoile${stars > 1 ? 's' : ''} : ${count} avis`;
}

/** « 75 % d’avis vérifiés (6 sur 8) »: the share of reviews collected from a customer the artisan invited. */
export function verifiedShareText(notes: readonly Pick<Note, 'source'>[]): string {
  const verified = notes.filter((note) => note.source === 'VERIFIE').length;
  const percent = notes.length ? Math.round((verified / notes.length) * 100) : 0;
  return `${percent}\u00a0% d’avis vérifiés (${verified} sur ${notes.length})`;
}
