// The /map query string (SPEC 2: lat, lon, metier, search; issue 21: couvre): the point (a place searched, here or
// on the home page, or the browser position), the trade preset by "Voir sur la carte", a text preset for the trade
// search box, and couvre=1 to keep only the artisans who come to the point (never without a point). Invalid values
// count as absent. Read and written by the map page.

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
}

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
  };
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
