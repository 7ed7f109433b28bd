// GET /api/artisan/map through the shared client. The route table starts the request while the map's code is still
// downloading (prefetch), and the page takes that request instead of sending a second one.
import { fetchArtisanMarkers } from '@annuaire/shared/client/artisans';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';

let prefetched: Promise<ArtisanMarker[]> | null = null;

export function prefetchMapMarkers(): void {
  if (prefetched) return;
  prefetched = fetchArtisanMarkers();
  // Handled by whoever takes it; this only keeps an unused failure from being reported as unhandled.
  prefetched.catch(() => undefined);
}

/** The prefetched request when there is one (used once), else a new one: every visit gets fresh markers. */
export function getMapMarkers(): Promise<ArtisanMarker[]> {
  const request = prefetched ?? fetchArtisanMarkers();
  prefetched = null;
  return request;
}
