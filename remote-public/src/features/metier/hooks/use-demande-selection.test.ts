import { act, renderHook } from '@testing-library/react';
import { useDemandeSelection } from './use-demande-selection';

const artisan = (id: number) => ({ id, entrepriseNom: `Entreprise ${id}` });

describe('useDemandeSelection', () => {
  it('keeps the chosen artisans in the order they were chosen, three at most', () => {
    const { result } = renderHook(() => useDemandeSelection(1));
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

  it('keeps only the id and the name of a card', () => {
    const { result } = renderHook(() => useDemandeSelection(1));
    act(() => result.current.toggle({ ...artisan(3), ville: 'Tulle' } as ReturnType<typeof artisan>, true));
    expect(result.current.chosen).toEqual([artisan(3)]);
  });

  it('starts empty on another trade, and empties on request', () => {
    const { result, rerender } = renderHook(({ trade }) => useDemandeSelection(trade), {
      initialProps: { trade: 1 },
    });
    act(() => result.current.toggle(artisan(5), true));
    rerender({ trade: 1 });
    expect(result.current.chosen).toHaveLength(1);
    rerender({ trade: 2 });
    expect(result.current.chosen).toEqual([]);
    act(() => result.current.toggle(artisan(6), true));
    act(() => result.current.clear());
    expect(result.current.chosen).toEqual([]);
  });
});
