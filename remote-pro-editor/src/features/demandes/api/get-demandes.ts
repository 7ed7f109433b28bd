// GET /api/artisan/{artisanId}/demandes: the requests visitors sent to this artisan with « Contacter cet artisan »,
// newest first, with the unread count and the stored responsiveness figures. Read by the editor's « Demandes reçues »
// and the link to it in the editor's header (the artisan, or an admin; the API refuses anyone else).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchArtisanDemandes } from '@annuaire/shared/client/demandes';
import { queryKeys } from '@annuaire/shared/query/keys';

export const getDemandes = fetchArtisanDemandes;

export function artisanDemandesQuery(artisanId: number) {
  return queryOptions({
    queryKey: queryKeys.artisanDemandes(artisanId),
    queryFn: () => getDemandes(artisanId),
    // Requests arrive at any time (the artisan reads the mail, then comes back to the tab): asked again each time
    // the editor opens and when the tab is shown again.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useArtisanDemandesQuery(artisanId: number) {
  return useQuery(artisanDemandesQuery(artisanId));
}
