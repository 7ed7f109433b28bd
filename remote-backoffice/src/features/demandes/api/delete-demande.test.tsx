import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { deleteDemande } from '@annuaire/shared/client/demandes';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { queryKeys } from '@annuaire/shared/query/keys';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { useDeleteDemande } from './delete-demande';

jest.mock('@annuaire/shared/client/demandes');

function setUp() {
  const client = createQueryClient();
  for (const key of [
    queryKeys.demandeCounts(),
    queryKeys.artisanDemandes(4),
    queryKeys.artisanDemandes(9),
    queryKeys.demande(12),
    queryKeys.artisan(4),
  ])
    client.setQueryData(key, []);
  const { result } = renderHook(() => useDeleteDemande(4), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { result, invalidated };
}

describe('useDeleteDemande', () => {
  it("deletes the request, then makes the counts and that artisan's requests stale, nothing else", async () => {
    jest.mocked(deleteDemande).mockResolvedValue();
    const { result, invalidated } = setUp();
    await act(() => result.current.mutateAsync(31));
    expect(deleteDemande).toHaveBeenCalledWith(31);
    expect(invalidated(queryKeys.demandeCounts())).toBe(true);
    expect(invalidated(queryKeys.artisanDemandes(4))).toBe(true);
    expect(invalidated(queryKeys.artisanDemandes(9))).toBe(false);
    expect(invalidated(queryKeys.demande(12))).toBe(false);
    expect(invalidated(queryKeys.artisan(4))).toBe(false);
  });

  it('changes nothing when the API refuses', async () => {
    jest.mocked(deleteDemande).mockRejectedValue(new ApiRequestError('Demande introuvable.', 404));
    const { result, invalidated } = setUp();
    await act(() => expect(result.current.mutateAsync(31)).rejects.toThrow('Demande introuvable.'));
    expect(invalidated(queryKeys.demandeCounts())).toBe(false);
    expect(invalidated(queryKeys.artisanDemandes(4))).toBe(false);
  });
});
