import { matchesQuery, normalizeText } from './text';

describe('normalizeText', () => {
  it('removes accents and case', () => {
    expect(normalizeText('  Électricien ')).toBe('electricien');
    expect(normalizeText('Œuvre ÇA')).toBe('œuvre ca');
  });
});

describe('matchesQuery', () => {
  it.each([
    ['Électricien', 'electri', true],
    ['Électricien', 'ÉLEC', true],
    ['Électricien', 'TRIC', true],
    ['Plombier', 'electri', false],
    ['Plâtrier', 'platr', true],
    ['Menuisier', '', true],
    ['Menuisier', '   ', true],
  ])('%s contains %s → %s', (text, query, expected) => {
    expect(matchesQuery(text, query)).toBe(expected);
  });
});
