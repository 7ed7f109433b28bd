// Verified reviews (issue 20): an artisan invites a customer by e-mail (the editor's « Inviter un client à laisser
// un avis », or « Demander un avis » on a request received through the relay); the mail holds a single-use link,
// valid 30 days, to /avis/nouveau?token=…, where the customer posts a review without an account; an administrator
// publishes or refuses it (« Avis à modérer ») with one of the published grounds, and the author is mailed the
// ground. The artisan replies once to each published review (editable 24 hours) and may report one. Every rule and
// French message of the forms and the API is here; the legal page (/fonctionnement-des-avis) quotes these figures.
import { z } from 'zod';
import './zod-config';
import { UNSOLICITED_LABEL } from './avis-texts';
import { IdSchema, RequiredEmailSchema } from './common';
import { DateExperienceSchema, NOTE_SOURCE_LABELS, NoteSchema, StarsSchema } from './note';

export const AVIS_LIMITS = {
  /** Invitations one artisan may send in a day (Paris time). */
  invitationsPerDay: 20,
  /** An invitation's link works this many days, once. */
  invitationValidityDays: 30,
  /** Every review is published or refused within this many days (the figure of the legal page). */
  moderationMaxDays: 7,
  commentaireMax: 2000,
  auteurMin: 2,
  auteurMax: 40,
  reponseMax: 2000,
  /** A reply can be changed this many hours after it was first published. */
  reponseEditableHours: 24,
  signalementMin: 10,
  signalementMax: 1000,
  /**
   * The link of an unsolicited review (« Laisser un avis » on the artisan's page, asked by the customer) works this
   * many days, once.
   */
  unsolicitedValidityDays: 7,
  /** Review links one client address may ask for in an hour (each one sends a mail). */
  unsolicitedPerHour: 5,
  /** The longest token accepted (a token is `<id>.<43 characters>`). */
  tokenMax: 100,
} as const;

/** The grounds on which a review may be refused, published on /fonctionnement-des-avis and mailed to its author. */
export const REFUS_MOTIFS = [
  'INSULTES',
  'DONNEES_PERSONNELLES',
  'HORS_SUJET',
  'CONFLIT_INTERETS',
  'PAS_CLIENT',
] as const;
export const RefusMotifSchema = z.enum(REFUS_MOTIFS, {
  error: 'Choisissez le motif du refus.',
});
export type RefusMotif = z.infer<typeof RefusMotifSchema>;
export const REFUS_MOTIF_LABELS: Record<RefusMotif, string> = {
  INSULTES: 'Propos injurieux, menaçants ou discriminatoires',
  DONNEES_PERSONNELLES: 'Données personnelles (nom complet, adresse, téléphone…)',
  HORS_SUJET: 'Sans rapport avec la prestation de l’artisan',
  CONFLIT_INTERETS: 'Conflit d’intérêts (l’auteur est lié à l’artisan ou à un concurrent)',
  PAS_CLIENT: 'L’auteur n’est pas client de cet artisan',
};

const perDay = AVIS_LIMITS.invitationsPerDay;

export const AVIS_MESSAGES = {
  invitationSent: (email: string) => `Invitation envoyée à ${email}.`,
  invitationsPerDay: `Vous avez envoyé ${perDay} invitations aujourd’hui, le maximum par jour. Réessayez demain.`,
  invitationTargetRequired: 'Indiquez l’adresse e-mail du client.',
  invitationToSelf:
    'Cette adresse est celle de votre compte : un avis vérifié ne peut venir que d’un client. Indiquez l’adresse e-mail du client.',
  demandeNotFound: 'Demande introuvable.',
  linkInvalid: 'Ce lien n’est pas valide. Vérifiez qu’il a été copié en entier.',
  linkUsed: 'Ce lien a déjà été utilisé.',
  linkExpired: 'Ce lien a expiré.',
  published: 'Merci ! Votre avis sera publié après modération.',
  commentaireTooLong: `Le commentaire ne doit pas dépasser ${AVIS_LIMITS.commentaireMax.toLocaleString('fr-FR')} caractères.`,
  auteurRequired: 'Indiquez le nom à afficher (par exemple « Marie D. »).',
  auteurTooShort: `Le nom affiché doit contenir au moins ${AVIS_LIMITS.auteurMin} caractères.`,
  auteurTooLong: `Le nom affiché ne doit pas dépasser ${AVIS_LIMITS.auteurMax} caractères.`,
  auteurInvalid:
    'Le nom affiché ne peut contenir que des lettres, des espaces, des points, des apostrophes et des tirets.',
  consentRequired: 'Veuillez accepter la publication de votre avis.',
  consentLabel:
    'J’accepte que mon avis soit publié sur la page de l’artisan avec le nom affiché ci-dessus, après modération.',
  noteNotFound: 'Avis introuvable.',
  notYourReview: 'Cet avis ne concerne pas votre profil.',
  alreadyDecided: 'Cet avis a déjà été modéré.',
  moderationPublished: 'L’avis est publié.',
  moderationRefused: 'L’avis est refusé ; son auteur en est informé par e-mail.',
  moderationKept: 'Le signalement est écarté : l’avis reste publié.',
  moderationWithdrawn: 'L’avis est retiré ; son auteur en est informé par e-mail s’il a été invité.',
  decisionRequired: 'Choisissez « Publier » ou « Refuser ».',
  reponseRequired: 'La réponse est obligatoire.',
  reponseTooLong: `La réponse ne doit pas dépasser ${AVIS_LIMITS.reponseMax.toLocaleString('fr-FR')} caractères.`,
  reponseLocked: `Votre réponse ne peut plus être modifiée : elle peut l’être pendant ${AVIS_LIMITS.reponseEditableHours} heures après sa publication.`,
  signalementRequired: 'Indiquez la raison du signalement.',
  signalementTooShort: `La raison du signalement doit contenir au moins ${AVIS_LIMITS.signalementMin} caractères.`,
  signalementTooLong: `La raison du signalement ne doit pas dépasser ${AVIS_LIMITS.signalementMax.toLocaleString('fr-FR')} caractères.`,
  signalementSent:
    'Votre signalement a été transmis à l’administration. L’avis reste publié jusqu’à sa décision.',
  alreadyReported: 'Cet avis est déjà signalé : l’administration l’examine.',
  unsolicitedSent: (email: string) =>
    `Un e-mail de confirmation a été envoyé à ${email}. Ouvrez le lien qu’il contient dans les ${AVIS_LIMITS.unsolicitedValidityDays} jours pour écrire votre avis.`,
  unsolicitedFromArtisan:
    'Cette adresse est celle de l’artisan : un avis ne peut venir que d’un client. Indiquez votre propre adresse e-mail.',
  alreadyReviewed:
    'Un avis sur cet artisan a déjà été déposé avec cette adresse e-mail : un seul avis par client et par artisan.',
  unsolicitedPerHour: (minutes: number) =>
    `Trop de demandes d’avis depuis votre connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  artisanNotFound: 'Artisan introuvable.',
  unsolicitedPrivacy:
    'Votre adresse e-mail sert uniquement à vous envoyer le lien de confirmation et à vérifier qu’un seul avis est déposé par client ; elle n’est ni publiée ni transmise à l’artisan.',
  unsolicitedLabel: UNSOLICITED_LABEL,
  unsolicitedHint: `Sans invitation de l’artisan, votre avis sera publié après modération avec la mention « ${NOTE_SOURCE_LABELS.NON_SOLLICITE} ».`,
  emailLabel: 'Adresse e-mail utilisée avec l’artisan',
  monthLabel: 'Mois de la prestation',
} as const;

/**
 * An invitation: to an e-mail typed by the artisan, or to the sender of one of the artisan's requests (`demandeId`,
 * whose e-mail the API reads; « Demander un avis »). One of the two.
 */
export const InvitationInputSchema = z
  .object({
    email: RequiredEmailSchema.optional(),
    demandeId: IdSchema.optional(),
  })
  .refine((input) => input.email !== undefined || input.demandeId !== undefined, {
    error: AVIS_MESSAGES.invitationTargetRequired,
    path: ['email'],
  });
export type InvitationInput = z.infer<typeof InvitationInputSchema>;

/** Mail providers that ignore the dots of an address's local part (jean.dupont@ is jeandupont@). */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address reaches, to tell whether two addresses are the same person's: trimmed and lower-cased,
 * without a `+tag` after the local part (jean+devis@ is jean@), and without the dots Gmail ignores. An artisan may
 * not invite its own account's mailbox to post a verified review (AVIS_MESSAGES.invitationToSelf).
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at).replace(/\+.*$/, '');
  let domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/** Whether two addresses reach the same mailbox (mailboxKey). */
export function sameMailbox(a: string, b: string): boolean {
  return mailboxKey(a) === mailboxKey(b);
}

/**
 * « Laisser un avis » on an artisan's page (POST /api/artisan/{artisanId}/avis-demandes): the e-mail the customer
 * used with the artisan and the month of the work; the API mails a single-use link to the same review form as an
 * invitation's, valid AVIS_LIMITS.unsolicitedValidityDays days.
 */
export const AvisDemandeInputSchema = z.object({
  email: RequiredEmailSchema,
  dateExperience: DateExperienceSchema,
});
export type AvisDemandeInput = z.input<typeof AvisDemandeInputSchema>;

/** The editor's form: the customer's e-mail. */
export const InvitationFormSchema = z.object({ email: RequiredEmailSchema });
export type InvitationForm = z.infer<typeof InvitationFormSchema>;

/** Where an invitation stands: its link works, was used (a review was posted), or expired unused. */
export const INVITATION_ETATS = ['VALIDE', 'UTILISEE', 'EXPIREE'] as const;
export const InvitationEtatSchema = z.enum(INVITATION_ETATS);
export type InvitationEtat = z.infer<typeof InvitationEtatSchema>;

/** An invitation as its artisan sees it (the editor's list). */
export const InvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  demandeId: z.number().int().nullable(),
  dateEnvoi: z.string(),
  dateExpiration: z.string(),
  etat: InvitationEtatSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationCreatedSchema = z.object({ message: z.string(), invitation: InvitationSchema });
export type InvitationCreated = z.infer<typeof InvitationCreatedSchema>;
/** The artisan's invitations, newest first, and how many are left today. */
export const InvitationListSchema = z.object({
  invitations: z.array(InvitationSchema),
  restantesAujourdhui: z.number().int(),
});
export type InvitationList = z.infer<typeof InvitationListSchema>;

export const TokenSchema = z
  .string({ error: AVIS_MESSAGES.linkInvalid })
  .trim()
  .min(1, { error: AVIS_MESSAGES.linkInvalid })
  .max(AVIS_LIMITS.tokenMax, { error: AVIS_MESSAGES.linkInvalid });
export const TokenParamsSchema = z.object({ token: TokenSchema });

/** GET /api/avis/invitations/{token}: whom the link is about, and whether it still works (with the reason). */
export const InvitationStatusSchema = z.object({
  artisan: z.object({ id: z.number().int(), entrepriseNom: z.string() }),
  etat: InvitationEtatSchema,
  valide: z.boolean(),
  /** The French reason when it does not work (linkUsed, linkExpired), null when it does. */
  message: z.string().nullable(),
  dateExpiration: z.string(),
  /** Whether the customer asked for the link (« Laisser un avis ») rather than being invited by the artisan. */
  nonSollicite: z.boolean(),
  /** The month of the work the customer gave when asking for the link, to prefill the form; null for invitations. */
  dateExperience: z.string().nullable(),
});
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

/** The displayed name a customer types: letters and the usual punctuation of a name, « Marie D. ». */
export const AuteurSchema = z
  .string({ error: AVIS_MESSAGES.auteurRequired })
  .trim()
  // One message at a time: an empty name is not also « too short » and « invalid ».
  .min(1, { error: AVIS_MESSAGES.auteurRequired, abort: true })
  .min(AVIS_LIMITS.auteurMin, { error: AVIS_MESSAGES.auteurTooShort, abort: true })
  .max(AVIS_LIMITS.auteurMax, { error: AVIS_MESSAGES.auteurTooLong, abort: true })
  .regex(/^\p{L}[\p{L}\p{M} .'’-]*$/u, { error: AVIS_MESSAGES.auteurInvalid })
  .transform((name) => name.replace(/\s+/g, ' '));

/** The customer's form on /avis/nouveau (the API adds the token). */
export const AvisFieldsSchema = z.object({
  nombreEtoiles: StarsSchema,
  commentaire: z
    .string()
    .trim()
    .max(AVIS_LIMITS.commentaireMax, { error: AVIS_MESSAGES.commentaireTooLong })
    .optional()
    .transform((text) => (text ? text : undefined)),
  dateExperience: DateExperienceSchema,
  auteur: AuteurSchema,
  consentement: z.literal(true, { error: AVIS_MESSAGES.consentRequired }),
});
export type AvisFields = z.input<typeof AvisFieldsSchema>;

/** POST /api/avis. */
export const AvisInputSchema = AvisFieldsSchema.extend({ token: TokenSchema });
export type AvisInput = z.input<typeof AvisInputSchema>;

/** The artisan's reply to a review (PUT /api/note/{id}/reponse). */
export const ReponseInputSchema = z.object({
  texte: z
    .string({ error: AVIS_MESSAGES.reponseRequired })
    .trim()
    .min(1, { error: AVIS_MESSAGES.reponseRequired })
    .max(AVIS_LIMITS.reponseMax, { error: AVIS_MESSAGES.reponseTooLong }),
});
export type ReponseInput = z.infer<typeof ReponseInputSchema>;

/** Whether a reply first published at `date` (ISO) can still be changed. */
export function isReponseEditable(date: string, now: Date = new Date()): boolean {
  return now.getTime() - new Date(date).getTime() < AVIS_LIMITS.reponseEditableHours * 3_600_000;
}

/** The artisan's report of a doubt about a review (POST /api/note/{id}/signalement). */
export const SignalementInputSchema = z.object({
  motif: z
    .string({ error: AVIS_MESSAGES.signalementRequired })
    .trim()
    .min(1, { error: AVIS_MESSAGES.signalementRequired })
    .min(AVIS_LIMITS.signalementMin, { error: AVIS_MESSAGES.signalementTooShort })
    .max(AVIS_LIMITS.signalementMax, { error: AVIS_MESSAGES.signalementTooLong }),
});
export type SignalementInput = z.infer<typeof SignalementInputSchema>;

/**
 * PUT /api/avis/{id}/moderation: a review waiting is published or refused; a reported review is kept (PUBLIER: the
 * report is dismissed) or withdrawn (REFUSER). A refusal needs its ground.
 */
export const ModerationInputSchema = z
  .object({
    decision: z.enum(['PUBLIER', 'REFUSER'], { error: AVIS_MESSAGES.decisionRequired }),
    motif: RefusMotifSchema.optional(),
  })
  .refine((input) => input.decision === 'PUBLIER' || input.motif !== undefined, {
    error: 'Choisissez le motif du refus.',
    path: ['motif'],
  });
export type ModerationInput = z.infer<typeof ModerationInputSchema>;

/** A review as the moderation screen shows it: the note, its artisan, state, and the report when there is one. */
export const AvisModerationSchema = NoteSchema.extend({
  statut: z.enum(['EN_ATTENTE', 'PUBLIE', 'REFUSE']),
  artisan: z.object({ id: z.number().int(), entrepriseNom: z.string() }),
  /** The author's e-mail (the invitation's), for admins: the author can be contacted about their review. */
  email: z.string().nullable(),
  signalement: z.object({ motif: z.string(), date: z.string() }).nullable(),
  motifRefus: RefusMotifSchema.nullable(),
});
export type AvisModeration = z.infer<typeof AvisModerationSchema>;

/** GET /api/avis/moderation: reviews waiting, oldest first, and published reviews reported by their artisan. */
export const AvisModerationListSchema = z.object({
  enAttente: z.array(AvisModerationSchema),
  signales: z.array(AvisModerationSchema),
});
export type AvisModerationList = z.infer<typeof AvisModerationListSchema>;
