import { MESSAGES } from './common';
import { OwnContactUpdateSchema, UserCreateSchema } from './user';

const account = {
  email: 'paul@example.fr',
  username: 'paul',
  role: 'ROLE_ARTISAN',
  password: 'Abcdefg1!',
} as const;

describe('the phone of an account', () => {
  it('is stored as digits however it was typed', () => {
    expect(UserCreateSchema.parse({ ...account, telephone: '+33 6 18 93 90 25' }).telephone).toBe(
      '0618939025',
    );
    expect(UserCreateSchema.parse({ ...account, telephone: '06.18.93.90.25' }).telephone).toBe('0618939025');
  });

  it('is required by the back office, with the French message', () => {
    const result = UserCreateSchema.safeParse({ ...account, telephone: '06 18 93' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['telephone'], message: MESSAGES.phoneInvalid }),
    ]);
  });

  it('may be emptied by the artisan, and is else normalised or refused', () => {
    expect(OwnContactUpdateSchema.parse({ telephone: '' }).telephone).toBe('');
    expect(OwnContactUpdateSchema.parse({ telephone: '0033 5 55 12 34 56' }).telephone).toBe('0555123456');
    expect(OwnContactUpdateSchema.safeParse({ telephone: '+33 5 55' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['telephone'], message: MESSAGES.phoneInvalid }),
    ]);
  });
});

// Issue 22: an empty e-mail is a missing one, not an invalid one.
describe('the e-mail of an account', () => {
  it('is required when empty, invalid when typed wrong', () => {
    const issues = (email: string) =>
      UserCreateSchema.safeParse({ ...account, telephone: '0601020304', email }).error?.issues.map(
        (issue) => issue.message,
      );
    expect(issues('')).toEqual([MESSAGES.emailRequired]);
    expect(issues('  ')).toEqual([MESSAGES.emailRequired]);
    expect(issues('paul@')).toEqual([MESSAGES.emailInvalid]);
    expect(issues('paul@example.fr')).toBeUndefined();
  });
});
