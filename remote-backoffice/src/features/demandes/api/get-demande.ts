// GET /api/demandes/{id} (admin): one request whole (the sender's e-mail, phone and message), asked for only when
// the admin opens it with « Voir » on the back office's « Demandes » screen.
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchDemande } from '@annuaire/shared/client/demandes';
import { adminQuery } from '../../../api/admin-query';

export { fetchDemande };

export const demandeQuery = (id: number) => adminQuery(queryKeys.demande(id), () => fetchDemande(id));

export function useDemande(id: number) {
  return useQuery(demandeQuery(id));
}
