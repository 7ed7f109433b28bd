import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { useInvalidatingMutation } from './invalidating-mutation';

function renderWrite(write: (id: number) => Promise<number>) {
  const client = createQueryClient();
  const details = jest.fn().mockResolvedValue(['détail']);
  const artisan = jest.fn().mockResolvedValue({ id: 3 });
  const { result } = renderHook(
    () => {
      useQuery({ queryKey: ['artisans', 3, 'details'], queryFn: details });
      useQuery({ queryKey: ['artisans', 3], queryFn: artisan });
      return useInvalidatingMutation(write, (id) => [
        ['artisans', id, 'details'],
        { queryKey: ['artisans', id], exact: true, refetchType: 'none' },
      ]);
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

  it('changes nothing when the write fails', async () => {
    const { client, details, artisan, result } = renderWrite(() => Promise.reject(new Error('refusé')));
    await waitFor(() => expect(artisan).toHaveBeenCalledTimes(1));
    await act(() => expect(result.current.mutateAsync(3)).rejects.toThrow('refusé'));
    expect(details).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['artisans', 3])?.isInvalidated).toBe(false);
  });
});
