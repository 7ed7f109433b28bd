import { MESSAGES } from './common';
import {
  DEMANDE_MESSAGES,
  DemandeFieldsSchema,
  DemandeMessageSchema,
  OptionalPhoneSchema,
  countLinks,
} from './demande';

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

describe('countLinks: whatever a mail client would make a link of', () => {
  it.each([
    ['http://a.fr', 1],
    ['xhttp://x.fr', 1],
    ['_https://exemple.fr/devis', 1],
    ['ftp://exemple.org/fichier', 1],
    ['1www.exemple.fr', 1],
    ['WWW.EXEMPLE.FR', 1],
    ['exemple.fr/devis', 1],
    ['voir exemple.com.', 1],
    ['sous-domaine.exemple.shop?promo=1', 1],
    ['écrivez à jean.dupont@exemple.fr', 1],
    ['mailto:jean@exemple.fr', 1],
    ['https://a.fr et www.b.fr et c.com/x', 3],
    ['https://a.fr,https://b.fr', 2],
  ])('counts « %s » as %i', (text, links) => {
    expect(countLinks(text)).toBe(links);
  });

  it.each([
    'Bonjour, il faut refaire la toiture (45 m²) avant l’hiver.',
    'Fin des travaux.De plus, la gouttière fuit.',
    'M.Dupont, 3.5 m de long, version 2.0, 12.04.2026.',
    'Le devis n°12.3 du mois dernier.',
  ])('counts no link in « %s »', (text) => {
    expect(countLinks(text)).toBe(0);
  });

  it('refuses a third link, however it is written, in French', () => {
    const result = DemandeMessageSchema.safeParse(
      'Voir exemple.fr/devis, 1www.b.fr et _https://c.fr pour le chantier.',
    );
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(DEMANDE_MESSAGES.tooManyLinks);
    expect(
      DemandeMessageSchema.safeParse('Voir exemple.fr/devis et 1www.b.fr pour le chantier.').success,
    ).toBe(true);
  });

  it('counts no link in a text over the limit: one message, the length', () => {
    const result = DemandeMessageSchema.safeParse(`${'https://a.fr '.repeat(200)}`);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([DEMANDE_MESSAGES.messageTooLong]);
  });
});
