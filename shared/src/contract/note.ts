// Reviews (notes): 1 to 5 stars and an optional comment, by a particulier about an artisan (SPEC 3, 5). Issue 20
// adds what French law asks next to each review (Code de la consommation L111-7-2, D111-17): its publication date,
// the month of the service it describes, the displayed name, its source, and only published reviews in averages.
import { z } from 'zod';
import './zod-config';
import { IdSchema, LIMITS } from './common';
import { NOTE_SOURCES, NOTE_SOURCE_LABELS, type NoteSource } from './note-sources';

const starsMessage = 'Choisissez une note de 1 à 5 étoiles.';

/** The API's French answers about notes, beyond the shared catalogue of messages.ts. */
export const NOTE_MESSAGES = {
  stars: starsMessage,
  particulierRequired: 'Veuillez sélectionner un particulier.',
  artisanRequired: 'Veuillez sélectionner un artisan.',
  particulierUnknown: "Ce particulier n'existe pas.",
  artisanUnknown: "Cet artisan n'existe pas.",
  artisanNotFound: 'Artisan introuvable.',
  dateExperienceInvalid: 'Choisissez le mois de la prestation.',
  dateExperienceFuture: 'La date de la prestation ne peut pas être dans le futur.',
} as const;

/** Where a review comes from (note-sources.ts). */
export { NOTE_SOURCES, NOTE_SOURCE_LABELS, type NoteSource };
export const NoteSourceSchema = z.enum(NOTE_SOURCES);

/** A review's state: published reviews alone are shown and counted; the others wait for moderation or were refused. */
export const NOTE_STATUTS = ['EN_ATTENTE', 'PUBLIE', 'REFUSE'] as const;
export const NoteStatutSchema = z.enum(NOTE_STATUTS);

/** The current month in France, `YYYY-MM` (the default month of a service entered today). */
export function currentMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const year = parts.find((part) => part.type === 'year')!.value;
  const month = parts.find((part) => part.type === 'month')!.value;
  return `${year}-${month}`;
}

/**
 * The `count` months up to the current one in France, newest first (`YYYY-MM`): the choices of a month picker, so
 * that nobody has to type a month in a format.
 */
export function recentMonths(count: number, now: Date = new Date()): string[] {
  const [year, month] = currentMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The month of the service a review describes: `YYYY-MM`, from 1900, not after the current month in France. */
export const DateExperienceSchema = z
  .string({ error: NOTE_MESSAGES.dateExperienceInvalid })
  .trim()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, { error: NOTE_MESSAGES.dateExperienceInvalid })
  // Checked once the format is right: a malformed month gets one message, not two.
  .pipe(z.string())
  .refine((month) => month <= currentMonth(), { error: NOTE_MESSAGES.dateExperienceFuture });

/** The name a review shows: the first name and the family name's initial (« Marie D. »), never the whole name. */
export function displayedAuthor(prenom: string, nom: string): string {
  const initial = nom.trim().charAt(0).toLocaleUpperCase('fr-FR');
  return initial ? `${prenom.trim()} ${initial}.` : prenom.trim();
}

/** A referenced id: a positive integer within PostgreSQL's integer range, with a French message. */
function refId(message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2147483647, { error: message });
}

export const StarsSchema = z
  .number({ error: starsMessage })
  .int({ error: starsMessage })
  .min(LIMITS.starsMin, { error: starsMessage })
  .max(LIMITS.starsMax, { error: starsMessage });

export const NoteSchema = z.object({
  id: z.number().int(),
  /** Admins only: in a public answer it would link one reviewer's reviews across artisans. */
  particulierId: z.number().int().nullable().optional(),
  artisanId: z.number().int(),
  commentaire: z.string().nullable(),
  nombreEtoiles: z.number().int().nullable(),
  /** The reviewer's names, for admins only (back-office notes modal); null in public answers (personal data). */
  particulier: z.object({ nom: z.string(), prenom: z.string() }).nullable().optional(),
  dateCreation: z.string().optional(),
  /** When it was published (ISO); the same as dateCreation for a review entered by the administration. */
  datePublication: z.string(),
  /** The month of the service it describes, `YYYY-MM`. */
  dateExperience: z.string(),
  source: NoteSourceSchema,
  /** The displayed name: first name and initial. */
  auteur: z.string(),
  /** The artisan's reply, published under the review with the date it was first published: null while none. */
  reponse: z.object({ texte: z.string(), date: z.string() }).nullable(),
  /** The artisan's report of a doubt, waiting for an admin: for that artisan and admins only (absent otherwise). */
  signalement: z.object({ motif: z.string(), date: z.string() }).nullable().optional(),
});
export type Note = z.infer<typeof NoteSchema>;
export const NoteListSchema = z.array(NoteSchema);

export const NoteInputSchema = z.object({
  particulierId: refId(NOTE_MESSAGES.particulierRequired),
  artisanId: refId(NOTE_MESSAGES.artisanRequired),
  commentaire: z.string().trim().max(2000).nullable().optional(),
  nombreEtoiles: StarsSchema,
  /** « Date de la prestation »: the month of the service; the current month when absent. */
  dateExperience: DateExperienceSchema.optional(),
});
export type NoteInput = z.infer<typeof NoteInputSchema>;

export const NoteArtisanParamsSchema = z.object({ artisanId: IdSchema });
