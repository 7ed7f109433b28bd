// GET /api/registres/imports/{id} (admin): one run's whole report, read when its page is opened.
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchRegistreImport } from '@annuaire/shared/client/registres-imports';
import { adminQuery } from '../../../api/admin-query';

export { fetchRegistreImport };

export const registreImportQuery = (id: number) =>
  adminQuery(queryKeys.registreImport(id), () => fetchRegistreImport(id));

export function useRegistreImport(id: number) {
  return useQuery(registreImportQuery(id));
}
