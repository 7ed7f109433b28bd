// How an artisan is told of new requests: « À chaque demande » (each request mailed as it arrives, the default) or
// « Un récapitulatif par jour » (one digest a day, Paris time, listing the requests received since the previous one;
// none when nothing is new). Set in the editor's « Demandes » tab by the artisan (or an admin for it), read by the
// API when a request is stored and by the daily digest sweep.
import { z } from 'zod';
import './zod-config';

export const ALERTE_MODES = ['CHAQUE', 'QUOTIDIEN'] as const;
export type AlerteMode = (typeof ALERTE_MODES)[number];
export const DEFAULT_ALERTE_MODE: AlerteMode = 'CHAQUE';

export const ALERTES_TITLE = 'Alertes de nouvelles demandes';

export const ALERTE_MODE_LABELS: Record<AlerteMode, string> = {
  CHAQUE: 'À chaque demande',
  QUOTIDIEN: 'Un récapitulatif par jour',
};

export const ALERTE_MODE_HINTS: Record<AlerteMode, string> = {
  CHAQUE: 'Un e-mail par demande, dès qu’elle arrive.',
  QUOTIDIEN:
    'Un seul e-mail par jour, avec les demandes reçues depuis le précédent ; aucun e-mail les jours sans nouvelle demande.',
};

export const RECAPITULATIF_LIMITS = {
  /** Words of a request's message the digest quotes. */
  premiersMots: 12,
  /** Requests a digest lists one by one; the others are counted (all are in the inbox). */
  demandesListees: 30,
  /** How often each instance looks for digests to send; each artisan gets one per Paris day at most. */
  sweepIntervalMinutes: 60,
  timeZone: 'Europe/Paris',
} as const;

export const ALERTES_MESSAGES = {
  mode: 'Choisissez « À chaque demande » ou « Un récapitulatif par jour ».',
  saved: 'Votre choix d’alertes est enregistré.',
  saveFailed: 'Votre choix d’alertes n’a pas pu être enregistré.',
  loadFailed: 'Impossible de charger votre choix d’alertes.',
  artisanNotFound: 'Artisan introuvable.',
  sweepFailed: 'Les récapitulatifs n’ont pas pu être envoyés : réessayez dans quelques minutes.',
} as const;

export const AlertesDemandesSchema = z.object({
  mode: z.enum(ALERTE_MODES, { error: ALERTES_MESSAGES.mode }),
});
export type AlertesDemandes = z.infer<typeof AlertesDemandesSchema>;

/** What a run of the digest sweep sent: digests queued, and the requests they list. */
export const RecapitulatifSweepSchema = z.object({
  recapitulatifs: z.number().int().nonnegative(),
  demandes: z.number().int().nonnegative(),
});
export type RecapitulatifSweep = z.infer<typeof RecapitulatifSweepSchema>;

/** The first `count` words of a message, on one line, with « … » when it goes on. */
export function firstWords(message: string, count: number = RECAPITULATIF_LIMITS.premiersMots): string {
  const words = message.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}

/** The day of an instant in Paris, « 2026-11-28 »: a digest is sent once per such day. */
export function parisDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: RECAPITULATIF_LIMITS.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
