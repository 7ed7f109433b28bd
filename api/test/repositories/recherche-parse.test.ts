// How a name's folded words become the full-text query of the search: prefixes, short words, single letters and
// the corrections a word may stand for.
import { foldQuery, nameTsQuery } from '../../src/repositories/recherche/parse';

describe('nameTsQuery', () => {
  it('requires every word, a word of three characters or more as a prefix', () => {
    expect(nameTsQuery('maison robert 500000')).toBe('maison:* & robert:* & 500000:*');
    expect(nameTsQuery('sarl du lac')).toBe('sarl:* & du & lac:*');
  });

  it('leaves single letters out unless nothing else remains', () => {
    expect(nameTsQuery(foldQuery("L'Atelier d'Hervé"))).toBe('atelier:* & herve:*');
    expect(nameTsQuery('a b')).toBe('a & b');
    expect(nameTsQuery('')).toBeNull();
  });

  it('lets a word be matched by its corrections instead', () => {
    const corrections = new Map([['maion', ['maison', 'marion']]]);
    expect(nameTsQuery('maion robert', corrections)).toBe('(maion:* | maison | marion) & robert:*');
  });

  it('never lets an operator of the query language through the folding', () => {
    expect(nameTsQuery(foldQuery("a & b | !c:* <-> 'd' (e)"))).toBe('a & b & c & d & e');
  });
});
