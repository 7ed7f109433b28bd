import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { useInvalidatingMutation, type InvalidatingOptions } from './invalidating-mutation';

function renderWrite(
  write: (id: number) => Promise<number>,
  options: InvalidatingOptions = {},
  details = jest.fn().mockResolvedValue(['détail']),
) {
  const client = createQueryClient();
  const artisan = jest.fn().mockResolvedValue({ id: 3 });
  const { result } = renderHook(
    () => {
      useQuery({ queryKey: ['artisans', 3, 'details'], queryFn: details });
      useQuery({ queryKey: ['artisans', 3], queryFn: artisan });
      return useInvalidatingMutation(
        write,
        (id) => [
          ['artisans', id, 'details'],
          { queryKey: ['artisans', id], exact: true, refetchType: 'none' },
        ],
        options,
      );
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    },
  );
  return { client, details, artisan, result };
}

describe('useInvalidatingMutation', () => {
  it('asks again for what a write changed, and only marks stale what it is told to', async () => {
    const { client, details, artisan, result } = renderWrite(async (id) => id);
    await waitFor(() => expect(artisan).toHaveBeenCalledTimes(1));
    await act(() => result.current.mutateAsync(3));
    await waitFor(() => expect(details).toHaveBeenCalledTimes(2));
    expect(artisan).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['artisans', 3])?.isInvalidated).toBe(true);
  });

  it('stays pending until what it changed is read again, when asked to', async () => {
    let answer: (value: string[]) => void = () => undefined;
    const details = jest
      .fn()
      .mockResolvedValueOnce(['avant'])
      .mockImplementationOnce(() => new Promise<string[]>((resolve) => (answer = resolve)));
    const { result } = renderWrite(async (id) => id, { awaitRefetch: true }, details);
    await waitFor(() => expect(details).toHaveBeenCalledTimes(1));
    act(() => result.current.mutate(3));
    await waitFor(() => expect(details).toHaveBeenCalledTimes(2));
    expect(result.current.isPending).toBe(true);
    act(() => answer(['après']));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('changes nothing when the write fails', async () => {
    const { client, details, artisan, result } = renderWrite(() => Promise.reject(new Error('refusé')));
    await waitFor(() => expect(artisan).toHaveBeenCalledTimes(1));
    await act(() => expect(result.current.mutateAsync(3)).rejects.toThrow('refusé'));
    expect(details).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['artisans', 3])?.isInvalidated).toBe(false);
  });
});
