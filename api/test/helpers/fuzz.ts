// Shared pieces of the fuzz suite (api/test/fuzz/*.test.ts): the table of every API route and who may call it,
// the fast-check arbitraries of hostile requests (bodies, path ids, queries, file names, tokens), a world of ids to
// aim at, a database fingerprint to prove that a request wrote nothing, and the count of requests sent.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { notes } from '../../src/db/schema';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { insertDetail, insertDetailsWorld, multipart, png, type DetailsWorld } from './fixture-details';

/**
 * Runs per property: small enough for the whole fuzz suite to take well under a minute on PGlite. FUZZ_RUNS raises
 * it for a longer hunt (`FUZZ_RUNS=300 npx jest --selectProjects api -- api/test/fuzz`).
 */
export const NUM_RUNS = Number(process.env.FUZZ_RUNS) || 30;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Caller = 'anonymous' | 'artisan' | 'admin';

/**
 * Who may call a route, as in the authorization table of the OpenAPI document: anyone, an admin or the artisan
 * owning the resource (`owner`: admins too), or an admin only.
 */
export type Access = 'public' | 'owner' | 'admin';

export interface Endpoint {
  method: Method;
  /** Fastify path, parameters written `:name`. */
  path: string;
  access: Access;
  /** A valid body (JSON) for the world, which the fuzzer mutates; 'multipart' for the upload routes. */
  body?: ((world: FuzzWorld) => Record<string, unknown>) | 'multipart';
  /** A valid query string for the world, which the fuzzer mutates. */
  query?: (world: FuzzWorld) => Record<string, string>;
}

const VALID_SIRET = '73282932000074';
const VALID_SIREN = '732829320';

/** Every route under /api (checked against /api/openapi.json by endpoints.test.ts). */
export const ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/api/health', access: 'public' },
  { method: 'GET', path: '/api/openapi.json', access: 'public' },
  { method: 'GET', path: '/api/geo/search', access: 'public', query: () => ({ q: 'brive', limit: '5' }) },
  {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: () => ({ username: 'admin', password: 'Admin@2024' }),
  },
  { method: 'POST', path: '/api/auth/logout', access: 'public' },
  { method: 'GET', path: '/api/user', access: 'admin', query: () => ({ role: 'ROLE_ARTISAN' }) },
  {
    method: 'POST',
    path: '/api/user',
    access: 'admin',
    body: () => ({
      email: 'nouveau@example.fr',
      username: 'nouveau',
      telephone: '0555123456',
      role: 'ROLE_ARTISAN',
      personnalDataToShow: 'ALL',
      password: 'Nouveau@2024',
    }),
  },
  { method: 'GET', path: '/api/user/:id', access: 'admin' },
  {
    method: 'PUT',
    path: '/api/user/:id',
    access: 'owner',
    body: () => ({
      email: 'modifie@example.fr',
      username: 'modifie',
      telephone: '0555123457',
      role: 'ROLE_ARTISAN',
      personnalDataToShow: 'TEL',
    }),
  },
  { method: 'DELETE', path: '/api/user/:id', access: 'admin' },
  {
    method: 'PUT',
    path: '/api/user/pwd',
    access: 'public',
    body: () => ({
      email: 'artisan@example.fr',
      timestamp: String(Date.now()),
      hash: 'a'.repeat(64),
      newPassword: 'Nouveau@2024',
    }),
  },
  {
    method: 'POST',
    path: '/api/particulier',
    access: 'admin',
    body: () => ({ nom: 'Durand', prenom: 'Paul' }),
  },
  { method: 'GET', path: '/api/particulier', access: 'admin' },
  { method: 'GET', path: '/api/particulier/:id', access: 'admin' },
  { method: 'GET', path: '/api/note/artisan/:artisanId', access: 'public' },
  {
    method: 'POST',
    path: '/api/note',
    access: 'admin',
    body: (world) => ({
      particulierId: world.particulierId,
      artisanId: world.ownArtisanId,
      commentaire: 'Très bon travail.',
      nombreEtoiles: 4,
    }),
  },
  { method: 'DELETE', path: '/api/note/:id', access: 'admin' },
  { method: 'GET', path: '/api/messages', access: 'admin' },
  {
    method: 'POST',
    path: '/api/artisan/email/support',
    access: 'public',
    body: () => ({
      nom: 'Jean Visiteur',
      email: 'jean@example.fr',
      tel: '0555000009',
      role: 'Particulier',
      message: 'Bonjour, je cherche un plombier.',
    }),
  },
  {
    method: 'POST',
    path: '/api/artisan/email/register',
    access: 'public',
    body: () => ({
      nom: 'Artisan',
      prenom: 'Paul',
      email: 'paul@example.fr',
      phone: '0555000010',
      message: 'Je souhaite rejoindre l’annuaire.',
    }),
  },
  {
    method: 'POST',
    path: '/api/artisan/email/reset-password',
    access: 'public',
    body: () => ({ email: 'artisan@example.fr' }),
  },
  { method: 'GET', path: '/api/specialite', access: 'public' },
  {
    method: 'POST',
    path: '/api/specialite',
    access: 'admin',
    body: (world) => ({ metier: 'Couvreur', pathImg: world.uploadedImage }),
  },
  { method: 'GET', path: '/api/specialite/specialites-artisan/:artisanId', access: 'public' },
  { method: 'GET', path: '/api/specialite/:id', access: 'public' },
  {
    method: 'PUT',
    path: '/api/specialite/:id',
    access: 'admin',
    body: (world) => ({ metier: 'Zingueur', pathImg: world.uploadedImage }),
  },
  { method: 'DELETE', path: '/api/specialite/:id', access: 'admin' },
  { method: 'POST', path: '/api/specialite/upload-file', access: 'admin', body: 'multipart' },
  { method: 'GET', path: '/api/artisan/details/artisan/:artisanId', access: 'public' },
  {
    method: 'GET',
    path: '/api/artisan/details/type-artisan/:id',
    access: 'public',
    query: () => ({ type: 'IMG_PRINCIPALE' }),
  },
  {
    method: 'POST',
    path: '/api/artisan/details',
    access: 'owner',
    body: (world) => ({ artisanId: world.ownArtisanId, type: 'NORME', pathImg: world.uploadedImage }),
  },
  {
    method: 'PUT',
    path: '/api/artisan/details/:id',
    access: 'owner',
    body: () => ({ type: 'DESCRIPTION', description: 'Nouvelle description.' }),
  },
  { method: 'DELETE', path: '/api/artisan/details/:id', access: 'owner' },
  { method: 'POST', path: '/api/artisan/details/:artisanId/upload-file', access: 'owner', body: 'multipart' },
  {
    method: 'GET',
    path: '/api/artisan/artisans',
    access: 'public',
    query: () => ({ page: '1', size: '20', q: 'plomb' }),
  },
  {
    method: 'GET',
    path: '/api/artisan/map',
    access: 'public',
    query: (world) => ({ metier: String(world.specialiteId) }),
  },
  {
    method: 'GET',
    path: '/api/artisan/artisans-specialite/:specialiteId',
    access: 'public',
    query: () => ({ page: '1', size: '10', lat: '45.15', lon: '1.53' }),
  },
  { method: 'GET', path: '/api/artisan/:id', access: 'public' },
  {
    method: 'POST',
    path: '/api/artisan',
    access: 'admin',
    body: (world) => artisanBody(world),
  },
  {
    method: 'PUT',
    path: '/api/artisan/:id',
    access: 'owner',
    body: (world) => artisanBody(world),
  },
  { method: 'DELETE', path: '/api/artisan/:id', access: 'admin' },
  { method: 'GET', path: '/api/artisan/:id/compte', access: 'owner' },
];

function artisanBody(world: FuzzWorld): Record<string, unknown> {
  return {
    userId: world.spareUserId,
    entrepriseNom: 'Menuiserie Fuzz',
    adresse: { rue: '2 rue Neuve', ville: 'Tulle', codePostal: '19000', pays: 'France' },
    anneeExperience: 12,
    rayonActivite: 40,
    latitude: 45.26,
    longitude: 1.77,
    siret: VALID_SIRET,
    siren: VALID_SIREN,
    googlePlaceId: null,
    dateCreationEntreprise: '2012-03-04',
    specialites: [world.specialiteId],
  };
}

// ---- the world ------------------------------------------------------------------------------------------------

export interface FuzzWorld extends DetailsWorld {
  app: FastifyInstance;
  ctx: TestApp;
  adminUserId: number;
  artisanUserId: number;
  otherUserId: number;
  /** An artisan account that owns no artisan (a valid userId for POST /api/artisan). */
  spareUserId: number;
  particulierId: number;
  specialiteId: number;
  ownDetailId: number;
  otherDetailId: number;
  otherNoteId: number;
  /** A stored image of the own artisan, valid as a pathImg. */
  uploadedImage: string;
}

/**
 * The fixture, a second artisan owned by another account with a detail and a note, a particulier, a spare
 * artisan account and one uploaded image. The geocoder points at a closed local port, so address searches answer
 * from the embedded index without waiting.
 */
export async function createFuzzWorld(options: TestAppOptions = {}): Promise<FuzzWorld> {
  const ctx = await createTestApp({
    ...options,
    env: {
      ADDRESS_API_URL: 'http://127.0.0.1:9/geocodage/search',
      ADDRESS_API_TIMEOUT_MS: '50',
      ...options.env,
    },
  });
  try {
    return await populate(ctx);
  } catch (error) {
    await ctx.close();
    throw error;
  }
}

async function populate(ctx: TestApp): Promise<FuzzWorld> {
  const { app } = ctx;
  const details = await insertDetailsWorld(app);
  const ids = async (query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((row) =>
      Number(row.id),
    );
  const [adminUserId] = await ids(sql`SELECT id FROM users WHERE username = 'admin'`);
  const [artisanUserId] = await ids(sql`SELECT id FROM users WHERE username = 'artisan'`);
  const [otherUserId] = await ids(sql`SELECT id FROM users WHERE username = 'autre'`);
  const [spareUserId] = await ids(
    sql`INSERT INTO users (email, username, password_hash, telephone, role)
      VALUES ('libre@example.fr', 'libre', 'x', '0555000003', 'ROLE_ARTISAN') RETURNING id`,
  );
  const [specialiteId] = await ids(sql`SELECT id FROM specialites ORDER BY id LIMIT 1`);
  const particulierId = (await app.particulierRepository.create({ nom: 'Martin', prenom: 'Luc' })).id;
  const [otherNote] = await app.db
    .insert(notes)
    .values({ artisanId: details.otherArtisanId, particulierId, commentaire: 'Bien.', nombreEtoiles: 5 })
    .returning({ id: notes.id });
  const otherDetailId = await insertDetail(app, {
    artisanId: details.otherArtisanId,
    type: 'DESCRIPTION',
    description: 'Autre description.',
  });
  const [ownDetailId] = await ids(
    sql`SELECT id FROM artisan_details WHERE artisan_id = ${details.ownArtisanId} ORDER BY id LIMIT 1`,
  );
  // multipart() draws a new boundary per call: build the body once.
  const form = multipart([{ data: await png() }]);
  const stored = await app.inject({
    method: 'POST',
    url: `/api/artisan/details/${details.ownArtisanId}/upload-file`,
    headers: { ...details.headers.artisan, ...form.headers },
    payload: form.payload,
  });
  if (stored.statusCode !== 201) throw new Error(`upload: ${stored.statusCode} ${stored.body}`);
  return {
    ...details,
    app,
    ctx,
    adminUserId: adminUserId!,
    artisanUserId: artisanUserId!,
    otherUserId: otherUserId!,
    spareUserId: spareUserId!,
    particulierId,
    specialiteId: specialiteId!,
    ownDetailId: ownDetailId!,
    otherDetailId,
    otherNoteId: otherNote!.id,
    uploadedImage: stored.json<{ path: string }>().path,
  };
}

// ---- hostile values -------------------------------------------------------------------------------------------

/** Strings that have broken web applications: SQL and script fragments, traversal, odd Unicode, control bytes. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  '\u202Eevil',
  '\u200B',
  'Ｐlombier',
  'Électricien'.normalize('NFD'),
  '😀👩‍🔧',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "admin'--",
  '1; SELECT pg_sleep(1)',
  '\\',
  '%00',
  '%',
  '$1',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  ']]></loc><script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/uploads/../jwt-secret',
  '/uploads/../../jwt-secret.webp',
  '/uploads/%2e%2e/jwt-secret.webp',
  '/uploads/artisans/1/../../../jwt-secret.webp',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9'.repeat(400),
  '0000-01-01',
  '0000-02-29',
  '9999-12-31',
  '2024-02-30',
  '1970-01-01T00:00:00Z',
];

/** Markup that runs script if a page ever renders it unescaped. */
export const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>',
  '<ScRiPt src=//x></ScRiPt>',
  '<svg onload=alert(1)>',
  '"><img src=x onerror=alert(1)>',
  ']]></loc><script>alert(1)</script>',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 10 }),
        fc.constantFrom(...NASTY_STRINGS, ...SCRIPT_FRAGMENTS),
        fc.string({ maxLength: 10 }),
      )
      .map((parts) => parts.join('')),
    weight: 2,
  },
  // Long strings, past every field's limit (JSON bodies stop at 1 MiB, see hostileBody).
  { arbitrary: fc.integer({ min: 101, max: 20_000 }).map((n) => 'é'.repeat(n)), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    2147483647,
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double(),
);

/** Any JSON value, scalar or nested. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 1 },
  { arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Path segments standing for an id: real small ids, and everything an id must not be. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 12 }).map(String), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '-0',
      '1.5',
      '1e3',
      '0x10',
      '2147483647',
      '2147483648',
      '9007199254740993',
      '99999999999999999999999999',
      'NaN',
      'Infinity',
      'null',
      'true',
      '%20',
      '1%00',
      '%EF%BC%91',
      '..',
      '%2e%2e',
      '..%2F..%2Fjwt-secret',
      '%2e%2e%2f%2e%2e%2fjwt-secret',
      '%',
      '%zz',
      "1'%20OR%20'1'%3D'1",
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'a'.repeat(3000),
    ),
    weight: 4,
  },
  { arbitrary: fc.integer({ min: -(2 ** 33), max: 2 ** 33 }).map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
  { arbitrary: hostileString.map((value) => percentEncode(value.slice(0, 200))), weight: 2 },
);

const DROP = Symbol('drop');
const EXTRA_KEYS = [
  'role',
  'userId',
  'artisanId',
  'id',
  'sub',
  'pathImg',
  'password',
  'passwordHash',
  'website',
];

/** A valid template with some fields replaced by hostile values, dropped, or joined by unexpected keys. */
export function mutated(template: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(template);
  const change = fc.tuple(
    keys.length ? fc.constantFrom(...keys) : fc.constant('champ'),
    fc.oneof(
      { arbitrary: fc.constant<typeof DROP>(DROP), weight: 1 },
      { arbitrary: hostileValue, weight: 5 },
    ),
  );
  return fc
    .tuple(
      fc.array(change, { minLength: 0, maxLength: 3 }),
      fc.dictionary(fc.constantFrom(...EXTRA_KEYS), hostileValue, { maxKeys: 2 }),
    )
    .map(([changes, extra]) => {
      const body: Record<string, unknown> = { ...template, ...extra };
      for (const [key, value] of changes) {
        if (value === DROP) delete body[key];
        else body[key] = value;
      }
      return body;
    });
}

export type HostileBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string | Buffer };

const RAW_PAYLOADS = [
  '{"a":',
  '{',
  '[',
  'null',
  '1e400',
  '"texte"',
  '{"__proto__":{"role":"ROLE_ADMIN","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"ROLE_ADMIN"}}}',
  '{"nombreEtoiles":1e400,"artisanId":123456789012345678901234567890}',
  '\u0000\u0001\u0002',
  '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  'username=admin&password=x',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/xml',
  'image/png',
  'application/json\r\nX-Injected: 1'.replace(/\r\n/g, ' '),
  ';;;',
];

/** A JSON body near the template, any JSON at all, a raw body of another or a broken type, or nothing. */
export function hostileBody(template?: Record<string, unknown>): fc.Arbitrary<HostileBody> {
  const json = template
    ? fc.oneof({ arbitrary: mutated(template), weight: 4 }, { arbitrary: hostileValue, weight: 1 })
    : hostileValue;
  return fc.oneof(
    { arbitrary: json.map((value): HostileBody => ({ kind: 'json', value })), weight: 6 },
    {
      arbitrary: fc
        .record({
          contentType: fc.constantFrom(...CONTENT_TYPES),
          payload: fc.oneof(
            fc.constantFrom(...RAW_PAYLOADS),
            hostileString,
            fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
            // Past the 1 MiB body limit.
            fc.constant('x'.repeat(1024 * 1024 + 10)),
          ),
        })
        .map((raw): HostileBody => ({ kind: 'raw', ...raw })),
      weight: 2,
    },
    { arbitrary: fc.constant<HostileBody>({ kind: 'none' }), weight: 1 },
  );
}

/** Percent-encodes the UTF-8 bytes of a string; unlike encodeURIComponent, lone surrogates do not throw. */
export function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A query string near the template, or made of hostile keys and values (repeated keys included). */
export function hostileQuery(template: Record<string, string> = {}): fc.Arbitrary<string> {
  const pairs = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...Object.keys(template), 'page', 'size', 'q', '__proto__', 'type', 'lat'),
        hostileString,
      ),
      fc.oneof(hostileString, hostileNumber.map(String)),
    ),
    { maxLength: 4 },
  );
  return fc.tuple(fc.boolean(), pairs, fc.boolean()).map(([keepTemplate, extra, rawTail]) => {
    const entries = [...(keepTemplate ? Object.entries(template) : []), ...extra];
    const query = entries.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&');
    // Sometimes broken on purpose: a lone % and a bad escape.
    return rawTail ? `${query}&q=%&x=%zz%` : query;
  });
}

/** File names that try to climb out of the upload folder or to smuggle markup. */
export const hostileFileName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'photo.jpg',
    '../../../../jwt-secret',
    '..\\..\\jwt-secret.png',
    '/etc/passwd',
    '%2e%2e%2f%2e%2e%2fjwt-secret.png',
    'a\u0000.png',
    '<script>alert(1)</script>.png',
    'image.php.png',
    'x'.repeat(500) + '.png',
    '',
  ),
  hostileString.map((name) => name.replace(/["\r\n]/g, '')),
);

export interface HostileUpload {
  fileName: string;
  field: string;
  contentType: string;
  content: 'png' | 'html' | 'svg' | 'bytes' | 'empty';
  bytes: Buffer;
}

export const hostileUpload: fc.Arbitrary<HostileUpload> = fc.record({
  fileName: hostileFileName,
  field: fc.constantFrom('file', 'file', 'fichier', '__proto__', ''),
  contentType: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'text/html',
    'image/svg+xml',
    'application/octet-stream',
  ),
  content: fc.constantFrom('png', 'html', 'svg', 'bytes', 'empty'),
  bytes: fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
});

let pngBytes: Buffer | null = null;

/** A multipart body for an upload route, from a hostile upload. */
export async function uploadPayload(
  upload: HostileUpload,
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  pngBytes ??= await png(64, 48);
  const data = {
    png: pngBytes,
    html: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
    svg: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
    ),
    bytes: upload.bytes,
    empty: Buffer.alloc(0),
  }[upload.content];
  return multipart([
    { field: upload.field, filename: upload.fileName, contentType: upload.contentType, data },
  ]);
}

// ---- callers and tokens ---------------------------------------------------------------------------------------

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

/** Fills the :params of a path, in order. */
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

/**
 * Ends nothing for good: the fuzzed requests may log the fixture's accounts out or change their passwords, which
 * raises their session versions; back to 0 (what the world's tokens carry) after each write, so that every
 * property still runs as the caller it names.
 */
export async function restoreSessions(world: FuzzWorld): Promise<void> {
  await world.app.db.execute(sql`UPDATE users SET session_version = 0 WHERE session_version <> 0`);
}

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

// ---- database fingerprint -------------------------------------------------------------------------------------

const TABLES = [
  'users',
  'specialites',
  'artisans',
  'artisan_specialites',
  'artisan_details',
  'particuliers',
  'notes',
  'messages',
] as const;

/** Row count and a digest of every row of every table, in one query: equal fingerprints mean nothing was written. */
export async function databaseFingerprint(app: FastifyInstance): Promise<Record<string, string>> {
  const columns = TABLES.map(
    (table) =>
      `(SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM ${table} t) AS ${table}`,
  );
  const result = (await app.db.execute(sql.raw(`SELECT ${columns.join(', ')}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows[0]!;
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
