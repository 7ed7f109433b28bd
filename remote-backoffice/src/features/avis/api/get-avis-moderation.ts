// GET /api/avis/moderation (admin): the reviews waiting for a decision, oldest first, and the published reviews their
// artisan reported. Read by the back office's « Avis à modérer » screen; each decision invalidates it.
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchAvisModeration } from '@annuaire/shared/client/avis';
import { adminQuery } from '../../../api/admin-query';

export { fetchAvisModeration };

export const avisModerationQuery = adminQuery(queryKeys.avisModeration(), () => fetchAvisModeration());

export function useAvisModeration() {
  return useQuery(avisModerationQuery);
}
