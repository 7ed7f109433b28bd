import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { deleteArtisan } from '@annuaire/shared/client/artisans';
import { queryKeys } from '@annuaire/shared/query/keys';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { useDeleteArtisan } from './delete-artisan';

jest.mock('@annuaire/shared/client/artisans');

describe('useDeleteArtisan', () => {
  it('deletes the artisan, then makes every artisan query stale (the pages, the searches, its profile)', async () => {
    jest.mocked(deleteArtisan).mockResolvedValue();
    const client = createQueryClient();
    const keys = [
      queryKeys.artisansPage({ page: 2, q: '' }),
      queryKeys.artisanSearch('tulle'),
      queryKeys.artisan(4),
      // The account it held is free again: the artisan form's select asks for the free accounts again.
      queryKeys.freeUsersPage('ROLE_ARTISAN', { q: '', artisanId: null }),
    ];
    for (const key of [...keys, queryKeys.particuliers()]) client.setQueryData(key, []);
    const { result } = renderHook(() => useDeleteArtisan(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    await act(() => result.current.mutateAsync(4));
    expect(deleteArtisan).toHaveBeenCalledWith(4);
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.particuliers())?.isInvalidated).toBe(false);
  });
});
