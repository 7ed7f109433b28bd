// How a name's folded words become the full-text query of the search: exact words, the last one as a prefix,
// single letters and the corrections a word may stand for.
import { foldQuery, nameTsQuery } from '../../src/repositories/recherche/parse';

describe('nameTsQuery', () => {
  it('requires every word exactly, the last one of three characters or more as a prefix when asked', () => {
    expect(nameTsQuery('maison robert 500000')).toBe('maison & robert & 500000');
    expect(nameTsQuery('maison robert 500000', { prefixLast: true })).toBe('maison & robert & 500000:*');
    expect(nameTsQuery('sarl du lac', { prefixLast: true })).toBe('sarl & du & lac:*');
    expect(nameTsQuery('lac du', { prefixLast: true })).toBe('lac & du');
  });

  it('leaves single letters out unless nothing else remains', () => {
    expect(nameTsQuery(foldQuery("L'Atelier d'Hervé"))).toBe('atelier & herve');
    expect(nameTsQuery('a b')).toBe('a & b');
    expect(nameTsQuery('')).toBeNull();
  });

  it('lets a word be matched by its corrections instead', () => {
    const corrections = new Map([['maion', ['maison', 'marion']]]);
    expect(nameTsQuery('maion robert', { corrections, prefixLast: true })).toBe(
      '(maion | maison | marion) & robert:*',
    );
  });

  it('never lets an operator of the query language through the folding', () => {
    expect(nameTsQuery(foldQuery("a & b | !c:* <-> 'd' (e)"))).toBe('a & b & c & d & e');
  });
});
