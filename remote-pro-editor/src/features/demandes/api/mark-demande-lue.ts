// POST /api/demandes/{id}/lue: the artisan's inbox displayed a request, so its visitor's « Ma demande » says « Lue
// le … ». The API keeps the first date; the answer replaces the request in the inbox's data (the unread count does
// not change: reading is not handling). A failure is left silent: the next display of the request records it again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markDemandeLue } from '@annuaire/shared/client/demandes';
import type { DemandeList } from '@annuaire/shared/contract/demande';
import { queryKeys } from '@annuaire/shared/query/keys';
import { withStoredDemande } from './update-demande';

export const postDemandeLue = markDemandeLue;

export function useMarkDemandeLue(artisanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postDemandeLue(id),
    onSuccess: (stored) => {
      queryClient.setQueryData<DemandeList>(queryKeys.artisanDemandes(artisanId), (list) =>
        list ? withStoredDemande(list, stored) : list,
      );
    },
  });
}
