import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createArtisanDetail } from '@annuaire/shared/client/artisan-details';
import { queryKeys } from '@annuaire/shared/query/keys';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { artisanDetail } from '../../../test/fixtures';
import { useCreateArtisanDetail } from './create-artisan-detail';

jest.mock('@annuaire/shared/client/artisan-details');

describe('detailsChanged', () => {
  it('makes both lists of details stale, the public one and the one with the expired qualifications', async () => {
    jest.mocked(createArtisanDetail).mockResolvedValue(artisanDetail(9, 'ASSURANCE'));
    const client = createQueryClient();
    for (const key of [
      queryKeys.artisanDetails(3),
      queryKeys.artisanDetailsWithExpired(3),
      queryKeys.artisan(3),
      queryKeys.artisanDetails(4),
    ])
      client.setQueryData(key, []);
    const { result } = renderHook(() => useCreateArtisanDetail(3), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    await act(() =>
      result.current.mutateAsync({
        type: 'ASSURANCE',
        artisanId: 3,
        organisme: 'MAAF Assurances',
        numero: 'DEC-2026-001',
        dateDebut: '2026-01-01',
        dateFin: '2026-12-31',
      }),
    );
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeys.artisanDetails(3))).toBe(true);
    expect(stale(queryKeys.artisanDetailsWithExpired(3))).toBe(true);
    expect(stale(queryKeys.artisan(3))).toBe(true);
    expect(stale(queryKeys.artisanDetails(4))).toBe(false);
  });
});
