// GET /api/artisan/{artisanId}/demandes (that artisan or an admin): an artisan's requests, newest first. The back
// office's list of one artisan's requests reads it under the key the editor's inbox uses, so one deletion refreshes
// both.
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchArtisanDemandes } from '@annuaire/shared/client/demandes';
import { adminQuery } from '../../../api/admin-query';

export { fetchArtisanDemandes };

export const artisanDemandesQuery = (artisanId: number) =>
  adminQuery(queryKeys.artisanDemandes(artisanId), () => fetchArtisanDemandes(artisanId));

export function useArtisanDemandes(artisanId: number) {
  return useQuery(artisanDemandesQuery(artisanId));
}
