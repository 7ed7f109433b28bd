// GET /api/artisan/map served from its prepared answer: read and serialized once, then sent as stored bytes
// (identity, br or gzip) with the same ETag and 304, until a write empties the cache.
import zlib from 'node:zlib';
import { ArtisanMarkerListSchema } from '@annuaire/shared/contract/artisan';
import { bearer, insertArtisan, insertUser, specialiteIds } from '../helpers/fixture-artisans';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /api/artisan/map from its prepared answer', () => {
  let ctx: TestApp;
  let admin: { authorization: string };
  let ids: number[];
  let loads: jest.SpyInstance;

  beforeAll(async () => {
    ctx = await createTestApp();
    const trades = await specialiteIds(ctx.app);
    // Enough markers for a body above the compression threshold (1 kB).
    ids = [];
    for (let index = 0; index < 12; index += 1) {
      ids.push(
        await insertArtisan(ctx.app, {
          entrepriseNom: `Atelier Cartographié ${index}`,
          latitude: 45.1 + index / 100,
          longitude: 1.5 + index / 100,
          specialiteIds: [trades['Plombier']!],
        }),
      );
    }
    const adminId = await insertUser(ctx.app, { role: 'ROLE_ADMIN' });
    admin = bearer(ctx.app, { sub: adminId, role: 'ROLE_ADMIN', artisanId: null });
  });
  afterAll(() => ctx?.close());
  // In each test: the Jest preset restores spies between tests.
  beforeEach(() => {
    loads = jest.spyOn(ctx.app.artisanRepository, 'listMarkers');
  });

  const get = (headers: Record<string, string> = {}) => ctx.app.inject({ url: '/api/artisan/map', headers });
  const decoded = (response: Awaited<ReturnType<typeof get>>) => {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
    return response.body;
  };

  it('reads the markers once, then serves the same bytes in every encoding with one ETag', async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    // What the route's response schema would have produced.
    expect(plain.body).toBe(JSON.stringify(ArtisanMarkerListSchema.parse(JSON.parse(plain.body))));
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    for (const [acceptEncoding, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
    ] as const) {
      const response = await get({ 'accept-encoding': acceptEncoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      if (expected) expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers.etag).toBe(etag);
      expect(decoded(response)).toBe(plain.body);
    }
    const unwanted = await get({ 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(unwanted.headers['content-encoding']).toBeUndefined();
    expect(unwanted.body).toBe(plain.body);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('answers 304 without a body to a matching If-None-Match, compressed or not', async () => {
    const { etag } = (await get()).headers;
    loads.mockClear();
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const response = await get({ 'accept-encoding': acceptEncoding, 'if-none-match': String(etag) });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    expect((await get({ 'if-none-match': 'W/"autre"' })).statusCode).toBe(200);
    expect(loads).not.toHaveBeenCalled();
  });

  it('is emptied by a write: the next request reads the markers again and shows the change', async () => {
    const before = await get({ 'accept-encoding': 'br' });
    loads.mockClear();
    const removed = ids.pop()!;
    const deletion = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/artisan/${removed}`,
      headers: admin,
    });
    expect(deletion.statusCode).toBe(204);

    const after = await get({ 'accept-encoding': 'br' });
    expect(loads).toHaveBeenCalledTimes(1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const markers = ArtisanMarkerListSchema.parse(JSON.parse(decoded(after)));
    expect(markers.map((marker) => marker.id)).not.toContain(removed);
    expect(markers.map((marker) => marker.id)).toEqual(expect.arrayContaining(ids));
    // The new ETag still matches the new body, whatever the encoding.
    expect((await get({ 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
    expect(decoded(await get({ 'accept-encoding': 'gzip' }))).toBe(decoded(after));
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('keeps per-trade answers apart, and a small answer uncompressed', async () => {
    const trades = await specialiteIds(ctx.app);
    const maçon = await ctx.app.inject({
      url: `/api/artisan/map?metier=${trades['Maçon']}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(maçon.statusCode).toBe(200);
    expect(maçon.headers['content-encoding']).toBeUndefined();
    expect(maçon.json()).toEqual([]);
    const plombier = await ctx.app.inject({
      url: `/api/artisan/map?metier=${trades['Plombier']}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(plombier.headers['content-encoding']).toBe('br');
    // The fixture's own artisan is a located plumber too.
    expect(JSON.parse(decoded(plombier))).toHaveLength(ids.length + 1);
  });
});
