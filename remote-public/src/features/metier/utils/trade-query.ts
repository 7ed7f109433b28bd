// The trade page's state in the URL query, so that a page can be shared and the back button works:
// ?page=2&tri=localisation&lat=45.15&lon=1.53&lieu=Brive-la-Gaillarde. Anything malformed falls back to the default.

export type TradeSort = 'pertinence' | 'localisation';

export interface TradeQuery {
  /** From 1. */
  page: number;
  sort: TradeSort;
  /** The point distances are measured from; only with the 'localisation' sort. */
  origin: { lat: number; lon: number } | null;
  /** What the visitor chose as that point ('Brive-la-Gaillarde'), or '' for the browser position. */
  place: string;
}

export const DEFAULT_TRADE_QUERY: TradeQuery = { page: 1, sort: 'pertinence', origin: null, place: '' };

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

export function parseTradeQuery(params: URLSearchParams): TradeQuery {
  const pageText = params.get('page');
  const page = pageText !== null && /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const sort: TradeSort = params.get('tri') === 'localisation' ? 'localisation' : 'pertinence';
  if (sort !== 'localisation') return { page, sort, origin: null, place: '' };
  const lat = coordinate(params.get('lat'), 90);
  const lon = coordinate(params.get('lon'), 180);
  const origin = lat !== null && lon !== null ? { lat, lon } : null;
  return { page, sort, origin, place: origin ? (params.get('lieu') ?? '') : '' };
}

/** The query string of a state; defaults are left out, so the plain trade page keeps its plain URL. */
export function tradeQueryString(query: TradeQuery): string {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.sort === 'localisation') {
    params.set('tri', 'localisation');
    if (query.origin) {
      params.set('lat', String(Math.round(query.origin.lat * 1e5) / 1e5));
      params.set('lon', String(Math.round(query.origin.lon * 1e5) / 1e5));
      if (query.place) params.set('lieu', query.place);
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
