// The trade list as a query: one request for the header's menu, the home page, /metiers, the map and the back
// office, kept in the shared query cache; a write to the trades invalidates it (specialitesQuery.queryKey).
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SpecialiteWithCount } from '../contract/specialite';
import { queryKeys } from './keys';
import { fetchSpecialites } from '../client/specialites';

/** What the screens read: `status` ('pending', 'error', 'success') and, once there, `data`. */
export type SpecialitesQueryResult = UseQueryResult<SpecialiteWithCount[]>;

export const specialitesQuery = queryOptions({
  queryKey: queryKeys.specialites(),
  queryFn: () => fetchSpecialites(),
});

/**
 * The trade list; `enabled: false` waits (the header asks only when its menu is about to open), `staleTime: 0`
 * shows what is cached and asks again (the back office, where other administrators write).
 */
export function useSpecialitesQuery(
  options: { enabled?: boolean; staleTime?: number } = {},
): SpecialitesQueryResult {
  return useQuery({ ...specialitesQuery, ...options });
}

/** Visitors see only the trades with an artisan: an empty one would lead to an empty trade page. */
const withArtisans = (list: SpecialiteWithCount[]) =>
  list.filter((specialite) => specialite.nombreArtisans > 0);

/** The same list (same cache entry) without the trades no artisan exercises yet: the public screens' list. */
export function usePublicSpecialitesQuery(options: { enabled?: boolean } = {}): SpecialitesQueryResult {
  return useQuery({ ...specialitesQuery, ...options, select: withArtisans });
}
