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

/** Pagination query accepted by list endpoints. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
});
