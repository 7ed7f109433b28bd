// Fuzz: every route of the API, and the paths the process serves outside /api, get hostile requests (wrong types,
// huge strings, SQL and script fragments, traversal, odd ids, broken bodies and tokens) as an anonymous visitor,
// an artisan and an admin. Whatever comes in, the answer is never a 5xx and never leaks a secret or a hash.
import fc from 'fast-check';
import { MESSAGES } from '@annuaire/shared/contract/common';
import {
  ENDPOINTS,
  NUM_RUNS,
  createFuzzWorld,
  expectSafeResponse,
  hostileId,
  hostileQuery,
  hostileRequest,
  hostileString,
  percentEncode,
  printSummary,
  restoreSessions,
  send,
  type Caller,
  type FuzzRequest,
  type FuzzWorld,
} from '../helpers/fuzz';

const CALLERS: readonly Caller[] = ['anonymous', 'artisan', 'admin'];

let world: FuzzWorld;
const started = Date.now();

beforeAll(async () => {
  world = await createFuzzWorld();
});
afterAll(async () => {
  printSummary('endpoints', started);
  await world?.ctx.close();
});

it('covers every route of the OpenAPI document', async () => {
  const response = await world.app.inject({ url: '/api/openapi.json' });
  const documented = Object.entries(response.json<{ paths: Record<string, object> }>().paths).flatMap(
    ([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`,
      ),
  );
  const fuzzed = new Set(ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
  expect(documented.filter((route) => !fuzzed.has(route))).toEqual([]);
});

describe.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  '%s',
  (_name, endpoint) => {
    it.each(CALLERS)('never answers 5xx to hostile requests (%s)', async (caller) => {
      await fc.assert(
        fc.asyncProperty(hostileRequest(world, endpoint, caller), async (request) => {
          const response = await send(world.app, request);
          expectSafeResponse(world, request, response);
          if (caller !== 'anonymous') {
            // Still the caller the property names: no earlier request ended its session unnoticed.
            expect(response.body).not.toContain(MESSAGES.sessionEnded);
          }
          // A logout, a password or role change ends sessions: the world's tokens must stay valid.
          if (request.method !== 'GET') await restoreSessions(world);
        }),
        // Routes that hash passwords (argon2) or decode images cost more per run.
        { numRuns: endpoint.path === '/api/auth/login' || endpoint.body === 'multipart' ? 12 : NUM_RUNS },
      );
    });
  },
);

describe('paths outside /api', () => {
  const get = (url: string, accept: string): FuzzRequest => ({
    method: 'GET',
    url,
    headers: { accept },
    body: { kind: 'none' },
    remoteAddress: '127.0.0.1',
  });
  const accept = fc.constantFrom('text/html', '*/*', 'application/json', 'image/webp');

  it('serves the sitemap, the remotes and runtime config whatever the query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/sitemap.xml', '/remotes.json', '/runtime-config.json', '/api', '/'),
        hostileQuery(),
        accept,
        async (path, query, type) => {
          const request = get(`${path}?${query}`, type);
          expectSafeResponse(world, request, await send(world.app, request));
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('never serves a file outside the uploads and builds, whatever the path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/uploads/',
          '/uploads/artisans/',
          '/remotes/public/',
          '/remotes/backoffice/',
          '/',
          '/api/',
        ),
        fc.oneof(
          hostileId,
          fc.constantFrom(
            '../jwt-secret',
            '..%2fjwt-secret',
            '%2e%2e%2fjwt-secret',
            '..%252fjwt-secret',
            '....//jwt-secret',
            '..;/jwt-secret',
            '%2e%2e%5cjwt-secret',
            '../../../../../../etc/passwd',
            '%00',
            'db/PG_VERSION',
            '../db/PG_VERSION',
          ),
          hostileString.map(percentEncode),
        ),
        accept,
        async (prefix, rest, type) => {
          const request = get(`${prefix}${rest}`, type);
          const response = await send(world.app, request);
          expectSafeResponse(world, request, response);
          expect(response.body).not.toMatch(/^root:.*:0:0:/m);
        },
      ),
      { numRuns: NUM_RUNS * 2 },
    );
  });
});
