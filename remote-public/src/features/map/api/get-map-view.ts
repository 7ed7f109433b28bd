// GET /api/artisan/map/vue and /api/artisan/map/vue/artisans (shared/src/contract/map.ts): what one view of the map
// draws, grouped on the server (clusters and at most 200 markers), and the side list of its artisans, nearest the
// view's centre first, a page of 20 at a time. The map asks per view, as the directory is too large to load whole
// (a million listings). One cache entry per box (rounded), zoom level, trade and filters (utils/map-view-request.ts);
// a view and its list keep showing the previous ones while they load, so that the clusters never blink out during a
// pan. Read by the map page (hooks/use-map-data.ts); nothing prefetches them, as they depend on the map's size.
import { infiniteQueryOptions, keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { fetchMapView, fetchMapViewArtisans } from '@annuaire/shared/client/artisans';
import { MAP_VIEW_LIMITS, type MapView } from '@annuaire/shared/contract/map';
import { queryKeys } from '@annuaire/shared/query/keys';
import type { ViewBox, ViewFilters, ViewRequest } from '../utils/map-view-request';

/**
 * A view's answer with the filters it answers (their JSON): while the next view loads, the page still holds the
 * previous answer, and only an answer to the filters on says whether they leave nobody.
 */
export type MapViewAnswer = MapView & { filters: string };

export function filtersKey(filters: ViewFilters): string {
  return JSON.stringify(filters);
}

/** The view's clusters and markers; nothing asked for a null request (no view known yet). */
export function mapViewQuery(request: ViewRequest | null) {
  const params = request && { ...request.box, zoom: request.zoom, ...request.filters };
  return queryOptions({
    queryKey: queryKeys.mapView(params ?? {}),
    queryFn: params
      ? async (): Promise<MapViewAnswer> => ({
          ...(await fetchMapView(params)),
          filters: filtersKey(request.filters),
        })
      : skipToken,
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether a list asked with `previous` params (a cache key's) may stay on screen while the list of `filters` loads:
 * after a pan, yes (its artisans are the neighbours'); after a change of filters, no, as it would list artisans the
 * new filters leave out under the new count.
 */
export function sameListFilters(previous: unknown, filters: ViewFilters): boolean {
  if (typeof previous !== 'object' || previous === null) return false;
  const {
    ouest: _ouest,
    sud: _sud,
    est: _est,
    nord: _nord,
    ...previousFilters
  } = previous as Record<string, unknown>;
  return JSON.stringify(previousFilters) === filtersKey(filters);
}

/** The box's artisans for the side list, page after page (none beyond the API's last page). */
export function mapViewArtisansQuery(request: { box: ViewBox; filters: ViewFilters } | null) {
  const params = request && { ...request.box, ...request.filters };
  return infiniteQueryOptions({
    queryKey: queryKeys.mapViewArtisans(params ?? {}),
    queryFn: params ? ({ pageParam }) => fetchMapViewArtisans({ ...params, page: pageParam }) : skipToken,
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.suivante && last.page < MAP_VIEW_LIMITS.listPageMax ? last.page + 1 : undefined,
    placeholderData: (previous, previousQuery) =>
      request && sameListFilters(previousQuery?.queryKey[4], request.filters) ? previous : undefined,
  });
}

/** The first page of a box's list alone (the nearest artisans around a point, for the map to fit them). */
export function mapViewNearestQuery(request: { box: ViewBox; filters: ViewFilters } | null) {
  const params = request && { ...request.box, ...request.filters, page: 1 };
  return queryOptions({
    queryKey: queryKeys.mapViewArtisans(params ?? { page: 1 }),
    queryFn: params ? () => fetchMapViewArtisans(params) : skipToken,
  });
}
