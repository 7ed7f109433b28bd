// An HTTP-level fake of the API's routes of reviews, for the tests of « Avis clients » and « Demander un avis »:
// globalThis.fetch answers GET and POST /api/avis/invitations, GET /api/note/artisan/{id}, PUT /api/note/{id}/reponse
// and POST /api/note/{id}/signalement from what the test holds, with the contract's rules and French messages (the
// day's limit, a reply locked after 24 hours, a review already reported), so that the real client, queries and
// mutations run. Like src/test/fake-demandes-api.ts, whose fake it goes on answering the other routes of when it was
// set up first (the inbox with « Demander un avis »). Every call is recorded; `answerNext` replaces an answer.
import {
  AVIS_LIMITS,
  AVIS_MESSAGES,
  InvitationInputSchema,
  ReponseInputSchema,
  SignalementInputSchema,
  isReponseEditable,
  type Invitation,
} from '@annuaire/shared/contract/avis';
import type { Note } from '@annuaire/shared/contract/note';

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
export function apiError(
  status: number,
  message: string,
  errors?: { path: string; message: string }[],
): Answer {
  return () => jsonResponse(errors ? { message, errors } : { message }, status);
}

/** An answer that waits until the test calls `release` (to see a busy button). */
export function heldAnswer(body: unknown, status = 200) {
  let release: () => void = () => undefined;
  const answer: Answer = () =>
    new Promise<Response>((resolve) => {
      release = () => resolve(jsonResponse(body, status));
    });
  return { answer, release: () => release() };
}

/** A 400 with the contract's field errors, as the API gives them. */
function invalid(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Response {
  return jsonResponse(
    {
      message: error.issues[0]?.message ?? 'Données invalides.',
      errors: error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    },
    400,
  );
}

export interface AvisApiSetup {
  invitations?: Invitation[];
  restantesAujourdhui?: number;
  notes?: Note[];
  /** The e-mail of each request of the inbox, by id (for { demandeId }). */
  demandeEmails?: Record<number, string>;
}

const MINE = [
  /^\/api\/avis\/invitations$/,
  /^\/api\/note\/artisan\/\d+$/,
  /^\/api\/note\/\d+\/reponse$/,
  /^\/api\/note\/\d+\/signalement$/,
];

export function fakeAvisApi(setup: AvisApiSetup = {}) {
  const state = {
    invitations: [...(setup.invitations ?? [])],
    restantesAujourdhui: setup.restantesAujourdhui ?? AVIS_LIMITS.invitationsPerDay,
    notes: [...(setup.notes ?? [])],
    demandeEmails: { ...(setup.demandeEmails ?? {}) },
  };
  const calls: SentCall[] = [];
  const queued: { method: string; path: string | undefined; answer: Answer }[] = [];
  const previous = globalThis.fetch;
  const fallback = jest.isMockFunction(previous) ? previous : null;
  let nextId = 5000;

  function invitationsPost(body: unknown): Response {
    const parsed = InvitationInputSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    if (state.restantesAujourdhui <= 0)
      return jsonResponse({ message: AVIS_MESSAGES.invitationsPerDay }, 429);
    const { email, demandeId } = parsed.data;
    const to = demandeId !== undefined ? state.demandeEmails[demandeId] : email;
    if (!to) return jsonResponse({ message: AVIS_MESSAGES.demandeNotFound }, 404);
    const now = new Date();
    nextId += 1;
    const invitation: Invitation = {
      id: nextId,
      email: to,
      demandeId: demandeId ?? null,
      dateEnvoi: now.toISOString(),
      dateExpiration: new Date(now.getTime() + AVIS_LIMITS.invitationValidityDays * 86_400_000).toISOString(),
      etat: 'VALIDE',
    };
    state.invitations = [invitation, ...state.invitations];
    state.restantesAujourdhui -= 1;
    return jsonResponse({ message: AVIS_MESSAGES.invitationSent(to), invitation }, 201);
  }

  function reply(note: Note, body: unknown): Response {
    const parsed = ReponseInputSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    if (note.reponse && !isReponseEditable(note.reponse.date))
      return jsonResponse({ message: AVIS_MESSAGES.reponseLocked }, 409);
    const stored: Note = {
      ...note,
      reponse: { texte: parsed.data.texte, date: note.reponse?.date ?? new Date().toISOString() },
    };
    state.notes = state.notes.map((item) => (item.id === note.id ? stored : item));
    return jsonResponse(stored);
  }

  function report(note: Note, body: unknown): Response {
    const parsed = SignalementInputSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    if (note.signalement) return jsonResponse({ message: AVIS_MESSAGES.alreadyReported }, 409);
    const stored: Note = {
      ...note,
      signalement: { motif: parsed.data.motif, date: new Date().toISOString() },
    };
    state.notes = state.notes.map((item) => (item.id === note.id ? stored : item));
    return jsonResponse({ message: AVIS_MESSAGES.signalementSent }, 201);
  }

  async function answer(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (!MINE.some((route) => route.test(path))) {
      if (fallback) return fallback(request) as Promise<Response>;
      return jsonResponse({ message: `Route inconnue du faux serveur : ${request.method} ${path}` }, 404);
    }
    const text = await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ method: request.method, path, body });
    const index = queued.findIndex(
      (entry) => entry.method === request.method && (entry.path === undefined || entry.path === path),
    );
    if (index >= 0) return queued.splice(index, 1)[0]!.answer();

    if (path === '/api/avis/invitations') {
      if (request.method === 'GET') {
        const invitations = [...state.invitations].sort((a, b) => b.dateEnvoi.localeCompare(a.dateEnvoi));
        return jsonResponse({ invitations, restantesAujourdhui: state.restantesAujourdhui });
      }
      if (request.method === 'POST') return invitationsPost(body);
    }
    const byArtisan = /^\/api\/note\/artisan\/(\d+)$/.exec(path);
    if (request.method === 'GET' && byArtisan) {
      const notes = state.notes
        .filter((note) => note.artisanId === Number(byArtisan[1]))
        .sort((a, b) => b.datePublication.localeCompare(a.datePublication));
      return jsonResponse(notes);
    }
    const onNote = /^\/api\/note\/(\d+)\/(reponse|signalement)$/.exec(path);
    const note = onNote ? state.notes.find((item) => item.id === Number(onNote[1])) : undefined;
    if (onNote && !note) return jsonResponse({ message: AVIS_MESSAGES.noteNotFound }, 404);
    if (note && request.method === 'PUT' && onNote?.[2] === 'reponse') return reply(note, body);
    if (note && request.method === 'POST' && onNote?.[2] === 'signalement') return report(note, body);
    return jsonResponse({ message: `Méthode inconnue du faux serveur : ${request.method} ${path}` }, 405);
  }

  const fetchMock = jest.fn((request: Request) => answer(request));
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    state,
    calls,
    /** The next `times` calls of `method` to these routes (to `path` only, when given) get `next`, not the fake's. */
    answerNext(method: string, next: Answer, times = 1, path?: string) {
      for (let count = 0; count < times; count += 1) queued.push({ method, path, answer: next });
    },
    /** The calls of one method. */
    callsOf(method: string): SentCall[] {
      return calls.filter((call) => call.method === method);
    },
  };
}
