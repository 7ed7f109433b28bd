import { filtersSummary, noteLabel, noteOptions } from './trade-filter-texts';

describe('trade filter texts', () => {
  it('offers « Toutes », 3 et plus, 4 et plus and 5', () => {
    expect(noteOptions(null)).toEqual([
      { value: '', label: 'Toutes' },
      { value: '3', label: '3 et plus' },
      { value: '4', label: '4 et plus' },
      { value: '5', label: '5' },
    ]);
    expect(noteOptions(4)).toEqual(noteOptions(null));
  });

  it('adds a note the URL asks for beyond the offered ones, in order', () => {
    expect(noteOptions(2).map((option) => option.label)).toEqual([
      'Toutes',
      '2 et plus',
      '3 et plus',
      '4 et plus',
      '5',
    ]);
    expect(noteLabel(1)).toBe('1 et plus');
  });

  it('counts the filters on in the summary', () => {
    expect(filtersSummary(0)).toBe('Filtres');
    expect(filtersSummary(3)).toBe('Filtres (3)');
  });
});
