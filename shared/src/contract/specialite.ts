// Trades (spécialités): id, metier, pathImg (SPEC 3), and the back office's payload. Used by routes/specialite.ts,
// the header, the home page and the back office.
import { z } from 'zod';
import './zod-config';
import { UploadPathSchema } from './artisan-detail';
import { requiredText } from './common';

export const SpecialiteSchema = z.object({
  id: z.number().int(),
  metier: z.string(),
  pathImg: z.string().nullable(),
});
export type Specialite = z.infer<typeof SpecialiteSchema>;

/**
 * GET /api/specialite: every trade with how many artisans are listed under it (nombreArtisans: its trade page's
 * listings, the register's included and the closed ones left out, as on the page), so that /metiers can say
 * « 12 artisans ».
 */
export const SpecialiteWithCountSchema = SpecialiteSchema.extend({ nombreArtisans: z.number().int() });
export type SpecialiteWithCount = z.infer<typeof SpecialiteWithCountSchema>;
/** What /metiers says under a trade: « 1 artisan », « 12 artisans ». */
export function nombreArtisansLabel(nombre: number): string {
  return `${nombre} artisan${nombre > 1 ? 's' : ''}`;
}

export const SpecialiteWithCountListSchema = z.array(SpecialiteWithCountSchema);

export const SpecialiteListSchema = z.array(SpecialiteSchema);

export const METIER_REQUIRED = 'Le métier est obligatoire.';
/** Two trades may not differ only by case or accents ("Électricien" and "electricien"). */
export const METIER_EXISTS = 'Ce métier existe déjà.';

/**
 * POST /api/specialite and PUT /api/specialite/{id}. pathImg: an image returned by POST /api/specialite/upload-file,
 * or null for none; on PUT, leaving it out keeps the current image.
 */
export const SpecialiteInputSchema = z.object({
  metier: requiredText(METIER_REQUIRED, 100),
  pathImg: UploadPathSchema.nullable().optional(),
});
export type SpecialiteInput = z.infer<typeof SpecialiteInputSchema>;

/**
 * GET /api/specialite/usage (admin): how many artisans exercise each trade, so that the back office says before a
 * deletion that a trade still in use cannot be deleted (MESSAGES.specialiteInUse). Trades no artisan has are left out.
 */
export const SpecialiteUsageSchema = z.object({
  specialiteId: z.number().int(),
  artisans: z.number().int(),
});
export type SpecialiteUsage = z.infer<typeof SpecialiteUsageSchema>;
export const SpecialiteUsageListSchema = z.array(SpecialiteUsageSchema);
