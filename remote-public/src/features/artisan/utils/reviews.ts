// The reviews of the artisan page as the law asks them shown (Code de la consommation D111-17): newest first by
// default, sortable by note; each with its publication date and the month of the service, in French.
import type { Note } from '@annuaire/shared/contract/note';
import { LIMITS } from '@annuaire/shared/contract/limits';

export const REVIEW_SORTS = ['recent', 'best', 'worst'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The choices of « Trier les avis », in the order the select shows them. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  recent: 'Plus récents',
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

/** A sorted copy: newest first, or by note (best or worst first), the newest first among equal notes. */
export function sortReviews(notes: readonly Note[], sort: ReviewSort): Note[] {
  return [...notes].sort((a, b) => {
    if (sort === 'best' && reviewStars(a) !== reviewStars(b)) return reviewStars(b) - reviewStars(a);
    if (sort === 'worst' && reviewStars(a) !== reviewStars(b)) return reviewStars(a) - reviewStars(b);
    return newestFirst(a, b);
  });
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** '2026-02' -> 'février 2026'; anything unreadable is shown as written. */
export function formatExperienceMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

// Made at the first review shown, not with the page: Intl's first use loads the browser's locale data, which has no
// place on the way to the artisan page's first paint (shared/domain/rating.ts).
let publicationDate: Intl.DateTimeFormat | null = null;

/** An ISO instant -> '12 mars 2026', the day in France; null when unreadable. */
export function formatPublicationDate(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  publicationDate ??= new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  });
  return publicationDate.format(date);
}

/** « dont 1 avis vérifié », « dont 3 avis vérifiés », or that none is verified yet. */
export function verifiedReviewsText(count: number): string {
  if (count <= 0) return 'aucun avis vérifié pour l’instant';
  return `dont ${count} avis vérifié${count > 1 ? 's' : ''}`;
}
