// User accounts (SPEC 3). The API never returns a password or its hash: there is no such field here.
import { z } from 'zod';
import './zod-config';
import { RoleSchema } from './auth';
import {
  IdSchema,
  LIST_PAGE_LIMITS,
  ListPageQuerySchema,
  listPageSchema,
  PasswordSchema,
  PhoneSchema,
  RequiredEmailSchema,
  requiredText,
} from './common';

/** The API's French answers about accounts, beyond the shared catalogue of messages.ts. */
export const USER_MESSAGES = {
  notFound: 'Utilisateur introuvable.',
  usernameTaken: "Ce nom d'utilisateur est déjà utilisé.",
  emailTaken: 'Cette adresse e-mail est déjà utilisée.',
  cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte.',
  cannotDemoteSelf: "Vous ne pouvez pas retirer votre propre rôle d'administrateur.",
  ownsArtisan: "Ce compte est lié à un artisan : supprimez d'abord l'artisan.",
} as const;

/** What the public may see of an artisan's contact details; null is the spec's "empty". */
export const PersonnalDataToShowSchema = z.enum(['ALL', 'TEL', 'MAIL', 'NOTHING']).nullable();
export type PersonnalDataToShow = z.infer<typeof PersonnalDataToShowSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  telephone: z.string().nullable(),
  role: RoleSchema,
  personnalDataToShow: PersonnalDataToShowSchema,
  /** Created without a password: the account waits for its owner to choose one from the activation mail. */
  pendingActivation: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;
export const UserListSchema = z.array(UserSchema);
export const UserPageSchema = listPageSchema(UserSchema);
export type UserPage = z.infer<typeof UserPageSchema>;

const userFields = {
  /** An empty e-mail says that it is required, a wrong one that it is invalid (issue 22). */
  email: RequiredEmailSchema,
  username: requiredText("Le nom d'utilisateur est obligatoire.", 100),
  telephone: PhoneSchema,
  role: RoleSchema,
  personnalDataToShow: PersonnalDataToShowSchema.optional(),
};

/**
 * Without a password, the account cannot log in until its owner chooses one: the API mails an activation link
 * (ACTIVATION_LINK_LIFETIME_DAYS) instead of the administrator choosing it.
 */
export const UserCreateSchema = z.object({ ...userFields, password: PasswordSchema.optional() });
export type UserCreate = z.infer<typeof UserCreateSchema>;

/** Admin edit: the password is changed only when given. */
export const UserUpdateSchema = z.object({ ...userFields, password: PasswordSchema.optional() });
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** What an artisan may change on their own account from the editor. */
export const OwnContactUpdateSchema = z.object({
  telephone: PhoneSchema.or(z.literal('')).nullable().optional(),
  personnalDataToShow: PersonnalDataToShowSchema.optional(),
});
export type OwnContactUpdate = z.infer<typeof OwnContactUpdateSchema>;

/** PUT /api/user/{id} takes the admin's whole account, or an artisan's own contact fields: which one is decided
 * from the session's role, never from the payload. */
export const UserPutBodySchema = z.union([UserUpdateSchema, OwnContactUpdateSchema]);
export type UserPutBody = UserUpdate | OwnContactUpdate;

/**
 * GET /api/user?role=ROLE_ARTISAN lists the accounts of one role. `libre=1` keeps only the accounts no artisan
 * belongs to and, with `artisanId`, that artisan's own account as well (the artisan form's owner, when editing).
 */
export const UserListQuerySchema = z.object({
  role: RoleSchema.optional(),
  libre: z.literal('1', { error: 'Le paramètre libre vaut 1 ou est absent.' }).optional(),
  artisanId: IdSchema.optional(),
  /** With page, size or q: one page of accounts (UserPageSchema) instead of the whole list, libre and artisanId
   * applying as well; q is part of the e-mail or of the username, case ignored. */
  ...ListPageQuerySchema.shape,
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;

/**
 * The free accounts the artisan form's owner combobox shows for a search: one page of the API's default size, never
 * the whole list (a million listings may have as many accounts).
 */
export const FREE_ACCOUNT_CHOICES = LIST_PAGE_LIMITS.sizeDefault;

/** How long an activation link works; a new one (« Renvoyer l’e-mail d’activation ») replaces it at once. */
export const ACTIVATION_LINK_LIFETIME_DAYS = 7;

/** The French texts of the account activation, shared by the API, the mail, the back office and the public page. */
export const ACTIVATION_MESSAGES = {
  pending: 'En attente d’activation',
  resend: 'Renvoyer l’e-mail d’activation',
  mailSent: 'E-mail d’activation envoyé.',
  mailFailed: 'L’e-mail d’activation n’a pas pu être envoyé. Réessayez dans quelques minutes.',
  alreadyActive: 'Ce compte est déjà activé.',
  tokenInvalid: 'Ce lien d’activation est invalide.',
  linkInvalid: 'Ce lien d’activation n’est pas valable.',
  linkUsed: 'Ce lien d’activation a déjà servi.',
  linkExpired: 'Ce lien d’activation a expiré ou a été remplacé.',
  failed: 'Le compte n’a pas pu être activé avec ce lien.',
  done: 'Votre compte est activé.',
} as const;

/** An activation link's token, `<id>.<43 base64url characters>` (api/src/auth/activation-token.ts). */
export const ActivationTokenSchema = z
  .string({ error: ACTIVATION_MESSAGES.tokenInvalid })
  .max(60, { error: ACTIVATION_MESSAGES.tokenInvalid })
  .regex(/^[1-9]\d{0,9}\.[A-Za-z0-9_-]{43}$/, { error: ACTIVATION_MESSAGES.tokenInvalid });

export const ActivationLinkSchema = z.object({ token: ActivationTokenSchema });
export type ActivationLink = z.infer<typeof ActivationLinkSchema>;

/** The link's state: works, already used, expired (or replaced by a newer one), or not ours. */
export const ActivationLinkStateSchema = z.object({
  etat: z.enum(['VALIDE', 'UTILISE', 'EXPIRE', 'INVALIDE']),
  /** The account's username, while the link works: the page names the account being activated. */
  username: z.string().optional(),
});
export type ActivationLinkState = z.infer<typeof ActivationLinkStateSchema>;

export const ActivationSchema = z.object({ token: ActivationTokenSchema, newPassword: PasswordSchema });
export type Activation = z.infer<typeof ActivationSchema>;

/** The activated account's username: the page logs it in with the password just chosen. */
export const ActivationResponseSchema = z.object({ message: z.string(), username: z.string() });
export type ActivationResponse = z.infer<typeof ActivationResponseSchema>;
