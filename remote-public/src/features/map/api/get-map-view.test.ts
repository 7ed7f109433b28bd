// The side list's rule for what stays on screen while the next list loads: a pan keeps the neighbours' list, a
// change of filters does not (it would list, under the new count, artisans the new filters leave out).
import { mapViewArtisansQuery, sameListFilters } from './get-map-view';

const box = { ouest: 1.4, sud: 45.1, est: 1.6, nord: 45.2 };

describe('the side list kept while the next one loads', () => {
  it('keeps the list after a pan, with the same filters', () => {
    const filters = { metier: 3, rge: '1' as const };
    expect(sameListFilters({ ...box, ...filters }, filters)).toBe(true);
    expect(sameListFilters({ ouest: 0, sud: 44, est: 1, nord: 45, ...filters }, filters)).toBe(true);
    expect(sameListFilters(box, {})).toBe(true);
  });

  it('drops it when a filter is added, changed or removed', () => {
    expect(sameListFilters({ ...box, metier: 3 }, { metier: 3, rge: '1' })).toBe(false);
    expect(sameListFilters({ ...box, metier: 3, noteMin: 4 }, { metier: 3, noteMin: 3 })).toBe(false);
    expect(sameListFilters({ ...box, metier: 3 }, {})).toBe(false);
    expect(sameListFilters(undefined, {})).toBe(false);
  });

  it('gives the query the previous pages after a pan only', () => {
    const filters = { metier: 3 };
    const options = mapViewArtisansQuery({ box, filters });
    const placeholder = options.placeholderData as (previous: unknown, query: unknown) => unknown;
    const previous = { pages: [], pageParams: [] };
    const panned = { queryKey: ['artisans', 'map', 'vue', 'artisans', { ...box, ouest: 1.3, ...filters }] };
    const filtered = { queryKey: ['artisans', 'map', 'vue', 'artisans', { ...box, metier: 4 }] };
    expect(placeholder(previous, panned)).toBe(previous);
    expect(placeholder(previous, filtered)).toBeUndefined();
    expect(placeholder(undefined, undefined)).toBeUndefined();
  });
});
