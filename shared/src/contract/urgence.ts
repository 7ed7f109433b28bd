// Urgency and availability of an artisan (a leak cannot wait): « Dépannage en urgence » with its hours, and
// « Disponible sous N jours », set by the artisan in the editor. Register listings nobody manages have none.
import { z } from 'zod';
import './zod-config';
import { isSingleLine } from './common';

import { URGENCE_LIMITS, URGENCE_MESSAGES } from './urgence-texts';

export {
  URGENCE_LIMITS,
  URGENCE_MESSAGES,
  DEPANNAGE_URGENCE_LABEL,
  disponibiliteLabel,
  disponibiliteWithDate,
  delaiReponseLabel,
  delaiReponseHeures,
} from './urgence-texts';

export const DepannageHorairesSchema = z
  .string({ error: URGENCE_MESSAGES.horairesRequired })
  .trim()
  .max(URGENCE_LIMITS.horairesMax, { error: URGENCE_MESSAGES.horairesTooLong })
  .refine(isSingleLine, { error: URGENCE_MESSAGES.horairesSingleLine });

export const DisponibleSousJoursSchema = z
  .number({ error: URGENCE_MESSAGES.disponibleSousJours })
  .int({ error: URGENCE_MESSAGES.disponibleSousJours })
  .min(URGENCE_LIMITS.disponibleSousJoursMin, { error: URGENCE_MESSAGES.disponibleSousJours })
  .max(URGENCE_LIMITS.disponibleSousJoursMax, { error: URGENCE_MESSAGES.disponibleSousJours });

/**
 * What the artisan sends (editor, or the admin for it): all optional, an absent field keeps its value; null clears
 * the hours or the availability. The hours are required when the emergency service is offered (urgenceRefinement).
 */
export const urgenceInputShape = {
  depannageUrgence: z.boolean({ error: URGENCE_MESSAGES.depannageUrgence }).optional(),
  depannageHoraires: DepannageHorairesSchema.nullable().optional(),
  disponibleSousJours: DisponibleSousJoursSchema.nullable().optional(),
};

/** The urgency fields of an input, as the API writes them. */
export type UrgenceInput = {
  depannageUrgence?: boolean;
  depannageHoraires?: string | null;
  disponibleSousJours?: number | null;
};

/** The check of an input offering the emergency service: its hours are given, not blank. */
export function hasHorairesWhenUrgent(value: {
  depannageUrgence?: boolean;
  depannageHoraires?: string | null;
}): boolean {
  return value.depannageUrgence !== true || (value.depannageHoraires ?? '').trim().length > 0;
}
export const urgenceRefinement = {
  error: URGENCE_MESSAGES.horairesRequired,
  path: ['depannageHoraires'],
};

/** What every artisan shape carries (public profile, editor, cards, markers). */
export const UrgenceSchema = z.object({
  depannageUrgence: z.boolean(),
  /** null without the emergency service. */
  depannageHoraires: z.string().nullable(),
  /** null when not given, or expired (older than disponibiliteValiditeJours). */
  disponibleSousJours: z.number().int().nullable(),
  /** The day it was given (`YYYY-MM-DD`), null with disponibleSousJours null. */
  disponibiliteIndiqueeLe: z.string().nullable(),
});
export type Urgence = z.infer<typeof UrgenceSchema>;
