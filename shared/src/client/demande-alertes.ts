// How an artisan is told of new requests (contract/demande-alertes.ts): its choice, read and saved by the editor's
// « Demandes » tab (the artisan, or an admin for it).
import type { AlertesDemandes } from '../contract/demande-alertes';
import { api, request } from './http';

export function fetchAlertesDemandes(artisanId: number): Promise<AlertesDemandes> {
  return request(() => api().get(`artisan/${artisanId}/alertes-demandes`).json<AlertesDemandes>());
}

export function updateAlertesDemandes(artisanId: number, alertes: AlertesDemandes): Promise<AlertesDemandes> {
  return request(() =>
    api()
      .put(`artisan/${artisanId}/alertes-demandes`, { json: alertes, retry: { limit: 0 } })
      .json<AlertesDemandes>(),
  );
}
