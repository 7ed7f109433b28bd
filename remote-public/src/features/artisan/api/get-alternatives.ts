// GET /api/artisan/{id}/alternatives: instead of a listing nobody manages that cannot be reached (joignabilite
// PLAFOND, SANS_EMAIL or REFUS), the nearest managed artisans of its trade whose activity radius covers a place
// (at most FICHE_NON_GEREE_LIMITS.alternativesMax): the listing's own position by default, or the visitor's place
// once they name it (lat and lon). Asked in the browser only, never in the route's server prefetch: the server
// renders the section's loading shape, which the browser's first render repeats (nothing in the dehydrated cache),
// so the page hydrates unchanged and its server render waits for no extra call.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlternativesQuery } from '@annuaire/shared/contract/artisan';
import { fetchAlternatives } from '@annuaire/shared/client/artisans';
import { queryKeys } from '@annuaire/shared/query/keys';

export { fetchAlternatives };

/** A place the alternatives must serve, other than the listing's own position. */
export interface AlternativesPoint {
  lat: number;
  lon: number;
}

/**
 * Under the listing's own key (queryKeys.artisan): whatever invalidates the listing refreshes them too. Each place
 * has its own entry, so that going back to a place shows its answer again at once.
 */
export function alternativesKey(id: number, point: AlternativesPoint | null = null) {
  return point
    ? ([...queryKeys.artisan(id), 'alternatives', { lat: point.lat, lon: point.lon }] as const)
    : ([...queryKeys.artisan(id), 'alternatives'] as const);
}

export function alternativesQuery(id: number, point: AlternativesPoint | null = null) {
  // Without a point the API takes the listing's position: nothing is sent.
  const query: AlternativesQuery | null = point ? { lat: point.lat, lon: point.lon } : null;
  return queryOptions({
    queryKey: alternativesKey(id, point),
    queryFn: () => (query ? fetchAlternatives(id, query) : fetchAlternatives(id)),
  });
}

/** Waits while `wanted` is false (a listing that can be reached, or a managed one, offers no alternative). */
export function useAlternatives(id: number, wanted: boolean, point: AlternativesPoint | null = null) {
  return useQuery({ ...alternativesQuery(id, point), enabled: wanted });
}
