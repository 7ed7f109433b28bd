// The artisan's details and specialties cached in local storage, one entry per artisan (SPEC 4): written whenever
// the editor learns them, refreshed from the API by `updateArtisanCache` when the editor is left. Without local
// storage (private mode, quota, disabled) the cache only logs a warning: the editor works from the API alone.
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { getArtisanDetails } from '../api/get-artisan-details';
import { getArtisanSpecialites } from '../api/get-artisan-specialites';

export interface ArtisanCacheEntry {
  artisanDetails: ArtisanDetail[];
  specialities: Specialite[];
  /** When the entry was written (ms since epoch). */
  updatedAt: number;
}

const VERSION = 1;

export function artisanCacheKey(artisanId: number): string {
  return `annuaire:artisan:${artisanId}:v${VERSION}`;
}

function storage(): Storage | null {
  try {
    const store = window.localStorage;
    // Reading the property may succeed while the store refuses every write (Safari's private mode did).
    return store ?? null;
  } catch (error) {
    console.warn('[éditeur] Stockage local indisponible : le cache des détails est ignoré.', error);
    return null;
  }
}

export function readArtisanCache(artisanId: number): ArtisanCacheEntry | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(artisanCacheKey(artisanId));
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<ArtisanCacheEntry>;
    if (!Array.isArray(entry.artisanDetails) || !Array.isArray(entry.specialities)) return null;
    return {
      artisanDetails: entry.artisanDetails,
      specialities: entry.specialities,
      updatedAt: typeof entry.updatedAt === 'number' ? entry.updatedAt : 0,
    };
  } catch (error) {
    console.warn('[éditeur] Cache des détails illisible : il est ignoré.', error);
    return null;
  }
}

/** Replaces what is cached for this artisan; a part left out keeps its cached value. */
export function writeArtisanCache(
  artisanId: number,
  part: { artisanDetails?: readonly ArtisanDetail[]; specialities?: readonly Specialite[] },
): void {
  const store = storage();
  if (!store) return;
  const previous = readArtisanCache(artisanId);
  const entry: ArtisanCacheEntry = {
    artisanDetails: [...(part.artisanDetails ?? previous?.artisanDetails ?? [])],
    specialities: [...(part.specialities ?? previous?.specialities ?? [])],
    updatedAt: Date.now(),
  };
  try {
    store.setItem(artisanCacheKey(artisanId), JSON.stringify(entry));
  } catch (error) {
    console.warn('[éditeur] Stockage local indisponible : le cache des détails n’est pas mis à jour.', error);
  }
}

/**
 * The spec's 'update' action: fetches the artisan's details and specialties again and stores them. Never throws:
 * it runs as the editor is left, when nobody is there to read an error.
 */
export async function updateArtisanCache(artisanId: number): Promise<void> {
  try {
    const [artisanDetails, specialities] = await Promise.all([
      getArtisanDetails(artisanId),
      getArtisanSpecialites(artisanId),
    ]);
    writeArtisanCache(artisanId, { artisanDetails, specialities });
  } catch (error) {
    console.warn('[éditeur] Mise à jour du cache des détails impossible.', error);
  }
}
