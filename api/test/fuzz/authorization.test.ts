// Fuzz: requests the authorization table forbids (anonymous or forged tokens on any protected route, an artisan
// or a particulier on admin routes, an artisan on another artisan's profile, details, images or account) never
// succeed and never write: every table's rows and the uploaded files stay exactly as they were.
import fc from 'fast-check';
import {
  ENDPOINTS,
  NUM_RUNS,
  anonymousHeaders,
  createFuzzWorld,
  databaseFingerprint,
  expectSafeResponse,
  hostileBody,
  hostileId,
  hostileQuery,
  hostileUpload,
  pathOf,
  printSummary,
  send,
  type Endpoint,
  type FuzzRequest,
  type FuzzWorld,
} from '../helpers/fuzz';
import { listUploads } from '../helpers/fixture-details';

let world: FuzzWorld;
let initial: Record<string, string>;
let initialUploads: string[];
const started = Date.now();

beforeAll(async () => {
  world = await createFuzzWorld();
  initial = await databaseFingerprint(world.app);
  initialUploads = listUploads(world.ctx.dataDir);
});
afterAll(async () => {
  printSummary('authorization', started);
  await world?.ctx.close();
});

type Headers = Record<string, string>;

interface ForbiddenCase {
  who: string;
  endpoint: Endpoint;
  headers: (world: FuzzWorld) => fc.Arbitrary<Headers>;
  /** Path ids: hostile ones, or those of resources the caller does not own. */
  ids?: (world: FuzzWorld) => fc.Arbitrary<string>;
  /** A body aimed at someone else's resource. */
  template?: (world: FuzzWorld) => Record<string, unknown>;
}

const anonymous = (w: FuzzWorld) => anonymousHeaders(w);
const artisan = (w: FuzzWorld) => fc.constant<Headers>(w.headers.artisan!);
const particulier = (w: FuzzWorld) => fc.constant<Headers>(w.headers.particulier!);
const byPath = (method: string, path: string) =>
  ENDPOINTS.find((endpoint) => endpoint.method === method && endpoint.path === path)!;

const FORBIDDEN: ForbiddenCase[] = [
  ...ENDPOINTS.filter((endpoint) => endpoint.access !== 'public').flatMap((endpoint) => [
    { who: 'anonymous', endpoint, headers: anonymous },
    { who: 'particulier', endpoint, headers: particulier },
  ]),
  ...ENDPOINTS.filter((endpoint) => endpoint.access === 'admin').map((endpoint) => ({
    who: 'artisan',
    endpoint,
    headers: artisan,
  })),
  // An artisan on what belongs to another artisan or account.
  {
    who: 'artisan → another artisan',
    endpoint: byPath('PUT', '/api/artisan/:id'),
    headers: artisan,
    ids: (w) => fc.constant(String(w.otherArtisanId)),
  },
  {
    who: 'artisan → another artisan',
    endpoint: byPath('GET', '/api/artisan/:id/compte'),
    headers: artisan,
    ids: (w) => fc.constant(String(w.otherArtisanId)),
  },
  {
    who: 'artisan → another account',
    endpoint: byPath('PUT', '/api/user/:id'),
    headers: artisan,
    ids: (w) => fc.constantFrom(String(w.adminUserId), String(w.otherUserId), String(w.spareUserId)),
    template: () => ({ telephone: '0555999999', personnalDataToShow: 'ALL' }),
  },
  {
    who: 'artisan → another artisan',
    endpoint: byPath('POST', '/api/artisan/details'),
    headers: artisan,
    template: (w) => ({ artisanId: w.otherArtisanId, type: 'DESCRIPTION', description: 'Détournement.' }),
  },
  {
    who: 'artisan → another artisan',
    endpoint: byPath('PUT', '/api/artisan/details/:id'),
    headers: artisan,
    ids: (w) => fc.constant(String(w.otherDetailId)),
    template: (w) => ({ artisanId: w.ownArtisanId, type: 'DESCRIPTION', description: 'Détournement.' }),
  },
  {
    who: 'artisan → another artisan',
    endpoint: byPath('DELETE', '/api/artisan/details/:id'),
    headers: artisan,
    ids: (w) => fc.constant(String(w.otherDetailId)),
  },
  {
    who: 'artisan → another artisan',
    endpoint: byPath('POST', '/api/artisan/details/:artisanId/upload-file'),
    headers: artisan,
    ids: (w) => fc.constant(String(w.otherArtisanId)),
  },
];

function forbiddenRequest(world: FuzzWorld, forbidden: ForbiddenCase): fc.Arbitrary<FuzzRequest> {
  const { endpoint } = forbidden;
  const params = (endpoint.path.match(/:[A-Za-z]+/g) ?? []).length;
  const ids = forbidden.ids?.(world) ?? hostileId;
  const template =
    forbidden.template?.(world) ?? (typeof endpoint.body === 'function' ? endpoint.body(world) : undefined);
  const body: fc.Arbitrary<FuzzRequest['body']> =
    endpoint.body === 'multipart'
      ? hostileUpload.map((upload) => ({ kind: 'multipart' as const, upload: { ...upload, field: 'file' } }))
      : template
        ? fc.oneof(
            // The valid request itself is the most dangerous one.
            { arbitrary: fc.constant({ kind: 'json' as const, value: template }), weight: 2 },
            { arbitrary: hostileBody(template), weight: 3 },
          )
        : fc.constant({ kind: 'none' as const });
  return fc
    .record({
      ids: fc.array(ids, { minLength: params, maxLength: params }),
      query: fc.oneof(fc.constant(''), hostileQuery(endpoint.query?.(world))),
      headers: forbidden.headers(world),
      body,
      remoteAddress: fc.ipV4(),
    })
    .map(({ ids: values, query, headers, body: requestBody, remoteAddress }) => ({
      method: endpoint.method,
      url: `${pathOf(endpoint.path, values)}${query ? `?${query}` : ''}`,
      headers: { ...headers, accept: 'application/json' },
      body: requestBody,
      remoteAddress,
    }));
}

describe.each(
  FORBIDDEN.map(
    (forbidden) =>
      [forbidden.who, `${forbidden.endpoint.method} ${forbidden.endpoint.path}`, forbidden] as const,
  ),
)('%s: %s', (_who, _route, forbidden) => {
  it('is refused and writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(forbiddenRequest(world, forbidden), async (request) => {
        // Compared with the state just before, so that one failure does not spill into the next properties.
        const before = await databaseFingerprint(world.app);
        const response = await send(world.app, request);
        expectSafeResponse(world, request, response);
        if (response.statusCode < 400) {
          throw new Error(
            `${request.method} ${request.url} accepté (${response.statusCode}) : ${response.body.slice(0, 200)}`,
          );
        }
        expect(await databaseFingerprint(world.app)).toEqual(before);
        expect(listUploads(world.ctx.dataDir)).toEqual(initialUploads);
      }),
      {
        numRuns: forbidden.endpoint.body === 'multipart' ? Math.ceil(NUM_RUNS / 3) : Math.ceil(NUM_RUNS / 2),
      },
    );
  });
});

// Last, since it writes: the property above would be empty if the fingerprint missed writes.
it('sees a write when one happens (the fingerprint is not blind)', async () => {
  const before = await databaseFingerprint(world.app);
  expect(before).toEqual(initial);
  const response = await world.app.inject({
    method: 'PUT',
    url: `/api/artisan/details/${world.otherDetailId}`,
    headers: world.headers.admin!,
    payload: { type: 'DESCRIPTION', description: 'Modifiée par l’administrateur.' },
  });
  expect(response.statusCode).toBe(200);
  const after = await databaseFingerprint(world.app);
  expect(after.artisan_details).not.toBe(before.artisan_details);
  expect({ ...after, artisan_details: '' }).toEqual({ ...before, artisan_details: '' });
});
