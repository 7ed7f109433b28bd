// GET /api/artisan/artisans-specialite/{id}?page=&size=10[&lat=&lon=]: one page of a trade's artisan cards
// (10 per page, SPEC 9), nearest first when a point is given. One entry per trade, page and point.
import { queryOptions } from '@tanstack/react-query';
import { fetchArtisansBySpecialitePage } from '@annuaire/shared/client/artisans';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { queryKeys } from '@annuaire/shared/query/keys';
import { usePageQuery } from '../../../hooks/use-page-query';

export { fetchArtisansBySpecialitePage };

export interface TradePageRequest {
  /** From 1. */
  page: number;
  /** The point distances are measured from, or null for the default order. */
  origin: { lat: number; lon: number } | null;
}

export function tradePageQuery(specialiteId: number, { page, origin }: TradePageRequest) {
  const lat = origin?.lat;
  const lon = origin?.lon;
  return queryOptions({
    queryKey: queryKeys.tradePage(specialiteId, { page, lat, lon }),
    queryFn: () =>
      fetchArtisansBySpecialitePage(specialiteId, { page, size: LIMITS.tradePageSize, lat, lon }),
  });
}

/** No request for a null trade id. */
export function useTradePage(specialiteId: number | null, request: TradePageRequest) {
  return usePageQuery(specialiteId, (id) => tradePageQuery(id, request));
}
