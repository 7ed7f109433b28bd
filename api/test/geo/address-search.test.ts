// geo/address-search.ts: the upstream geocoder first (validated), the embedded index on any failure.
import { AddressSearch } from '../../src/geo/address-search';
import { CommunesIndex } from '../../src/geo/communes-index';

const brive = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [1.532, 45.158] },
  properties: {
    id: '19031_1234',
    label: '1 Avenue de Paris 19100 Brive-la-Gaillarde',
    postcode: '19100',
    city: 'Brive-la-Gaillarde',
    citycode: '19031',
    context: '19, Corrèze, Nouvelle-Aquitaine',
    type: 'housenumber',
    score: 0.97,
    name: '1 Avenue de Paris',
    x: 580000,
    y: 6450000,
  },
};

// A two-commune index: enough to tell the fallback from the upstream.
const tinyIndex = new CommunesIndex({
  format: 1,
  sources: {},
  builtAt: '2026-11-22T00:00:00.000Z',
  regions: { '75': 'Nouvelle-Aquitaine' },
  departements: { '19': ['Corrèze', '75'] },
  communes: [
    ['19031', 'Brive-la-Gaillarde', '19100', 1.5333, 45.1589, 0, 47095, '19'],
    ['19272', 'Tulle', '19000', 1.7723, 45.2658, 0, 14530, '19'],
  ],
});

let clock = 0;

function setup(
  fetchImpl: (url: URL, init: RequestInit) => Promise<Response>,
  timeoutMs = 200,
  loadIndex: () => Promise<CommunesIndex> = async () => tinyIndex,
) {
  const fetchMock = jest.fn(fetchImpl);
  const log = { warn: jest.fn(), error: jest.fn() };
  const service = new AddressSearch({
    upstreamUrl: 'http://geocodeur.test/geocodage/search',
    timeoutMs,
    loadIndex,
    fetch: fetchMock as unknown as typeof fetch,
    cooldownMs: 30_000,
    now: () => clock,
  });
  return { service, fetchMock, log };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('AddressSearch', () => {
  it('asks the upstream with q, limit and autocomplete=1, and passes its validated features through', async () => {
    const { service, fetchMock, log } = setup(async () =>
      json({ type: 'FeatureCollection', version: 'draft', features: [brive] }),
    );
    const result = await service.search('  1 avenue de paris brive ', 3, log);
    const url = fetchMock.mock.calls[0]![0];
    expect(url.origin + url.pathname).toBe('http://geocodeur.test/geocodage/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '1 avenue de paris brive',
      limit: '3',
      autocomplete: '1',
    });
    expect(result.type).toBe('FeatureCollection');
    expect(result.features).toHaveLength(1);
    // Fields outside the contract (name, x, y) are dropped.
    expect(result.features[0]!.properties).toEqual({
      id: '19031_1234',
      label: '1 Avenue de Paris 19100 Brive-la-Gaillarde',
      postcode: '19100',
      city: 'Brive-la-Gaillarde',
      citycode: '19031',
      context: '19, Corrèze, Nouvelle-Aquitaine',
      type: 'housenumber',
      score: 0.97,
    });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('answers an empty collection without asking anyone under 3 non-blank characters', async () => {
    const { service, fetchMock, log } = setup(async () => json({}));
    for (const q of ['', '   ', 'br', '  br ', 'b r']) {
      await expect(service.search(q, 5, log)).resolves.toEqual({ type: 'FeatureCollection', features: [] });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['an error status', async () => json({ message: 'boom' }, 500)],
    ['a 429', async () => json({ message: 'Too Many Requests' }, 429)],
    ['a body that is not JSON', async () => new Response('<html>bad gateway</html>', { status: 200 })],
    ['a body outside the contract', async () => json({ type: 'FeatureCollection', features: [{ id: 1 }] })],
    [
      'a refused connection',
      async () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('falls back to the embedded index on %s, with a warning', async (_name, upstream) => {
    const { service, log } = setup(upstream);
    const result = await service.search('brive', 5, log);
    expect(result.features.map((feature) => feature.properties.citycode)).toEqual(['19031']);
    expect(result.features[0]!.properties.type).toBe('municipality');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('gives up on a slow upstream after the timeout', async () => {
    const { service, log } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
        }),
      100,
    );
    const started = Date.now();
    const result = await service.search('19000', 5, log);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.features.map((feature) => feature.properties.label)).toEqual(['Tulle']);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('leaves a failing geocoder alone for the cooldown, then asks it again', async () => {
    let status = 503;
    const { service, fetchMock, log } = setup(async () =>
      status === 200 ? json({ type: 'FeatureCollection', features: [brive] }) : json({}, status),
    );
    clock = 1_000_000;
    await service.search('brive', 5, log);
    expect(service.coolingDown).toBe(true);
    clock += 29_000;
    const during = await service.search('tulle', 5, log);
    expect(during.features[0]!.properties.label).toBe('Tulle');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    status = 200;
    clock += 1_001;
    const after = await service.search('brive', 5, log);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(after.features[0]!.properties.type).toBe('housenumber');
  });

  it('answers 503 when the embedded index cannot be loaded either', async () => {
    const { service, log } = setup(
      async () => json({}, 500),
      200,
      async () => {
        throw new Error('paquet absent');
      },
    );
    await expect(service.search('brive', 5, log)).rejects.toMatchObject({
      statusCode: 503,
      message: 'La recherche d’adresse est momentanément indisponible.',
    });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('keeps at most `limit` upstream features', async () => {
    const { service, log } = setup(async () =>
      json({ type: 'FeatureCollection', features: [brive, brive, brive] }),
    );
    expect((await service.search('brive', 2, log)).features).toHaveLength(2);
  });
});
