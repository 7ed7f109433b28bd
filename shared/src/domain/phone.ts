// Phone numbers as people type them and as the site shows them. The contract's phone schemas (PhoneSchema in
// contract/common.ts, OptionalPhoneSchema in contract/demande.ts) store what normalizePhone gives; the artisan page,
// the editor's inbox and the back office show stored numbers with formatPhone and link them with phoneHref.

/** A French number as stored: 10 digits, the first a 0. */
const FRENCH_NUMBER = /^0\d{9}$/;

/** The separators people put in a number: spaces (non-breaking ones too), dots, dashes and brackets. */
const SEPARATORS = /[\s.()-]/g;

/** France's country code, written « +33 » or « 0033 », in front of a number. */
const FRANCE_PREFIX = /^(?:\+|00)33/;

/**
 * A number as typed, reduced to what is stored: separators taken away, and France's « +33 » or « 0033 » turned back
 * into the leading 0 (« 06.18.93.90.25 », « +33 6 18 93 90 25 », « 0033 6 18 93 90 25 » and « +33 (0)6 18 93 90 25 »
 * all give « 0618939025 »). Anything else is only stripped of its separators: the schemas then say whether it is a
 * number (10 to 15 digits, SPEC 5).
 */
export function normalizePhone(value: string): string {
  const compact = value.replace(SEPARATORS, '');
  if (!FRANCE_PREFIX.test(compact)) return compact;
  const national = compact.replace(FRANCE_PREFIX, '');
  // « +33 (0)6… », « +33 06… »: the 0 of the national form written after the country code as well.
  return `0${national.startsWith('0') ? national.slice(1) : national}`;
}

/** A stored French number in pairs (« 0618939025 » → « 06 18 93 90 25 »); any other number as stored. */
export function formatPhone(digits: string): string {
  return FRENCH_NUMBER.test(digits) ? digits.replace(/(\d{2})(?=\d)/g, '$1 ') : digits;
}

/** The `tel:` link of a stored number: a French one in its international form (tel:+33618939025). */
export function phoneHref(digits: string): string {
  return FRENCH_NUMBER.test(digits) ? `tel:+33${digits.slice(1)}` : `tel:${digits}`;
}

/**
 * A number as someone typed it in a free-text field (the contact and join forms keep it as typed): in pairs when it
 * is a French number once normalised, else exactly as typed.
 */
export function formatTypedPhone(text: string): string {
  const digits = normalizePhone(text.trim());
  return FRENCH_NUMBER.test(digits) ? formatPhone(digits) : text.trim();
}
