import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  createArtisanDetail,
  deleteArtisanDetail,
  updateArtisanDetail,
  uploadArtisanImage,
} from '@annuaire/shared/client/artisan-details';
import { updateArtisan } from '@annuaire/shared/client/artisans';
import { updateOwnContact } from '@annuaire/shared/client/users';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { queryKeys } from '@annuaire/shared/query/keys';
import { accountFixture, artisanFixture, detail, imageFile, qualification } from '../../../test/fixtures';
import { useDeleteDetail } from './delete-detail';
import { useSaveDescription } from './save-description';
import { useSaveArtisanFields } from './update-artisan';
import { useDeleteQualification, useSaveQualification } from './save-qualification';
import { useSaveContact } from './update-contact';
import { useUploadDetailImage } from './upload-detail-image';

jest.mock('@annuaire/shared/client/artisan-details');
jest.mock('@annuaire/shared/client/artisans');
jest.mock('@annuaire/shared/client/users');

const SEEDED: Record<string, QueryKey> = {
  artisan: queryKeys.artisan(7),
  details: queryKeys.artisanDetails(7),
  account: queryKeys.artisanAccount(7),
  otherArtisan: queryKeys.artisan(8),
  artisanList: queryKeys.artisansPage({ page: 1 }),
  plombierPage: queryKeys.tradePage(1, { page: 1 }),
  maconPage: queryKeys.tradePage(3, { page: 1 }),
  electricienPage: queryKeys.tradePage(2, { page: 1 }),
  trades: queryKeys.specialites(),
};

let client: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The names of the seeded queries a write marked stale. */
function invalidated(): string[] {
  return Object.entries(SEEDED)
    .filter(([, queryKey]) => client.getQueryState(queryKey)?.isInvalidated)
    .map(([name]) => name);
}

/** A new cache holding every seeded query. */
function seed() {
  client = createQueryClient();
  for (const queryKey of Object.values(SEEDED)) client.setQueryData(queryKey, { cached: true });
}

beforeEach(seed);

describe('the writes of the editor', () => {
  it('save the description and mark the artisan’s queries stale, those of no other artisan', async () => {
    jest.mocked(updateArtisanDetail).mockResolvedValue(detail('DESCRIPTION'));
    const { result } = renderHook(() => useSaveDescription(7), { wrapper });
    const current = detail('DESCRIPTION');
    await act(() => result.current.mutateAsync({ current, text: ' Nouveau texte ' }));
    expect(updateArtisanDetail).toHaveBeenCalledWith(current.id, {
      type: 'DESCRIPTION',
      description: 'Nouveau texte',
      artisanId: 7,
    });
    expect(invalidated()).toEqual(['artisan', 'details', 'account']);
  });

  it('do not ask again at once what the editor shows: no request beyond the write', async () => {
    const queryFn = jest.fn(async () => artisanFixture());
    jest.mocked(updateOwnContact).mockResolvedValue(accountFixture());
    const { result } = renderHook(
      () => ({
        shown: useQuery({ queryKey: queryKeys.artisan(7), queryFn, staleTime: 0 }),
        save: useSaveContact(7),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.shown.isFetching).toBe(false));
    queryFn.mockClear();
    await act(() =>
      result.current.save.mutateAsync({
        account: accountFixture(),
        fields: { telephone: '', personnalDataToShow: 'MAIL' },
        role: 'ROLE_ARTISAN',
      }),
    );
    expect(updateOwnContact).toHaveBeenCalledWith(21, { telephone: '', personnalDataToShow: 'MAIL' });
    expect(client.getQueryState(queryKeys.artisan(7))?.isInvalidated).toBe(true);
    expect(queryFn).not.toHaveBeenCalled();
    expect(result.current.shown.isFetching).toBe(false);
  });

  it('mark every artisan list and the pages of the trades it had and has stale when its fields change', async () => {
    jest.mocked(updateArtisan).mockResolvedValue(artisanFixture({ specialites: [1, 3] }));
    const { result } = renderHook(() => useSaveArtisanFields(7), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        artisan: artisanFixture({ specialites: [1, 4] }),
        fields: { anneeExperience: null, rayonActivite: 30, specialites: [1, 3] },
        role: 'ROLE_ARTISAN',
      }),
    );
    expect(invalidated()).toEqual([
      'artisan',
      'details',
      'account',
      'otherArtisan',
      'artisanList',
      'plombierPage',
      'maconPage',
    ]);
  });

  it('mark the artisan’s queries stale after an image or a deletion, every list after a main image', async () => {
    jest.mocked(uploadArtisanImage).mockResolvedValue('/uploads/artisans/7/neuve.webp');
    jest.mocked(createArtisanDetail).mockResolvedValue(detail('NORME'));
    jest.mocked(deleteArtisanDetail).mockResolvedValue(undefined);
    const { result } = renderHook(() => useUploadDetailImage(7), { wrapper });
    await act(() =>
      result.current.mutateAsync({ type: 'NORME', file: imageFile('a.png'), description: null }),
    );
    expect(uploadArtisanImage).toHaveBeenCalledWith(7, expect.anything());
    expect(invalidated()).toEqual(['artisan', 'details', 'account']);

    seed();
    const again = renderHook(() => useDeleteDetail(7), { wrapper });
    await act(() => again.result.current.mutateAsync(42));
    expect(deleteArtisanDetail).toHaveBeenCalledWith(42);
    expect(invalidated()).toEqual(['artisan', 'details', 'account']);

    seed();
    const main = renderHook(() => useUploadDetailImage(7), { wrapper });
    await act(() =>
      main.result.current.mutateAsync({ type: 'IMG_PRINCIPALE', file: imageFile('b.png'), description: 'X' }),
    );
    expect(invalidated()).toEqual(['artisan', 'details', 'account', 'otherArtisan', 'artisanList']);
  });

  it('mark every artisan list and the pages of its trades stale after a qualification (the RGE badge)', async () => {
    const stored = qualification('NORME', { rge: true });
    jest.mocked(createArtisanDetail).mockResolvedValue(stored);
    jest.mocked(updateArtisanDetail).mockResolvedValue(stored);
    jest.mocked(deleteArtisanDetail).mockResolvedValue(undefined);
    client.setQueryData(queryKeys.artisanDetailsWithExpired(7), []);
    const { result } = renderHook(() => useSaveQualification(7, [1, 3]), { wrapper });
    const { id: _id, ...fields } = stored;
    await act(() => result.current.mutateAsync({ detail: { ...fields, type: 'NORME' } }));
    expect(createArtisanDetail).toHaveBeenCalledWith(expect.objectContaining({ type: 'NORME', rge: true }));
    expect(invalidated()).toEqual([
      'artisan',
      'details',
      'account',
      'otherArtisan',
      'artisanList',
      'plombierPage',
      'maconPage',
    ]);
    // The editor's list, expired ones included, is a child of the details' key.
    expect(client.getQueryState(queryKeys.artisanDetailsWithExpired(7))?.isInvalidated).toBe(true);

    seed();
    const update = renderHook(() => useSaveQualification(7, [2]), { wrapper });
    await act(() =>
      update.result.current.mutateAsync({ id: stored.id, detail: { ...fields, type: 'NORME' } }),
    );
    expect(updateArtisanDetail).toHaveBeenCalledWith(
      stored.id,
      expect.objectContaining({ organisme: 'Qualibat' }),
    );
    expect(invalidated()).toEqual([
      'artisan',
      'details',
      'account',
      'otherArtisan',
      'artisanList',
      'electricienPage',
    ]);

    seed();
    const remove = renderHook(() => useDeleteQualification(7, [1]), { wrapper });
    await act(() => remove.result.current.mutateAsync(stored.id));
    expect(deleteArtisanDetail).toHaveBeenCalledWith(stored.id);
    expect(invalidated()).toEqual([
      'artisan',
      'details',
      'account',
      'otherArtisan',
      'artisanList',
      'plombierPage',
    ]);
  });

  it('mark nothing stale when the API refuses the write', async () => {
    jest.mocked(deleteArtisanDetail).mockRejectedValue(new Error('refusé'));
    const { result } = renderHook(() => useDeleteDetail(7), { wrapper });
    await act(() => expect(result.current.mutateAsync(42)).rejects.toThrow('refusé'));
    expect(invalidated()).toEqual([]);
  });
});
