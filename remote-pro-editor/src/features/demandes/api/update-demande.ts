// PUT /api/demandes/{id}: the artisan marks a request handled (`traitee: true`) or back to unhandled. Not
// optimistic: the row changes once the API has taken it (from its answer), and a refusal leaves the row as it was.
// Then the inbox is asked again (the unread count and the median time are the server's), and the public artisan
// page is marked stale (its badge « Répond rapidement » follows the stored figures) without being asked at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDemande } from '@annuaire/shared/client/demandes';
import type { Demande, DemandeList } from '@annuaire/shared/contract/demande';
import { queryKeys } from '@annuaire/shared/query/keys';

export const putDemande = updateDemande;

export interface DemandeMark {
  id: number;
  traitee: boolean;
}

/** The list with `stored` in place of the request it updates, and the unread count following it. */
export function withStoredDemande(list: DemandeList, stored: Demande): DemandeList {
  const previous = list.demandes.find((demande) => demande.id === stored.id);
  if (!previous) return list;
  const change = previous.traitee === stored.traitee ? 0 : stored.traitee ? -1 : 1;
  return {
    ...list,
    demandes: list.demandes.map((demande) => (demande.id === stored.id ? stored : demande)),
    nonTraitees: Math.max(0, list.nonTraitees + change),
  };
}

export function useUpdateDemande(artisanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, traitee }: DemandeMark) => putDemande(id, { traitee }),
    onSuccess: (stored) => {
      const inbox = queryKeys.artisanDemandes(artisanId);
      queryClient.setQueryData<DemandeList>(inbox, (list) => (list ? withStoredDemande(list, stored) : list));
      void queryClient.invalidateQueries({ queryKey: queryKeys.artisan(artisanId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: inbox });
    },
  });
}
