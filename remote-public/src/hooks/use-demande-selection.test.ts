import { act, renderHook } from '@testing-library/react';
import {
  DEMANDE_SELECTION_KEY,
  parseSelection,
  rememberDemandePlace,
  useDemandeSelection,
} from './use-demande-selection';

const artisan = (id: number) => ({ id, entrepriseNom: `Entreprise ${id}` });

beforeEach(() => {
  sessionStorage.clear();
});

describe('useDemandeSelection', () => {
  it('keeps the chosen artisans in the order they were chosen, three at most', () => {
    const { result } = renderHook(() => useDemandeSelection());
    act(() => result.current.toggle(artisan(5), true));
    act(() => result.current.toggle(artisan(2), true));
    act(() => result.current.toggle(artisan(5), true));
    expect(result.current.chosen).toEqual([artisan(5), artisan(2)]);
    expect(result.current.full).toBe(false);
    act(() => result.current.toggle(artisan(9), true));
    act(() => result.current.toggle(artisan(4), true));
    expect(result.current.chosen.map((item) => item.id)).toEqual([5, 2, 9]);
    expect(result.current.full).toBe(true);
    expect(result.current.isChosen(4)).toBe(false);
    act(() => result.current.toggle(artisan(2), false));
    expect(result.current.chosen.map((item) => item.id)).toEqual([5, 9]);
    expect(result.current.full).toBe(false);
  });

  it('is one selection for every page of the tab, kept in sessionStorage', () => {
    const trade = renderHook(() => useDemandeSelection());
    act(() =>
      trade.result.current.toggle({ ...artisan(3), ville: 'Tulle' } as ReturnType<typeof artisan>, true),
    );
    act(() => trade.result.current.toggle(artisan(7), true));
    // The profile, mounted afterwards (the trade page gone), sees the same two, with only their id and name.
    trade.unmount();
    const profile = renderHook(() => useDemandeSelection());
    expect(profile.result.current.chosen).toEqual([artisan(3), artisan(7)]);
    expect(JSON.parse(sessionStorage.getItem(DEMANDE_SELECTION_KEY)!).artisans).toEqual([
      artisan(3),
      artisan(7),
    ]);
    act(() => profile.result.current.clear());
    expect(profile.result.current.chosen).toEqual([]);
  });

  it('remembers the postcode of the place chosen, which emptying the artisans keeps', () => {
    const { result } = renderHook(() => useDemandeSelection());
    act(() => rememberDemandePlace('19000'));
    act(() => rememberDemandePlace(undefined));
    act(() => rememberDemandePlace('Tulle'));
    expect(result.current.codePostal).toBe('19000');
    act(() => result.current.toggle(artisan(1), true));
    act(() => result.current.clear());
    expect(result.current.codePostal).toBe('19000');
  });
});

describe('parseSelection', () => {
  it('reads what the page wrote, and anything else as empty', () => {
    expect(parseSelection(null)).toEqual({ artisans: [], codePostal: '' });
    expect(parseSelection('pas du JSON')).toEqual({ artisans: [], codePostal: '' });
    expect(
      parseSelection(
        JSON.stringify({
          artisans: [
            artisan(1),
            artisan(1),
            { id: -2, entrepriseNom: 'X' },
            { id: 3 },
            artisan(4),
            artisan(5),
            artisan(6),
          ],
          codePostal: '<script>',
        }),
      ),
    ).toEqual({ artisans: [artisan(1), artisan(4), artisan(5)], codePostal: '' });
  });
});
