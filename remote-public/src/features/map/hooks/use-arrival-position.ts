// The browser's position, asked for once on arrival at /map when the query names no centre. A query of this visit
// only: never refreshed while the page is shown, forgotten when it goes, so that the next visit asks again. The
// page hears the answer as soon as it comes rather than at its next render, so that a position known before the
// map exists becomes the map's starting view instead of a flight from the default centre.
import { useEffect } from 'react';
import { QueryObserver, queryOptions, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@annuaire/shared/query/keys';
import type { MapPosition } from '../utils/map-query';
import { requestBrowserPosition } from '../utils/geolocation';

export const arrivalPositionQuery = queryOptions({
  queryKey: queryKeys.browserPosition(),
  queryFn: () => requestBrowserPosition(),
  staleTime: Infinity,
  gcTime: 0,
  refetchOnReconnect: false,
});

/** While `wanted`, asks for the position and calls `onFound` or `onFailed` once; nothing after the page went. */
export function useArrivalPosition(
  wanted: boolean,
  onFound: (position: MapPosition) => void,
  onFailed: (error: unknown) => void,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!wanted) return undefined;
    const observer = new QueryObserver(queryClient, arrivalPositionQuery);
    return observer.subscribe((result) => {
      if (result.status === 'success') onFound(result.data);
      else if (result.status === 'error') onFailed(result.error);
    });
  }, [queryClient, wanted, onFound, onFailed]);
}
