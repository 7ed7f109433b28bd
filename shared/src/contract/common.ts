// Schemas shared by every resource (ids, errors, e-mail, phone, password). Limits and French texts live in
// limits.ts and messages.ts, dependency-free; the API validates with these, the forms too, so nothing drifts.
import { z } from 'zod';
import './zod-config';
import { normalizePhone } from '../domain/phone';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';

export { LIMITS, MESSAGES };

/** Positive integer id taken from a path segment or a payload; PostgreSQL's integer range bounds it. */
export const IdSchema = z.coerce.number().int().positive().max(2147483647);
export const IdParamsSchema = z.object({ id: IdSchema });

/** Every error answer of the API: a French message, and the field errors for validation failures. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const HealthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof HealthSchema>;

/**
 * What a single-line field (a name, an address line, a username) may not hold: control characters (line breaks and
 * tabs among them) and Unicode's line and paragraph separators. Such a field is written on one line of a mail
 * (« Nom : … »), where a line break would forge the lines after it.
 */
const NOT_SINGLE_LINE = /[\p{Cc}\u2028\u2029]/u;

export function isSingleLine(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value);
}

/** A text on one line (see isSingleLine), trimmed, at most `max` characters. */
export function singleLineText(max: number, message: string = MESSAGES.singleLine) {
  return z.string().trim().max(max).refine(isSingleLine, { error: message });
}

/** A required text on one line: trimmed, not blank. */
export function requiredText(message: string = MESSAGES.required, max = 255) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max)
    .refine(isSingleLine, { error: MESSAGES.singleLine });
}

export const EmailSchema = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .max(254)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

/** The e-mail of a visitor's form (contact, join, password reset): an empty field says that it is required. */
export const RequiredEmailSchema = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .max(254, { error: MESSAGES.emailInvalid })
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

/** SPEC 5's phone as stored: digits only, 10 to 15 of them. */
const PHONE_DIGITS = new RegExp(`^\\d{${LIMITS.phoneMinDigits},${LIMITS.phoneMaxDigits}}$`);

/**
 * The phone as stored (SPEC 5): digits only, 10 to 15 of them, else MESSAGES.phoneInvalid. PhoneSchema and
 * demande.ts's OptionalPhoneSchema check with it what normalizePhone (domain/phone.ts) made of the number typed.
 */
export const PhoneDigitsSchema = z.string().regex(PHONE_DIGITS, { error: MESSAGES.phoneInvalid });

/**
 * Phone: typed with or without spaces, dots, dashes or brackets, and « +33 » or « 0033 » for the leading 0
 * (« +33 6 18 93 90 25 » is stored « 0618939025 »); stored as SPEC 5's 10 to 15 digits.
 */
export const PhoneSchema = z
  .string({ error: MESSAGES.phoneInvalid })
  .trim()
  .transform(normalizePhone)
  .pipe(PhoneDigitsSchema);

/** Password policy of SPEC 5: 8+ characters, lower, upper, digit, one of @$!%*?&, nothing else. */
export const PasswordSchema = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(LIMITS.passwordMinLength, { error: MESSAGES.passwordTooShort })
  .max(128, { error: MESSAGES.passwordPolicy })
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/, {
    error: MESSAGES.passwordPolicy,
  });

/** The limits and French messages of a back-office list paged and searched by the API (accounts, particuliers). */
export const LIST_PAGE_LIMITS = { pageMax: 100_000, sizeDefault: 20, sizeMax: 100, qMax: 100 } as const;
export const LIST_PAGE_MESSAGES = {
  page: `La page doit être un nombre entier entre 1 et ${LIST_PAGE_LIMITS.pageMax}.`,
  size: `La taille de page doit être un nombre entier entre 1 et ${LIST_PAGE_LIMITS.sizeMax}.`,
  q: `La recherche (q) ne doit pas dépasser ${LIST_PAGE_LIMITS.qMax} caractères.`,
  /** A line break or a control character (NUL, which PostgreSQL refuses in a text, among them). */
  qLine: 'La recherche (q) doit tenir sur une ligne, sans caractère de contrôle.',
} as const;

/** A whole number from 1 to `max` read from a query string, `message` for anything else. */
export function boundedInt(max: number, message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message });
}

/** page, size and q of such a list, each optional (absent: the route's whole list, as the spec has it). */
export const ListPageQuerySchema = z.object({
  page: boundedInt(LIST_PAGE_LIMITS.pageMax, LIST_PAGE_MESSAGES.page).optional(),
  size: boundedInt(LIST_PAGE_LIMITS.sizeMax, LIST_PAGE_MESSAGES.size).optional(),
  q: z
    .string({ error: LIST_PAGE_MESSAGES.q })
    .trim()
    .max(LIST_PAGE_LIMITS.qMax, { error: LIST_PAGE_MESSAGES.q })
    .refine(isSingleLine, { error: LIST_PAGE_MESSAGES.qLine })
    .optional(),
});

/** One page of `item`s: the rows, how many there are in all, and where the page stands. */
export function listPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    pageCount: z.number().int(),
  });
}
