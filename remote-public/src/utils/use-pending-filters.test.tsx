import { act, renderHook } from '@testing-library/react';
import { usePendingFilters } from './use-pending-filters';

describe('usePendingFilters', () => {
  it('shows a change at once, forgets it once the current filters say it, and follows them back', () => {
    const onChange = jest.fn();
    const { result, rerender } = renderHook(({ current }) => usePendingFilters(current, onChange), {
      initialProps: { current: { rge: false, noteMin: null as number | null } },
    });
    act(() => result.current[1]({ rge: true }));
    expect(onChange).toHaveBeenCalledWith({ rge: true });
    expect(result.current[0]).toEqual({ rge: true, noteMin: null });
    act(() => result.current[1]({ noteMin: 4 }));
    expect(result.current[0]).toEqual({ rge: true, noteMin: 4 });
    rerender({ current: { rge: true, noteMin: 4 } });
    expect(result.current[0]).toEqual({ rge: true, noteMin: 4 });
    // The back button: the URL no longer has them.
    rerender({ current: { rge: false, noteMin: null } });
    expect(result.current[0]).toEqual({ rge: false, noteMin: null });
  });
});
