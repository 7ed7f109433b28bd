// The /map query string (SPEC 2: lat, lon, metier, search; issue 21: couvre, noteMin, avecAvis, rge): the point (a
// place searched, here or on the home page, or the browser position), the trade preset by "Voir sur la carte", a
// text preset for the trade search box, and the filters of the trade page with the same names and meanings: couvre=1
// to keep only the artisans who come to the point (never without a point), noteMin=1…5, avecAvis=1, rge=1, urgence=1
// (« Dépannage en urgence ») and dispo=N (available within N days).
// Invalid values count as absent. Read and written by the map page; read alike on the server and in the browser.
import { readDispo, readNoteMin } from '../../../utils/trade-filter-texts';

export interface MapPosition {
  latitude: number;
  longitude: number;
}

export interface MapQuery {
  position: MapPosition | null;
  metierId: number | null;
  search: string;
  /** Only the artisans whose activity radius covers the point (couvre=1); false without a point. */
  couvre: boolean;
  /** Only the artisans whose published reviews average this note or more (noteMin, 1 to 5), or null. */
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

/** The filters of the map, as the URL gives them (the same as the trade page's). */
export type MapFilters = Pick<MapQuery, 'couvre' | 'noteMin' | 'avecAvis' | 'rge' | 'urgence' | 'dispo'>;

export const NO_MAP_FILTERS: MapFilters = {
  couvre: false,
  noteMin: null,
  avecAvis: false,
  rge: false,
  urgence: false,
  dispo: null,
};

function toNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function parseMapQuery(params: URLSearchParams): MapQuery {
  const latitude = toNumber(params.get('lat'));
  const longitude = toNumber(params.get('lon'));
  const position =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
      ? { latitude, longitude }
      : null;
  const metier = toNumber(params.get('metier'));
  const metierId = metier !== null && Number.isInteger(metier) && metier > 0 ? metier : null;
  return {
    position,
    metierId,
    search: (params.get('search') ?? '').slice(0, 100),
    couvre: position !== null && params.get('couvre') === '1',
    noteMin: readNoteMin(params.get('noteMin')),
    avecAvis: params.get('avecAvis') === '1',
    rge: params.get('rge') === '1',
    urgence: params.get('urgence') === '1',
    dispo: readDispo(params.get('dispo')),
  };
}

/** How many filters are on: the count of « Filtres (N) » (couvre only counts with a point, as it works only so). */
export function mapFilterCount(filters: MapFilters): number {
  return (
    Number(filters.couvre) +
    Number(filters.noteMin !== null) +
    Number(filters.avecAvis) +
    Number(filters.rge) +
    Number(filters.urgence) +
    Number(filters.dispo !== null)
  );
}

/** The query with the trade set or removed, other parameters kept. */
export function withMetier(params: URLSearchParams, metierId: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (metierId === null) next.delete('metier');
  else next.set('metier', String(metierId));
  return next;
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** A position rounded as the URL writes it (five decimals, about 1 m). */
export function roundPosition(position: MapPosition): MapPosition {
  return { latitude: round(position.latitude), longitude: round(position.longitude) };
}

/** The query centred on a place (rounded to about 1 m), other parameters kept. */
export function withPosition(params: URLSearchParams, position: MapPosition): URLSearchParams {
  const next = new URLSearchParams(params);
  const rounded = roundPosition(position);
  next.set('lat', String(rounded.latitude));
  next.set('lon', String(rounded.longitude));
  return next;
}

/** The query with couvre=1 set or removed, other parameters kept; never set without a point to cover. */
export function withCouvre(params: URLSearchParams, couvre: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (couvre && parseMapQuery(params).position !== null) next.set('couvre', '1');
  else next.delete('couvre');
  return next;
}

/**
 * The query with the given filters set or removed (noteMin=4, avecAvis=1, rge=1, urgence=1, dispo=7,
 * couvre=1 as withCouvre writes it),
 * the others and every other parameter kept; a malformed value left there is dropped with its filter.
 */
export function withFilters(params: URLSearchParams, filters: Partial<MapFilters>): URLSearchParams {
  let next = new URLSearchParams(params);
  if (filters.couvre !== undefined) next = withCouvre(next, filters.couvre);
  if (filters.noteMin !== undefined) {
    const noteMin = filters.noteMin === null ? null : readNoteMin(String(filters.noteMin));
    if (noteMin === null) next.delete('noteMin');
    else next.set('noteMin', String(noteMin));
  }
  if (filters.dispo !== undefined) {
    const dispo = filters.dispo === null ? null : readDispo(String(filters.dispo));
    if (dispo === null) next.delete('dispo');
    else next.set('dispo', String(dispo));
  }
  for (const name of ['avecAvis', 'rge', 'urgence'] as const) {
    const on = filters[name];
    if (on === undefined) continue;
    if (on) next.set(name, '1');
    else next.delete(name);
  }
  return next;
}

/** The query without any filter: the point, the trade and the search stay (« Retirer les filtres »). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  return withFilters(params, NO_MAP_FILTERS);
}
