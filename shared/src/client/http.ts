// The typed HTTP client every app uses (ky). Its prefix and optional basic-auth credentials come from the
// runtime config the shell loads (/runtime-config.json), never from source. Requests bypass HTTP caches (SPEC 7).
// Responses are typed by the contract and validated by the API's serializer; the client does not re-parse them, so
// that zod stays off pages without forms.
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import type { ApiError } from '../contract/common';
import { MESSAGES } from '../contract/messages';

export interface RuntimeConfig {
  apiPrefix: string;
  basicAuth: { username: string; password: string } | null;
}

/** Reads /runtime-config.json leniently: anything missing or malformed falls back to the defaults. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const input = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const auth = input.basicAuth as Record<string, unknown> | null | undefined;
  const basicAuth =
    auth && typeof auth.username === 'string' && typeof auth.password === 'string'
      ? { username: auth.username, password: auth.password }
      : null;
  return { apiPrefix: typeof input.apiPrefix === 'string' ? input.apiPrefix : '/api', basicAuth };
}

function readApiError(data: unknown): ApiError | null {
  if (typeof data !== 'object' || data === null) return null;
  const { message, errors } = data as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  const fieldErrors = Array.isArray(errors)
    ? errors.filter(
        (entry): entry is { path: string; message: string } =>
          typeof entry?.path === 'string' && typeof entry?.message === 'string',
      )
    : undefined;
  return { message, errors: fieldErrors };
}

function encodeBasicAuth(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return `Basic ${btoa(binary)}`;
}

let sessionEnded: (() => void) | null = null;

/**
 * What to do when the API answers 401 to a call other than the login: the session the browser holds has ended (a
 * logout elsewhere, a password or role change, a deleted account). The auth store registers itself here.
 */
export function onSessionEnded(listener: (() => void) | null): void {
  sessionEnded = listener;
}

/** Where the calls go besides the runtime config: a server render answers them in-process. */
export interface ClientTransport {
  fetch?: typeof fetch;
}

/** The headers every call carries: no HTTP cache (SPEC 7), and the basic-auth credentials when configured. */
function baseHeaders(config: RuntimeConfig): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };
  if (config.basicAuth)
    headers.Authorization = encodeBasicAuth(config.basicAuth.username, config.basicAuth.password);
  return headers;
}

function createClient(config: RuntimeConfig, transport: ClientTransport = {}): KyInstance {
  const headers = baseHeaders(config);
  return ky.create({
    prefix: config.apiPrefix,
    // Resolved against the page, so that a relative prefix works in every fetch implementation.
    baseUrl: globalThis.location?.origin,
    headers,
    credentials: 'include',
    cache: 'no-store',
    timeout: 15000,
    retry: { limit: 1 },
    ...(transport.fetch ? { fetch: transport.fetch } : {}),
    hooks: {
      afterResponse: [
        ({ request, response }) => {
          if (response.status === 401 && !new URL(request.url).pathname.endsWith('/auth/login'))
            sessionEnded?.();
        },
      ],
    },
  });
}

let client: KyInstance | null = null;
let runtimeConfig: RuntimeConfig | null = null;

/** Called once by the shell at start-up with the runtime config; every remote shares this module. */
export function configureApi(config: Partial<RuntimeConfig> & ClientTransport): void {
  runtimeConfig = parseRuntimeConfig(config);
  client = createClient(runtimeConfig, { fetch: config.fetch });
}

/**
 * Where a call to `path` goes and the headers every call carries, for the one call made without ky (an upload
 * with progress, upload.ts): the same prefix, credentials and cache headers.
 */
export function requestTarget(path: string): { url: string; headers: Record<string, string> } {
  const config = runtimeConfig ?? parseRuntimeConfig({});
  const headers = baseHeaders(config);
  const prefix = config.apiPrefix.endsWith('/') ? config.apiPrefix : `${config.apiPrefix}/`;
  return { url: new URL(`${prefix}${path}`, globalThis.location?.origin).toString(), headers };
}

/** A call made without ky answered 401: the session has ended, as ky's hook says for the others. */
export function reportSessionEnded(): void {
  sessionEnded?.();
}

/**
 * Seconds to wait from a Retry-After header (delay in seconds, or an HTTP date), null when absent or unreadable.
 */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * An API answer's status and JSON body as the error ky's callers get (its French message, its field errors), and
 * its Retry-After when it has one (a 429 or a 503).
 */
export function apiErrorFromAnswer(
  status: number,
  data: unknown,
  headers?: { get(name: string): string | null },
): ApiRequestError {
  const body = readApiError(data);
  return new ApiRequestError(
    body?.message ?? MESSAGES.serverError,
    status,
    body?.errors ?? [],
    retryAfterSeconds(headers?.get('retry-after')),
  );
}

/** The message of a call that reached no server. */
export const UNREACHABLE_MESSAGE = 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.';

/** The configured ky instance (defaults until configured). Fetchers call `api().get('x').json(Schema)`. */
export function api(): KyInstance {
  client ??= createClient(parseRuntimeConfig({}));
  return client;
}

/** A failed call, with the API's French message when it gave one. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fieldErrors: { path: string; message: string }[] = [],
    /** Seconds the API asked to wait before trying again (Retry-After of a 429 or a 503), else null. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Turns whatever a call threw into an ApiRequestError carrying a French message for the user. */
export function toApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (isHTTPError(error)) {
    return apiErrorFromAnswer(error.response.status, error.data, error.response.headers);
  }
  if (isNetworkError(error) || isTimeoutError(error)) return new ApiRequestError(UNREACHABLE_MESSAGE, null);
  return new ApiRequestError(MESSAGES.serverError, null);
}

/** Runs a call and rethrows its failure as an ApiRequestError, after logging it (SPEC 7: failures are logged). */
export async function request<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const failure = toApiError(error);
    // In a server render, a page naming an unknown id is a 404 page, not a failure worth a log line per crawl.
    if (typeof window !== 'undefined' || failure.status === null || failure.status >= 500) {
      console.error('[api]', error);
    }
    throw failure;
  }
}
