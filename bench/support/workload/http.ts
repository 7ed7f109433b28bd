// The HTTP client of the load of issue 8 (bench/faults.ts, bench/cluster.ts): a call that never throws, its reply
// with status, body, headers and timing, and the small helpers every worker uses (sleep, pick).
import { randomInt } from 'node:crypto';

/** No request of the bench waits longer than this; a longer one counts as « délai dépassé ». */
export const REQUEST_TIMEOUT_MS = 30_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

export interface Reply {
  /** HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  body: unknown;
  headers: Headers | null;
  error?: string;
  started: number;
  ms: number;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  /** Further request headers (Accept, X-Forwarded-For, …), sent as given. */
  headers?: Record<string, string>;
}

export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (method !== 'GET') headers.origin = baseUrl;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const started = Date.now();
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        // kept as text
      }
    }
    return {
      status: response.status,
      body: parsed,
      headers: response.headers,
      started,
      ms: Date.now() - started,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    const name = (error as Error).name;
    return {
      status: 0,
      body: null,
      headers: null,
      error: name === 'TimeoutError' ? 'délai dépassé' : (cause?.code ?? (error as Error).message),
      started,
      ms: Date.now() - started,
    };
  }
}

export const ok = (reply: Reply) => reply.status >= 200 && reply.status < 300;

export async function expectOk<T>(reply: Promise<Reply>, what: string): Promise<T> {
  const answer = await reply;
  if (!ok(answer))
    throw new Error(`${what} : ${answer.status} ${JSON.stringify(answer.body ?? answer.error)}`);
  return answer.body as T;
}
