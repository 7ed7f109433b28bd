// What the trade page and the artisan page ask the API for on arrival, started from the URL while their code
// downloads (see arrival-requests.ts). Nearest first needs the visitor's position first: only the trade itself is
// asked for early then.
import { fetchArtisan, fetchArtisansBySpecialitePage } from '@annuaire/shared/client/artisans';
import { fetchArtisanDetails } from '@annuaire/shared/client/artisan-details';
import { fetchSpecialite } from '@annuaire/shared/client/specialites';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { PUBLIC_PATHS } from '@annuaire/shared/federation/routes';
import { matchPath } from '@annuaire/shared/routing/router';
import { parseTradeQuery } from '../../metier/utils/trade-query';
import { earlyKeys, startEarly } from './arrival-requests';
import { parseRouteId } from './route-id';

type Place = Pick<Location, 'pathname' | 'search'>;

export function startTradePageRequests({ pathname, search }: Place): void {
  const id = parseRouteId(matchPath(PUBLIC_PATHS.metier, pathname)?.params.specialiteId);
  if (id === null) return;
  startEarly(earlyKeys.specialite(id), () => fetchSpecialite(id));
  const query = parseTradeQuery(new URLSearchParams(search));
  if (query.origin) return;
  startEarly(earlyKeys.tradePage(id, query.page), () =>
    fetchArtisansBySpecialitePage(id, { page: query.page, size: LIMITS.tradePageSize }),
  );
}

export function startArtisanPageRequests({ pathname }: Place): void {
  const id = parseRouteId(matchPath(PUBLIC_PATHS.artisan, pathname)?.params.artisanId);
  if (id === null) return;
  startEarly(earlyKeys.artisan(id), () => fetchArtisan(id));
  startEarly(earlyKeys.artisanDetails(id), () => fetchArtisanDetails(id));
}
