// Authentication payloads: login, the token's claims, password reset (SPEC 3, 4, 5, 7).
import { z } from 'zod';
import './zod-config';
import { EmailSchema, MESSAGES, PasswordSchema, RequiredEmailSchema, requiredText } from './common';

// Zod-free (auth-messages.ts), so that the auth store, on every page, does not load zod.
import { AUTH_MESSAGES } from './auth-messages';
export { AUTH_MESSAGES, loginTooManyAttempts } from './auth-messages';

export const RoleSchema = z.enum(['ROLE_ADMIN', 'ROLE_ARTISAN', 'ROLE_PARTICULIER'], {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? MESSAGES.roleRequired : MESSAGES.roleInvalid,
});
export type Role = z.infer<typeof RoleSchema>;

export const LoginRequestSchema = z.object({
  /** The username or the account's e-mail: either logs in. */
  username: requiredText("Le nom d'utilisateur ou l'e-mail est obligatoire.", 100),
  password: z
    .string({ error: 'Le mot de passe est obligatoire.' })
    .min(1, 'Le mot de passe est obligatoire.')
    .max(128),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  token: z.string(),
  role: RoleSchema,
  artisanId: z.number().int().nullable(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Claims carried by the JWT; the UI decodes them with jwt-decode, the API verifies them. */
export const AuthClaimsSchema = z.object({
  sub: z.coerce.number().int(),
  role: RoleSchema,
  artisanId: z.number().int().nullable(),
  exp: z.number(),
});
export type AuthClaims = z.infer<typeof AuthClaimsSchema>;

export const ResetPasswordRequestSchema = z.object({
  email: RequiredEmailSchema,
  website: z.string().optional(),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** PUT /api/user/pwd: the link's e-mail, timestamp and hash, and the new password. */
export const PasswordUpdateSchema = z.object({
  email: EmailSchema,
  timestamp: z.coerce.number().int().positive(),
  hash: requiredText(MESSAGES.resetFailed, 200),
  newPassword: PasswordSchema,
});
export type PasswordUpdate = z.infer<typeof PasswordUpdateSchema>;

/**
 * POST /api/auth/reset-link: the link's parameters as the reset page read them, to learn whether it still works
 * before a new password is typed. `sig` is absent from the links mailed before it existed.
 */
export const ResetLinkSchema = z.object({
  email: EmailSchema,
  timestamp: z.coerce.number().int().positive(),
  hash: requiredText(MESSAGES.resetFailed, 200),
  sig: z.string().trim().max(200).optional(),
});
export type ResetLink = z.infer<typeof ResetLinkSchema>;

export const ResetLinkEtatSchema = z.enum(['VALIDE', 'UTILISE', 'EXPIRE', 'INVALIDE']);
export type ResetLinkEtat = z.infer<typeof ResetLinkEtatSchema>;

/** The link's state, and the French reason when it does not work (null when it does). */
export const ResetLinkStateSchema = z.object({
  etat: ResetLinkEtatSchema,
  message: z.string().nullable(),
});
export type ResetLinkState = z.infer<typeof ResetLinkStateSchema>;

/** The reason shown for each state of a link (null: it works). */
export const RESET_LINK_MESSAGES: Record<ResetLinkEtat, string | null> = {
  VALIDE: null,
  UTILISE: AUTH_MESSAGES.resetLinkUsed,
  EXPIRE: AUTH_MESSAGES.resetLinkExpired,
  INVALIDE: AUTH_MESSAGES.resetLinkInvalid,
};

/** The reset form: both passwords required and equal. */
export const NewPasswordFormSchema = z
  .object({
    // An empty field says that it is required rather than too short.
    password: z.string().min(1, MESSAGES.required).pipe(PasswordSchema),
    confirmation: z.string().min(1, MESSAGES.required),
  })
  .refine((value) => value.password === value.confirmation, {
    error: MESSAGES.passwordMismatch,
    path: ['confirmation'],
  });
