// GET /api/artisan/{id}/compte: the account behind the profile (e-mail, phone, personnalDataToShow), which the
// public profile hides. The API answers it to an admin or to the owning artisan only (403 otherwise), and 404 when
// no account is linked: the editor then works without the contact fields (use-profile-queries.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, request } from '@annuaire/shared/client/http';
import type { User } from '@annuaire/shared/contract/user';
import { queryKeys } from '@annuaire/shared/query/keys';

export function getArtisanAccount(artisanId: number): Promise<User> {
  return request(() => api().get(`artisan/${artisanId}/compte`).json<User>());
}

export function artisanAccountQuery(artisanId: number) {
  return queryOptions({
    queryKey: queryKeys.artisanAccount(artisanId),
    queryFn: () => getArtisanAccount(artisanId),
    // Asked again each time the editor opens: its form starts from what the server holds, not from what another
    // page cached.
    staleTime: 0,
  });
}

export function useArtisanAccountQuery(artisanId: number) {
  return useQuery(artisanAccountQuery(artisanId));
}
