// Particuliers: the private customers who leave reviews (SPEC 3, 5).
import { z } from 'zod';
import './zod-config';
import { ListPageQuerySchema, listPageSchema, requiredText } from './common';

export const PARTICULIER_MESSAGES = { notFound: 'Particulier introuvable.' } as const;

export const ParticulierSchema = z.object({ id: z.number().int(), nom: z.string(), prenom: z.string() });
export type Particulier = z.infer<typeof ParticulierSchema>;
export const ParticulierListSchema = z.array(ParticulierSchema);
/** With page, size or q: one page of particuliers whose nom and prénom hold every word of q (accents and case
 * ignored), instead of the whole list. */
export const ParticulierListQuerySchema = ListPageQuerySchema;
export const ParticulierPageSchema = listPageSchema(ParticulierSchema);
export type ParticulierPage = z.infer<typeof ParticulierPageSchema>;

export const ParticulierInputSchema = z.object({
  nom: requiredText('Le nom est obligatoire.', 100),
  prenom: requiredText('Le prénom est obligatoire.', 100),
});
export type ParticulierInput = z.infer<typeof ParticulierInputSchema>;
