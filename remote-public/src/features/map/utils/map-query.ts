// The /map query string (SPEC 2: lat, lon, metier, search): the centre chosen elsewhere (home place search), the
// trade preset by "Voir sur la carte", and a text preset for the trade search box. Invalid values count as absent.

export interface MapPosition {
  latitude: number;
  longitude: number;
}

export interface MapQuery {
  position: MapPosition | null;
  metierId: number | null;
  search: string;
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
  return { position, metierId, search: (params.get('search') ?? '').slice(0, 100) };
}

/** The query with the trade set or removed, other parameters kept. */
export function withMetier(params: URLSearchParams, metierId: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (metierId === null) next.delete('metier');
  else next.set('metier', String(metierId));
  return next;
}

/** The query centred on a place (rounded to about 1 m), other parameters kept. */
export function withPosition(params: URLSearchParams, position: MapPosition): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('lat', String(Math.round(position.latitude * 1e5) / 1e5));
  next.set('lon', String(Math.round(position.longitude * 1e5) / 1e5));
  return next;
}
