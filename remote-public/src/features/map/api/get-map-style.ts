// The tile style of /map: the runtime config's mapStyleUrl, then that style itself. Resolves to null when the map must
// use its offline background (no URL configured, or the tile service unreachable, slow or answering nonsense).
// Started by the route table as soon as /map opens, like the markers, and taken once by the page.
import type { StyleSpecification } from 'maplibre-gl';
import { earlyCall } from '@annuaire/shared/client/reused-calls';
import { getMapStyleUrl } from './get-map-style-url';
import { getTileStyle } from './get-tile-style';

const TILE_STYLE_TIMEOUT_MS = 8000;

async function resolveTileStyle(): Promise<StyleSpecification | null> {
  try {
    const url = await getMapStyleUrl();
    return url === null ? null : await getTileStyle(url, TILE_STYLE_TIMEOUT_MS);
  } catch (error) {
    // No tile service: the offline background is the designed fallback, not a failure of the page.
    console.warn('[carte] fond de carte injoignable, fond hors ligne', error);
    return null;
  }
}

const tileStyle = earlyCall(resolveTileStyle);

export function prefetchMapStyle(): void {
  tileStyle.start();
}

/** The prefetched resolution when there is one (used once), else a new one. Never rejects. */
export function getMapStyle(): Promise<StyleSpecification | null> {
  return tileStyle.take();
}
