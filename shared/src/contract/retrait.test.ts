import { MESSAGES } from './common';
import {
  RETRAIT_LIMITS,
  RETRAIT_MESSAGES,
  RetraitInputSchema,
  RetraitListQuerySchema,
  RetraitRefusInputSchema,
} from './retrait';

const SIRET_INVALID = 'SIRET invalide : 14 chiffres avec une clé de contrôle valide.';

const VALID = {
  siret: '35600000000048',
  email: 'gerant@exemple.fr',
  motif: 'Je ne souhaite pas que mon entreprise figure dans cet annuaire.',
};

/** The field errors of a parse, `path: message`, in order. */
function errorsOf(value: unknown): string[] {
  const result = RetraitInputSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('RetraitInputSchema: the public form of the right to object', () => {
  it('accepts a SIRET, an e-mail and a reason, with or without the listing', () => {
    expect(RetraitInputSchema.parse(VALID)).toEqual(VALID);
    expect(RetraitInputSchema.parse({ ...VALID, artisanId: '12' })).toEqual({ ...VALID, artisanId: 12 });
  });

  it('takes the SIRET as the profile page writes it, with spaces, and keeps its digits', () => {
    expect(RetraitInputSchema.parse({ ...VALID, siret: ' 356 000 000 00048 ' }).siret).toBe('35600000000048');
  });

  it.each([
    ['', RETRAIT_MESSAGES.siretRequired],
    ['   ', RETRAIT_MESSAGES.siretRequired],
    [undefined, RETRAIT_MESSAGES.siretRequired],
    // The contract's SIRET rule (artisan.ts): 14 digits and a valid Luhn key.
    ['35600000000049', SIRET_INVALID],
    ['3560000000004', SIRET_INVALID],
    ['356000000000480', SIRET_INVALID],
    ['3560000000004A', SIRET_INVALID],
  ])('refuses the SIRET « %s » with « %s »', (siret, message) => {
    expect(errorsOf({ ...VALID, siret })).toEqual([`siret: ${message}`]);
  });

  it.each([
    ['empty', '', RETRAIT_MESSAGES.motifRequired],
    ['blank', '   ', RETRAIT_MESSAGES.motifRequired],
    ['absent', undefined, RETRAIT_MESSAGES.motifRequired],
    ['over the limit', 'a'.repeat(RETRAIT_LIMITS.motifMax + 1), RETRAIT_MESSAGES.motifTooLong],
    // On one line: it is a row of the mails, where a line break would forge the next rows.
    ['with a line break', 'Motif\nE-mail : faux@exemple.fr', MESSAGES.singleLine],
    ['with a line separator', 'Motif\u2028suite', MESSAGES.singleLine],
    ['with a tab', 'Motif\tsuite', MESSAGES.singleLine],
  ])('refuses a reason %s with « %s »', (_label, motif, message) => {
    expect(errorsOf({ ...VALID, motif })).toEqual([`motif: ${message}`]);
  });

  it('accepts a reason of exactly the limit', () => {
    expect(errorsOf({ ...VALID, motif: 'a'.repeat(RETRAIT_LIMITS.motifMax) })).toEqual([]);
  });

  it.each([
    ['', MESSAGES.emailRequired],
    ['pas-un-mail', MESSAGES.emailInvalid],
    [undefined, MESSAGES.emailInvalid],
  ])('refuses the e-mail « %s » with « %s »', (email, message) => {
    expect(errorsOf({ ...VALID, email })).toEqual([`email: ${message}`]);
  });

  it.each([0, -1, 1.5, 'abc', 2147483648])('refuses the listing id %s', (artisanId) => {
    expect(errorsOf({ ...VALID, artisanId })).toEqual([`artisanId: ${RETRAIT_MESSAGES.artisanInvalid}`]);
  });

  it('names every field in error at once', () => {
    expect(errorsOf({ siret: '', email: '', motif: '' })).toEqual([
      `siret: ${RETRAIT_MESSAGES.siretRequired}`,
      `email: ${MESSAGES.emailRequired}`,
      `motif: ${RETRAIT_MESSAGES.motifRequired}`,
    ]);
  });
});

describe('RetraitRefusInputSchema: the administrator’s reason', () => {
  it.each([
    ['empty', '', RETRAIT_MESSAGES.motifRefusRequired],
    ['absent', undefined, RETRAIT_MESSAGES.motifRefusRequired],
    ['over the limit', 'x'.repeat(RETRAIT_LIMITS.motifRefusMax + 1), RETRAIT_MESSAGES.motifRefusTooLong],
    ['on two lines', 'Refusé\nSignature : faux', MESSAGES.singleLine],
  ])('refuses a reason %s with « %s »', (_label, motif, message) => {
    const result = RetraitRefusInputSchema.safeParse({ motif });
    expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
  });

  it('keeps the trimmed reason', () => {
    expect(RetraitRefusInputSchema.parse({ motif: '  SIRET d’un autre établissement.  ' })).toEqual({
      motif: 'SIRET d’un autre établissement.',
    });
  });
});

describe('RetraitListQuerySchema: the back office’s page', () => {
  it('reads the page, its size and the status, an empty status being none', () => {
    expect(RetraitListQuerySchema.parse({ page: '2', size: '10', statut: 'EN_ATTENTE' })).toEqual({
      page: 2,
      size: 10,
      statut: 'EN_ATTENTE',
    });
    expect(RetraitListQuerySchema.parse({ statut: '' })).toEqual({});
  });

  it.each([
    [{ page: '0' }, RETRAIT_MESSAGES.page],
    [{ page: 'x' }, RETRAIT_MESSAGES.page],
    [{ size: String(RETRAIT_LIMITS.pageSizeMax + 1) }, RETRAIT_MESSAGES.size],
    [{ statut: 'TRAITEE' }, RETRAIT_MESSAGES.statutInvalid],
  ])('refuses %j with its French message', (query, message) => {
    const result = RetraitListQuerySchema.safeParse(query);
    expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
  });
});
