// The tile style of /map: the runtime config's mapStyleUrl, then that style itself. Resolves to null when the map must
// use its offline background (no URL configured, or the tile service unreachable, slow or answering nonsense).
// The route's preload prefetches it as soon as /map opens, with the map library.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StyleSpecification } from 'maplibre-gl';
import { queryKeys } from '@annuaire/shared/query/keys';
import { getMapStyleUrl } from './get-map-style-url';
import { getTileStyle } from './get-tile-style';

const TILE_STYLE_TIMEOUT_MS = 8000;

/** Never rejects. */
export async function getMapStyle(): Promise<StyleSpecification | null> {
  try {
    const url = await getMapStyleUrl();
    return url === null ? null : await getTileStyle(url, TILE_STYLE_TIMEOUT_MS);
  } catch (error) {
    // No tile service: the offline background is the designed fallback, not a failure of the page.
    console.warn('[carte] fond de carte injoignable, fond hors ligne', error);
    return null;
  }
}

// Not an API call, so not in @annuaire/shared/query/keys: a key of the same shape, local to the map.
export const mapStyleQuery = queryOptions({
  queryKey: queryKeys.mapStyle(),
  queryFn: getMapStyle,
});

export function useMapStyleQuery() {
  return useQuery(mapStyleQuery);
}
