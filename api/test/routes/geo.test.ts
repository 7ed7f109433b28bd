// GET /api/geo/search: the national geocoder's answer when it works (a local stand-in here: no test reaches the
// internet), the embedded communes index when it fails, an empty list under 3 characters, 400 for a bad limit.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AddressSearchResponseSchema } from '@annuaire/shared/contract/address';
import { resolveRefs } from '../helpers/openapi';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Mode = 'ok' | 'slow' | 'error' | 'garbage' | 'reset';

const upstreamFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [1.5321, 45.1583] },
  properties: {
    id: '19031_0420_00001',
    label: '1 Avenue de Paris 19100 Brive-la-Gaillarde',
    score: 0.96,
    housenumber: '1',
    name: '1 Avenue de Paris',
    postcode: '19100',
    citycode: '19031',
    city: 'Brive-la-Gaillarde',
    context: '19, Corrèze, Nouvelle-Aquitaine',
    type: 'housenumber',
    importance: 0.7,
  },
};

describe('GET /api/geo/search', () => {
  let ctx: TestApp;
  let upstream: http.Server;
  let mode: Mode = 'ok';
  const received: URL[] = [];
  const slowTimers: NodeJS.Timeout[] = [];

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      received.push(new URL(request.url ?? '/', 'http://upstream'));
      if (mode === 'slow') {
        const timer = setTimeout(
          () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
          3000,
        );
        slowTimers.push(timer);
        return;
      }
      if (mode === 'reset') return request.socket.destroy();
      if (mode === 'error') return response.writeHead(500).end('Internal Server Error');
      if (mode === 'garbage')
        return response.writeHead(200, { 'content-type': 'application/json' }).end('{"a":');
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ type: 'FeatureCollection', version: 'draft', features: [upstreamFeature] }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    ctx = await createTestApp({
      data: 'none',
      env: { ADDRESS_API_URL: `http://127.0.0.1:${port}/geocodage/search`, ADDRESS_API_TIMEOUT_MS: '300' },
    });
    // Loaded once here so that the first fallback test does not pay for reading the index.
    await ctx.app.geo.communesIndex();
  });
  afterAll(async () => {
    slowTimers.forEach((timer) => clearTimeout(timer));
    await ctx?.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });
  beforeEach(() => {
    mode = 'ok';
    received.length = 0;
    // Each test decides how the geocoder behaves: no cooldown carried over from the previous one.
    ctx.app.geo.addressSearch.resetCooldown();
  });

  const search = (query: string) => ctx.app.inject({ url: `/api/geo/search?${query}` });

  it.each([['q='], ['q=%20%20'], ['q=br'], ['q=%20%20br%20'], ['q=b%20r'], ['']])(
    'answers an empty collection without asking the geocoder for "%s"',
    async (query) => {
      const response = await search(query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ type: 'FeatureCollection', features: [] });
      expect(received).toHaveLength(0);
    },
  );

  it('asks the geocoder from 3 non-blank characters and passes its features through, validated', async () => {
    const response = await search('q=%20bri%20&limit=3');
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.pathname).toBe('/geocodage/search');
    expect(Object.fromEntries(received[0]!.searchParams)).toEqual({
      q: 'bri',
      limit: '3',
      autocomplete: '1',
    });
    const body = AddressSearchResponseSchema.parse(response.json());
    expect(body.features).toHaveLength(1);
    expect(body.features[0]).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [1.5321, 45.1583] },
      properties: {
        id: '19031_0420_00001',
        label: '1 Avenue de Paris 19100 Brive-la-Gaillarde',
        score: 0.96,
        postcode: '19100',
        citycode: '19031',
        city: 'Brive-la-Gaillarde',
        context: '19, Corrèze, Nouvelle-Aquitaine',
        type: 'housenumber',
      },
    });
  });

  it('asks for 5 suggestions by default', async () => {
    await search('q=brive');
    expect(received[0]!.searchParams.get('limit')).toBe('5');
  });

  it.each<Mode>(['slow', 'error', 'garbage', 'reset'])(
    'falls back to the embedded communes index when the geocoder fails (%s)',
    async (failure) => {
      mode = failure;
      const started = Date.now();
      const response = await search('q=Brive');
      expect(Date.now() - started).toBeLessThan(2500);
      expect(response.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      const [brive] = AddressSearchResponseSchema.parse(response.json()).features;
      expect(brive!.properties).toMatchObject({
        id: '19031',
        label: 'Brive-la-Gaillarde',
        postcode: '19100',
        citycode: '19031',
        city: 'Brive-la-Gaillarde',
        context: '19, Corrèze, Nouvelle-Aquitaine',
        type: 'municipality',
      });
      expect(brive!.geometry.coordinates[0]).toBeCloseTo(1.5333, 2);
      expect(brive!.geometry.coordinates[1]).toBeCloseTo(45.1589, 2);
    },
  );

  it.each([
    ['q=brive%20la%20gaill', 'Brive-la-Gaillarde'],
    ['q=19100', 'Brive-la-Gaillarde'],
    ['q=sarlat', 'Sarlat-la-Canéda'],
    [`q=${encodeURIComponent('Égletons')}`, 'Égletons'],
    ['q=egletons', 'Égletons'],
    ['q=TULLE', 'Tulle'],
  ])('finds %s offline', async (query, label) => {
    mode = 'reset';
    const response = await search(query);
    expect(response.statusCode).toBe(200);
    const features = AddressSearchResponseSchema.parse(response.json()).features;
    expect(features[0]!.properties.label).toBe(label);
    expect(features.length).toBeLessThanOrEqual(5);
  });

  it('leaves the failing geocoder alone for a while', async () => {
    mode = 'error';
    await search('q=brive');
    mode = 'ok';
    const response = await search('q=tulle');
    expect(received).toHaveLength(1);
    expect(response.json().features[0].properties).toMatchObject({ label: 'Tulle', type: 'municipality' });
  });

  it('keeps to the limit, from 1 to 20', async () => {
    mode = 'error';
    for (const limit of [1, 20]) {
      const response = await search(`q=saint&limit=${limit}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().features).toHaveLength(limit);
    }
  });

  it.each([['limit=0'], ['limit=21'], ['limit=abc'], ['limit=2.5'], ['limit=-1']])(
    'answers 400 with a French message for %s',
    async (query) => {
      const response = await search(`q=brive&${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Le nombre de suggestions (limit) doit être un entier compris entre 1 et 20.',
      );
      expect(received).toHaveLength(0);
    },
  );

  it('answers 400 for an overlong query, never a 5xx for odd input', async () => {
    const long = await search(`q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('La recherche (q) ne doit pas dépasser 200 caractères.');
    mode = 'error';
    for (const query of [
      'q=%00%00%00',
      'q=%F0%9F%8F%A0%F0%9F%8F%A0%F0%9F%8F%A0',
      'q=a&q=b',
      "q='%22%3B--",
      'q=%%%',
    ]) {
      const response = await search(query);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('is public, sends an ETag and answers 304 to a matching If-None-Match', async () => {
    mode = 'error';
    const first = await search('q=19100');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const second = await ctx.app.inject({
      url: '/api/geo/search?q=19100',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
  });

  it('is documented in /api/openapi.json', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/geo/search'].get;
    expect(operation.tags).toEqual(['géographie']);
    expect(JSON.stringify(resolveRefs(document, operation.responses['200']))).toContain('coordinates');
    expect(JSON.stringify(operation.parameters)).toContain('limit');
  });
});
