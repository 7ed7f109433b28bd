// Single-line fields (names, address lines, usernames, a trade's name) refuse control characters and line breaks
// with one French message: written on one line of a mail or a page, a line break would forge the lines after it.
import { AdresseSchema } from './artisan';
import { MESSAGES, isSingleLine, requiredText, singleLineText } from './common';
import { DemandeFieldsSchema } from './demande';
import { ContactMessageSchema, JoinRequestSchema } from './message';
import { ParticulierInputSchema } from './particulier';
import { SpecialiteInputSchema } from './specialite';

const BREAKS = [
  '\n',
  '\r',
  '\r\n',
  '\t',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
];

describe('isSingleLine', () => {
  it.each(BREAKS.map((character) => [JSON.stringify(character), character]))(
    'refuses %s inside a text',
    (_name, character) => {
      expect(isSingleLine(`Jean${character}Martin`)).toBe(false);
    },
  );

  it('accepts letters, accents, punctuation and the spaces of a name', () => {
    expect(isSingleLine('Jean-Édouard O’Connor & Fils, 12 bis rue de l’Église (Brive)')).toBe(true);
    expect(isSingleLine('Jean\u00a0Martin')).toBe(true);
  });

  it('lets a single-line schema trim the ends, and refuses a break inside in French', () => {
    expect(requiredText().parse('  Jean Martin \n')).toBe('Jean Martin');
    expect(singleLineText(50).parse('\t12 rue Haute\r\n')).toBe('12 rue Haute');
    const result = requiredText().safeParse('Jean\nE-mail : faux@exemple.fr');
    expect(result.error!.issues[0]!.message).toBe(MESSAGES.singleLine);
  });
});

describe('the single-line fields of the contract', () => {
  const forged = 'Jean\nE-mail : faux@exemple.fr';
  it.each([
    ['a request’s name', () => DemandeFieldsSchema.shape.nom.safeParse(forged)],
    ['a contact message’s name', () => ContactMessageSchema.shape.nom.safeParse(forged)],
    ['a join request’s first name', () => JoinRequestSchema.shape.prenom.safeParse(forged)],
    ['a particulier’s name', () => ParticulierInputSchema.shape.nom.safeParse(forged)],
    ['a trade’s name', () => SpecialiteInputSchema.shape.metier.safeParse(forged)],
    ['an address line', () => AdresseSchema.shape.rue.safeParse(forged)],
    ['a town', () => AdresseSchema.shape.ville.safeParse(forged)],
  ])('%s refuses a line break with the single-line message', (_field, parse) => {
    const result = parse();
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toContain(MESSAGES.singleLine);
  });
});
