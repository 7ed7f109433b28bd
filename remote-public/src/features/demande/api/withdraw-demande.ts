// POST /api/demandes/suivi/{token}/retrait: « Retirer ma demande » on /ma-demande. The link is the key (no account).
// Not optimistic: the page shows the request withdrawn once the API answered, from its answer (the record as it is
// then), which replaces the page's data.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawDemande } from '@annuaire/shared/client/demandes';
import { queryKeys } from '@annuaire/shared/query/keys';

export { withdrawDemande };

export function useWithdrawDemande(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawDemande(token),
    onSuccess: (suivi) => queryClient.setQueryData(queryKeys.demandeSuivi(token), suivi),
  });
}
