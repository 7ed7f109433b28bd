// The map's data, each with its own state so that one failing never hides the other: the trade list (the shared
// query: the header, the home page and /metiers read the same entry), what the current view draws (clusters and
// markers, grouped by the API) and the side list of the view's artisans, a page at a time. Nothing is asked before the
// page knows a view (on the server, and until the map reports one), so that a server render hydrates without a call.
import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { usePublicSpecialitesQuery } from '@annuaire/shared/query/specialites';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { loadable, type Loadable } from '../../../utils/loadable';
import { mapViewArtisansQuery, mapViewQuery, type MapViewAnswer } from '../api/get-map-view';
import type { InViewList } from '../components/artisans-in-view';
import type { ViewRequest } from '../utils/map-view-request';

export interface MapData {
  /** The view's answer, the previous view's kept on screen while the next one loads. */
  view: Loadable<MapViewAnswer>;
  /** Asks again for what failed: the view, and the list when its first page failed too. */
  retryView(): void;
  list: InViewList;
}

/** The trades the map offers: visitors choose among those that have artisans, as in the header and on /metiers. */
export function useMapTrades(): Loadable<Specialite[]> {
  const trades = usePublicSpecialitesQuery();
  return useMemo(
    () => loadable({ status: trades.status, fetchStatus: trades.fetchStatus, data: trades.data }),
    [trades.status, trades.fetchStatus, trades.data],
  );
}

/** The view's answer and its list; nothing asked for a null request (on the server, before the first view). */
export function useMapData(request: ViewRequest | null): MapData {
  const viewQuery = useQuery(mapViewQuery(request));
  // The page memoises on these: a new object only when what they say changes.
  const view = useMemo(
    () => loadable({ status: viewQuery.status, fetchStatus: viewQuery.fetchStatus, data: viewQuery.data }),
    [viewQuery.status, viewQuery.fetchStatus, viewQuery.data],
  );

  // The list of the same box and filters (the zoom changes nothing in it).
  const listRequest = useMemo(() => request && { box: request.box, filters: request.filters }, [request]);
  const listQuery = useInfiniteQuery(mapViewArtisansQuery(listRequest));
  const { refetch: refetchList, fetchNextPage } = listQuery;
  const artisans = useMemo(() => listQuery.data?.pages.flatMap((page) => page.items), [listQuery.data]);
  // A failed next page leaves the pages already there on screen, with its own « Réessayer ».
  const firstPageFailed = listQuery.isError && !listQuery.isFetchNextPageError && artisans === undefined;
  const retryList = useCallback(() => {
    if (firstPageFailed) void refetchList();
    else void fetchNextPage();
  }, [firstPageFailed, refetchList, fetchNextPage]);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  let more: InViewList['more'] = 'none';
  if (listQuery.isFetchingNextPage) more = 'loading';
  else if (listQuery.isFetchNextPageError) more = 'error';
  // A list still showing the previous view's pages has no next page of its own yet.
  else if (listQuery.hasNextPage && !listQuery.isPlaceholderData) more = 'ready';
  let status: InViewList['status'] = artisans ? 'success' : 'loading';
  if (firstPageFailed && listQuery.fetchStatus !== 'fetching') status = 'error';
  const list: InViewList = {
    status,
    artisans: artisans ?? [],
    more,
    loadMore,
    retry: retryList,
  };

  const { refetch: refetchView } = viewQuery;
  const retryView = useCallback(() => {
    void refetchView();
    if (firstPageFailed) void refetchList();
  }, [refetchView, firstPageFailed, refetchList]);

  return { view, retryView, list };
}
