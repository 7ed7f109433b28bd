// The embedded index of French communes: the offline fallback of GET /api/geo/search. Built by the API's build
// from npm packages (communes-builder.ts) into api/dist as compact JSON, read and loaded into memory here, and
// searched by name (accent-, case- and hyphen-insensitive prefix or word match) or by postcode.
import path from 'node:path';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import { BUILD_DATA_FILES, MissingBuildDataError, readBuildData } from '../build-data/files';
import { foldText } from '../text/fold';

/** [INSEE code, name, postcodes separated by spaces (main first), lon, lat, placement, population, département]. */
export type CompactCommune = [string, string, string, number, number, number, number, string];

export interface CommunesIndexData {
  format: 1;
  /** Versions of the source packages: an index built from other versions is rebuilt by the next build. */
  sources: Record<string, string>;
  builtAt: string;
  regions: Record<string, string>;
  /** Département code → [name, région code]. */
  departements: Record<string, [string, string]>;
  communes: CompactCommune[];
}

export const COMMUNES_INDEX_FILE = BUILD_DATA_FILES.communes;

interface Commune {
  code: string;
  name: string;
  postcodes: string[];
  lon: number;
  lat: number;
  population: number;
  context: string;
  folded: string;
  words: string[];
}

interface Match {
  commune: Commune;
  quality: number;
  postcode: string;
}

/** Match qualities, 0.1 apart so that the population adjustment (at most 0.05) never reorders two levels. */
const QUALITY = {
  exact: 1,
  prefix: 0.9,
  words: 0.75,
  wordsAnyOrder: 0.6,
  postcodeExact: 1,
  postcodePrefix: 0.8,
} as const;

/** About the population of Paris: the reference of the population adjustment of scores. */
const LOG_LARGEST_POPULATION = Math.log10(2_200_000);

/** Every query token is the prefix of a distinct word of the name, in order (or in any order). */
function wordsMatch(queryWords: string[], words: string[], ordered: boolean): boolean {
  let from = 0;
  const used = new Set<number>();
  for (const token of queryWords) {
    let found = -1;
    for (let index = ordered ? from : 0; index < words.length; index += 1) {
      if (!used.has(index) && words[index]!.startsWith(token)) {
        found = index;
        break;
      }
    }
    if (found === -1) return false;
    used.add(found);
    from = found + 1;
  }
  return true;
}

function nameQuality(commune: Commune, folded: string, queryWords: string[]): number {
  if (commune.folded === folded) return QUALITY.exact;
  if (commune.folded.startsWith(folded)) return QUALITY.prefix;
  if (queryWords.length === 0) return 0;
  if (wordsMatch(queryWords, commune.words, true)) return QUALITY.words;
  if (queryWords.length > 1 && wordsMatch(queryWords, commune.words, false)) return QUALITY.wordsAnyOrder;
  return 0;
}

export class CommunesIndex {
  private readonly communes: Commune[];

  constructor(readonly data: CommunesIndexData) {
    this.communes = data.communes.map(([code, name, postcodes, lon, lat, , population, departement]) => {
      const folded = foldText(name, { words: true });
      const [departementName, regionCode] = data.departements[departement] ?? [undefined, undefined];
      const regionName = regionCode ? data.regions[regionCode] : undefined;
      const context = [departement, departementName, regionName !== departementName ? regionName : undefined]
        .filter((part): part is string => Boolean(part))
        .join(', ');
      return {
        code,
        name,
        postcodes: postcodes.split(' '),
        lon,
        lat,
        population,
        context,
        folded,
        words: folded.split(' '),
      };
    });
  }

  get size(): number {
    return this.communes.length;
  }

  /** Communes whose name or postcode matches `query`, best first, as address-API municipality features. */
  search(query: string, limit = 5): AddressFeature[] {
    const folded = foldText(query, { words: true });
    if (folded.replace(/ /g, '').length < 3 || limit < 1) return [];
    // "19 100" is a postcode typed with a space.
    const tokens = /^[\d ]+$/.test(folded) ? [folded.replace(/ /g, '')] : folded.split(' ');
    // Postcode tokens ("19100", "191") filter by postcode; the other tokens match the name.
    const postcodeTokens = tokens.filter((token) => /^\d{2,5}$/.test(token));
    const nameTokens = tokens.filter((token) => !/^\d{2,5}$/.test(token));
    const nameQuery = nameTokens.join(' ');
    const byPostcode = postcodeTokens.length > 0;

    // Every name token is a substring of a matching name: a cheap test that skips most communes.
    const longest = nameTokens.reduce((best, token) => (token.length > best.length ? token : best), '');
    const matches: Match[] = [];
    for (const commune of this.communes) {
      let quality = 1;
      if (nameTokens.length > 0) {
        if (!commune.folded.includes(longest)) continue;
        quality = nameQuality(commune, nameQuery, nameTokens);
        if (quality === 0) continue;
      }
      if (!byPostcode) {
        matches.push({ commune, quality, postcode: commune.postcodes[0]! });
        continue;
      }
      // A postcode query yields one suggestion per matching postcode of the commune.
      for (const postcode of commune.postcodes) {
        let postcodeQuality = 0;
        for (const token of postcodeTokens) {
          if (postcode === token) postcodeQuality = Math.max(postcodeQuality, QUALITY.postcodeExact);
          else if (postcode.startsWith(token))
            postcodeQuality = Math.max(postcodeQuality, QUALITY.postcodePrefix);
        }
        if (postcodeQuality > 0)
          matches.push({ commune, quality: Math.min(quality, postcodeQuality), postcode });
      }
    }

    matches.sort(
      (a, b) =>
        b.quality - a.quality ||
        b.commune.population - a.commune.population ||
        a.postcode.localeCompare(b.postcode),
    );
    return matches.slice(0, limit).map(({ commune, quality, postcode }) => {
      // Population nudges the score within a quality level: log-scaled, at most 0.05.
      const weight = Math.min(1, Math.log10(commune.population + 1) / LOG_LARGEST_POPULATION);
      const score = Math.round((quality - 0.05 * (1 - weight)) * 10000) / 10000;
      return {
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [commune.lon, commune.lat] as [number, number] },
        properties: {
          id: postcode === commune.postcodes[0] ? commune.code : `${commune.code}_${postcode}`,
          label: commune.name,
          postcode,
          city: commune.name,
          citycode: commune.code,
          context: commune.context,
          type: 'municipality',
          score: Math.min(1, Math.max(0, score)),
        },
      };
    });
  }
}

export interface LoadStats {
  /** 'build': made by this call; 'cache': the file already held an index of the installed packages' versions. */
  source: 'cache' | 'build';
  durationMs: number;
  file: string;
}

/** Whether `data` has the shape of an index (of any sources' versions). */
export function isCommunesIndexData(data: unknown): data is CommunesIndexData {
  if (typeof data !== 'object' || data === null) return false;
  const candidate = data as Partial<CommunesIndexData>;
  return (
    candidate.format === 1 &&
    Array.isArray(candidate.communes) &&
    candidate.communes.length > 0 &&
    typeof candidate.departements === 'object' &&
    typeof candidate.regions === 'object' &&
    typeof candidate.sources === 'object'
  );
}

/**
 * Reads the index the build wrote into `dir` (api/dist): never builds it, so that the server needs none of the
 * source packages. A missing file throws MissingBuildDataError (whose message says to run the build), an
 * unreadable one an error that says the same.
 */
export function readCommunesIndex(dir: string): { index: CommunesIndex; stats: LoadStats } {
  const started = performance.now();
  const file = path.join(dir, COMMUNES_INDEX_FILE);
  let data: unknown;
  try {
    data = readBuildData(dir, COMMUNES_INDEX_FILE);
  } catch (error) {
    if (error instanceof MissingBuildDataError) throw error;
    data = null;
  }
  if (!isCommunesIndexData(data)) {
    throw new Error(
      `${file} est illisible : relancez « npm run build -w api ». (${file} is unreadable: run the build again.)`,
    );
  }
  return {
    index: new CommunesIndex(data),
    stats: { source: 'cache', durationMs: performance.now() - started, file },
  };
}
