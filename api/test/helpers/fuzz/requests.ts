// The fuzz suite's requests: callers and their tokens (forged, tampered, ended), a hostile request to one endpoint
// as one caller, its sending through inject() with a count, and what no answer may hold.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ENDPOINTS, NUM_RUNS, type Caller, type Endpoint, type Method } from './endpoints';
import {
  hostileBody,
  hostileId,
  hostileQuery,
  hostileString,
  hostileUpload,
  percentEncode,
  uploadPayload,
  type HostileBody,
  type HostileUpload,
} from './hostile-values';
import type { FuzzWorld } from './world';

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** An HS256 token signed with `secret`, or unsigned (alg none) when secret is null. */
export function forgeToken(claims: Record<string, unknown>, secret: string | null): string {
  const header = base64url(JSON.stringify({ alg: secret === null ? 'none' : 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  if (secret === null) return `${header}.${payload}.`;
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * A token whose signature has one character changed. Not the last one: it carries padding bits, so some changes
 * there decode to the same signature and the token stays valid.
 */
function tampered(token: string): string {
  const at = token.lastIndexOf('.') + 5;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}

/**
 * Headers of an anonymous caller: nothing, or credentials that must not count: a token for an admin signed with
 * another key, unsigned, expired, or plain garbage; a well-signed one of an ended session (another session
 * version), without a version, without exp, or of a deleted account; in the Authorization header or the jwt cookie.
 */
export function anonymousHeaders(world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const admin = { sub: world.adminUserId, role: 'ROLE_ADMIN', artisanId: null };
  const secret = world.ctx.config.jwtSecret;
  const tokens = [
    forgeToken(
      { ...admin, sv: 0, iat: now, exp: now + 3600 },
      'une-autre-cle-secrete-de-trente-deux-caracteres',
    ),
    forgeToken({ ...admin, sv: 0, iat: now, exp: now + 3600 }, null),
    forgeToken({ ...admin, sv: 0, iat: now - 7200, exp: now - 3600 }, secret),
    tampered(forgeToken({ ...admin, sv: 0, iat: now, exp: now + 3600 }, secret)),
    // Revoked: a logout, a password or role change raised the account's version.
    forgeToken({ ...admin, sv: 1, iat: now, exp: now + 3600 }, secret),
    forgeToken({ ...admin, sv: -1, iat: now, exp: now + 3600 }, secret),
    forgeToken({ ...admin, iat: now, exp: now + 3600 }, secret),
    forgeToken({ ...admin, sv: 0, iat: now }, secret),
    forgeToken({ ...admin, sv: '0', iat: now, exp: now + 3600 }, secret),
    // A deleted account.
    forgeToken({ ...admin, sub: 2_000_000_000, sv: 0, iat: now, exp: now + 3600 }, secret),
    'garbage',
    '',
  ];
  return fc.oneof(
    { arbitrary: fc.constant({}), weight: 3 },
    {
      arbitrary: fc.constantFrom(...tokens).map((token) => ({ authorization: `Bearer ${token}` })),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(...tokens).map((token) => ({ cookie: `jwt=${token}` })), weight: 1 },
    {
      arbitrary: hostileString.map((value) => ({ cookie: `jwt=${percentEncode(value)}; x=${value.length}` })),
      weight: 1,
    },
    { arbitrary: fc.constant({ authorization: 'Basic YWRtaW46QWRtaW5AMjAyNA==' }), weight: 1 },
  );
}

export function callerHeaders(world: FuzzWorld, caller: Caller): fc.Arbitrary<Record<string, string>> {
  if (caller === 'anonymous') return anonymousHeaders(world);
  return fc.constant(caller === 'admin' ? world.headers.admin! : world.headers.artisan!);
}

// ---- requests -------------------------------------------------------------------------------------------------

export interface FuzzRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  body: HostileBody | { kind: 'multipart'; upload: HostileUpload };
  remoteAddress: string;
}

/** Requests sent by this test file (each test file has its own module registry, hence its own count). */
export const fuzzStats = { requests: 0, statuses: new Map<number, number>() };

/**
 * The same path as the router reads it, written otherwise: some letters percent-encoded (`/%61pi/user/1`), which
 * the router decodes, so that nothing deciding on the raw URL can be gone around.
 */
export function encodedPath(path: string): fc.Arbitrary<string> {
  const letters = [...path].flatMap((char, index) => (/[a-z]/.test(char) ? [index] : []));
  return fc
    .subarray(letters, { minLength: 0, maxLength: 3 })
    .map((chosen) =>
      [...path]
        .map((char, index) => (chosen.includes(index) ? `%${char.charCodeAt(0).toString(16)}` : char))
        .join(''),
    );
}

/** A URL the router cannot decode: a bad or cut percent sequence somewhere in a real path. */
export const malformedUrl: fc.Arbitrary<string> = fc
  .record({
    endpoint: fc.constantFrom(...ENDPOINTS),
    bad: fc.constantFrom('%', '%f', '%ff', '%E0%A4%A', '%C3%28', '%%', '%zz', '%u0041', '%00%ff'),
    at: fc.nat(),
  })
  .map(({ endpoint, bad, at }) => {
    const path = pathOf(endpoint.path, ['1', '1']);
    const cut = 1 + (at % path.length);
    // Followed by a letter that is no hex digit: a cut sequence must not be completed by the path (%E0%A4%A + 1).
    return `${path.slice(0, cut)}${bad}z${path.slice(cut)}`;
  });

/** Fills the :params of a path, in order. */
export function pathOf(path: string, values: readonly string[]): string {
  let index = 0;
  return path.replace(/:[A-Za-z]+/g, () => values[index++] ?? '1');
}

/** A hostile request to one endpoint as one caller. */
export function hostileRequest(
  world: FuzzWorld,
  endpoint: Endpoint,
  caller: Caller,
): fc.Arbitrary<FuzzRequest> {
  const params = (endpoint.path.match(/:[A-Za-z]+/g) ?? []).length;
  const template = typeof endpoint.body === 'function' ? endpoint.body(world) : undefined;
  const body: fc.Arbitrary<FuzzRequest['body']> =
    endpoint.body === 'multipart'
      ? fc.oneof(
          { arbitrary: hostileUpload.map((upload) => ({ kind: 'multipart' as const, upload })), weight: 3 },
          { arbitrary: hostileBody(), weight: 1 },
        )
      : endpoint.method === 'GET' || endpoint.method === 'DELETE'
        ? fc.oneof(
            { arbitrary: fc.constant({ kind: 'none' as const }), weight: 4 },
            { arbitrary: hostileBody(), weight: 1 },
          )
        : hostileBody(template);
  return fc
    .record({
      ids: fc.array(hostileId, { minLength: params, maxLength: params }),
      query: fc.oneof(fc.constant(''), hostileQuery(endpoint.query?.(world))),
      headers: callerHeaders(world, caller),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/json, text/plain, */*'),
      origin: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 8 },
        { arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://localhost:80'), weight: 1 },
      ),
      body,
      remoteAddress: fc.ipV4(),
    })
    .map(({ ids, query, headers, accept, origin, body: requestBody, remoteAddress }) => ({
      method: endpoint.method,
      url: `${pathOf(endpoint.path, ids)}${query ? `?${query}` : ''}`,
      headers: { ...headers, accept, ...(origin ? { origin } : {}) },
      body: requestBody,
      remoteAddress,
    }));
}

/** Sends a fuzz request through inject() and counts it. */
export async function send(app: FastifyInstance, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: request.method,
    url: request.url,
    headers: { ...request.headers },
    remoteAddress: request.remoteAddress,
  };
  const { body } = request;
  if (body.kind === 'json') {
    options.headers = { ...options.headers, 'content-type': 'application/json' };
    options.payload = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'raw') {
    options.headers = { ...options.headers, 'content-type': body.contentType };
    options.payload = body.payload;
  } else if (body.kind === 'multipart') {
    const form = await uploadPayload(body.upload);
    options.headers = { ...options.headers, ...form.headers };
    options.payload = form.payload;
  }
  fuzzStats.requests += 1;
  const response = await app.inject(options);
  fuzzStats.statuses.set(response.statusCode, (fuzzStats.statuses.get(response.statusCode) ?? 0) + 1);
  return response;
}

/** What no answer may ever hold: a server error, the JWT secret (a traversal that read DATA_DIR), a password hash. */
export function expectSafeResponse(
  world: FuzzWorld,
  request: FuzzRequest,
  response: LightMyRequestResponse,
): void {
  if (response.statusCode >= 500) {
    throw new Error(
      `${request.method} ${request.url.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`,
    );
  }
  if (response.body.includes(world.ctx.config.jwtSecret))
    throw new Error(`${request.url}: secret JWT divulgué`);
  if (response.body.includes('$argon2'))
    throw new Error(`${request.url}: empreinte de mot de passe divulguée`);
}

/** One line per test file, printed in afterAll: how much was tried. */
export function printSummary(name: string, started: number): void {
  const statuses = [...fuzzStats.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(
    `fuzz ${name}: ${fuzzStats.requests} requêtes en ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${NUM_RUNS} essais par propriété ; statuts ${statuses})`,
  );
}
