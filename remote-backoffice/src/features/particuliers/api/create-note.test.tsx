import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createNote } from '@annuaire/shared/client/notes';
import { queryKeys } from '@annuaire/shared/query/keys';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { useCreateNote } from './create-note';

jest.mock('@annuaire/shared/client/notes');

describe('useCreateNote', () => {
  it("sends the note, then makes the artisan's notes and profile stale, not its details", async () => {
    const note = {
      particulierId: 5,
      artisanId: 4,
      nombreEtoiles: 5,
      commentaire: null,
      dateExperience: '2026-04',
    };
    jest.mocked(createNote).mockResolvedValue({
      id: 1,
      ...note,
      datePublication: '2026-05-12T09:30:00.000Z',
      source: 'ADMINISTRATION',
      auteur: 'Julie M.',
      reponse: null,
    });
    const client = createQueryClient();
    for (const key of [queryKeys.artisanNotes(4), queryKeys.artisan(4), queryKeys.artisanDetails(4)])
      client.setQueryData(key, []);
    const { result } = renderHook(() => useCreateNote(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    await act(() => result.current.mutateAsync(note));
    expect(createNote).toHaveBeenCalledWith(note);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeys.artisanNotes(4))).toBe(true);
    expect(stale(queryKeys.artisan(4))).toBe(true);
    expect(stale(queryKeys.artisanDetails(4))).toBe(false);
  });
});
