import { MESSAGES, PasswordSchema, PhoneSchema } from './common';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('PhoneSchema: digits only, 10 to 15', () => {
  it.each([
    ['055512345', false],
    ['0555123456', true],
    ['055512345678901', true],
    ['0555123456789012', false],
    ['05 55 12 34 56', false],
    ['+33555123456', false],
  ])('%s → %s', (value, ok) => {
    const result = PhoneSchema.safeParse(value);
    expect(result.success).toBe(ok);
    if (!ok) expect(firstMessage(result)).toBe(MESSAGES.phoneInvalid);
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
