// Reviews (notes): 1 to 5 stars and an optional comment, by a particulier about an artisan (SPEC 3, 5).
import { z } from 'zod';
import './zod-config';
import { IdSchema, LIMITS } from './common';

const starsMessage = 'La note doit être un nombre entier entre 1 et 5.';

/** The API's French answers about notes, beyond the shared catalogue of messages.ts. */
export const NOTE_MESSAGES = {
  stars: starsMessage,
  particulierRequired: 'Veuillez sélectionner un particulier.',
  artisanRequired: 'Veuillez sélectionner un artisan.',
  particulierUnknown: "Ce particulier n'existe pas.",
  artisanUnknown: "Cet artisan n'existe pas.",
  artisanNotFound: 'Artisan introuvable.',
} as const;

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
});
export type Note = z.infer<typeof NoteSchema>;
export const NoteListSchema = z.array(NoteSchema);

export const NoteInputSchema = z.object({
  particulierId: refId(NOTE_MESSAGES.particulierRequired),
  artisanId: refId(NOTE_MESSAGES.artisanRequired),
  commentaire: z.string().trim().max(2000).nullable().optional(),
  nombreEtoiles: StarsSchema,
});
export type NoteInput = z.infer<typeof NoteInputSchema>;

export const NoteArtisanParamsSchema = z.object({ artisanId: IdSchema });
