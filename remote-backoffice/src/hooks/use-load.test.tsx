import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { useLoad } from './use-load';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useLoad', () => {
  it('gives the answer, then a French error, and reloads', async () => {
    const load = jest
      .fn()
      .mockResolvedValueOnce(['a'])
      .mockRejectedValueOnce(new ApiRequestError('Hors ligne.', null));
    const { result } = renderHook(() => useLoad(load, []));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(['a']));
    expect(result.current).toMatchObject({ loading: false, error: null });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBe('Hors ligne.'));
    // The last good answer stays on screen.
    expect(result.current.data).toEqual(['a']);
  });

  it('drops an answer that arrives after a newer call', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const calls = { tulle: first.promise, brive: second.promise } as Record<string, Promise<string>>;
    const { result, rerender } = renderHook(({ q }) => useLoad(() => calls[q]!, [q]), {
      initialProps: { q: 'tulle' },
    });
    rerender({ q: 'brive' });
    await act(async () => second.resolve('brive'));
    await act(async () => first.resolve('tulle'));
    expect(result.current.data).toBe('brive');
  });
});
