// GET /api/artisan/artisans-specialite/{id}?page=&size=10[&tri=][&lat=&lon=][&couvre=1][&noteMin=][&avecAvis=1]
// [&rge=1]: one page of a trade's artisan cards (10 per page, SPEC 9) in the order and with the filters of the page's
// URL (issue 21; utils/trade-query.ts gives the parameters). One entry per trade and set of parameters. Read by the
// trade page and prefetched by its route (src/app/routes.tsx) with the same parameters, so that the server's HTML
// hydrates.
import { queryOptions } from '@tanstack/react-query';
import { fetchArtisansBySpecialitePage } from '@annuaire/shared/client/artisans';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { queryKeys } from '@annuaire/shared/query/keys';
import { usePageQuery } from '../../../hooks/use-page-query';
import type { TradePageParams } from '../utils/trade-query';

export { fetchArtisansBySpecialitePage };

export function tradePageQuery(specialiteId: number, params: TradePageParams) {
  return queryOptions({
    queryKey: queryKeys.tradePage(specialiteId, params),
    queryFn: () => fetchArtisansBySpecialitePage(specialiteId, { ...params, size: LIMITS.tradePageSize }),
  });
}

/** No request for a null trade id. */
export function useTradePage(specialiteId: number | null, params: TradePageParams) {
  return usePageQuery(specialiteId, (id) => tradePageQuery(id, params));
}
