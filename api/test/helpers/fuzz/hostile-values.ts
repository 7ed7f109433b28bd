// The fuzz suite's hostile values (fast-check arbitraries): strings, numbers, JSON values, path ids, bodies near a
// valid template, query strings, file names and uploads.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipart, png } from '../fixture-details';

/**
 * Strings that have broken web applications: SQL and script fragments, traversal, odd Unicode, control bytes and
 * line breaks, replacement patterns.
 */
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
  // What String.prototype.replace expands in a replacement string.
  '$&',
  '$`',
  "$'",
  '$$',
  '$<x>',
  "a$'b$`c$&d",
  // Control characters and line breaks that would forge a line of a mail or a log.
  'Jean\nE-mail : faux@exemple.fr',
  'Jean\r\nBcc: pirate@example.com',
  '\u0007\u001b[31mrouge',
  'a\u0085b\u2028c\u2029d',
  '\u007f',
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
