import type { StyleSpecification } from 'maplibre-gl';
import { DEFAULT_CENTER, DEFAULT_ZOOM, RECENTRE_ZOOM, styleFont } from './map-style';
import { offlineStyle } from './offline-style';

describe('map constants', () => {
  it('follows SPEC 9: centre 45.150002 / 1.53333, zoom 10, 12 on recentring', () => {
    expect(DEFAULT_CENTER).toEqual({ latitude: 45.150002, longitude: 1.53333 });
    expect(DEFAULT_ZOOM).toBe(10);
    expect(RECENTRE_ZOOM).toBe(12);
  });
});

describe('offlineStyle', () => {
  const style = offlineStyle();

  it('needs no server: no tiles, sprite or glyphs, only bundled GeoJSON', () => {
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
  });

  it("draws France's outline as closed rings around the default centre, and credits its data", () => {
    const france = style.sources.france as {
      data: { geometry: { coordinates: number[][][][] } };
      attribution: string;
    };
    const rings = france.data.geometry.coordinates.map((polygon) => polygon[0]);
    expect(rings.length).toBeGreaterThanOrEqual(2);
    for (const ring of rings) expect(ring[0]).toEqual(ring[ring.length - 1]);
    const mainland = rings.reduce((a, b) => (a.length > b.length ? a : b));
    const lons = mainland.map(([lon]) => lon);
    const lats = mainland.map(([, lat]) => lat);
    expect(Math.min(...lons)).toBeLessThan(DEFAULT_CENTER.longitude);
    expect(Math.max(...lons)).toBeGreaterThan(DEFAULT_CENTER.longitude);
    expect(Math.min(...lats)).toBeLessThan(DEFAULT_CENTER.latitude);
    expect(Math.max(...lats)).toBeGreaterThan(DEFAULT_CENTER.latitude);
    expect(france.attribution).toContain('GeoNames');
  });

  it('names the towns around the default centre', () => {
    const towns = style.sources['france-towns'] as { data: { features: { properties: { name: string } }[] } };
    const names = towns.data.features.map((feature) => feature.properties.name);
    expect(names).toEqual(expect.arrayContaining(['Brive-la-Gaillarde', 'Tulle', 'Cahors', 'Périgueux']));
  });
});

describe('styleFont', () => {
  it('takes the first label font of the style, else the offline font', () => {
    const style = {
      version: 8,
      sources: {},
      layers: [
        { id: 'a', type: 'symbol', source: 's', layout: { 'text-font': ['get', 'font'] } },
        { id: 'b', type: 'symbol', source: 's', layout: { 'text-font': ['Open Sans Regular', 'Arial'] } },
      ],
    } as unknown as StyleSpecification;
    expect(styleFont(style)).toEqual(['Open Sans Regular', 'Arial']);
    expect(styleFont({ version: 8, sources: {}, layers: [] })).toEqual(['Noto Sans Regular']);
  });
});
