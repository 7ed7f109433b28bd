// The rules of verified reviews as the forms and the API apply them (contract/avis.ts).
import {
  AVIS_LIMITS,
  AVIS_MESSAGES,
  AvisFieldsSchema,
  InvitationInputSchema,
  ModerationInputSchema,
  ReponseInputSchema,
  SignalementInputSchema,
  isReponseEditable,
  mailboxKey,
  sameMailbox,
} from './avis';
import { currentMonth } from './note';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

const fields = {
  nombreEtoiles: 5,
  commentaire: '',
  dateExperience: currentMonth(),
  auteur: 'Marie D.',
  consentement: true,
};

describe('AvisFieldsSchema', () => {
  it('accepts a review without comment, and drops the empty comment', () => {
    expect(AvisFieldsSchema.parse(fields).commentaire).toBeUndefined();
  });

  it('keeps a name with accents, apostrophes and hyphens, its spaces collapsed', () => {
    expect(AvisFieldsSchema.parse({ ...fields, auteur: "  Jean-Éloi   d'A. " }).auteur).toBe(
      "Jean-Éloi d'A.",
    );
  });

  it.each([
    ['M', AVIS_MESSAGES.auteurTooShort],
    ['Ma', null],
    ['M'.repeat(AVIS_LIMITS.auteurMax), null],
    ['M'.repeat(AVIS_LIMITS.auteurMax + 1), AVIS_MESSAGES.auteurTooLong],
    ['06 12 34 56 78', AVIS_MESSAGES.auteurInvalid],
    ['https://pub.example', AVIS_MESSAGES.auteurInvalid],
    ['', AVIS_MESSAGES.auteurRequired],
  ])('name %j → %s', (auteur, message) => {
    expect(messagesOf(AvisFieldsSchema.safeParse({ ...fields, auteur }))).toEqual(message ? [message] : []);
  });

  it('takes a comment of 2,000 characters and refuses 2,001', () => {
    const at = (length: number) => AvisFieldsSchema.safeParse({ ...fields, commentaire: 'a'.repeat(length) });
    expect(at(AVIS_LIMITS.commentaireMax).success).toBe(true);
    expect(messagesOf(at(AVIS_LIMITS.commentaireMax + 1))).toEqual([AVIS_MESSAGES.commentaireTooLong]);
  });

  it('asks for the consent', () => {
    expect(messagesOf(AvisFieldsSchema.safeParse({ ...fields, consentement: false }))).toEqual([
      AVIS_MESSAGES.consentRequired,
    ]);
  });
});

describe('InvitationInputSchema', () => {
  it('needs an e-mail or a request', () => {
    expect(messagesOf(InvitationInputSchema.safeParse({}))).toEqual([AVIS_MESSAGES.invitationTargetRequired]);
    expect(InvitationInputSchema.safeParse({ demandeId: 3 }).success).toBe(true);
    expect(InvitationInputSchema.safeParse({ email: 'client@exemple.fr' }).success).toBe(true);
  });
});

describe('sameMailbox (an artisan may not invite its own account)', () => {
  it('ignores case, spaces around, a +tag and the dots Gmail ignores', () => {
    expect(mailboxKey('  Jean.Dupont+Avis@Exemple.FR ')).toBe('jean.dupont@exemple.fr');
    expect(sameMailbox('jean.dupont@exemple.fr', 'JEAN.DUPONT@exemple.fr')).toBe(true);
    expect(sameMailbox('jean.dupont+pro@exemple.fr', 'jean.dupont@exemple.fr')).toBe(true);
    expect(sameMailbox('j.e.a.n.dupont@googlemail.com', 'JeanDupont@gmail.com')).toBe(true);
  });

  it('tells different mailboxes apart', () => {
    // Dots matter outside Gmail; another domain is another mailbox.
    expect(sameMailbox('jean.dupont@exemple.fr', 'jeandupont@exemple.fr')).toBe(false);
    expect(sameMailbox('jean@exemple.fr', 'jean@exemple.com')).toBe(false);
  });
});

describe('ModerationInputSchema', () => {
  it('needs a published ground to refuse, none to publish', () => {
    expect(ModerationInputSchema.safeParse({ decision: 'PUBLIER' }).success).toBe(true);
    expect(messagesOf(ModerationInputSchema.safeParse({ decision: 'REFUSER' }))).toEqual([
      'Choisissez le motif du refus.',
    ]);
    expect(ModerationInputSchema.safeParse({ decision: 'REFUSER', motif: 'HORS_SUJET' }).success).toBe(true);
    expect(ModerationInputSchema.safeParse({ decision: 'REFUSER', motif: 'AUTRE' }).success).toBe(false);
  });
});

describe('replies and reports', () => {
  it('limits a reply to 2,000 characters and refuses an empty one', () => {
    expect(messagesOf(ReponseInputSchema.safeParse({ texte: '  ' }))).toEqual([
      AVIS_MESSAGES.reponseRequired,
    ]);
    expect(ReponseInputSchema.safeParse({ texte: 'a'.repeat(AVIS_LIMITS.reponseMax) }).success).toBe(true);
    expect(
      messagesOf(ReponseInputSchema.safeParse({ texte: 'a'.repeat(AVIS_LIMITS.reponseMax + 1) })),
    ).toEqual([AVIS_MESSAGES.reponseTooLong]);
  });

  it('keeps a reply editable for 24 hours exactly', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(isReponseEditable('2026-11-24T12:00:01Z', now)).toBe(true);
    expect(isReponseEditable('2026-11-24T12:00:00Z', now)).toBe(false);
  });

  it('asks a report for a reason of 10 to 1,000 characters', () => {
    const at = (motif: string) => messagesOf(SignalementInputSchema.safeParse({ motif }));
    expect(at('Faux avis')).toEqual([AVIS_MESSAGES.signalementTooShort]);
    expect(at('Faux avis.')).toEqual([]);
    expect(at('a'.repeat(AVIS_LIMITS.signalementMax + 1))).toEqual([AVIS_MESSAGES.signalementTooLong]);
  });
});
