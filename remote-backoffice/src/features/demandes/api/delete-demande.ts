// DELETE /api/demandes/{id} (admin, for abuse): the request is gone for good. The counts per artisan and that
// artisan's requests (the back office's list and the editor's inbox) are asked for again; the other requests read
// with « Voir » (keys under the counts' prefix) have not changed, so the counts are invalidated alone.
import { queryKeys } from '@annuaire/shared/query/keys';
import { deleteDemande } from '@annuaire/shared/client/demandes';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { deleteDemande };

export function useDeleteDemande(artisanId: number) {
  return useInvalidatingMutation(
    (id: number) => deleteDemande(id),
    () => [{ queryKey: queryKeys.demandeCounts(), exact: true }, queryKeys.artisanDemandes(artisanId)],
  );
}
