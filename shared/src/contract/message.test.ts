// The contact and join rules of issue 22, as the forms and the API both apply them.
import { MESSAGES } from './common';
import { ContactMessageSchema, JoinRequestSchema, MESSAGE_TEXTS, StoredMessageSchema } from './message';

const contact = {
  nom: 'Jeanne',
  email: 'jeanne@example.fr',
  tel: '06 01 02 03 04',
  role: 'Particulier',
  message: 'Bonjour, un devis ?',
};
const join = {
  nom: 'Durand',
  prenom: 'Paul',
  email: 'paul@example.fr',
  phone: '+33 6 11 11 11 11',
  entrepriseNom: 'Durand Couverture',
  siret: '73282932000074',
  specialiteId: '3',
  ville: 'Brive-la-Gaillarde',
};
const SIRET_INVALID = 'SIRET invalide : 14 chiffres avec une clé de contrôle valide.';

function firstIssue(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('contact and join messages', () => {
  it('stores a phone typed with spaces, dots or +33 as its digits', () => {
    expect(ContactMessageSchema.parse(contact).tel).toBe('0601020304');
    expect(ContactMessageSchema.parse({ ...contact, tel: '05.55.12.34.56' }).tel).toBe('0555123456');
    expect(JoinRequestSchema.parse(join).phone).toBe('0611111111');
  });

  it.each([
    ['', MESSAGE_TEXTS.phoneRequired],
    ['   ', MESSAGE_TEXTS.phoneRequired],
    ['abc', MESSAGES.phoneInvalid],
    ['06 01 02', MESSAGES.phoneInvalid],
    ['0601020304050607', MESSAGES.phoneInvalid],
    ['0'.repeat(31), MESSAGES.phoneInvalid],
  ])('refuses the phone %j, one message each', (phone, message) => {
    expect(firstIssue(ContactMessageSchema.safeParse({ ...contact, tel: phone }))).toEqual([
      { path: 'tel', message },
    ]);
    expect(firstIssue(JoinRequestSchema.safeParse({ ...join, phone }))).toEqual([{ path: 'phone', message }]);
  });

  it.each([
    ['', MESSAGE_TEXTS.messageRequired],
    ['x', MESSAGE_TEXTS.messageTooShort],
    ['  123456789  ', MESSAGE_TEXTS.messageTooShort],
    ['x'.repeat(5001), MESSAGE_TEXTS.messageTooLong],
  ])('refuses the contact message %j, one message each', (message, expected) => {
    expect(firstIssue(ContactMessageSchema.safeParse({ ...contact, message }))).toEqual([
      { path: 'message', message: expected },
    ]);
  });

  it('accepts a contact message of 10 characters and a join request without one', () => {
    expect(ContactMessageSchema.safeParse({ ...contact, message: '1234567890' }).success).toBe(true);
    expect(JoinRequestSchema.safeParse(join).success).toBe(true);
  });

  it('reads the company, SIRET (spaces dropped), trade id and town of a join request', () => {
    expect(
      JoinRequestSchema.parse({ ...join, siret: ' 732 829 320 00074 ', entrepriseNom: ' SARL X ' }),
    ).toMatchObject({
      entrepriseNom: 'SARL X',
      siret: '73282932000074',
      specialiteId: 3,
      ville: 'Brive-la-Gaillarde',
    });
  });

  it.each([
    ['entrepriseNom', undefined, MESSAGE_TEXTS.entrepriseNomRequired],
    ['entrepriseNom', '   ', MESSAGE_TEXTS.entrepriseNomRequired],
    ['entrepriseNom', 'x'.repeat(201), MESSAGE_TEXTS.entrepriseNomTooLong],
    ['entrepriseNom', 'SARL\nX', MESSAGES.singleLine],
    ['siret', undefined, MESSAGE_TEXTS.siretRequired],
    ['siret', '  ', MESSAGE_TEXTS.siretRequired],
    ['siret', '73282932000075', SIRET_INVALID],
    ['siret', '7328293200007', SIRET_INVALID],
    ['siret', 'abcdefghijklmn', SIRET_INVALID],
    ['siret', '7'.repeat(21), MESSAGE_TEXTS.siretTooLong],
    ['specialiteId', undefined, MESSAGE_TEXTS.specialiteRequired],
    ['specialiteId', '', MESSAGE_TEXTS.specialiteRequired],
    ['specialiteId', 'plombier', MESSAGE_TEXTS.specialiteRequired],
    ['specialiteId', -1, MESSAGE_TEXTS.specialiteRequired],
    ['specialiteId', 2 ** 31, MESSAGE_TEXTS.specialiteUnknown],
    ['ville', undefined, MESSAGE_TEXTS.villeRequired],
    ['ville', '', MESSAGE_TEXTS.villeRequired],
    ['ville', 'x'.repeat(101), MESSAGE_TEXTS.villeTooLong],
  ])('refuses the join request’s %s %j with one French message', (field, value, message) => {
    expect(firstIssue(JoinRequestSchema.safeParse({ ...join, [field]: value }))).toEqual([
      { path: field, message },
    ]);
  });

  it('accepts the longest company name and town', () => {
    const longest = { ...join, entrepriseNom: 'x'.repeat(200), ville: 'v'.repeat(100) };
    expect(JoinRequestSchema.safeParse(longest).success).toBe(true);
  });

  it('lists a message stored before these rules as it is', () => {
    const stored = {
      id: 1,
      kind: 'CONTACT',
      status: 'SENT',
      payload: { ...contact, tel: 'abc', message: 'x' },
      attempts: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      sentAt: null,
      handledAt: null,
    };
    expect(StoredMessageSchema.parse(stored)).toEqual(stored);
    // A join request received before the form asked for the company, SIRET, trade and town.
    const oldJoin = {
      ...stored,
      kind: 'JOIN',
      payload: { nom: 'Durand', prenom: 'Paul', email: 'p@x.fr', phone: '0' },
    };
    expect(StoredMessageSchema.parse(oldJoin)).toEqual(oldJoin);
  });
});
