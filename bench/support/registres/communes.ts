// The communes the generator places establishments in: the repository's communes index (api/src/geo: INSEE code,
// name, postcodes, position, population, from @etalab/decoupage-administratif and GeoNames), completed from the
// same Etalab package with what the index leaves out and the stock holds: the municipal arrondissements of Paris,
// Lyon and Marseille (the stock's codeCommuneEtablissement is 75115, never 75056) and the communes of Mayotte and
// Saint-Pierre-et-Miquelon (GeoNames has no INSEE code for them: placed at their territory's centre). A commune is
// drawn in proportion to its population (plus a floor, so that villages have businesses too). Each commune's
// position is projected once into its département's projection (position.ts: Lambert 93 in mainland France and
// Corsica, UTM overseas) with the local derivatives of the projection, so that a point a few kilometres away is
// written consistently in both the stock (projected) and the geolocation file (projected and WGS84).
import fs from 'node:fs';
import path from 'node:path';
import proj4 from 'proj4';
import { BUILD_DATA_DIR, readBuildData } from '../../../api/src/build-data/files';
import { ensureCommunesIndex, locateSources } from '../../../api/src/geo/communes-builder';
import { COMMUNES_INDEX_FILE, type CommunesIndexData } from '../../../api/src/geo/communes-index';
import { PROJECTIONS, projectionOf } from '../../../api/src/registres/position';

export interface GeneratorCommune {
  code: string;
  /** As INSEE writes it in the stock: capitals, without accents (« BRIVE-LA-GAILLARDE »). */
  label: string;
  postcodes: string[];
  departement: string;
  lon: number;
  lat: number;
  epsg: number;
  /** The commune's point in its projection, and metres → degrees near it. */
  x: number;
  y: number;
  /** d(lon, lat) per metre of x and y: [dlon/dx, dlon/dy, dlat/dx, dlat/dy]. */
  inverse: [number, number, number, number];
  /** How far from the centre its businesses are, in metres. */
  spread: number;
  weight: number;
}

/** INSEE's spelling of a commune's name in the stock. */
export function inseeLabel(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/Œ/g, 'OE')
    .replace(/œ/g, 'oe')
    .replace(/Æ/g, 'AE')
    .replace(/æ/g, 'ae')
    .replace(/[’‘]/g, "'")
    .toUpperCase();
}

interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  commune?: string;
  departement?: string;
  codesPostaux?: string[];
  population?: number;
}

/** Centres of the territories the communes index has no position for (within position.ts's bounds). */
const TERRITORY_CENTRES: Readonly<Record<string, [number, number]>> = {
  '97501': [-56.372, 47.095],
  '97502': [-56.178, 46.778],
  '976': [45.135, -12.815],
};

const forwards = new Map<number, proj4.Converter>();
function forward(epsg: number): proj4.Converter {
  let converter = forwards.get(epsg);
  if (!converter) {
    converter = proj4('EPSG:4326', PROJECTIONS[epsg]!);
    forwards.set(epsg, converter);
  }
  return converter;
}

function place(
  code: string,
  name: string,
  postcodes: string[],
  departement: string,
  lon: number,
  lat: number,
  population: number,
): GeneratorCommune {
  const epsg = projectionOf(departement);
  const converter = forward(epsg);
  const [x, y] = converter.forward([lon, lat]) as [number, number];
  const step = 0.01;
  const [xLon, yLon] = converter.forward([lon + step, lat]) as [number, number];
  const [xLat, yLat] = converter.forward([lon, lat + step]) as [number, number];
  // The Jacobian of (lon, lat) → (x, y) near the commune, inverted: metres back to degrees.
  const a = (xLon - x) / step;
  const b = (xLat - x) / step;
  const c = (yLon - y) / step;
  const d = (yLat - y) / step;
  const det = a * d - b * c;
  const overseas = departement.length === 3;
  return {
    code,
    label: inseeLabel(name),
    postcodes,
    departement,
    lon,
    lat,
    epsg,
    x,
    y,
    inverse: [d / det, -b / det, -c / det, a / det],
    spread: Math.min(overseas ? 2500 : 6000, 400 + 12 * Math.sqrt(population)),
    weight: population + 60,
  };
}

/** Every commune the generator may draw, with cumulative weights for a binary search. */
export function loadCommunes(): { communes: GeneratorCommune[]; cumulative: Float64Array } {
  // Built into api/dist as `npm run build` does when missing or made from other versions of its packages.
  ensureCommunesIndex(BUILD_DATA_DIR);
  const data = readBuildData(BUILD_DATA_DIR, COMMUNES_INDEX_FILE) as CommunesIndexData;
  const etalab = JSON.parse(
    fs.readFileSync(path.join(locateSources().etalabDir, 'communes.json'), 'utf8'),
  ) as EtalabCommune[];
  const arrondissements = new Map<string, EtalabCommune[]>();
  for (const commune of etalab) {
    if (commune.type !== 'arrondissement-municipal' || !commune.commune) continue;
    arrondissements.set(commune.commune, [...(arrondissements.get(commune.commune) ?? []), commune]);
  }
  const communes: GeneratorCommune[] = [];
  const known = new Set<string>();
  for (const [code, name, postcodes, lon, lat, , population, departement] of data.communes) {
    known.add(code);
    const parts = arrondissements.get(code);
    if (!parts) {
      communes.push(place(code, name, postcodes.split(' '), departement, lon, lat, population));
      continue;
    }
    for (const part of parts) {
      const label = `${name} ${Number(part.code.slice(-2))}`;
      communes.push(
        place(part.code, label, part.codesPostaux ?? [], departement, lon, lat, part.population ?? 0),
      );
    }
  }
  for (const commune of etalab) {
    const departement = commune.departement ?? '';
    if (commune.type !== 'commune-actuelle' || known.has(commune.code)) continue;
    const centre = TERRITORY_CENTRES[commune.code] ?? TERRITORY_CENTRES[departement];
    if (!centre || !commune.codesPostaux?.length) continue;
    communes.push(
      place(
        commune.code,
        commune.nom,
        commune.codesPostaux,
        departement,
        centre[0],
        centre[1],
        commune.population ?? 0,
      ),
    );
  }
  communes.sort((a, b) => (a.code < b.code ? -1 : 1));
  const cumulative = new Float64Array(communes.length);
  let total = 0;
  communes.forEach((commune, i) => {
    total += commune.weight;
    cumulative[i] = total;
  });
  return { communes, cumulative };
}

/** The commune of a draw in [0, 1). */
export function communeAt(
  communes: readonly GeneratorCommune[],
  cumulative: Float64Array,
  u: number,
): GeneratorCommune {
  const target = u * cumulative[cumulative.length - 1]!;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (cumulative[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return communes[low]!;
}
