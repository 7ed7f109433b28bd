// Contact messages and join requests: validated, stored, then mailed (SPEC 2 "Contact page", "Join page"); the back
// office lists them, marks them handled, and reads its home page's counts from the same route (issue 22).
import { z } from 'zod';
import './zod-config';
import { normalizePhone } from '../domain/phone';
import { SiretSchema } from './artisan';
import { isSingleLine, MESSAGES, PhoneDigitsSchema, RequiredEmailSchema, requiredText } from './common';

export const MESSAGE_LIMITS = {
  /** A contact message shorter than this says nothing one could answer. */
  contactMessageMin: 10,
  messageMax: 5000,
  /** A phone as typed (spaces, dots, « +33 » included) is at most this long; it is stored as 10 to 15 digits. */
  phoneTypedMax: 30,
  /** The company of a join request, as long as an artisan's entrepriseNom may be. */
  entrepriseNomMax: 200,
  /** A SIRET as typed, spaces included (« 732 829 320 00074 » is 18 characters). */
  siretTypedMax: 20,
  /** The town of a join request, as long as an artisan's address may name one. */
  villeMax: 100,
} as const;

export const MESSAGE_TEXTS = {
  phoneRequired: 'Le téléphone est obligatoire.',
  messageRequired: 'Le message est obligatoire.',
  messageTooShort: `Le message doit contenir au moins ${MESSAGE_LIMITS.contactMessageMin} caractères.`,
  messageTooLong: `Le message ne doit pas dépasser ${MESSAGE_LIMITS.messageMax.toLocaleString('fr-FR')} caractères.`,
  notFound: 'Message introuvable.',
  entrepriseNomRequired: 'Le nom de l’entreprise est obligatoire.',
  entrepriseNomTooLong: `Le nom de l’entreprise ne doit pas dépasser ${MESSAGE_LIMITS.entrepriseNomMax} caractères.`,
  siretRequired: 'Le SIRET est obligatoire.',
  siretTooLong: `Le SIRET ne doit pas dépasser ${MESSAGE_LIMITS.siretTypedMax} caractères, espaces comprises.`,
  specialiteRequired: 'Choisissez votre métier.',
  /** The trade chosen was deleted from the directory meanwhile (or the request names no trade of it). */
  specialiteUnknown: 'Ce métier n’existe pas dans l’annuaire : choisissez-en un dans la liste.',
  villeRequired: 'La ville est obligatoire.',
  villeTooLong: `La ville ne doit pas dépasser ${MESSAGE_LIMITS.villeMax} caractères.`,
  /** What the join page says near its form, and its confirmation once sent. */
  joinPromise: 'Inscription gratuite, réponse sous 48 h',
  joinNext: 'Nous étudions votre demande et vous répondons sous 48 h, par e-mail ou par téléphone.',
} as const;

/** Hidden field that people never fill in; bots do, and their message is quietly dropped. */
const honeypot = z.string().max(500).optional();

/**
 * A required phone (SPEC 5, every phone field): typed with spaces, dots, dashes or brackets and « +33 » or « 0033 »
 * for the leading 0, stored as the 10 to 15 digits normalizePhone gives (« +33 6 18 93 90 25 » → « 0618939025 »).
 */
export const RequiredPhoneSchema = z
  .string({ error: MESSAGE_TEXTS.phoneRequired })
  .trim()
  .min(1, { error: MESSAGE_TEXTS.phoneRequired })
  .max(MESSAGE_LIMITS.phoneTypedMax, { error: MESSAGES.phoneInvalid })
  .transform(normalizePhone)
  .pipe(PhoneDigitsSchema);

const messageText = z
  .string({ error: MESSAGE_TEXTS.messageRequired })
  .trim()
  .max(MESSAGE_LIMITS.messageMax, { error: MESSAGE_TEXTS.messageTooLong });

export const ContactRoleSchema = z.enum(['Particulier', 'Professionnel'], {
  error: 'Veuillez choisir un rôle.',
});

export const ContactMessageSchema = z.object({
  nom: requiredText('Le nom est obligatoire.', 100),
  email: RequiredEmailSchema,
  tel: RequiredPhoneSchema,
  role: ContactRoleSchema,
  message: messageText
    .min(1, { error: MESSAGE_TEXTS.messageRequired, abort: true })
    .min(MESSAGE_LIMITS.contactMessageMin, { error: MESSAGE_TEXTS.messageTooShort }),
  website: honeypot,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** A required text on one line (see requiredText) whose excess length has its own French message. */
function boundedText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong })
    .refine(isSingleLine, { error: MESSAGES.singleLine });
}

/**
 * The SIRET of a join request: typed with or without spaces (« 732 829 320 00074 »), stored as its 14 digits,
 * checked with the contract's SIRET rule (artisan.ts: 14 digits and a valid Luhn key).
 */
export const JoinSiretSchema = z
  .string({ error: MESSAGE_TEXTS.siretRequired })
  .max(MESSAGE_LIMITS.siretTypedMax, { error: MESSAGE_TEXTS.siretTooLong })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, { error: MESSAGE_TEXTS.siretRequired }))
  .pipe(SiretSchema);

/** The trade chosen in the list of the directory's trades (GET /api/specialite), by its id; the select sends text. */
export const JoinSpecialiteIdSchema = z.coerce
  .number({ error: MESSAGE_TEXTS.specialiteRequired })
  .int({ error: MESSAGE_TEXTS.specialiteRequired })
  .positive({ error: MESSAGE_TEXTS.specialiteRequired })
  .max(2147483647, { error: MESSAGE_TEXTS.specialiteUnknown });

export const JoinRequestSchema = z.object({
  nom: requiredText('Le nom est obligatoire.', 100),
  prenom: requiredText('Le prénom est obligatoire.', 100),
  email: RequiredEmailSchema,
  phone: RequiredPhoneSchema,
  entrepriseNom: boundedText(
    MESSAGE_TEXTS.entrepriseNomRequired,
    MESSAGE_LIMITS.entrepriseNomMax,
    MESSAGE_TEXTS.entrepriseNomTooLong,
  ),
  siret: JoinSiretSchema,
  specialiteId: JoinSpecialiteIdSchema,
  ville: boundedText(MESSAGE_TEXTS.villeRequired, MESSAGE_LIMITS.villeMax, MESSAGE_TEXTS.villeTooLong),
  message: messageText.optional(),
  website: honeypot,
});
export type JoinRequest = z.infer<typeof JoinRequestSchema>;

export const MessageKindSchema = z.enum(['CONTACT', 'JOIN']);
export const MessageStatusSchema = z.enum(['PENDING', 'SENT', 'FAILED']);

/**
 * A contact message as stored: plain strings, since the rows received before a rule existed (a phone « abc »
 * before issue 22) are listed as they are.
 */
export const StoredContactSchema = z.object({
  nom: z.string(),
  email: z.string(),
  tel: z.string(),
  role: z.string(),
  message: z.string(),
});
export type StoredContact = z.infer<typeof StoredContactSchema>;

/**
 * A join request as stored (see StoredContactSchema). The company, SIRET, trade and town are absent from the
 * requests received before the form asked for them; `metier` is the trade's name when the request was received,
 * kept so that the request still says it once the trade is renamed or deleted.
 */
export const StoredJoinSchema = z.object({
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  phone: z.string(),
  entrepriseNom: z.string().optional(),
  siret: z.string().optional(),
  specialiteId: z.number().int().optional(),
  metier: z.string().optional(),
  ville: z.string().optional(),
  message: z.string().optional(),
});
export type StoredJoin = z.infer<typeof StoredJoinSchema>;

const storedFields = {
  id: z.number().int(),
  status: MessageStatusSchema,
  /** Delivery attempts so far; a FAILED message is retried by the API until it is SENT. */
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When an administrator marked it handled (« Traité »); null while it waits. */
  handledAt: z.string().nullable(),
};

/** A received message as the back office lists it. */
export const StoredMessageSchema = z.discriminatedUnion('kind', [
  z.object({ ...storedFields, kind: z.literal('CONTACT'), payload: StoredContactSchema }),
  z.object({ ...storedFields, kind: z.literal('JOIN'), payload: StoredJoinSchema }),
]);
export type StoredMessage = z.infer<typeof StoredMessageSchema>;
export const StoredMessageListSchema = z.array(StoredMessageSchema);

/** PUT /api/messages/{id}: marks a message handled (true) or waiting again (false). */
export const MessageHandledInputSchema = z.object({
  traite: z.boolean({ error: 'Indiquez si le message est traité (true ou false).' }),
});
export type MessageHandledInput = z.infer<typeof MessageHandledInputSchema>;

/**
 * GET /api/messages/dashboard (admin): the back office home page's counts, each the size of the screen it links to.
 */
export const AdminDashboardSchema = z.object({
  artisans: z.number().int(),
  specialites: z.number().int(),
  particuliers: z.number().int(),
  /** Contact messages not yet marked handled. */
  messagesNonTraites: z.number().int(),
  /** Join requests not yet marked handled. */
  adhesionsNonTraitees: z.number().int(),
  /** Requests relayed to artisans that their artisan has not marked handled. */
  demandesEnAttente: z.number().int(),
  /** Reviews waiting for publication, and published ones an artisan reported. */
  avisAModerer: z.number().int(),
  /** Requests to withdraw a listing (RGPD, article 21) not yet accepted or refused. */
  retraitsEnAttente: z.number().int(),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** « Dupont Plomberie (Tulle) »: a listing's name and its town, when it has one. */
function nameAndTown(entrepriseNom: string, ville: string): string {
  return ville.trim() === '' ? entrepriseNom : `${entrepriseNom} (${ville})`;
}

/**
 * The join page's first step, before the join form (MESSAGE_TEXTS): the directory holds every building business of
 * the public registers, so the page first looks the business's SIRET up (GET /api/recherche). A listing nobody
 * manages is claimed (/revendiquer?fiche=…), a managed one already has an account (log in), and a business the
 * directory does not hold sends the join request, whose account the team then creates.
 */
export const JOIN_SIRET_TEXTS = {
  title: 'Votre entreprise est-elle déjà dans l’annuaire ?',
  intro:
    'L’annuaire recense les entreprises du bâtiment de toute la France, à partir des registres publics. Indiquez votre numéro SIRET : nous vérifions si votre entreprise y figure déjà.',
  siretLabel: 'Votre numéro SIRET',
  /** Also the hint of the join form's SIRET field. */
  siretHint: 'Les 14 chiffres, avec ou sans espaces.',
  submit: 'Continuer',
  searching: 'Recherche de votre entreprise…',
  /** Above each outcome: the SIRET looked up, and the way back to the first step. */
  siretShown: 'SIRET indiqué :',
  change: 'Modifier le SIRET',
  /** A listing of the registers that no business manages yet. */
  unmanagedTitle: 'Votre entreprise est déjà dans l’annuaire',
  unmanagedText: (entrepriseNom: string, ville: string) =>
    `${nameAndTown(entrepriseNom, ville)} figure déjà dans l’annuaire. Revendiquez gratuitement sa fiche pour la gérer et recevoir les demandes des particuliers.`,
  claim: 'Revendiquer ma fiche',
  viewListing: 'Voir la fiche publique',
  /** A listing an account manages. */
  managedTitle: 'Votre fiche est déjà gérée par un compte',
  managedText: (entrepriseNom: string, ville: string) =>
    `La fiche de ${nameAndTown(entrepriseNom, ville)} est déjà gérée par un compte de l’annuaire. Connectez-vous pour la modifier et suivre vos demandes.`,
  login: 'Se connecter',
  forgotPassword: 'Mot de passe oublié ?',
  mistake: 'Vous pensez qu’il s’agit d’une erreur ?',
  contact: 'Contactez-nous',
  /** No open listing has this SIRET: the join form follows, the SIRET filled in. */
  notFoundTitle: 'Votre entreprise n’est pas encore dans l’annuaire',
  notFoundText:
    'Elle a peut-être été créée récemment, ou son activité relève d’un code hors des métiers du bâtiment. Envoyez-nous une demande d’inscription : notre équipe crée votre compte, puis vous recevez par e-mail un lien pour choisir votre mot de passe.',
} as const;
