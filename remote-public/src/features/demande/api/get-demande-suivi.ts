// GET /api/demandes/suivi/{token}: the visitor's « Ma demande » (what they sent, to whom, where each artisan
// stands), for the page /ma-demande. Prefetched with the page's code by its route (on the server too); an unknown,
// altered or expired link is a 404 (a malformed one, a 400), which the page says is an invalid link.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchDemandeSuivi } from '@annuaire/shared/client/demandes';
import { queryKeys } from '@annuaire/shared/query/keys';
import { retriesOnMount } from '../../../utils/loadable';

export { fetchDemandeSuivi };

export function demandeSuiviQuery(token: string) {
  return queryOptions({
    queryKey: queryKeys.demandeSuivi(token),
    queryFn: () => fetchDemandeSuivi(token),
  });
}

/** Waits while there is no token (the page then says the link is invalid without asking). */
export function useDemandeSuivi(token: string | null) {
  const client = useQueryClient();
  const options = demandeSuiviQuery(token ?? '');
  return useQuery({
    ...options,
    enabled: token !== null,
    retryOnMount: retriesOnMount(client, options.queryKey),
  });
}
