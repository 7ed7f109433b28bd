// Requests relayed to artisans (issue 19): the visitor's sending (never retried: it would send the request again),
// the artisan's inbox and its « Marquer comme traitée », the back office's counts, reading and deletion.
import type { MessageResponse } from '../contract/common';
import type {
  Demande,
  DemandeCount,
  DemandeInput,
  DemandeList,
  DemandeSuivi,
  DemandeUpdate,
  OptOut,
} from '../contract/demande';
import { api, request } from './http';

export function sendDemande(demande: DemandeInput): Promise<MessageResponse> {
  return request(() =>
    api()
      .post('demandes', { json: demande, retry: { limit: 0 } })
      .json<MessageResponse>(),
  );
}

export function fetchArtisanDemandes(artisanId: number): Promise<DemandeList> {
  return request(() => api().get(`artisan/${artisanId}/demandes`).json<DemandeList>());
}

export function updateDemande(id: number, update: DemandeUpdate): Promise<Demande> {
  return request(() =>
    api()
      .put(`demandes/${id}`, { json: update, retry: { limit: 0 } })
      .json<Demande>(),
  );
}

export async function deleteDemande(id: number): Promise<void> {
  await request(() => api().delete(`demandes/${id}`, { retry: { limit: 0 } }));
}

export function fetchDemandeCounts(): Promise<DemandeCount[]> {
  return request(() => api().get('demandes').json<DemandeCount[]>());
}

export function fetchDemande(id: number): Promise<Demande> {
  return request(() => api().get(`demandes/${id}`).json<Demande>());
}

/** The visitor's « Ma demande » page: the request its private link names. */
export function fetchDemandeSuivi(token: string): Promise<DemandeSuivi> {
  return request(() =>
    api()
      .get(`demandes/suivi/${encodeURIComponent(token)}`)
      .json<DemandeSuivi>(),
  );
}

/** « Retirer ma demande »: the visitor withdraws the request of their « Ma demande » link (idempotent). */
export function withdrawDemande(token: string): Promise<DemandeSuivi> {
  return request(() =>
    api()
      .post(`demandes/suivi/${encodeURIComponent(token)}/retrait`, { retry: { limit: 0 } })
      .json<DemandeSuivi>(),
  );
}

/** The artisan's inbox displayed this request: « Lue le … » on the visitor's « Ma demande » (idempotent). */
export function markDemandeLue(id: number): Promise<Demande> {
  return request(() =>
    api()
      .post(`demandes/${id}/lue`, { retry: { limit: 0 } })
      .json<Demande>(),
  );
}

/** The listing an opt-out link (« Ne plus recevoir de demandes ») is for, and whether it refuses requests now. */
export function fetchOptOut(token: string): Promise<OptOut> {
  return request(() =>
    api()
      .get(`demandes/refus/${encodeURIComponent(token)}`)
      .json<OptOut>(),
  );
}

/** « Ne plus recevoir de demandes » (refus: true, idempotent), or « Recevoir à nouveau les demandes » (false). */
export function setOptOut(token: string, refus: boolean): Promise<OptOut> {
  const path = `demandes/refus/${encodeURIComponent(token)}`;
  return request(() =>
    (refus
      ? api().post(path, { retry: { limit: 0 } })
      : api().delete(path, { retry: { limit: 0 } })
    ).json<OptOut>(),
  );
}
