import { tradeSuggestions } from './trade-filter';

const trades = [
  { id: 1, metier: 'Électricien', pathImg: null },
  { id: 2, metier: 'Plombier', pathImg: null },
  { id: 3, metier: 'Chauffagiste', pathImg: null },
  { id: 4, metier: 'Carreleur', pathImg: null },
];

describe('tradeSuggestions', () => {
  it('matches a substring, ignoring case and accents', () => {
    expect(tradeSuggestions(trades, 'ELEC', null).map((t) => t.metier)).toEqual(['Électricien']);
    expect(tradeSuggestions(trades, 'éur', null).map((t) => t.metier)).toEqual(['Carreleur']);
    expect(tradeSuggestions(trades, 'I', null).map((t) => t.id)).toEqual([1, 2, 3]);
  });

  it('lists every trade for an empty or blank query, in the given order', () => {
    expect(tradeSuggestions(trades, '  ', null).map((t) => t.id)).toEqual([1, 2, 3, 4]);
  });

  it('leaves out the selected trade', () => {
    expect(tradeSuggestions(trades, '', 2).map((t) => t.id)).toEqual([1, 3, 4]);
    expect(tradeSuggestions(trades, 'plomb', 2)).toEqual([]);
  });
});
