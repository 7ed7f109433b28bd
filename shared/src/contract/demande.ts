// Requests relayed to artisans ("demandes", issue 19): a visitor writes to one artisan (the artisan page's
// « Contacter cet artisan ») or to up to three (the trade page's « Demander un devis »); the API stores one row per
// artisan, then mails it to the artisan's account e-mail with Reply-To the visitor. No artisan's address is ever
// shown. Every rule and French message of the form and the API is here.
import { z } from 'zod';
import { FICHE_NON_GEREE_LIMITS, FICHE_NON_GEREE_MESSAGES } from './fiche-non-geree';
import './zod-config';
import { normalizePhone } from '../domain/phone';
import { IdSchema, MESSAGES, PhoneDigitsSchema, RequiredEmailSchema, isSingleLine } from './common';
import { DEMANDE_LIMITS } from './demande-limits';

export { DEMANDE_LIMITS };

export const DEMANDE_MESSAGES = {
  nomRequired: 'Le nom est obligatoire.',
  nomTooLong: `Le nom ne doit pas dépasser ${DEMANDE_LIMITS.nomMax} caractères.`,
  codePostalInvalid: 'Le code postal des travaux doit comporter 5 chiffres.',
  messageRequired: 'Le message est obligatoire.',
  messageTooShort: `Le message doit contenir au moins ${DEMANDE_LIMITS.messageMin} caractères.`,
  messageTooLong: `Le message ne doit pas dépasser ${DEMANDE_LIMITS.messageMax.toLocaleString('fr-FR')} caractères.`,
  tooManyLinks: `Le message ne peut pas contenir plus de ${DEMANDE_LIMITS.linksMax} liens.`,
  consentRequired: 'Veuillez accepter la transmission de vos informations à l’artisan.',
  artisansRequired: 'Choisissez au moins un artisan.',
  artisansTooMany: `Une demande peut être envoyée à ${DEMANDE_LIMITS.artisansMax} artisans au plus.`,
  artisansDuplicate: 'Un même artisan ne peut être choisi qu’une fois.',
  artisanNotFound: 'Artisan introuvable.',
  sent: 'Votre demande a été transmise à l’artisan.',
  sentMany: 'Votre demande a été transmise aux artisans choisis.',
  perHour: (minutes: number) =>
    `Vous avez envoyé ${DEMANDE_LIMITS.perHour} demandes en une heure. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  notFound: 'Demande introuvable.',
  traiteeRequired: 'Indiquez si la demande est traitée (traitee : true ou false).',
  /** Marking a request the visitor withdrew (« Retirer ma demande »). */
  retiree: 'Cette demande a été retirée par le particulier : elle n’attend plus de réponse.',
  consentLabel: 'J’accepte que ces informations soient transmises à cet artisan pour répondre à ma demande.',
  consentLabelMany:
    'J’accepte que ces informations soient transmises à ces artisans pour répondre à ma demande.',
} as const;

/**
 * Top-level domains that mail clients (and spammers) turn into links when written bare, « exemple.fr/devis »: the
 * common generic ones, France's and its neighbours', and those most used by spam. Short French words that are also
 * domains (« de », « me », « la ») are left out, so that « … fin.De plus … » stays text.
 */
const LINKED_TLDS = (
  'com net org info biz pro eu fr be ch lu mc re uk io co ly ru cn xyz top online site shop ' +
  'store club app dev link click live vip win bid loan icu buzz tk ml ga cf gq pw ws cc tv'
)
  .split(' ')
  .join('|');

/**
 * What a mail client shows as a link, each counted once: any `scheme://…` (« xhttp://x.fr » and « _https://… »
 * included, whatever stands before it), `mailto:`, an e-mail address, « www. » wherever it starts
 * (« 1www.… »), and a bare domain with a known top-level domain (« exemple.fr/devis »).
 */
const SCHEME = String.raw`[a-z][a-z0-9+.-]*:\/\/`;
/** The rest of a link: up to a space, or up to the next `scheme://`, which is a link of its own. */
const TAIL = String.raw`(?:(?!${SCHEME})[^\s<>"])*`;
const LINK = new RegExp(
  [
    `${SCHEME}${TAIL}`,
    `mailto:${TAIL}`,
    String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`,
    String.raw`www\d{0,3}\.${TAIL}`,
    String.raw`(?:[\p{L}\p{N}-]+\.)+(?:${LINKED_TLDS})(?![\p{L}\p{N}-])(?:[:/?#]${TAIL})?`,
  ].join('|'),
  'giu',
);

/** How many links a mail client would make of `text` (see LINK). */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/** Hidden field that people never fill in; bots do, and their request is quietly dropped. */
const honeypot = z.string().max(500).optional();

/**
 * An optional phone: empty is none; otherwise PhoneSchema's rule (common.ts: SPEC 5's 10 to 15 digits once
 * normalizePhone took away the separators and turned +33 back into 0), stored as digits.
 */
export const OptionalPhoneSchema = z
  .string({ error: MESSAGES.phoneInvalid })
  .trim()
  .max(40, { error: MESSAGES.phoneInvalid })
  .transform(normalizePhone)
  .pipe(z.union([z.literal('').transform(() => undefined), PhoneDigitsSchema]))
  .optional();

export const CodePostalTravauxSchema = z
  .string({ error: DEMANDE_MESSAGES.codePostalInvalid })
  .trim()
  .regex(/^\d{5}$/, { error: DEMANDE_MESSAGES.codePostalInvalid });

export const DemandeMessageSchema = z
  .string({ error: DEMANDE_MESSAGES.messageRequired })
  .trim()
  .min(1, { error: DEMANDE_MESSAGES.messageRequired })
  .min(DEMANDE_LIMITS.messageMin, { error: DEMANDE_MESSAGES.messageTooShort })
  // Abort: the links are not counted in a text over the limit, whatever its length.
  .max(DEMANDE_LIMITS.messageMax, { error: DEMANDE_MESSAGES.messageTooLong, abort: true })
  .refine((text) => countLinks(text) <= DEMANDE_LIMITS.linksMax, { error: DEMANDE_MESSAGES.tooManyLinks });

export const DemandeArtisanIdsSchema = z
  .array(IdSchema, { error: DEMANDE_MESSAGES.artisansRequired })
  .min(1, { error: DEMANDE_MESSAGES.artisansRequired })
  .max(DEMANDE_LIMITS.artisansMax, { error: DEMANDE_MESSAGES.artisansTooMany })
  .refine((ids) => new Set(ids).size === ids.length, { error: DEMANDE_MESSAGES.artisansDuplicate });

/** The fields a visitor fills in (the form's schema; the API adds artisanIds). */
export const DemandeFieldsSchema = z.object({
  nom: z
    .string({ error: DEMANDE_MESSAGES.nomRequired })
    .trim()
    .min(1, { error: DEMANDE_MESSAGES.nomRequired })
    .max(DEMANDE_LIMITS.nomMax, { error: DEMANDE_MESSAGES.nomTooLong })
    .refine(isSingleLine, { error: MESSAGES.singleLine }),
  email: RequiredEmailSchema,
  telephone: OptionalPhoneSchema,
  codePostal: CodePostalTravauxSchema,
  message: DemandeMessageSchema,
  consentement: z.literal(true, { error: DEMANDE_MESSAGES.consentRequired }),
  /** Honeypot: must stay empty. */
  site: honeypot,
});

/** POST /api/demandes. */
export const DemandeInputSchema = DemandeFieldsSchema.extend({ artisanIds: DemandeArtisanIdsSchema });
export type DemandeInput = z.infer<typeof DemandeInputSchema>;
export type DemandeInputValues = z.input<typeof DemandeInputSchema>;

/** One stored request, as its artisan (and an admin) reads it. */
export const DemandeSchema = z.object({
  id: z.number().int(),
  artisanId: z.number().int(),
  nom: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  codePostal: z.string(),
  message: z.string(),
  /** When it was sent (ISO). */
  dateEnvoi: z.string(),
  traitee: z.boolean(),
  /** When the artisan marked it handled (ISO), null while it is not. */
  dateTraitement: z.string().nullable(),
  /** When its artisan first displayed it in its inbox (ISO), null while it has not. */
  dateLecture: z.string().nullable(),
  /** When the visitor withdrew it (« Retirée par le particulier », ISO), null while it stands. */
  dateRetrait: z.string().nullable(),
});
export type Demande = z.infer<typeof DemandeSchema>;

/** The artisan's responsiveness as stored (recomputed on every change and by the daily sweep). */
export const ReactiviteSchema = z.object({
  /**
   * Decided requests over the retention period: those marked handled, and those waiting for longer than
   * DEMANDE_LIMITS.fastReplyMaxMedianHours (a request just received does not count yet).
   */
  demandesCount: z.number().int(),
  /**
   * Median time, in hours, from a decided request to its being marked handled (a late one counts with its age when
   * the figure was computed); null without any.
   */
  delaiMedianHeures: z.number().nullable(),
  /**
   * At least DEMANDE_LIMITS.fastReplyMinRequests requests from fastReplyMinSenders distinct senders, and a median
   * under fastReplyMaxMedianHours.
   */
  repondRapidement: z.boolean(),
});
export type Reactivite = z.infer<typeof ReactiviteSchema>;

/** GET /api/artisan/{artisanId}/demandes: newest first. */
export const DemandeListSchema = z.object({
  demandes: z.array(DemandeSchema),
  /** Requests not yet marked handled (the editor's "unread" count). */
  nonTraitees: z.number().int(),
  reactivite: ReactiviteSchema,
});
export type DemandeList = z.infer<typeof DemandeListSchema>;

export const DemandeIdParamsSchema = z.object({ id: IdSchema });
export const ArtisanIdParamsSchema = z.object({ artisanId: IdSchema });

/** PUT /api/demandes/{id} (the artisan it was sent to). */
export const DemandeUpdateSchema = z.object({
  traitee: z.boolean({ error: DEMANDE_MESSAGES.traiteeRequired }),
});
export type DemandeUpdate = z.infer<typeof DemandeUpdateSchema>;

/** GET /api/demandes (admin): the counts per artisan, most recent request first. */
export const DemandeCountSchema = z.object({
  artisanId: z.number().int(),
  entrepriseNom: z.string(),
  total: z.number().int(),
  nonTraitees: z.number().int(),
  derniere: z.string(),
});
export type DemandeCount = z.infer<typeof DemandeCountSchema>;
export const DemandeCountListSchema = z.array(DemandeCountSchema);

/** Whether figures earn the badge « Répond rapidement ». */
export function isFastReplier(
  demandesCount: number,
  delaiMedianHeures: number | null,
  expediteursCount: number,
): boolean {
  return (
    demandesCount >= DEMANDE_LIMITS.fastReplyMinRequests &&
    expediteursCount >= DEMANDE_LIMITS.fastReplyMinSenders &&
    delaiMedianHeures !== null &&
    delaiMedianHeures < DEMANDE_LIMITS.fastReplyMaxMedianHours
  );
}

/** The visitor's « Ma demande » page (the private link of their copy). */
export const DEMANDE_SUIVI_MESSAGES = {
  linkInvalid: 'Ce lien « Ma demande » n’est pas valide ou a expiré.',
  withdrawn: 'Votre demande est retirée : les artisans en ont été prévenus par e-mail.',
  followUpQuestion: 'Avez-vous trouvé un artisan ?',
} as const;

export const SuiviTokenSchema = z
  .string({ error: DEMANDE_SUIVI_MESSAGES.linkInvalid })
  .trim()
  .min(1, { error: DEMANDE_SUIVI_MESSAGES.linkInvalid })
  .max(DEMANDE_LIMITS.suiviTokenMax, { error: DEMANDE_SUIVI_MESSAGES.linkInvalid });
export const SuiviTokenParamsSchema = z.object({ token: SuiviTokenSchema });

/** GET /api/demandes/suivi/{token}: what the visitor sent, when, to whom, and where each artisan stands. */
export const DemandeSuiviSchema = z.object({
  dateEnvoi: z.string(),
  /** When the link stops working (the requests' retention). */
  dateExpiration: z.string(),
  /** When the visitor withdrew it (« Retirer ma demande »), null while it stands. */
  dateRetrait: z.string().nullable(),
  /** The follow-up « Avez-vous trouvé un artisan ? » was mailed: the page asks it too. */
  relance: z.boolean(),
  codePostal: z.string(),
  message: z.string(),
  artisans: z.array(
    z.object({
      id: z.number().int(),
      entrepriseNom: z.string(),
      traitee: z.boolean(),
      dateTraitement: z.string().nullable(),
      /** When the artisan first displayed it in its inbox, null while it has not (« Envoyée »). */
      dateLecture: z.string().nullable(),
    }),
  ),
});
export type DemandeSuivi = z.infer<typeof DemandeSuiviSchema>;

/** An opt-out link's token (« Ne plus recevoir de demandes », auth/opt-out-token.ts): `<artisanId>.<signature>`. */
export const OptOutTokenParamsSchema = z.object({
  jeton: z
    .string({ error: FICHE_NON_GEREE_MESSAGES.linkFormat })
    .trim()
    .min(1, { error: FICHE_NON_GEREE_MESSAGES.linkFormat })
    .max(FICHE_NON_GEREE_LIMITS.jetonMax, { error: FICHE_NON_GEREE_MESSAGES.linkFormat }),
});

/**
 * What GET, POST and DELETE /api/demandes/refus/{jeton} answer: the listing the link is for, and whether its business
 * refuses requests now (`refus`), since when.
 */
export const OptOutSchema = z.object({
  artisanId: z.number().int(),
  entrepriseNom: z.string(),
  refus: z.boolean(),
  dateRefus: z.string().nullable(),
});
export type OptOut = z.infer<typeof OptOutSchema>;
