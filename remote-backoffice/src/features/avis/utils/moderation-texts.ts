// The French wording of the « Avis à modérer » screen: a review's stars as text (« 4 sur 5 »), the date by which a
// review waiting must be decided (AVIS_LIMITS.moderationMaxDays after it was received, the commitment of the legal
// page) with the time left or, past it, the delay in words, and the labels of the two lists' decisions.
import { AVIS_LIMITS, AVIS_MESSAGES } from '@annuaire/shared/contract/avis';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { formatDateTime } from '../../../utils/format-date';

const DAY_MS = 86_400_000;

/** The two lists of the screen: reviews waiting, and published reviews reported by their artisan. */
export type ModerationList = 'attente' | 'signale';

/** The stars as words, for everyone (« 4 sur 5 »; a missing count shows the default, SPEC 3). */
export function starsText(stars: number | null): string {
  return `${stars ?? LIMITS.starsDefault} sur ${LIMITS.starsMax}`;
}

function days(count: number): string {
  return `${count} jour${count > 1 ? 's' : ''}`;
}

export interface Deadline {
  /** When the decision is due (ISO). */
  date: string;
  late: boolean;
  /** « À décider avant le 3 décembre 2026 à 14:05 », « En retard : à décider avant le … ». */
  text: string;
  /** « il reste 4 jours », « il reste moins d’un jour », « délai dépassé de 2 jours ». */
  remaining: string;
}

/** When a review received at `received` (ISO) must be decided, seen at `now` (ms); null for a date that is not one. */
export function moderationDeadline(received: string, now: number): Deadline | null {
  const start = Date.parse(received);
  if (Number.isNaN(start)) return null;
  const due = start + AVIS_LIMITS.moderationMaxDays * DAY_MS;
  const date = new Date(due).toISOString();
  const before = `avant le ${formatDateTime(date)}`;
  if (now < due) {
    const left = Math.floor((due - now) / DAY_MS);
    return {
      date,
      late: false,
      text: `À décider ${before}`,
      remaining: left === 0 ? 'il reste moins d’un jour' : `il reste ${days(left)}`,
    };
  }
  const over = Math.floor((now - due) / DAY_MS);
  return {
    date,
    late: true,
    text: `En retard : à décider ${before}`,
    remaining: `délai dépassé de ${over === 0 ? 'moins d’un jour' : days(over)}`,
  };
}

/**
 * What each list offers: the button that publishes (or keeps), the one that opens the refusal (or withdrawal), the
 * dialog's confirming button, and the toasts of both decisions in the API's words.
 */
export const DECISIONS: Record<
  ModerationList,
  { publish: string; refuse: string; confirmRefusal: string; published: string; refused: string }
> = {
  attente: {
    publish: 'Publier',
    refuse: 'Refuser',
    confirmRefusal: 'Refuser l’avis',
    published: AVIS_MESSAGES.moderationPublished,
    refused: AVIS_MESSAGES.moderationRefused,
  },
  signale: {
    publish: 'Garder l’avis',
    refuse: 'Retirer l’avis',
    confirmRefusal: 'Retirer l’avis',
    published: AVIS_MESSAGES.moderationKept,
    refused: AVIS_MESSAGES.moderationWithdrawn,
  },
};
