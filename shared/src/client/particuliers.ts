// Particulier calls of the back office (admin only).
import type { Particulier, ParticulierInput } from '../contract/particulier';
import { api, request } from './http';

export function fetchParticuliers(): Promise<Particulier[]> {
  return request(() => api().get('particulier').json<Particulier[]>());
}

export function createParticulier(particulier: ParticulierInput): Promise<Particulier> {
  return request(() =>
    api()
      .post('particulier', { json: particulier, retry: { limit: 0 } })
      .json<Particulier>(),
  );
}
