// « C'est votre entreprise ? »: a business takes over a listing nobody manages, by proving it is theirs. The
// claimant names itself and its role in the business and certifies the trader information of article 30 of the
// Digital Services Act (name, address, phone, e-mail, register number); the proof is a code mailed to the address
// ADEME's RGE list holds for the listing's SIRET (never shown in full), or a letter to the address SIRENE holds for a
// diffusible establishment, whose code the claimant types or scans. The right code creates the business's
// ROLE_ARTISAN account, links the listing to it and opens the activation link where the owner chooses its password.
// Every rule, limit and French message of the form and the API is here.
import { z } from 'zod';
import './zod-config';
import { MESSAGES, RequiredEmailSchema, isSingleLine } from './common';
import { RequiredPhoneSchema } from './message';

export const REVENDICATION_LIMITS = {
  /** The claimant's first and last name, on one line. */
  nomMax: 100,
  /** Digits of a code, and how long a mailed code works. */
  codeLength: 6,
  codeMinutes: 30,
  /** Wrong codes a claim may be sent before it stops taking any. */
  codeTries: 5,
  /** Codes one claim may have mailed (the first and the resent ones). */
  codeSends: 3,
  /** Claims from one client address in an hour. */
  perAddressPerHour: 5,
  /** Claims naming one e-mail address, and claims of one SIRET, in a day. */
  perEmailPerDay: 3,
  perSiretPerDay: 5,
  /** Codes checked from one client address in an hour (every claim together). */
  checksPerAddressPerHour: 30,
  /** How long a letter's code works: the post's delay and a few weeks to open it. */
  letterDays: 30,
  /**
   * Characters of a letter's code, from LETTER_CODE_ALPHABET (about 59 bits): long enough to be its own key, typed on
   * any device weeks later with no claim's key, and no tries to count that a stranger could use up.
   */
  letterCodeLength: 12,
  /** An administrator's reason for closing a claim or taking a listing back, mailed as written. */
  motifDecisionMax: 500,
  /** Each document of a claim by documents: PDF, JPEG or PNG, at most 5 Mo. */
  documentMaxBytes: 5 * 1024 * 1024,
  /** Days the documents are kept once an administrator decided (or the claim closed otherwise). */
  documentsKeptDays: 30,
} as const;

/**
 * The documents a claim by documents carries: an extract of the trade register (Kbis) or an « avis de situation »
 * SIRENE of less than 3 months, and the claimant's identity document. Their multipart field names.
 */
export const REVENDICATION_DOCUMENTS = ['extrait', 'identite'] as const;
export type RevendicationDocumentType = (typeof REVENDICATION_DOCUMENTS)[number];

export const REVENDICATION_DOCUMENT_LABELS: Record<RevendicationDocumentType, string> = {
  extrait: 'Extrait Kbis ou avis de situation SIRENE de moins de 3 mois',
  identite: 'Pièce d’identité du demandeur',
};

/** The formats a document may have, told by its first bytes (never by its name or the browser's type). */
export const REVENDICATION_DOCUMENT_FORMATS = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type RevendicationDocumentFormat = (typeof REVENDICATION_DOCUMENT_FORMATS)[number];

/** A letter's code is written in these: no 0/O, 1/I/L, which a reader confuses. */
export const LETTER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** « K7PMQ2XD9HTR » printed and shown as « K7PM-Q2XD-9HTR ». */
export function formatLetterCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The claimant's place in the business, as the back office shows it. */
export const REVENDICATION_ROLES = ['DIRIGEANT', 'ASSOCIE', 'SALARIE', 'MANDATAIRE'] as const;
export type RevendicationRole = (typeof REVENDICATION_ROLES)[number];

export const REVENDICATION_ROLE_LABELS: Record<RevendicationRole, string> = {
  DIRIGEANT: 'Dirigeant ou dirigeante',
  ASSOCIE: 'Associé ou associée',
  SALARIE: 'Salarié ou salariée',
  MANDATAIRE: 'Mandataire (expert-comptable, conseil…)',
};

/**
 * How a claim proves the business: a code mailed to the e-mail of ADEME's RGE list, or a code in a letter posted to
 * the establishment's address in SIRENE, or documents an administrator reads (when neither is possible).
 */
export const REVENDICATION_PREUVES = ['EMAIL', 'COURRIER', 'DOCUMENTS'] as const;
export type RevendicationPreuve = (typeof REVENDICATION_PREUVES)[number];

/** The proofs by a code, chosen in POST /api/revendications; documents have their own multipart route. */
export const REVENDICATION_CODE_PREUVES = ['EMAIL', 'COURRIER'] as const;

/**
 * EN_COURS until the right code (VALIDEE); EXPIREE once its code expired or its tries ran out; REFUSEE when an
 * administrator closed it (a business said it was not them); REPRISE when an administrator took back the listing a
 * validated claim had given.
 */
export const REVENDICATION_STATUTS = ['EN_COURS', 'VALIDEE', 'EXPIREE', 'REFUSEE', 'REPRISE'] as const;
export type RevendicationStatut = (typeof REVENDICATION_STATUTS)[number];

/** The steps of a claim's audit trail. */
export const REVENDICATION_EVENEMENTS = [
  'CREEE',
  'CODE_ENVOYE',
  'COURRIER_ENVOYE',
  'CODE_ERRONE',
  'ESSAIS_EPUISES',
  'EXPIREE',
  'VALIDEE',
  'REFUSEE',
  'REPRISE',
  'DOCUMENTS_RECUS',
  'FICHE_RETIREE',
] as const;
export type RevendicationEvenement = (typeof REVENDICATION_EVENEMENTS)[number];

export const REVENDICATION_MESSAGES = {
  artisanInvalid: 'La fiche indiquée est invalide.',
  nomRequired: 'Indiquez votre nom et votre prénom.',
  nomTooLong: `Votre nom ne doit pas dépasser ${REVENDICATION_LIMITS.nomMax} caractères.`,
  roleRequired: 'Indiquez votre rôle dans l’entreprise.',
  certificationRequired:
    'Certifiez que ces informations sont exactes et que vous représentez cette entreprise pour continuer.',
  preuveInvalid: 'Choisissez comment prouver que l’entreprise est la vôtre.',
  ficheIntrouvable: 'Cette fiche n’existe pas ou n’est plus dans l’annuaire.',
  dejaGeree: 'Cette fiche est déjà gérée par l’entreprise.',
  enCours:
    'Une revendication de cette fiche est déjà en cours. Si elle n’aboutit pas, vous pourrez réessayer dans 30 minutes au plus.',
  sansEmail:
    'Le registre RGE de l’ADEME ne donne pas d’adresse e-mail pour cette entreprise : le code par e-mail n’est pas possible.',
  sansAdresse:
    'Le répertoire SIRENE ne donne pas d’adresse publique pour cet établissement : le code par courrier n’est pas possible.',
  courrierEnCours: `Un courrier de revendication a déjà été envoyé pour cette fiche ; son code fonctionne ${REVENDICATION_LIMITS.letterDays} jours. Choisissez une autre preuve, ou écrivez-nous.`,
  emailDemandeurPris:
    'Votre adresse e-mail est déjà celle d’un compte de l’annuaire. Connectez-vous avec ce compte ou indiquez une autre adresse.',
  ecritureImpossible: 'Le courrier n’a pas pu être préparé. Veuillez réessayer dans quelques minutes.',
  lettreRequired: 'Saisissez le code imprimé sur le courrier.',
  lettreInvalid: `Le code du courrier est composé de ${REVENDICATION_LIMITS.letterCodeLength} lettres et chiffres, par exemple K7PM-Q2XD-9HTR.`,
  lettreInconnue:
    'Ce code ne correspond à aucun courrier en cours. Vérifiez-le, ou recommencez la revendication s’il a déjà servi.',
  lettreExpiree: `Ce code avait ${REVENDICATION_LIMITS.letterDays} jours et a expiré. Recommencez la revendication pour recevoir un nouveau courrier.`,
  courrierEnvoye: (adresse: string) =>
    `Un courrier avec votre code part à l’adresse de l’établissement : ${adresse}. Il arrive en général sous 3 à 5 jours ouvrés ; son code fonctionne ${REVENDICATION_LIMITS.letterDays} jours.`,
  valideeParCourrier: (emailMasque: string) =>
    `C’est fait : la fiche est à vous. Le lien pour choisir votre mot de passe vient de partir à ${emailMasque}.`,
  motifRequired: 'Indiquez le motif, qui sera envoyé par e-mail.',
  motifTooLong: `Le motif ne doit pas dépasser ${REVENDICATION_LIMITS.motifDecisionMax} caractères.`,
  revendicationIntrouvable: 'Cette revendication n’existe pas.',
  pasEnCours: 'Cette revendication n’est plus en cours : elle ne peut plus être close.',
  pasRattachee:
    'Cette fiche n’est plus rattachée au compte créé par cette revendication : il n’y a rien à reprendre.',
  refusee: 'La revendication est close ; le demandeur a reçu le motif par e-mail.',
  reprise: 'La fiche est reprise : elle n’est plus gérée par ce compte, qui a reçu le motif par e-mail.',
  documentRequired: (label: string) => `Joignez le document demandé : ${label.toLowerCase()}.`,
  documentTooLarge: `Chaque document ne doit pas dépasser ${REVENDICATION_LIMITS.documentMaxBytes / (1024 * 1024)} Mo.`,
  documentFormat: 'Chaque document doit être un PDF, une image JPEG ou PNG.',
  documentsEnCours:
    'Des documents de revendication de cette fiche attendent déjà la décision de notre équipe. Choisissez une autre preuve, ou attendez notre réponse.',
  documentsRecus:
    'Vos documents sont bien reçus. Notre équipe les examine, en général sous 2 jours ouvrés, et vous répond par e-mail.',
  pasDocuments: 'Seule une revendication par documents, encore en cours, peut être acceptée.',
  contestationInvalid: 'La contestation vaut true ou false.',
  acceptee:
    'La revendication est acceptée : le compte est créé et le lien pour choisir le mot de passe envoyé au demandeur.',
  /** A contest of a managed listing (documents), received. */
  contestationRecue:
    'Votre contestation est bien reçue. Notre équipe examine vos documents, en général sous 2 jours ouvrés, et vous répond par e-mail. Le compte qui gère la fiche aujourd’hui en est informé.',
  /** Accepting a contest once the listing changed hands since (or was freed). */
  contestationPerimee:
    'La fiche n’est plus gérée par le compte contesté : cette contestation n’a plus d’objet. Closez-la avec un motif.',
  /** The reason mailed to the account a listing was taken from after a contest. */
  contestationMotif:
    'L’entreprise nous a envoyé un extrait du registre ou un avis de situation SIRENE de moins de 3 mois et une pièce d’identité de son représentant, qui montrent que la fiche lui revient.',
  /** What the administrator sees once a contest is accepted. */
  contestationAcceptee:
    'La contestation est acceptée : la fiche est retirée du compte contesté, le nouveau compte est créé et le lien pour choisir le mot de passe envoyé au demandeur.',
  documentIntrouvable: 'Ce document n’existe pas ou a été supprimé.',
  emailPris:
    'L’adresse e-mail de l’entreprise est déjà celle d’un compte de l’annuaire. Connectez-vous avec ce compte ou écrivez-nous par le formulaire de contact.',
  envoiImpossible: 'Le code n’a pas pu être envoyé. Veuillez réessayer dans quelques minutes.',
  codeRequired: 'Saisissez le code reçu par e-mail.',
  codeInvalid: `Le code est composé de ${REVENDICATION_LIMITS.codeLength} chiffres.`,
  codeFaux: (left: number) => `Ce code n’est pas le bon. Il vous reste ${left} essai${left > 1 ? 's' : ''}.`,
  codeExpire: 'Ce code a expiré. Recommencez la revendication pour en recevoir un nouveau.',
  essaisEpuises:
    'Trop de codes erronés : cette revendication est close. Recommencez-la pour recevoir un nouveau code.',
  envoisEpuises: `Vous avez déjà reçu ${REVENDICATION_LIMITS.codeSends} codes pour cette revendication. Recommencez-la dans 30 minutes.`,
  jetonInvalide: 'Cette revendication est introuvable ou ne vous appartient pas.',
  close: 'Cette revendication est close.',
  perAddress: (minutes: number) =>
    `Trop de revendications depuis votre connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  perEmail: 'Trop de revendications avec cette adresse e-mail aujourd’hui. Veuillez réessayer demain.',
  perSiret: 'Trop de revendications de cette entreprise aujourd’hui. Veuillez réessayer demain.',
  checksPerAddress: (minutes: number) =>
    `Trop de codes essayés depuis votre connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  codeEnvoye: (masque: string) =>
    `Un code à ${REVENDICATION_LIMITS.codeLength} chiffres a été envoyé à ${masque}.`,
  validee:
    'C’est fait : la fiche est à vous. Choisissez votre mot de passe pour ouvrir votre espace professionnel.',
} as const;

/**
 * The screens' French texts of a contest (the API's messages are in REVENDICATION_MESSAGES): on the claim page of a
 * listing an account manages, a business says that account is not its own and sends documents, its only proof (the
 * claim form without the code proofs, `contestation: true`); the join page leads there from a managed SIRET. In the
 * back office, a contest is marked as such with the account it names, and accepting it says that the listing leaves
 * that account for the claimant's new one.
 */
export const REVENDICATION_CONTEST_TEXTS = {
  /** Under « déjà gérée » on the claim page, before the way to contest. */
  notYours: 'Le compte qui la gère n’est pas celui de votre entreprise ?',
  /** The way to contest (the claim page's button) and the heading of the contest it opens. */
  title: 'Contester la gestion de cette fiche',
  intro:
    'Vous affirmez que le compte qui gère cette fiche n’est pas celui de votre entreprise. Seuls des documents peuvent le prouver : un extrait Kbis ou un avis de situation SIRENE de moins de 3 mois, et la pièce d’identité du représentant de l’entreprise qui fait la demande. Notre équipe les examine et décide ; le compte qui gère la fiche aujourd’hui est informé de votre contestation et la garde jusqu’à la décision.',
  submit: 'Envoyer ma contestation',
  sending: 'Envoi de la contestation...',
  failed: 'Votre contestation n’a pas été enregistrée.',
  /** Another contest (or claim by documents) of the listing waits for our team's decision. */
  pending:
    'Une contestation de cette fiche attend déjà la décision de notre équipe. Nous répondons par e-mail à la personne qui l’a envoyée.',
  /** The title above REVENDICATION_MESSAGES.contestationRecue once sent. */
  sentTitle: 'Contestation envoyée',
  /** The join page, after « Vous pensez qu’il s’agit d’une erreur ? » on a managed listing; contact comes second. */
  joinLink: 'Contestez la gestion de cette fiche',
  joinQuestion: 'Une autre question ?',
  /** The back office: the mark beside the proof, and the account contested (null once deleted). */
  badge: 'Contestation',
  contestedAccount: 'Compte contesté',
  deletedAccount: 'compte supprimé',
  /** The acceptance of a contest: its button, its dialog's title and note, its submit. */
  acceptButton: 'Accepter la contestation',
  acceptTitle: (entrepriseNom: string) => `Accepter la contestation de ${entrepriseNom}`,
  acceptNote: (compteConteste: string | null, nom: string, email: string) =>
    `La fiche sera retirée du compte ${compteConteste ?? 'contesté (compte supprimé)'}, qui en sera informé par e-mail, et rattachée au compte professionnel créé pour ${nom} (${email}) ; le lien pour choisir son mot de passe lui sera envoyé. Vérifiez que l’extrait a moins de 3 mois et que l’identité correspond.`,
  acceptSubmit: 'Accepter la contestation',
} as const;

/** The listing being claimed: its id in the directory (its page's). */
export const RevendicationArtisanIdSchema = z.coerce
  .number({ error: REVENDICATION_MESSAGES.artisanInvalid })
  .int({ error: REVENDICATION_MESSAGES.artisanInvalid })
  .positive({ error: REVENDICATION_MESSAGES.artisanInvalid })
  .max(2147483647, { error: REVENDICATION_MESSAGES.artisanInvalid });

export const RevendicationFicheParamsSchema = z.object({ artisanId: RevendicationArtisanIdSchema });

/**
 * GET /api/revendications/fiches/{artisanId}: what a claim of that listing may use. The e-mail is masked
 * (« p•••@plomberie-x.fr »): its owner recognises it, a stranger learns nothing to write to.
 */
export const RevendicationFicheSchema = z.object({
  artisanId: z.number().int(),
  entrepriseNom: z.string(),
  siret: z.string(),
  ville: z.string().nullable(),
  /** Already managed by a business: nothing to claim. */
  geree: z.boolean(),
  /** Another claim of it by e-mail waits for its code. */
  enCours: z.boolean(),
  /** The RGE e-mail, masked; null when ADEME's list gives none. */
  emailMasque: z.string().nullable(),
  /** A letter of another claim is on its way (its code works for weeks). */
  courrierEnCours: z.boolean(),
  /** Another claim's documents wait for an administrator. */
  documentsEnCours: z.boolean(),
  /**
   * The address a letter goes to, as printed (SIRENE's, public for a diffusible establishment); null when SIRENE
   * gives none that may be written to (partial diffusion, no postcode) or the establishment is closed.
   */
  adresseCourrier: z.array(z.string()).nullable(),
});
export type RevendicationFiche = z.infer<typeof RevendicationFicheSchema>;

/** POST /api/revendications: the claimant, its certification and the proof chosen. */
export const RevendicationInputSchema = z.object({
  artisanId: RevendicationArtisanIdSchema,
  nom: z
    .string({ error: REVENDICATION_MESSAGES.nomRequired })
    .trim()
    .min(1, { error: REVENDICATION_MESSAGES.nomRequired })
    .max(REVENDICATION_LIMITS.nomMax, { error: REVENDICATION_MESSAGES.nomTooLong })
    .refine(isSingleLine, { error: MESSAGES.singleLine }),
  email: RequiredEmailSchema,
  telephone: RequiredPhoneSchema,
  role: z.enum(REVENDICATION_ROLES, { error: REVENDICATION_MESSAGES.roleRequired }),
  certification: z.literal(true, { error: REVENDICATION_MESSAGES.certificationRequired }),
  preuve: z.enum(REVENDICATION_CODE_PREUVES, { error: REVENDICATION_MESSAGES.preuveInvalid }),
});
export type RevendicationInput = z.infer<typeof RevendicationInputSchema>;
export type RevendicationInputValues = z.input<typeof RevendicationInputSchema>;

/**
 * The claimant's key to its claim, `<id>.<HMAC>` as the other links' tokens: only the browser that started the claim
 * may check its code or have it sent again.
 */
export const RevendicationJetonSchema = z
  .string({ error: REVENDICATION_MESSAGES.jetonInvalide })
  .max(100, { error: REVENDICATION_MESSAGES.jetonInvalide });

/** 201 of POST /api/revendications by e-mail (and 200 of a code sent again): where the code went, until when it works, and the claim's key. */
export const RevendicationCreeeSchema = z.object({
  message: z.string(),
  preuve: z.literal('EMAIL'),
  jeton: z.string(),
  emailMasque: z.string(),
  /** When the code stops working (ISO). */
  expireLe: z.string(),
});
export type RevendicationCreee = z.infer<typeof RevendicationCreeeSchema>;

/** 201 of POST /api/revendications by post: where the letter goes and until when its code works. */
export const RevendicationCourrierCreeeSchema = z.object({
  message: z.string(),
  preuve: z.literal('COURRIER'),
  adresse: z.array(z.string()),
  expireLe: z.string(),
});
export type RevendicationCourrierCreee = z.infer<typeof RevendicationCourrierCreeeSchema>;

/** 201 of POST /api/revendications/documents: the documents wait for an administrator. */
export const RevendicationDocumentsCreeeSchema = z.object({
  message: z.string(),
  preuve: z.literal('DOCUMENTS'),
});
export type RevendicationDocumentsCreee = z.infer<typeof RevendicationDocumentsCreeeSchema>;

export const RevendicationEnvoiSchema = z.discriminatedUnion('preuve', [
  RevendicationCreeeSchema,
  RevendicationCourrierCreeeSchema,
  RevendicationDocumentsCreeeSchema,
]);
export type RevendicationEnvoi = z.infer<typeof RevendicationEnvoiSchema>;

/** The code as typed: spaces go (« 123 456 »), then six digits. */
export const RevendicationCodeSchema = z
  .string({ error: REVENDICATION_MESSAGES.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: REVENDICATION_MESSAGES.codeRequired })
      .regex(new RegExp(`^\\d{${REVENDICATION_LIMITS.codeLength}}$`), {
        error: REVENDICATION_MESSAGES.codeInvalid,
      }),
  );

/** POST /api/revendications/code: the claim's key and the code received. */
export const RevendicationCodeInputSchema = z.object({
  jeton: RevendicationJetonSchema,
  code: RevendicationCodeSchema,
});
export type RevendicationCodeInput = z.infer<typeof RevendicationCodeInputSchema>;

/** A letter's code as typed or scanned: spaces and dashes go, lower case is read as upper case. */
export const RevendicationLettreCodeSchema = z
  .string({ error: REVENDICATION_MESSAGES.lettreRequired })
  .max(100, { error: REVENDICATION_MESSAGES.lettreInvalid })
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: REVENDICATION_MESSAGES.lettreRequired, abort: true })
      .regex(new RegExp(`^[${LETTER_CODE_ALPHABET}]{${REVENDICATION_LIMITS.letterCodeLength}}$`), {
        error: REVENDICATION_MESSAGES.lettreInvalid,
      }),
  );

/** POST /api/revendications/courrier: the letter's code, which is its own key. */
export const RevendicationCourrierInputSchema = z.object({ code: RevendicationLettreCodeSchema });
export type RevendicationCourrierInput = z.infer<typeof RevendicationCourrierInputSchema>;

/**
 * 200 of a letter's right code: the listing is the account's, whose login is the claimant's e-mail; the activation
 * link goes to that e-mail only, so that the address becomes the login only once it is proved too.
 */
export const RevendicationCourrierValideeSchema = z.object({
  message: z.string(),
  artisanId: z.number().int(),
  emailMasque: z.string(),
});
export type RevendicationCourrierValidee = z.infer<typeof RevendicationCourrierValideeSchema>;

/** POST /api/revendications/code/renvoi: the claim's key. */
export const RevendicationRenvoiInputSchema = z.object({ jeton: RevendicationJetonSchema });

/**
 * 200 of the right code: the listing is the account's, and the activation page (with its token) where the owner
 * chooses its password and is logged in.
 */
export const RevendicationValideeSchema = z.object({
  message: z.string(),
  artisanId: z.number().int(),
  username: z.string(),
  activation: z.string(),
});
export type RevendicationValidee = z.infer<typeof RevendicationValideeSchema>;

/** « p•••@plomberie-x.fr »: the first letter of the mailbox, then its domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

export const REVENDICATION_PREUVE_LABELS: Record<RevendicationPreuve, string> = {
  EMAIL: 'Code par e-mail',
  COURRIER: 'Code par courrier',
  DOCUMENTS: 'Documents',
};

export const REVENDICATION_STATUT_LABELS: Record<RevendicationStatut, string> = {
  EN_COURS: 'En cours',
  VALIDEE: 'Validée',
  EXPIREE: 'Close sans suite',
  REFUSEE: 'Close par l’administration',
  REPRISE: 'Fiche reprise',
};

export const REVENDICATION_EVENEMENT_LABELS: Record<RevendicationEvenement, string> = {
  CREEE: 'Revendication créée, certification cochée',
  CODE_ENVOYE: 'Code envoyé par e-mail',
  COURRIER_ENVOYE: 'Courrier avec le code préparé pour l’envoi postal',
  CODE_ERRONE: 'Code erroné saisi',
  ESSAIS_EPUISES: 'Essais épuisés : revendication close',
  EXPIREE: 'Code expiré ou non envoyé : revendication close',
  VALIDEE: 'Bon code : compte créé et fiche rattachée',
  REFUSEE: 'Close par un administrateur, motif envoyé au demandeur',
  DOCUMENTS_RECUS: 'Documents reçus, en attente de décision',
  REPRISE: 'Fiche reprise par un administrateur, motif envoyé au compte',
  FICHE_RETIREE: 'Contestation acceptée : fiche retirée du compte contesté, qui en est informé',
};

export const REVENDICATION_LIST_LIMITS = {
  pageSize: 20,
  pageSizeMax: 100,
  /** The last page one may ask for (a bound on OFFSET, as the other lists have). */
  pageMax: 100_000,
} as const;

export const REVENDICATION_LIST_MESSAGES = {
  page: `La page doit être un nombre entier entre 1 et ${REVENDICATION_LIST_LIMITS.pageMax}.`,
  size: `La taille de page doit être un nombre entier entre 1 et ${REVENDICATION_LIST_LIMITS.pageSizeMax}.`,
  statut: 'Le statut doit être EN_COURS, VALIDEE, EXPIREE, REFUSEE ou REPRISE.',
} as const;

/** An empty query value is no value (a form's « Tous »). */
const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** GET /api/revendications (admin): a page, all claims or those of one status. */
export const RevendicationListQuerySchema = z.object({
  page: z.coerce
    .number({ error: REVENDICATION_LIST_MESSAGES.page })
    .int({ error: REVENDICATION_LIST_MESSAGES.page })
    .min(1, { error: REVENDICATION_LIST_MESSAGES.page })
    .max(REVENDICATION_LIST_LIMITS.pageMax, { error: REVENDICATION_LIST_MESSAGES.page })
    .optional(),
  size: z.coerce
    .number({ error: REVENDICATION_LIST_MESSAGES.size })
    .int({ error: REVENDICATION_LIST_MESSAGES.size })
    .min(1, { error: REVENDICATION_LIST_MESSAGES.size })
    .max(REVENDICATION_LIST_LIMITS.pageSizeMax, { error: REVENDICATION_LIST_MESSAGES.size })
    .optional(),
  statut: blankIsAbsent(
    z.enum(REVENDICATION_STATUTS, { error: REVENDICATION_LIST_MESSAGES.statut }).optional(),
  ),
});
export type RevendicationListQuery = z.infer<typeof RevendicationListQuerySchema>;

/**
 * One claim as the back office shows it: the listing, the claimant and its certification (the trader information of
 * the DSA, article 30), the proof and where it went, the account it created, and every step with its time.
 */
export const RevendicationSchema = z.object({
  id: z.number().int(),
  artisanId: z.number().int(),
  entrepriseNom: z.string(),
  siret: z.string(),
  nom: z.string(),
  email: z.string(),
  telephone: z.string(),
  role: z.enum(REVENDICATION_ROLES),
  /** When the claimant ticked the certification (ISO). */
  certifieeLe: z.string(),
  preuve: z.enum(REVENDICATION_PREUVES),
  /** The address the code went to (ADEME's RGE list), in full: administrators only. */
  emailPreuve: z.string().nullable(),
  /** The postal address the letter went to (SIRENE's), as printed. */
  adressePreuve: z.array(z.string()).nullable(),
  statut: z.enum(REVENDICATION_STATUTS),
  creeeLe: z.string(),
  closeLe: z.string().nullable(),
  /** An administrator's reason for closing it (REFUSEE) or taking the listing back (REPRISE), as mailed. */
  motifDecision: z.string().nullable(),
  /** Its documents while they are kept (GET /api/revendications/{id}/documents/{documentId} gives each). */
  documents: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(REVENDICATION_DOCUMENTS),
      format: z.enum(REVENDICATION_DOCUMENT_FORMATS),
      taille: z.number().int(),
    }),
  ),
  /** The account the proof created, while it exists. */
  compte: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** A contest of a listing an account managed when it was filed (documents only). */
  contestation: z.boolean(),
  /** The account contested, while it exists. */
  compteConteste: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  evenements: z.array(z.object({ type: z.enum(REVENDICATION_EVENEMENTS), creeLe: z.string() })),
});
export type Revendication = z.infer<typeof RevendicationSchema>;

export const RevendicationPageSchema = z.object({
  items: z.array(RevendicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  pageCount: z.number().int(),
});
export type RevendicationPage = z.infer<typeof RevendicationPageSchema>;

/** The claim an administrator decides on, by its id. */
export const RevendicationIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: REVENDICATION_MESSAGES.revendicationIntrouvable })
    .int({ error: REVENDICATION_MESSAGES.revendicationIntrouvable })
    .positive({ error: REVENDICATION_MESSAGES.revendicationIntrouvable })
    .max(2147483647, { error: REVENDICATION_MESSAGES.revendicationIntrouvable }),
});

/**
 * POST /api/revendications/{id}/refus (a claim in progress closed) and /reprise (the listing a validated claim gave
 * taken back from its account): the reason, mailed to the claimant or the account as written.
 */
export const RevendicationDecisionInputSchema = z.object({
  motif: z
    .string({ error: REVENDICATION_MESSAGES.motifRequired })
    .trim()
    .min(1, { error: REVENDICATION_MESSAGES.motifRequired, abort: true })
    .max(REVENDICATION_LIMITS.motifDecisionMax, { error: REVENDICATION_MESSAGES.motifTooLong }),
});
export type RevendicationDecisionInput = z.infer<typeof RevendicationDecisionInputSchema>;

/** 200 of a decision: what the administrator sees. */
export const RevendicationDecisionSchema = z.object({ message: z.string() });

/** The fields of POST /api/revendications/documents (multipart), beside its two files: the claim's own fields. */
export const RevendicationDocumentsInputSchema = RevendicationInputSchema.omit({ preuve: true }).extend({
  // A multipart field is text: « true » is the ticked box.
  certification: z.preprocess(
    (value) => (value === 'true' ? true : value),
    z.literal(true, { error: REVENDICATION_MESSAGES.certificationRequired }),
  ),
  /**
   * « true »: a contest of a listing an account already manages (the business says that account is not its own);
   * the documents are then its only proof, and an administrator decides. Absent or « false »: a claim.
   */
  contestation: z
    .enum(['true', 'false'], { error: REVENDICATION_MESSAGES.contestationInvalid })
    .optional()
    .transform((value) => value === 'true'),
});
export type RevendicationDocumentsInput = z.infer<typeof RevendicationDocumentsInputSchema>;
/** What a form sends as those fields: a claim unless `contestation` is true. */
export type RevendicationDocumentsFields = Omit<RevendicationDocumentsInput, 'contestation'> & {
  contestation?: boolean;
};

/** GET /api/revendications/{id}/documents/{documentId}: a document of a claim (administrators). */
export const RevendicationDocumentParamsSchema = RevendicationIdParamsSchema.extend({
  documentId: z.coerce
    .number({ error: REVENDICATION_MESSAGES.documentIntrouvable })
    .int({ error: REVENDICATION_MESSAGES.documentIntrouvable })
    .positive({ error: REVENDICATION_MESSAGES.documentIntrouvable })
    .max(2147483647, { error: REVENDICATION_MESSAGES.documentIntrouvable }),
});

/** The format a document's first bytes announce, or null when it is none of the accepted ones. */
export function documentFormatOf(bytes: Uint8Array): RevendicationDocumentFormat | null {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}
