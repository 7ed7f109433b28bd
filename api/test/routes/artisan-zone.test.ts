// GET /api/artisan/{id}/zone.svg: the small map of an artisan's area on its public page. An SVG with the radius
// drawn (64 points at exactly its distance), the position and a scale bar over France's land and départements from
// the embedded communes index; small, kept by browsers for an hour, behind a policy that loads and runs nothing;
// French 404s for an unknown artisan or one without a position, 400 for a malformed id; without the build's communes
// index, the radius on a plain background.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ARTISAN_MESSAGES } from '@annuaire/shared/contract/artisan';
import { ZONE_MESSAGES } from '../../src/routes/artisan-zone';
import { destination, KM_PER_DEGREE, ZONE_HEIGHT, ZONE_WIDTH } from '../../src/geo/zone-map';
import { bearer, insertArtisan, insertUser, specialiteIds } from '../helpers/fixture-artisans';
import { haversineKm } from '../helpers/haversine';
import { createTestApp, type TestApp } from '../helpers/test-app';

const TULLE = { lat: 45.267, lon: 1.7712 };

/** The points of the radius path's relative moves (m x y l dx dy …z), in viewBox units. */
function radiusPoints(svg: string): [number, number][] {
  const d = /<path class="rayon" d="([^"]+)"/.exec(svg)?.[1];
  if (!d) throw new Error('pas de tracé du rayon');
  const [move, lines] = d.replace(/z$/, '').slice(1).split('l') as [string, string];
  const numbers = (text: string) => (text.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const [x0, y0] = numbers(move) as [number, number];
  const points: [number, number][] = [[x0, y0]];
  const moves = numbers(lines);
  for (let index = 0; index < moves.length; index += 2) {
    const [x, y] = points.at(-1)!;
    points.push([x + moves[index]!, y + moves[index + 1]!]);
  }
  return points;
}

describe('GET /api/artisan/{id}/zone.svg', () => {
  let ctx: TestApp;
  let tulle: number;
  let owner: { authorization: string };
  let plombier: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const trades = await specialiteIds(ctx.app);
    plombier = trades['Plombier']!;
    const userId = await insertUser(ctx.app, { role: 'ROLE_ARTISAN' });
    tulle = await insertArtisan(ctx.app, {
      userId,
      entrepriseNom: 'Plomberie <script>alert(1)</script> & Fils',
      ville: 'Tulle "<b>"',
      rayonActivite: 20,
      ...{ latitude: TULLE.lat, longitude: TULLE.lon },
      specialiteIds: [trades['Plombier']!],
    });
    owner = bearer(ctx.app, { sub: userId, role: 'ROLE_ARTISAN', artisanId: tulle });
  });
  afterAll(() => ctx?.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

  it('draws the area as a small SVG: land and départements, the radius, the position and a scale bar', async () => {
    const response = await get(`/api/artisan/${tulle}/zone.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const svg = response.body;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 240"/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(Buffer.byteLength(svg)).toBeLessThan(15 * 1024);
    // France's land around Tulle, and the borders of the Corrèze with its neighbours (dashed).
    expect(svg).toMatch(/<path d="m[^"]+z" fill="#f7f2eb"/);
    expect(svg).toMatch(/<path d="m[^"]+" fill="none" stroke="#a3978c"[^>]*stroke-dasharray/);
    // The company's position, at the centre.
    expect(svg).toContain('<circle class="position" cx="160" cy="120" r="5"');
    // 20 km + 30 % from the centre to the top: the scale bar reads 20 km.
    expect(svg).toMatch(/<text[^>]*>20 km<\/text>/);
    expect(svg).toContain('<title>Zone d’intervention : 20 km autour de l’entreprise</title>');
  });

  it('draws the radius with 64 points, each 20 km from the position on the projection', async () => {
    const svg = (await get(`/api/artisan/${tulle}/zone.svg`)).body;
    const points = radiusPoints(svg);
    expect(points).toHaveLength(64);
    // Back from the viewBox to degrees: the same projection (km per unit: 2 × 26 km over 240 units).
    const kmPerUnit = (2 * 20 * 1.3) / ZONE_HEIGHT;
    const cosLat = Math.cos((TULLE.lat * Math.PI) / 180);
    for (const [x, y] of points) {
      const lat = TULLE.lat - ((y - ZONE_HEIGHT / 2) * kmPerUnit) / KM_PER_DEGREE;
      const lon = TULLE.lon + ((x - ZONE_WIDTH / 2) * kmPerUnit) / (KM_PER_DEGREE * cosLat);
      // 0.1 unit of rounding is about 22 m here.
      expect(haversineKm(TULLE, { lat, lon })).toBeCloseTo(20, 1);
    }
    // The first point is due north.
    const north = destination(TULLE, 0, 20);
    expect(points[0]![0]).toBeCloseTo(160, 1);
    expect(points[0]![1]).toBeCloseTo(120 - ((north.lat - TULLE.lat) * KM_PER_DEGREE) / kmPerUnit, 1);
  });

  it('puts nothing the artisan typed in the image', async () => {
    const svg = (await get(`/api/artisan/${tulle}/zone.svg`)).body;
    for (const text of ['Plomberie', 'script', 'Fils', 'Tulle', '<b>', 'alert'])
      expect(svg).not.toContain(text);
    // Its only elements are drawing ones.
    const tags = new Set([...svg.matchAll(/<([a-z]+)/g)].map((match) => match[1]));
    expect([...tags].sort()).toEqual(['circle', 'g', 'path', 'rect', 'svg', 'text', 'title']);
    expect(svg).not.toMatch(/href|on[a-z]+=|<style|url\(/i);
  });

  it('is kept by browsers for an hour, with an ETag, 304, a compressed form and a policy that allows nothing', async () => {
    const first = await get(`/api/artisan/${tulle}/zone.svg`);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);

    const compressed = await get(`/api/artisan/${tulle}/zone.svg`, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(etag);
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);

    const notModified = await get(`/api/artisan/${tulle}/zone.svg`, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('draws it once, then sends the kept answer until the radius changes', async () => {
    const loads = jest.spyOn(ctx.app.artisanRepository, 'findById');
    try {
      const before = (await get(`/api/artisan/${tulle}/zone.svg`)).body;
      const reads = loads.mock.calls.length;
      const again = (await get(`/api/artisan/${tulle}/zone.svg`)).body;
      expect(again).toBe(before);
      expect(loads).toHaveBeenCalledTimes(reads);

      const update = await ctx.app.inject({
        method: 'PUT',
        url: `/api/artisan/${tulle}`,
        headers: owner,
        payload: { anneeExperience: 5, rayonActivite: 50, specialites: [plombier] },
      });
      expect(update.statusCode).toBe(200);
      const after = (await get(`/api/artisan/${tulle}/zone.svg`)).body;
      expect(after).not.toBe(before);
      expect(after).toMatch(/<text[^>]*>50 km<\/text>/);
      expect(Buffer.byteLength(after)).toBeLessThan(15 * 1024);
    } finally {
      loads.mockRestore();
    }
  });

  it('draws the position alone for a radius of 0 km', async () => {
    const id = await insertArtisan(ctx.app, { entrepriseNom: 'Sur place', rayonActivite: 0 });
    const response = await get(`/api/artisan/${id}/zone.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('class="rayon"');
    expect(response.body).toContain('class="position"');
    // At least 15 km around: a scale of 10 km.
    expect(response.body).toMatch(/<text[^>]*>10 km<\/text>/);
  });

  it('draws the radius on a plain background far from France', async () => {
    const id = await insertArtisan(ctx.app, {
      entrepriseNom: 'Au large',
      latitude: 40,
      longitude: -30,
      rayonActivite: 100,
    });
    const response = await get(`/api/artisan/${id}/zone.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('fill="#f7f2eb"');
    expect(radiusPoints(response.body)).toHaveLength(64);
    expect(response.body).toMatch(/<text[^>]*>100 km<\/text>/);
  });

  it('answers 404 in French for an artisan without a position, and for an unknown artisan', async () => {
    const id = await insertArtisan(ctx.app, {
      entrepriseNom: 'Sans adresse',
      latitude: null,
      longitude: null,
    });
    const located = await get(`/api/artisan/${id}/zone.svg`);
    expect(located.statusCode).toBe(404);
    expect(located.headers['content-type']).toMatch(/^application\/json/);
    expect(located.json()).toEqual({ message: ZONE_MESSAGES.noPosition });
    expect(ZONE_MESSAGES.noPosition).toBe('Position inconnue pour cet artisan.');

    const unknown = await get('/api/artisan/999999/zone.svg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ARTISAN_MESSAGES.notFound });
    expect(ARTISAN_MESSAGES.notFound).toBe('Artisan introuvable.');
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648'])('answers a French 400 for the id %s', async (id) => {
    const response = await get(`/api/artisan/${id}/zone.svg`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    // The id's own message, as GET /api/artisan/{id} gives it.
    expect(response.json<{ message: string }>().message).toMatch(/^id : /);
  });

  it('is documented as a public SVG image whose refusals are JSON errors, as it answers them', async () => {
    const document = (await get('/api/openapi.json')).json<{
      paths: Record<
        string,
        { get?: { security?: unknown[]; responses: Record<string, { content?: Record<string, unknown> }> } }
      >;
    }>();
    const operation = document.paths['/api/artisan/{id}/zone.svg']?.get;
    expect(operation).toBeDefined();
    expect(operation!.security).toEqual([]);
    expect(Object.keys(operation!.responses).sort()).toEqual(['200', '400', '404']);
    const answers = {
      200: await get(`/api/artisan/${tulle}/zone.svg`),
      400: await get('/api/artisan/abc/zone.svg'),
      404: await get('/api/artisan/999999/zone.svg'),
    };
    for (const [status, response] of Object.entries(answers)) {
      expect(response.statusCode).toBe(Number(status));
      const documented = Object.keys(operation!.responses[status]!.content ?? {});
      expect(documented).toEqual([response.headers['content-type']!.toString().split(';')[0]]);
    }
    expect(operation!.responses['404']!.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
    });
  });
});

describe('GET /api/artisan/{id}/zone.svg without the build’s communes index', () => {
  let ctx: TestApp;
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-no-build-'));
  beforeAll(async () => {
    ctx = await createTestApp({ buildDataDir: empty });
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(empty, { recursive: true, force: true });
  });

  it('still draws the radius, on a plain background, and asks browsers to come back', async () => {
    const id = await insertArtisan(ctx.app, { entrepriseNom: 'Sans fond de carte', rayonActivite: 20 });
    const response = await ctx.app.inject({ url: `/api/artisan/${id}/zone.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).not.toContain('fill="#f7f2eb"');
    expect(radiusPoints(response.body)).toHaveLength(64);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});
