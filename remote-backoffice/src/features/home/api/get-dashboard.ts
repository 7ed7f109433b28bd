// GET /api/messages/dashboard (admin): the home page's counts. Under the messages' key, so that marking a message
// handled refreshes it; asked for again at each visit like every back-office read.
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchAdminDashboard } from '@annuaire/shared/client/messages';
import { adminQuery } from '../../../api/admin-query';

export { fetchAdminDashboard };

export const dashboardQuery = adminQuery([...queryKeys.messages(), 'dashboard'] as const, () =>
  fetchAdminDashboard(),
);

export function useDashboard() {
  return useQuery(dashboardQuery);
}
