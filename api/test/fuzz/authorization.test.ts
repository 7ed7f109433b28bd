// Fuzz: requests the authorization table forbids (anonymous, forged or revoked tokens on any protected route, an
// artisan or a particulier on admin routes, an admin on what only the artisan may do (handle a request sent to
// them), an artisan on another artisan's profile, details, images, account or requests, a session whose token still
// names an artisan the account no longer owns, a cross-site write) never succeed and
// never write: every table's rows and the uploaded files stay exactly as they were, whatever letters of the path
// are percent-encoded. Malformed URLs get a French 4xx with the security headers.
import fc from 'fast-check';
import { MESSAGES } from '@annuaire/shared/contract/common';
import {
  ENDPOINTS,
  NUM_RUNS,
  anonymousHeaders,
  createFuzzWorld,
  databaseFingerprint,
  encodedPath,
  malformedUrl,
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
const admin = (w: FuzzWorld) => fc.constant<Headers>(w.headers.admin!);
const particulier = (w: FuzzWorld) => fc.constant<Headers>(w.headers.particulier!);
const byPath = (method: string, path: string) =>
  ENDPOINTS.find((endpoint) => endpoint.method === method && endpoint.path === path)!;
/** The spare account (it owns no artisan), with a well-signed token that still claims the own artisan. */
const reassigned = (w: FuzzWorld) =>
  fc.constant<Headers>({
    authorization: `Bearer ${w.app.jwt.sign({ sub: w.spareUserId, role: 'ROLE_ARTISAN', artisanId: w.ownArtisanId, sv: 0 })}`,
  });
/** The admin's own session, from a page of another site. */
const crossSite = (w: FuzzWorld) =>
  fc.constantFrom<Headers>(
    { ...w.headers.admin!, origin: 'https://pirate.example' },
    { ...w.headers.admin!, referer: 'https://pirate.example/page' },
    { ...w.headers.admin!, origin: 'null' },
  );
const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Every write on one artisan's profile, details, images and requests, and the read of its account and requests, as
 * `who`: the artisan's id, one of its details' and one of its requests' ids, and the body of the profile write when
 * not the endpoint's own.
 */
function onArtisan(
  who: string,
  headers: ForbiddenCase['headers'],
  artisanId: (w: FuzzWorld) => number,
  detailId: (w: FuzzWorld) => number,
  demandeId: (w: FuzzWorld) => number,
  profile?: ForbiddenCase['template'],
): ForbiddenCase[] {
  const id = (pick: (w: FuzzWorld) => number) => (w: FuzzWorld) => fc.constant(String(pick(w)));
  const description = (target: number) => ({
    artisanId: target,
    type: 'DESCRIPTION',
    description: 'Détournement.',
  });
  return [
    { who, endpoint: byPath('PUT', '/api/artisan/:id'), headers, ids: id(artisanId), template: profile },
    { who, endpoint: byPath('GET', '/api/artisan/:id/compte'), headers, ids: id(artisanId) },
    {
      who,
      endpoint: byPath('POST', '/api/artisan/details'),
      headers,
      template: (w) => description(artisanId(w)),
    },
    {
      who,
      endpoint: byPath('PUT', '/api/artisan/details/:id'),
      headers,
      ids: id(detailId),
      // Moved to the caller's own artisan, for the one who has one.
      template: (w) => description(w.ownArtisanId),
    },
    { who, endpoint: byPath('DELETE', '/api/artisan/details/:id'), headers, ids: id(detailId) },
    {
      who,
      endpoint: byPath('POST', '/api/artisan/details/:artisanId/upload-file'),
      headers,
      ids: id(artisanId),
    },
    { who, endpoint: byPath('GET', '/api/artisan/:artisanId/demandes'), headers, ids: id(artisanId) },
    { who, endpoint: byPath('PUT', '/api/demandes/:id'), headers, ids: id(demandeId) },
  ];
}

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
  // An admin on what only the artisan owning it may do, aimed at that artisan's own resource.
  ...ENDPOINTS.filter((endpoint) => endpoint.access === 'artisan').map((endpoint) => ({
    who: 'admin',
    endpoint,
    headers: admin,
    ids: (w: FuzzWorld) => fc.constantFrom(String(w.ownDemandeId), String(w.otherDemandeId)),
  })),
  // An artisan on what belongs to another artisan or account.
  ...onArtisan(
    'artisan → another artisan',
    artisan,
    (w) => w.otherArtisanId,
    (w) => w.otherDetailId,
    (w) => w.otherDemandeId,
  ),
  // An artisan deciding a request to withdraw a listing, its own listing's included: only an administrator may.
  ...(
    ['POST /api/registres/retraits/:id/acceptation', 'POST /api/registres/retraits/:id/refus'] as const
  ).map((route) => {
    const [method, path] = route.split(' ') as [string, string];
    return {
      who: 'artisan → a request to withdraw a listing',
      endpoint: byPath(method, path),
      headers: (w: FuzzWorld) => fc.constantFrom<Headers>(w.headers.artisan!, w.headers.other!),
      ids: (w: FuzzWorld) => fc.constantFrom(...w.retraitIds.map(String)),
    };
  }),
  // An artisan checking its own qualification (or another's): only an administrator may.
  {
    who: 'artisan → its own qualification’s check',
    endpoint: byPath('PUT', '/api/artisan/details/:id/verification'),
    headers: artisan,
    ids: (w: FuzzWorld) => fc.constantFrom(String(w.ownDetailId), String(w.otherDetailId)),
  },
  // An artisan replying to or reporting a review about another artisan.
  ...(['PUT /api/note/:id/reponse', 'POST /api/note/:id/signalement'] as const).map((route) => {
    const [method, path] = route.split(' ') as [string, string];
    return {
      who: 'artisan → another artisan’s review',
      endpoint: byPath(method, path),
      headers: artisan,
      ids: (w: FuzzWorld) => fc.constant(String(w.otherNoteId)),
    };
  }),
  {
    who: 'artisan → another account',
    endpoint: byPath('PUT', '/api/user/:id'),
    headers: artisan,
    ids: (w) => fc.constantFrom(String(w.adminUserId), String(w.otherUserId), String(w.spareUserId)),
    template: () => ({ telephone: '0555999999', personnalDataToShow: 'ALL' }),
  },
  // A token that still names an artisan its account no longer owns (the admin gave it to someone else).
  ...onArtisan(
    'former owner',
    reassigned,
    (w) => w.ownArtisanId,
    (w) => w.ownDetailId,
    (w) => w.ownDemandeId,
    () => ({
      anneeExperience: 3,
      rayonActivite: 20,
      specialites: [],
    }),
  ),
  // Every state-changing route, with the admin's session, from another site.
  ...ENDPOINTS.filter(
    (endpoint) => STATE_CHANGING.has(endpoint.method) && endpoint.path !== '/api/auth/logout',
  ).map((endpoint) => ({ who: 'cross-site', endpoint, headers: crossSite })),
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
    .chain((drawn) => encodedPath(pathOf(endpoint.path, drawn.ids)).map((path) => ({ ...drawn, path })))
    .map(({ path, query, headers, body: requestBody, remoteAddress }) => ({
      method: endpoint.method,
      url: `${path}${query ? `?${query}` : ''}`,
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

it('answers a malformed URL with a French 4xx and the security headers, and writes nothing', async () => {
  await fc.assert(
    fc.asyncProperty(
      malformedUrl,
      fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
      fc.constantFrom<Headers>({}, world.headers.admin!, world.headers.artisan!),
      async (url, method, headers) => {
        const before = await databaseFingerprint(world.app);
        const request: FuzzRequest = {
          method: method as FuzzRequest['method'],
          url,
          headers: { ...headers, accept: 'application/json' },
          body: { kind: 'none' },
          remoteAddress: '127.0.0.1',
        };
        const response = await send(world.app, request);
        expectSafeResponse(world, request, response);
        // Refused by the router or by a parameter's validation (400), or matching no route at all (404): a French
        // message either way, never the URL echoed back.
        expect([400, 404]).toContain(response.statusCode);
        const { message } = response.json<{ message: string }>();
        expect(message).toMatch(
          response.statusCode === 404
            ? MESSAGES.notFound
            : /^(L’adresse demandée est mal formée\.|.*invalide)/,
        );
        expect(response.body).not.toContain('%');
        expect(response.headers['content-security-policy']).toBeDefined();
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(await databaseFingerprint(world.app)).toEqual(before);
      },
    ),
    { numRuns: NUM_RUNS },
  );
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
  // The artisan's date_update moves with any change of its page (the sitemap's lastmod); nothing else changes.
  expect(after.artisans).not.toBe(before.artisans);
  expect({ ...after, artisan_details: '', artisans: '' }).toEqual({
    ...before,
    artisan_details: '',
    artisans: '',
  });
});
