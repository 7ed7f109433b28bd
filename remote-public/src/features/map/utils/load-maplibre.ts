// Loads maplibre-gl (ES module only) for react-map-gl, after pointing it at its worker file: maplibre derives that
// URL from import.meta.url, which the bundler rewrites to a build-machine path (STACK-NOTES). The worker is emitted
// as a hashed .mjs asset beside this chunk, so it is fetched only on /map; when remote-public comes from another
// origin (a CDN named in remotes.json), the workers start from a same-origin blob: that imports it (worker-url.ts).
// The route table calls this as soon as /map opens, so that the library downloads alongside the page's own code.
import type * as Maplibre from 'maplibre-gl';
import { onceUntilFailure } from '@annuaire/shared/utils/once-until-failure';
import { mapWorkerUrl } from './worker-url';

// A failed download is tried again next time rather than remembered.
export const loadMaplibre: () => Promise<typeof Maplibre> = onceUntilFailure(() =>
  import('maplibre-gl').then((maplibre) => {
    const workerUrl = new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href;
    maplibre.setWorkerUrl(mapWorkerUrl(workerUrl, window.location.origin));
    // At least two workers, so that a view's artisans are cut into tiles while another worker cuts the background's
    // shapes (maplibre's default is half the cores: one on a small machine). Started now rather than when the map
    // is created, which takes their start-up off the first paint.
    maplibre.setWorkerCount(Math.max(2, maplibre.getWorkerCount()));
    maplibre.prewarm();
    return maplibre;
  }),
);
