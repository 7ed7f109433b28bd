// GET /api/avis/invitations/{token}: whom a review link is about and whether it still works (used, expired), for the
// page /avis/nouveau. Prefetched with the page's code by its route (on the server too); an unknown token is a 404
// (a token the API refuses, a 400), which the page says is an invalid link without asking again on hydration.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchInvitationStatus } from '@annuaire/shared/client/avis';
import { queryKeys } from '@annuaire/shared/query/keys';
import { retriesOnMount } from '../../../utils/loadable';

export { fetchInvitationStatus };

export function invitationStatusQuery(token: string) {
  return queryOptions({
    queryKey: queryKeys.invitation(token),
    queryFn: () => fetchInvitationStatus(token),
  });
}

/** Waits while there is no token (the page then says the link is invalid without asking). */
export function useInvitationStatus(token: string | null) {
  const client = useQueryClient();
  const options = invitationStatusQuery(token ?? '');
  return useQuery({
    ...options,
    enabled: token !== null,
    retryOnMount: retriesOnMount(client, options.queryKey),
  });
}
