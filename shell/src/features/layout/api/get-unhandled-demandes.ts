// GET /api/artisan/{artisanId}/demandes, for the count of requests to handle after the header's « MON PROFIL PRO »:
// the same cache entry as the editor's inbox, so the editor's page asks once, and marking a request in the inbox
// updates the header at once. Asked only for a signed-in artisan inside their editor (`enabled`), never on the
// public pages.
import { useQuery } from '@tanstack/react-query';
import { fetchArtisanDemandes } from '@annuaire/shared/client/demandes';
import { queryKeys } from '@annuaire/shared/query/keys';

export function useUnhandledDemandesCount(artisanId: number | null, enabled: boolean): number | null {
  const { data } = useQuery({
    queryKey: queryKeys.artisanDemandes(artisanId ?? 0),
    queryFn: () => fetchArtisanDemandes(artisanId!),
    enabled: enabled && artisanId !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  return enabled && data ? data.nonTraitees : null;
}
