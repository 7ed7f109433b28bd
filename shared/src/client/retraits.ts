// The right to object (RGPD, article 21): a business's request to withdraw its listing (never retried: a retry would
// mail it again), and the back office's page of requests, its acceptance and its refusal with a reason.
import type { MessageResponse } from '../contract/common';
import type {
  DemandeRetrait,
  DemandeRetraitPage,
  RetraitInput,
  RetraitListQuery,
  RetraitRefusInput,
} from '../contract/retrait';
import { api, request } from './http';

const once = { retry: { limit: 0 } } as const;

export function sendRetrait(input: RetraitInput): Promise<MessageResponse> {
  return request(() =>
    api()
      .post('registres/retraits', { json: input, ...once })
      .json<MessageResponse>(),
  );
}

export function fetchRetraits(query: RetraitListQuery): Promise<DemandeRetraitPage> {
  const searchParams: Record<string, string | number> = { page: query.page ?? 1 };
  if (query.size !== undefined) searchParams.size = query.size;
  if (query.statut !== undefined) searchParams.statut = query.statut;
  return request(() => api().get('registres/retraits', { searchParams }).json<DemandeRetraitPage>());
}

export function acceptRetrait(id: number): Promise<DemandeRetrait> {
  return request(() => api().post(`registres/retraits/${id}/acceptation`, once).json<DemandeRetrait>());
}

export function refuseRetrait(id: number, input: RetraitRefusInput): Promise<DemandeRetrait> {
  return request(() =>
    api()
      .post(`registres/retraits/${id}/refus`, { json: input, ...once })
      .json<DemandeRetrait>(),
  );
}
