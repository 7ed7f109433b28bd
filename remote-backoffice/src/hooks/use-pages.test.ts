import { act, renderHook } from '@testing-library/react';
import { usePages } from './use-pages';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('usePages', () => {
  it('slices twenty at a time and counts the pages', () => {
    const { result } = renderHook(() => usePages(numbers(45)));
    expect(result.current).toMatchObject({ page: 1, pageCount: 3 });
    expect(result.current.items).toEqual(numbers(20));
    act(() => result.current.setPage(3));
    expect(result.current.items).toEqual([41, 42, 43, 44, 45]);
  });

  it('stays in range when the list shrinks, and has one empty page for none', () => {
    const { result, rerender } = renderHook(({ list }) => usePages(list), {
      initialProps: { list: numbers(45) },
    });
    act(() => result.current.setPage(3));
    rerender({ list: numbers(5) });
    expect(result.current).toMatchObject({ page: 1, pageCount: 1, items: numbers(5) });
    rerender({ list: [] });
    expect(result.current).toMatchObject({ page: 1, pageCount: 1, items: [] });
  });

  it('has no rows before the list arrives', () => {
    const { result } = renderHook(() => usePages<number>(null));
    expect(result.current.items).toEqual([]);
  });
});
