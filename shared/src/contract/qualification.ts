// Qualifications and insurance (issue 21): a certification (NORME detail) states the body that granted it, its
// number and its validity, and may carry the RGE mention; the ten-year liability insurance (décennale) is an
// ASSURANCE detail with the same fields, the insurer as organisme. The zod schemas of its fields are here; the rules,
// the French messages and the status of a validity on a given day are in qualification-rules.ts (no zod, so that the
// public page downloads no validator), re-exported here for the API, the editor and the back office.
import { z } from 'zod';
import './zod-config';
import {
  canonicalOrganisme,
  isCalendarDay,
  QUALIFICATION_LIMITS,
  QUALIFICATION_MESSAGES,
  QUALIFICATION_VERIFICATION,
} from './qualification-rules';

export * from './qualification-rules';

/** The name of a body or an insurer: letters, digits and name punctuation, 2 to 80 characters. */
export const OrganismeSchema = z
  .string({ error: QUALIFICATION_MESSAGES.organismeRequired })
  .trim()
  .min(QUALIFICATION_LIMITS.organismeMin, { error: QUALIFICATION_MESSAGES.organismeLength })
  .max(QUALIFICATION_LIMITS.organismeMax, { error: QUALIFICATION_MESSAGES.organismeLength })
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} '’&.,()/-]*$/u, { error: QUALIFICATION_MESSAGES.organismeLength })
  .transform(canonicalOrganisme);

/** A certificate's or a policy's number. */
export const NumeroSchema = z
  .string({ error: QUALIFICATION_MESSAGES.numeroRequired })
  .trim()
  .min(1, { error: QUALIFICATION_MESSAGES.numeroRequired })
  .max(QUALIFICATION_LIMITS.numeroMax, { error: QUALIFICATION_MESSAGES.numeroInvalid })
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, { error: QUALIFICATION_MESSAGES.numeroInvalid });

/** A day `YYYY-MM-DD` from 1990 to 2100. */
export const ValiditeDateSchema = z
  .string({ error: QUALIFICATION_MESSAGES.dateInvalid })
  .refine(
    (value) =>
      isCalendarDay(value) && value >= QUALIFICATION_LIMITS.dateMin && value <= QUALIFICATION_LIMITS.dateMax,
    { error: QUALIFICATION_MESSAGES.dateInvalid },
  );

/** PUT /api/artisan/details/{id}/verification (administrator). */
export const DetailVerificationSchema = z.object({
  verifiee: z.boolean({ error: QUALIFICATION_VERIFICATION.verifieeRequired }),
});
export type DetailVerification = z.infer<typeof DetailVerificationSchema>;
