// GET and PUT /api/artisan/{artisanId}/alertes-demandes: « Alertes de nouvelles demandes », each request mailed as it
// arrives or a daily digest. Saved as soon as it is chosen, not optimistic: the choice shown is the server's once
// it has answered, and a refusal leaves the stored one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAlertesDemandes, updateAlertesDemandes } from '@annuaire/shared/client/demande-alertes';
import type { AlertesDemandes } from '@annuaire/shared/contract/demande-alertes';
import { queryKeys } from '@annuaire/shared/query/keys';

export function useAlertesDemandesQuery(artisanId: number) {
  return useQuery({
    queryKey: queryKeys.artisanAlertesDemandes(artisanId),
    queryFn: () => fetchAlertesDemandes(artisanId),
  });
}

export function useUpdateAlertesDemandes(artisanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertes: AlertesDemandes) => updateAlertesDemandes(artisanId, alertes),
    onSuccess: (stored) => {
      queryClient.setQueryData(queryKeys.artisanAlertesDemandes(artisanId), stored);
    },
  });
}
