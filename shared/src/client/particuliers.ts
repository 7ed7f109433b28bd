// Particulier calls of the back office (admin only).
import type { Particulier, ParticulierInput, ParticulierPage } from '../contract/particulier';
import { api, request } from './http';

/** One page of particuliers whose nom and prénom hold every word of `q` (the back office's list). */
export function fetchParticuliersPage({ page, q }: { page: number; q?: string }): Promise<ParticulierPage> {
  const searchParams: Record<string, string | number> = { page };
  const query = q?.trim();
  if (query) searchParams.q = query;
  return request(() => api().get('particulier', { searchParams }).json<ParticulierPage>());
}

export function createParticulier(particulier: ParticulierInput): Promise<Particulier> {
  return request(() =>
    api()
      .post('particulier', { json: particulier, retry: { limit: 0 } })
      .json<Particulier>(),
  );
}
