// The artisan rows the data benches write straight into the database (bench/map-20k.ts, bench/scale.ts): address,
// experience, radius, position and SIRET drawn alike from the bench's seeded generator.
import type { FRANCE_TOWNS } from '../../remote-public/src/features/map/geo/france-geo';

export type Town = (typeof FRANCE_TOWNS)[number];

/**
 * A generated artisan's columns but its name and account, drawn from `next` in this order: street number,
 * experience, radius, then its position a few km from `town` when `located` (no draw otherwise). The same seed
 * gives the same rows on every run.
 */
export function artisanFields(next: () => number, n: number, [ville, lon, lat]: Town, located = true) {
  return {
    rue: `${1 + Math.floor(next() * 120)} rue du Banc`,
    ville,
    codePostal: '',
    pays: 'France',
    anneeExperience: next() < 0.8 ? Math.floor(next() * 40) : null,
    rayonActivite: 5 + Math.floor(next() * 95),
    latitude: located ? lat + (next() - 0.5) * 0.06 : null,
    longitude: located ? lon + (next() - 0.5) * 0.08 : null,
    siret: String(10_000_000_000_000 + n),
    siren: String(100_000_000 + n),
  };
}
