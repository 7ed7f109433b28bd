import { MESSAGES } from './common';
import { DemandeFieldsSchema, OptionalPhoneSchema } from './demande';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('OptionalPhoneSchema: empty is none, else 10 to 15 digits once normalised', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['   ', undefined],
    ['0555123456', '0555123456'],
    ['05 55 12 34 56', '0555123456'],
    ['05.55.12.34.56', '0555123456'],
    ['05-55-12-34-56', '0555123456'],
    ['+33 6 18 93 90 25', '0618939025'],
    ['0033 6 18 93 90 25', '0618939025'],
    ['+33 (0)6 18 93 90 25', '0618939025'],
    ['055512345678901', '055512345678901'],
  ])('stores « %s » as %s', (typed, stored) => {
    expect(OptionalPhoneSchema.parse(typed)).toBe(stored);
  });

  it.each([
    // Both sides of each limit: 9 and 16 digits, with or without separators or +33.
    '055512345',
    '05 55 12 34 5',
    '+33 5 55 12 34 5',
    '0555123456789012',
    '05 55 12 34 56 78 90 12',
    // No number once normalised.
    '+32 2 123 45 67',
    '06 18 93 90 2A',
    'appelez-moi le soir',
    // Over 40 characters as typed, whatever it holds.
    `06${' '.repeat(30)}18 93 90 25`,
  ])('refuses « %s » with « Numéro de téléphone invalide. »', (typed) => {
    const result = OptionalPhoneSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(MESSAGES.phoneInvalid);
  });

  it('puts the message on the telephone field of the request form', () => {
    const result = DemandeFieldsSchema.safeParse({
      nom: 'Claire Martin',
      email: 'claire@example.fr',
      telephone: '+33 6 18',
      codePostal: '19000',
      message: 'Une fuite sous l’évier, à réparer cette semaine.',
      consentement: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['telephone'], message: 'Numéro de téléphone invalide.' }),
    ]);
  });
});
