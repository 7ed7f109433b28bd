// GET /api/artisan/map through the shared client. The route table starts the request while the map's code is still
// downloading (prefetch), and the page takes that request instead of sending a second one.
import { fetchArtisanMarkers } from '@annuaire/shared/client/artisans';
import { earlyCall } from '@annuaire/shared/client/reused-calls';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';

const markers = earlyCall(() => fetchArtisanMarkers());

export function prefetchMapMarkers(): void {
  markers.start();
}

/** The prefetched request when there is one (used once), else a new one: every visit gets fresh markers. */
export function getMapMarkers(): Promise<ArtisanMarker[]> {
  return markers.take();
}
