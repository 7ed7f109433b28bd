// GET /api/artisan/details/artisan/{id}?expirees=1: every detail of an artisan (images, description, qualifications
// and insurances, the expired ones too, which the public does not see), for its screen. Under
// queryKeys.artisanDetails, so that a write invalidating that key (details-changed.ts) refreshes this list too.
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchArtisanDetails } from '@annuaire/shared/client/artisan-details';
import { adminQuery } from '../../../api/admin-query';

export { fetchArtisanDetails };

export const artisanDetailsQuery = (artisanId: number) =>
  adminQuery(queryKeys.artisanDetailsWithExpired(artisanId), () =>
    fetchArtisanDetails(artisanId, { withExpired: true }),
  );

export function useArtisanDetails(artisanId: number) {
  return useQuery(artisanDetailsQuery(artisanId));
}
