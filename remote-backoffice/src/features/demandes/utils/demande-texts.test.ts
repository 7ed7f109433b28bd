import { countsText, newestFirst, stateLabel } from './demande-texts';

describe('countsText', () => {
  it.each([
    [1, 0, '1 demande, traitée'],
    [1, 1, '1 demande, non traitée'],
    [3, 0, '3 demandes, toutes traitées'],
    [2, 2, '2 demandes, aucune traitée'],
    [3, 1, '3 demandes, dont 1 non traitée'],
    [5, 2, '5 demandes, dont 2 non traitées'],
  ])('%i requests with %i not handled: « %s »', (total, nonTraitees, text) => {
    expect(countsText(total, nonTraitees)).toBe(text);
  });
});

describe('stateLabel', () => {
  it('says the state in words', () => {
    expect(stateLabel({ traitee: true })).toBe('Traitée');
    expect(stateLabel({ traitee: false })).toBe('Non traitée');
  });
});

describe('newestFirst', () => {
  it('orders a copy by date, the most recent first', () => {
    const items = [
      { id: 1, at: '2026-11-01T10:00:00.000Z' },
      { id: 2, at: '2026-11-20T10:00:00.000Z' },
      { id: 3, at: '2026-11-10T10:00:00.000Z' },
    ];
    expect(newestFirst(items, (item) => item.at).map((item) => item.id)).toEqual([2, 3, 1]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
