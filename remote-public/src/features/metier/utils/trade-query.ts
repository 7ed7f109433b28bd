// The trade page's state in the URL query, so that a search can be shared and the back button works. The page URL
// takes the same parameters as the API's trade-page call (ArtisansBySpecialiteQuerySchema, issue 21), plus the
// place's label: ?page=2&tri=note&lat=45.27&lon=1.77&lieu=Tulle&couvre=1&noteMin=4&avecAvis=1&rge=1&urgence=1&dispo=7. Read by the
// page and by its route's prefetch (src/app/routes.tsx), which must ask the same query: free of the contract's
// runtime (zod), so that neither the route table nor the page downloads a validator; the sorts are the contract's
// TRADE_SORTS, from its zod-free trade-sorts.ts. Anything malformed falls back to the default; old links with
// tri=localisation read as distance. A place means « who serves me »: with a point, the defaults become nearest first
// and only the artisans who come there (couvre), so that the URL writes tri=pertinence or couvre=0 when the visitor
// asks otherwise.
import type { ArtisansBySpecialiteQuery } from '@annuaire/shared/contract/artisan';
import { TRADE_SORTS, type TradeSort } from '@annuaire/shared/contract/trade-sorts';
import { readDispo, readNoteMin } from '../../../utils/trade-filter-texts';

export type { TradeSort };

/** The sort's name in links shared before issue 21. */
const LEGACY_DISTANCE = 'localisation';

export interface TradeQuery {
  /** From 1. */
  page: number;
  /**
   * As the URL asks. 'distance' without a point is kept, so that the page can ask for one (a place or the browser
   * position); the list meanwhile comes in the default order (see tradePageParams).
   */
  sort: TradeSort;
  /** The point distances are measured from (the address of the work), with any sort. */
  origin: { lat: number; lon: number } | null;
  /** What the visitor chose as that point ('Tulle'), or '' for the browser position; in the URL only. */
  place: string;
  /** Only the artisans whose activity radius covers the point (couvre=1); never without a point. */
  couvre: boolean;
  /** Only the averages from this note up (noteMin, 1 to 5), or null. */
  noteMin: number | null;
  /** Only the artisans with at least one published review (avecAvis=1). */
  avecAvis: boolean;
  /** Only the artisans with an RGE qualification valid today (rge=1). */
  rge: boolean;
  /** Only the artisans offering « Dépannage en urgence » (urgence=1). */
  urgence: boolean;
  /** Only the artisans available within this many days (dispo, contract bounds), or null. */
  dispo: number | null;
}

export const DEFAULT_TRADE_QUERY: TradeQuery = {
  page: 1,
  sort: 'pertinence',
  origin: null,
  place: '',
  couvre: false,
  noteMin: null,
  avecAvis: false,
  rge: false,
  urgence: false,
  dispo: null,
};

/** What the trade page asks the API: the URL's parameters but `lieu`, only those that are set. */
export type TradePageParams = Pick<
  ArtisansBySpecialiteQuery,
  'tri' | 'lat' | 'lon' | 'couvre' | 'noteMin' | 'avecAvis' | 'rge' | 'urgence' | 'dispo'
> & { page: number };

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** The order a page gets when the URL names none: nearest first around a point, else pertinence. */
function defaultSort(origin: TradeQuery['origin']): TradeSort {
  return origin ? 'distance' : 'pertinence';
}

function readSort(value: string | null, origin: TradeQuery['origin']): TradeSort {
  if (value === LEGACY_DISTANCE) return 'distance';
  return TRADE_SORTS.find((sort) => sort === value) ?? defaultSort(origin);
}

export function parseTradeQuery(params: URLSearchParams): TradeQuery {
  const pageText = params.get('page');
  const page = pageText !== null && /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const lat = coordinate(params.get('lat'), 90);
  const lon = coordinate(params.get('lon'), 180);
  const origin = lat !== null && lon !== null ? { lat, lon } : null;
  return {
    page,
    sort: readSort(params.get('tri'), origin),
    origin,
    place: origin ? (params.get('lieu') ?? '').trim() : '',
    // On with a point unless the URL turns it off (couvre=0; the no-JavaScript form sends couvre=1 first when its
    // box is checked).
    couvre: origin !== null && params.get('couvre') !== '0',
    noteMin: readNoteMin(params.get('noteMin')),
    avecAvis: params.get('avecAvis') === '1',
    rge: params.get('rge') === '1',
    urgence: params.get('urgence') === '1',
    dispo: readDispo(params.get('dispo')),
  };
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** The query string of a state; defaults are left out, so the plain trade page keeps its plain URL. */
export function tradeQueryString(query: TradeQuery): string {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.sort !== defaultSort(query.origin)) params.set('tri', query.sort);
  if (query.origin) {
    params.set('lat', String(round(query.origin.lat)));
    params.set('lon', String(round(query.origin.lon)));
    if (query.place) params.set('lieu', query.place);
    if (!query.couvre) params.set('couvre', '0');
  }
  if (query.noteMin !== null) params.set('noteMin', String(query.noteMin));
  if (query.avecAvis) params.set('avecAvis', '1');
  if (query.rge) params.set('rge', '1');
  if (query.urgence) params.set('urgence', '1');
  if (query.dispo !== null) params.set('dispo', String(query.dispo));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The API's parameters for a state (the page's query and its key, and the route's prefetch): `lieu` stays in the
 * URL; 'distance' without a point is the default order (the API refuses it), the point rounded as in the URL.
 */
export function tradePageParams(query: TradeQuery): TradePageParams {
  const params: TradePageParams = { page: query.page };
  if (query.sort === 'note' || (query.sort === 'distance' && query.origin)) params.tri = query.sort;
  if (query.origin) {
    params.lat = round(query.origin.lat);
    params.lon = round(query.origin.lon);
    if (query.couvre) params.couvre = '1';
  }
  if (query.noteMin !== null) params.noteMin = query.noteMin;
  if (query.avecAvis) params.avecAvis = '1';
  if (query.rge) params.rge = '1';
  if (query.urgence) params.urgence = '1';
  if (query.dispo !== null) params.dispo = query.dispo;
  return params;
}

/**
 * The search around a new point (a place chosen, or the browser position), back to page 1. The first point brings
 * the defaults of a place: only the artisans who come there, nearest first unless another order was chosen; a point
 * that replaces another keeps the visitor's choices.
 */
export function withPoint(
  query: TradeQuery,
  origin: { lat: number; lon: number },
  place: string,
): TradeQuery {
  const next = { ...query, page: 1, origin, place };
  if (query.origin) return next;
  return { ...next, couvre: true, sort: query.sort === 'pertinence' ? 'distance' : query.sort };
}

/**
 * The API's parameters that count the artisans the coverage leaves out (« 3 autres artisans ne se déplacent pas
 * jusqu'à Tulle »): the same search without couvre, its first page, whose total less the page's total is their
 * number. Null when the coverage is off.
 */
export function allAroundParams(query: TradeQuery): TradePageParams | null {
  if (!query.origin || !query.couvre) return null;
  const { couvre: _couvre, ...params } = tradePageParams({ ...query, page: 1 });
  return params;
}

/** How many of the filters (couvre, noteMin, avecAvis, rge, urgence, dispo) are on: the count of « Filtres (N) ». */
export function activeFilterCount(query: TradeQuery): number {
  return (
    Number(query.couvre) +
    Number(query.noteMin !== null) +
    Number(query.avecAvis) +
    Number(query.rge) +
    Number(query.urgence) +
    Number(query.dispo !== null)
  );
}

/** The same search without its filters: the sort, the place and the point stay (« Retirer les filtres »). */
export function withoutFilters(query: TradeQuery): TradeQuery {
  return {
    ...query,
    page: 1,
    couvre: false,
    noteMin: null,
    avecAvis: false,
    rge: false,
    urgence: false,
    dispo: null,
  };
}

/** Whether the URL makes a page that search engines should leave out (a filter or a point): noindex. */
export function isFilteredTradeQuery(query: TradeQuery): boolean {
  return activeFilterCount(query) > 0 || query.origin !== null;
}
