// The right to object (RGPD, article 21): « Retirer cette fiche de l'annuaire ». A business whose listing comes from
// the public registers (SIRENE) asks for its withdrawal on /retirer-une-fiche (POST /api/registres/retraits, anyone);
// an administrator accepts it (its SIRET joins registre_suppressions, which the importer never keeps, and the listing
// built from the registers goes) or refuses it with a reason, in the back office's « Demandes de retrait »; the
// requester is told either way by e-mail. Every rule, limit and French message of the form, the API and the back
// office is here.
import { z } from 'zod';
import './zod-config';
import { SiretSchema } from './artisan';
import { MESSAGES, RequiredEmailSchema, isSingleLine } from './common';

export const RETRAIT_LIMITS = {
  /** A SIRET as typed: 14 digits and the spaces of « 356 000 000 00048 », with room for a few more. */
  siretTypedMax: 20,
  /** The requester's reason, on one line (it is a row of the mails), at most this long. */
  motifMax: 500,
  /** The administrator's reason for a refusal, mailed to the requester. */
  motifRefusMax: 500,
  /** Requests from one client address in an hour (the public form's flood bound). */
  perHour: 5,
  /** The back office's list: its page size by default, and at most. */
  pageSize: 20,
  pageSizeMax: 100,
  /** The last page one may ask for (a bound on OFFSET, as the other lists have). */
  pageMax: 100_000,
} as const;

export const RETRAIT_STATUTS = ['EN_ATTENTE', 'ACCEPTEE', 'REFUSEE'] as const;
export type RetraitStatut = (typeof RETRAIT_STATUTS)[number];

export const RETRAIT_STATUT_LABELS: Record<RetraitStatut, string> = {
  EN_ATTENTE: 'En attente',
  ACCEPTEE: 'Acceptée',
  REFUSEE: 'Refusée',
};

/**
 * What an accepted request did to the listing: the listing built from the registers for that SIRET was deleted; it
 * was kept because an artisan's account holds it (claimed: only marked, its owner decides); or there was none.
 */
export const RETRAIT_RESULTATS = ['FICHE_SUPPRIMEE', 'FICHE_CONSERVEE', 'SANS_FICHE'] as const;
export type RetraitResultat = (typeof RETRAIT_RESULTATS)[number];

export const RETRAIT_RESULTAT_LABELS: Record<RetraitResultat, string> = {
  FICHE_SUPPRIMEE: 'Fiche supprimée de l’annuaire.',
  FICHE_CONSERVEE:
    'Fiche conservée : elle est rattachée à un compte artisan, à voir avec son titulaire. Le SIRET ne sera plus importé.',
  SANS_FICHE: 'Aucune fiche issue des registres pour ce SIRET. Le SIRET ne sera plus importé.',
};

export const RETRAIT_MESSAGES = {
  siretRequired: 'Le SIRET est obligatoire.',
  motifRequired: 'Indiquez le motif de votre demande.',
  motifTooLong: `Le motif ne doit pas dépasser ${RETRAIT_LIMITS.motifMax} caractères.`,
  artisanInvalid: 'La fiche indiquée est invalide.',
  sent: 'Votre demande de retrait a bien été enregistrée. Un administrateur la traite et vous répond par e-mail.',
  perHour: (minutes: number) =>
    `Vous avez envoyé ${RETRAIT_LIMITS.perHour} demandes en une heure. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  notFound: 'Demande de retrait introuvable.',
  alreadyDecided: 'Cette demande de retrait a déjà été traitée.',
  motifRefusRequired: 'Indiquez le motif du refus.',
  motifRefusTooLong: `Le motif du refus ne doit pas dépasser ${RETRAIT_LIMITS.motifRefusMax} caractères.`,
  statutInvalid: 'Le statut doit être EN_ATTENTE, ACCEPTEE ou REFUSEE.',
  page: `La page doit être un nombre entier entre 1 et ${RETRAIT_LIMITS.pageMax}.`,
  size: `La taille de page doit être un nombre entier entre 1 et ${RETRAIT_LIMITS.pageSizeMax}.`,
  accepted: 'Demande de retrait acceptée.',
  refused: 'Demande de retrait refusée.',
} as const;

/** Hidden field that people never fill in; bots do, and their request is quietly dropped. */
const honeypot = z.string().max(500).optional();

/**
 * The SIRET of the listing: typed as the profile page writes it (« 356 000 000 00048 ») or as digits; the
 * spaces go, then the contract's SIRET rule (artisan.ts: 14 digits, Luhn key). Empty says that it is required.
 */
export const RetraitSiretSchema = z
  .string({ error: RETRAIT_MESSAGES.siretRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, { error: RETRAIT_MESSAGES.siretRequired }))
  .pipe(SiretSchema);

/** The requester's reason: required, on one line (a row of the mails), bounded. */
export const RetraitMotifSchema = z
  .string({ error: RETRAIT_MESSAGES.motifRequired })
  .trim()
  .min(1, { error: RETRAIT_MESSAGES.motifRequired })
  .max(RETRAIT_LIMITS.motifMax, { error: RETRAIT_MESSAGES.motifTooLong })
  .refine(isSingleLine, { error: MESSAGES.singleLine });

/** The listing the request comes from (the profile's link gives it), when there is one. */
export const RetraitArtisanIdSchema = z.coerce
  .number({ error: RETRAIT_MESSAGES.artisanInvalid })
  .int({ error: RETRAIT_MESSAGES.artisanInvalid })
  .positive({ error: RETRAIT_MESSAGES.artisanInvalid })
  .max(2147483647, { error: RETRAIT_MESSAGES.artisanInvalid })
  .optional();

/** POST /api/registres/retraits: the public form. */
export const RetraitInputSchema = z.object({
  siret: RetraitSiretSchema,
  email: RequiredEmailSchema,
  motif: RetraitMotifSchema,
  artisanId: RetraitArtisanIdSchema,
  /** Honeypot: must stay empty. */
  site: honeypot,
});
export type RetraitInput = z.infer<typeof RetraitInputSchema>;
export type RetraitInputValues = z.input<typeof RetraitInputSchema>;

export const RetraitStatutSchema = z.enum(RETRAIT_STATUTS, { error: RETRAIT_MESSAGES.statutInvalid });
export const RetraitResultatSchema = z.enum(RETRAIT_RESULTATS);

/** One request as the back office lists it. */
export const DemandeRetraitSchema = z.object({
  id: z.number().int(),
  siret: z.string(),
  email: z.string(),
  motif: z.string(),
  /** The listing the requester came from, as they named it (null without, or once that listing is deleted). */
  artisanId: z.number().int().nullable(),
  /** That listing as it is now: its name, and whether an artisan's account holds it. */
  fiche: z.object({ entrepriseNom: z.string(), compte: z.boolean() }).nullable(),
  /** The register's establishment of that SIRET, while it is in the register's tables. */
  etablissement: z.object({ nom: z.string().nullable(), commune: z.string().nullable() }).nullable(),
  /** When it was received (ISO). */
  creeeLe: z.string(),
  statut: RetraitStatutSchema,
  /** When it was accepted or refused (ISO); null while it waits. */
  traiteeLe: z.string().nullable(),
  /** The reason of a refusal, mailed to the requester. */
  motifRefus: z.string().nullable(),
  /** What an acceptance did to the listing; null unless accepted. */
  resultat: RetraitResultatSchema.nullable(),
});
export type DemandeRetrait = z.infer<typeof DemandeRetraitSchema>;

/** GET /api/registres/retraits (admin): one page, newest first. */
export const DemandeRetraitPageSchema = z.object({
  items: z.array(DemandeRetraitSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  pageCount: z.number().int(),
});
export type DemandeRetraitPage = z.infer<typeof DemandeRetraitPageSchema>;

/** An empty query value is no value (a form's « Tous »). */
const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

export const RetraitListQuerySchema = z.object({
  page: z.coerce
    .number({ error: RETRAIT_MESSAGES.page })
    .int({ error: RETRAIT_MESSAGES.page })
    .min(1, { error: RETRAIT_MESSAGES.page })
    .max(RETRAIT_LIMITS.pageMax, { error: RETRAIT_MESSAGES.page })
    .optional(),
  size: z.coerce
    .number({ error: RETRAIT_MESSAGES.size })
    .int({ error: RETRAIT_MESSAGES.size })
    .min(1, { error: RETRAIT_MESSAGES.size })
    .max(RETRAIT_LIMITS.pageSizeMax, { error: RETRAIT_MESSAGES.size })
    .optional(),
  statut: blankIsAbsent(RetraitStatutSchema.optional()),
});
export type RetraitListQuery = z.infer<typeof RetraitListQuerySchema>;

/** POST /api/registres/retraits/{id}/refus: the reason, mailed to the requester. */
export const RetraitRefusInputSchema = z.object({
  motif: z
    .string({ error: RETRAIT_MESSAGES.motifRefusRequired })
    .trim()
    .min(1, { error: RETRAIT_MESSAGES.motifRefusRequired })
    .max(RETRAIT_LIMITS.motifRefusMax, { error: RETRAIT_MESSAGES.motifRefusTooLong })
    .refine(isSingleLine, { error: MESSAGES.singleLine }),
});
export type RetraitRefusInput = z.infer<typeof RetraitRefusInputSchema>;
