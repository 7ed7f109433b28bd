// GET /api/artisan/{id}/alternatives: instead of a listing nobody manages that cannot be reached (joignabilite
// PLAFOND, SANS_EMAIL or REFUS), the nearest managed artisans of its trade whose activity radius covers its place
// (at most FICHE_NON_GEREE_LIMITS.alternativesMax). Asked in the browser only, never in the route's server prefetch:
// the server renders the section's loading shape, which the browser's first render repeats (nothing in the
// dehydrated cache), so the page hydrates unchanged and its server render waits for no extra call.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAlternatives } from '@annuaire/shared/client/artisans';
import { queryKeys } from '@annuaire/shared/query/keys';

export { fetchAlternatives };

/** Under the listing's own key (queryKeys.artisan): whatever invalidates the listing refreshes them too. */
export function alternativesKey(id: number) {
  return [...queryKeys.artisan(id), 'alternatives'] as const;
}

export function alternativesQuery(id: number) {
  return queryOptions({ queryKey: alternativesKey(id), queryFn: () => fetchAlternatives(id) });
}

/** Waits while `wanted` is false (a listing that can be reached, or a managed one, offers no alternative). */
export function useAlternatives(id: number, wanted: boolean) {
  return useQuery({ ...alternativesQuery(id), enabled: wanted });
}
