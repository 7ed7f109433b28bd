// An HTTP-level fake of the API's routes of requests, for the inbox's tests: globalThis.fetch answers
// GET /api/artisan/{artisanId}/demandes and PUT /api/demandes/{id} from a list the test holds, as the API does
// (newest first, the unread count, the handling date), so that the real client, query and mutation run. Every call is
// recorded with its method, path and JSON body; `answerNext` replaces the fake's answer (a refusal, an outage, a wait).
import type { Demande, DemandeList, Reactivite } from '@annuaire/shared/contract/demande';
import { reactiviteFixture } from './fixtures';

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = () => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A French refusal as the API gives it. */
export function apiError(status: number, message: string): Answer {
  return () => jsonResponse({ message }, status);
}

/** The server cannot be reached. */
export const unreachable: Answer = () => Promise.reject(new TypeError('Failed to fetch'));

export function fakeDemandesApi(demandes: Demande[], reactivite: Reactivite = reactiviteFixture()) {
  const state = { demandes: [...demandes], reactivite };
  const calls: SentCall[] = [];
  const queued: { method: string; answer: Answer }[] = [];

  function list(artisanId: number): DemandeList {
    const own = state.demandes
      .filter((demande) => demande.artisanId === artisanId)
      .sort((a, b) => b.dateEnvoi.localeCompare(a.dateEnvoi));
    return {
      demandes: own,
      nonTraitees: own.filter((demande) => !demande.traitee).length,
      reactivite: state.reactivite,
    };
  }

  async function answer(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    calls.push({ method: request.method, path, body: text ? (JSON.parse(text) as unknown) : undefined });
    const index = queued.findIndex((entry) => entry.method === request.method);
    if (index >= 0) return queued.splice(index, 1)[0]!.answer();

    const inbox = /^\/api\/artisan\/(\d+)\/demandes$/.exec(path);
    if (request.method === 'GET' && inbox) return jsonResponse(list(Number(inbox[1])));
    const one = /^\/api\/demandes\/(\d+)$/.exec(path);
    if (request.method === 'PUT' && one) {
      const demande = state.demandes.find((item) => item.id === Number(one[1]));
      if (!demande) return jsonResponse({ message: 'Demande introuvable.' }, 404);
      const { traitee } = JSON.parse(text) as { traitee: boolean };
      const stored: Demande = {
        ...demande,
        traitee,
        dateTraitement: traitee ? '2026-11-25T08:30:00.000Z' : null,
      };
      state.demandes = state.demandes.map((item) => (item.id === stored.id ? stored : item));
      return jsonResponse(stored);
    }
    return jsonResponse({ message: `Route inconnue du faux serveur : ${request.method} ${path}` }, 404);
  }

  const fetchMock = jest.fn((request: Request) => answer(request));
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    state,
    calls,
    /** The next `times` calls of `method` get `answer` instead of the fake's. */
    answerNext(method: string, next: Answer, times = 1) {
      for (let count = 0; count < times; count += 1) queued.push({ method, answer: next });
    },
    /** The calls of one method. */
    callsOf(method: string): SentCall[] {
      return calls.filter((call) => call.method === method);
    },
  };
}
