// The map page, lazy so that maplibre is downloaded only on /map. Opening the page also starts the markers request
// its tile style and the map library's download at once, in parallel with the page's code, rather than one after the other.
import { PUBLIC_PATHS } from '@annuaire/shared/federation/routes';
import { lazyWithPreload, type PageRoute } from '../../app/page-route';
import { prefetchMapMarkers } from './api/get-map-markers';
import { prefetchMapStyle } from './api/get-map-style';
import { loadMaplibre } from './utils/load-maplibre';

const mapPage = lazyWithPreload(() => {
  prefetchMapMarkers();
  prefetchMapStyle();
  // A failure here is met again, and shown, by the map itself.
  loadMaplibre().catch(() => undefined);
  return import('./components/map-page').then((module) => ({ default: module.MapPage }));
});

export const mapRoutes: readonly PageRoute[] = [{ path: PUBLIC_PATHS.map, ...mapPage }];
