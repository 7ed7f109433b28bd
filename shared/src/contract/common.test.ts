import { MESSAGES, PasswordSchema, PhoneSchema } from './common';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('PhoneSchema: 10 to 15 digits once normalised, stored as digits', () => {
  it.each([
    // Both sides of each limit.
    ['055512345', false],
    ['0555123456', true],
    ['055512345678901', true],
    ['0555123456789012', false],
    // Separators and the +33 prefix are taken away before the limits apply.
    ['05 55 12 34 5', false],
    ['05 55 12 34 56', true],
    ['05.55.12.34.56.78.901', true],
    ['05-55-12-34-56-78-9012', false],
    ['+33 5 55 12 34 5', false],
    ['+33 5 55 12 34 56', true],
    ['0033 5 55 12 34 56', true],
    ['+33 (0)5 55 12 34 56', true],
    // What is still no number after that.
    ['', false],
    ['   ', false],
    ['+32 2 123 45 67', false],
    ['05 55 12 34 5A', false],
    ['05/55/12/34/56', false],
  ])('« %s » → %s', (value, ok) => {
    const result = PhoneSchema.safeParse(value);
    expect(result.success).toBe(ok);
    if (!ok) expect(firstMessage(result)).toBe(MESSAGES.phoneInvalid);
  });

  it.each([
    ['0618939025', '0618939025'],
    [' 06 18 93 90 25 ', '0618939025'],
    ['06.18.93.90.25', '0618939025'],
    ['06-18-93-90-25', '0618939025'],
    ['+33 6 18 93 90 25', '0618939025'],
    ['0033 6 18 93 90 25', '0618939025'],
    ['055512345678901', '055512345678901'],
  ])('stores « %s » as « %s »', (typed, stored) => {
    expect(PhoneSchema.parse(typed)).toBe(stored);
  });

  it('says « Numéro de téléphone invalide. » for a value that is not text', () => {
    expect(firstMessage(PhoneSchema.safeParse(612345678))).toBe('Numéro de téléphone invalide.');
  });
});

describe('PasswordSchema (SPEC 5)', () => {
  it('refuses fewer than 8 characters with the length message', () => {
    expect(firstMessage(PasswordSchema.safeParse('Ab1@xyz'))).toBe(
      'Le mot de passe doit contenir au moins 8 caractères.',
    );
  });

  it.each(['abcdefg1@', 'ABCDEFG1@', 'Abcdefgh@', 'Abcdefgh1', 'Abcdefg1#', 'Abcdéfg1@'])(
    'refuses %s with the composition message',
    (value) => {
      expect(firstMessage(PasswordSchema.safeParse(value))).toBe(
        'Le mot de passe doit inclure une lettre majuscule, une lettre minuscule, un chiffre et un caractère spécial.',
      );
    },
  );

  it.each(['Admin@2024', 'Abcdefg1!', 'xY9$xY9$'])('accepts %s', (value) => {
    expect(PasswordSchema.safeParse(value).success).toBe(true);
  });
});
