// GET /api/artisan/details/artisan/{id}: every detail of an artisan (images, description, norms), for its screen.
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchArtisanDetails } from '@annuaire/shared/client/artisan-details';
import { adminQuery } from '../../../api/admin-query';

export { fetchArtisanDetails };

export const artisanDetailsQuery = (artisanId: number) =>
  adminQuery(queryKeys.artisanDetails(artisanId), () => fetchArtisanDetails(artisanId));

export function useArtisanDetails(artisanId: number) {
  return useQuery(artisanDetailsQuery(artisanId));
}
