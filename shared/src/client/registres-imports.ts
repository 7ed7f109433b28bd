// The runs of the registers' importer (administrators): one page of them, newest first, and one run's whole report,
// for the back office's « Imports des registres ».
import type { RegistreImport, RegistreImportPage } from '../contract/registres-imports';
import { api, request } from './http';

export function fetchRegistreImports(page: number, size?: number): Promise<RegistreImportPage> {
  const searchParams: Record<string, number> = { page };
  if (size !== undefined) searchParams.size = size;
  return request(() => api().get('registres/imports', { searchParams }).json<RegistreImportPage>());
}

export function fetchRegistreImport(id: number): Promise<RegistreImport> {
  return request(() => api().get(`registres/imports/${id}`).json<RegistreImport>());
}
