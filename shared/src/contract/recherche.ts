// Search (name, SIRET, trade and place): GET /api/recherche and /api/recherche/suggestions. Limits and texts in
// recherche-texts.ts (zod-free, for the header and the public pages).
import { z } from 'zod';
import './zod-config';
import { ArtisanCardSchema } from './artisan';
import { boundedInt, isSingleLine } from './common';
import { RECHERCHE_LIMITS, RECHERCHE_TEXTS } from './recherche-texts';

export { RECHERCHE_LIMITS, RECHERCHE_TEXTS };

/** What was typed: trimmed, one line, at most RECHERCHE_LIMITS.qMax characters; absent reads as empty. */
const QSchema = z
  .string({ error: RECHERCHE_TEXTS.qTooLong })
  .trim()
  .max(RECHERCHE_LIMITS.qMax, { error: RECHERCHE_TEXTS.qTooLong })
  .refine(isSingleLine, { error: RECHERCHE_TEXTS.qTooLong })
  .default('');

export const RechercheQuerySchema = z.object({
  q: QSchema,
  page: boundedInt(RECHERCHE_LIMITS.pageMax, RECHERCHE_TEXTS.page).default(1),
  size: boundedInt(RECHERCHE_LIMITS.pageSizeMax, RECHERCHE_TEXTS.size).default(
    RECHERCHE_LIMITS.pageSizeDefault,
  ),
});
export type RechercheQuery = z.infer<typeof RechercheQuerySchema>;

export const RechercheSuggestionsQuerySchema = z.object({ q: QSchema });

/** How the query was read: a SIRET or SIREN, a trade (and a place), or words of a company name. */
export const RECHERCHE_MODES = ['vide', 'siret', 'siren', 'metier', 'nom'] as const;

export const RecherchePageSchema = z.object({
  q: z.string(),
  mode: z.enum(RECHERCHE_MODES),
  items: z.array(ArtisanCardSchema),
  /** Counted up to RECHERCHE_LIMITS.totalCap; totalPlafonne says there are more. */
  total: z.number().int(),
  totalPlafonne: z.boolean(),
  page: z.number().int(),
  size: z.number().int(),
  pageCount: z.number().int(),
});
export type RecherchePage = z.infer<typeof RecherchePageSchema>;

export const RechercheSuggestionSchema = z.object({
  id: z.number().int(),
  entrepriseNom: z.string(),
  ville: z.string(),
  codePostal: z.string(),
});
export const RechercheSuggestionListSchema = z.array(RechercheSuggestionSchema);
export type RechercheSuggestion = z.infer<typeof RechercheSuggestionSchema>;
