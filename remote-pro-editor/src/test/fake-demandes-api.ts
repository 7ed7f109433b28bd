// An HTTP-level fake of the API's routes of requests, for the inbox's tests: globalThis.fetch answers
// GET /api/artisan/{artisanId}/demandes, PUT /api/demandes/{id} and POST /api/demandes/{id}/lue from a list the test
// holds, as the API does (newest first, the unread count, the handling date), and GET and PUT
// /api/artisan/{artisanId}/alertes-demandes from `state.alertes`, so that the real client, query and mutation run.
// Every call is recorded with its method, path and JSON body; `answerNext` replaces the fake's answer of the inbox's
// routes, `answerNextAlertes` that of the alerts' routes (a refusal, an outage, a wait).
import type { Demande, DemandeList, Reactivite } from '@annuaire/shared/contract/demande';
import type { AlerteMode } from '@annuaire/shared/contract/demande-alertes';
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
  const state = { demandes: [...demandes], reactivite, alertes: 'CHAQUE' as AlerteMode };
  const calls: SentCall[] = [];
  const queued: { method: string; answer: Answer }[] = [];
  const queuedAlertes: { method: string; answer: Answer }[] = [];
  /** The calls of the alerts' routes, apart: `calls` keeps the inbox's. */
  const alertesCalls: SentCall[] = [];
  const ALERTES_PATH = /^\/api\/artisan\/\d+\/alertes-demandes$/;

  function list(artisanId: number): DemandeList {
    const own = state.demandes
      .filter((demande) => demande.artisanId === artisanId)
      .sort((a, b) => b.dateEnvoi.localeCompare(a.dateEnvoi));
    return {
      demandes: own,
      nonTraitees: own.filter((demande) => !demande.traitee && demande.dateRetrait === null).length,
      reactivite: state.reactivite,
    };
  }

  async function answer(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const call = { method: request.method, path, body: text ? (JSON.parse(text) as unknown) : undefined };
    if (ALERTES_PATH.test(path)) {
      alertesCalls.push(call);
      const index = queuedAlertes.findIndex((entry) => entry.method === request.method);
      if (index >= 0) return queuedAlertes.splice(index, 1)[0]!.answer();
      if (request.method === 'PUT') state.alertes = (JSON.parse(text) as { mode: AlerteMode }).mode;
      return jsonResponse({ mode: state.alertes });
    }
    calls.push(call);
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
    const read = /^\/api\/demandes\/(\d+)\/lue$/.exec(path);
    if (request.method === 'POST' && read) {
      const demande = state.demandes.find((item) => item.id === Number(read[1]));
      if (!demande) return jsonResponse({ message: 'Demande introuvable.' }, 404);
      const stored: Demande = { ...demande, dateLecture: demande.dateLecture ?? '2026-11-25T08:00:00.000Z' };
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
    alertesCalls,
    /** The next `times` calls of `method` get `answer` instead of the fake's. */
    answerNext(method: string, next: Answer, times = 1) {
      for (let count = 0; count < times; count += 1) queued.push({ method, answer: next });
    },
    /** The same for the routes of « Alertes de nouvelles demandes ». */
    answerNextAlertes(method: string, next: Answer) {
      queuedAlertes.push({ method, answer: next });
    },
    /** The calls of one method. */
    callsOf(method: string): SentCall[] {
      return calls.filter((call) => call.method === method);
    },
  };
}
