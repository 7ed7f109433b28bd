// The claim's contract: the e-mail masked as the form shows it, the code as people type it, and the claimant's
// fields with their French messages and limits.
import {
  REVENDICATION_LIMITS,
  REVENDICATION_MESSAGES,
  RevendicationCodeSchema,
  RevendicationInputSchema,
  maskEmail,
} from './revendication';

const VALID = {
  artisanId: 12,
  nom: 'Paul Martin',
  email: 'paul@exemple.fr',
  telephone: '06 12 34 56 78',
  role: 'DIRIGEANT',
  certification: true,
  preuve: 'EMAIL',
};

const messagesOf = (input: unknown) => {
  const parsed = RevendicationInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the claim’s contract', () => {
  it.each([
    ['paul@plomberie-x.fr', 'p•••@plomberie-x.fr'],
    ['p@x.fr', 'p•••@x.fr'],
    ['pas-une-adresse', '•••'],
    ['@x.fr', '•••'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('reads a code typed with spaces, and refuses anything but six digits', () => {
    expect(RevendicationCodeSchema.parse(' 042 917 ')).toBe('042917');
    for (const typed of ['04291', '0429170', '04291a']) {
      expect(RevendicationCodeSchema.safeParse(typed).error?.issues[0]?.message).toBe(
        REVENDICATION_MESSAGES.codeInvalid,
      );
    }
    expect(RevendicationCodeSchema.safeParse('  ').error?.issues[0]?.message).toBe(
      REVENDICATION_MESSAGES.codeRequired,
    );
  });

  it('takes a claim at its limits and refuses past them, in French', () => {
    expect(messagesOf({ ...VALID, nom: 'é'.repeat(REVENDICATION_LIMITS.nomMax) })).toEqual([]);
    expect(messagesOf({ ...VALID, nom: 'é'.repeat(REVENDICATION_LIMITS.nomMax + 1) })).toEqual([
      REVENDICATION_MESSAGES.nomTooLong,
    ]);
    expect(messagesOf({ ...VALID, nom: '' })).toEqual([REVENDICATION_MESSAGES.nomRequired]);
    expect(messagesOf({ ...VALID, certification: false })).toEqual([
      REVENDICATION_MESSAGES.certificationRequired,
    ]);
    expect(messagesOf({ ...VALID, role: undefined })).toEqual([REVENDICATION_MESSAGES.roleRequired]);
    expect(messagesOf({ ...VALID, artisanId: 0 })).toEqual([REVENDICATION_MESSAGES.artisanInvalid]);
  });
});
