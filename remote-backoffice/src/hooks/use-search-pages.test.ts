import { act, renderHook } from '@testing-library/react';
import { useSearchPages } from './use-search-pages';

const trades = Array.from({ length: 45 }, (_, index) => `Métier ${index + 1}`);
const matches = (trade: string, search: string) => trade.includes(search.trim());

describe('useSearchPages', () => {
  it('filters the list and goes back to page 1 on a new search', () => {
    const { result } = renderHook(() => useSearchPages(trades, matches));
    expect(result.current.pages).toMatchObject({ page: 1, pageCount: 3 });
    act(() => result.current.pages.setPage(3));
    act(() => result.current.setSearch(' 4'));
    expect(result.current.pages.page).toBe(1);
    expect(result.current.pages.items).toEqual([
      'Métier 4',
      'Métier 14',
      'Métier 24',
      'Métier 34',
      'Métier 40',
      'Métier 41',
      'Métier 42',
      'Métier 43',
      'Métier 44',
      'Métier 45',
    ]);
    expect(result.current.query).toBe('4');
  });

  it('names no search over an empty or missing list', () => {
    const { result, rerender } = renderHook(({ list }) => useSearchPages(list, matches), {
      initialProps: { list: null as string[] | null },
    });
    act(() => result.current.setSearch('zzz'));
    expect(result.current.query).toBe('');
    rerender({ list: trades });
    expect(result.current.query).toBe('zzz');
    expect(result.current.pages.items).toEqual([]);
  });
});
