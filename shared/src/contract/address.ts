// Address suggestions, in the GeoJSON shape of the national address API (SPEC 3, GEO-DATA.md).
import { z } from 'zod';
import './zod-config';

export const AddressFeatureSchema = z.object({
  type: z.literal('Feature'),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    id: z.string(),
    label: z.string(),
    postcode: z.string().optional(),
    city: z.string().optional(),
    citycode: z.string().optional(),
    context: z.string().optional(),
    type: z.string().optional(),
    score: z.number().optional(),
  }),
});
export type AddressFeature = z.infer<typeof AddressFeatureSchema>;

export const AddressSearchResponseSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(AddressFeatureSchema),
});
export type AddressSearchResponse = z.infer<typeof AddressSearchResponseSchema>;

/** Fewer non-blank characters than this after trimming: no suggestion and no request (SPEC 5). */
export const ADDRESS_SEARCH_MIN_CHARACTERS = 3;

/** Whether a query is long enough to search: 3 non-blank characters after trimming ("  br " is not). */
export function isSearchableAddressQuery(query: string): boolean {
  return query.replace(/\s+/g, '').length >= ADDRESS_SEARCH_MIN_CHARACTERS;
}

const limitMessage = 'Le nombre de suggestions (limit) doit être un entier compris entre 1 et 20.';

export const AddressSearchQuerySchema = z.object({
  q: z
    .string({ error: 'La recherche (q) doit être un texte.' })
    .max(200, { error: 'La recherche (q) ne doit pas dépasser 200 caractères.' })
    .default(''),
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(20, { error: limitMessage })
    .default(5),
});
export type AddressSearchQuery = z.infer<typeof AddressSearchQuerySchema>;
