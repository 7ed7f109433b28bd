// Artisan calls: cards, trade lists and pages, the map's views and their lists, the public profile (used by
// remote-public), and the admin and editor writes (remote-backoffice, remote-pro-editor). Types come from the
// contract; no runtime zod.
import type { MapView, MapViewArtisans, MapViewArtisansQuery, MapViewQuery } from '../contract/map';
import type {
  AlternativesQuery,
  Artisan,
  ArtisanCard,
  ArtisanInput,
  ArtisanPage,
  ArtisanPublic,
  ArtisanSelfUpdate,
  ArtisansBySpecialiteQuery,
} from '../contract/artisan';
import { api, request } from './http';

/** GET /api/artisan/{id}: the public profile (phone and e-mail only when the artisan shows them). */
export function fetchArtisan(id: number): Promise<ArtisanPublic> {
  return request(() => api().get(`artisan/${id}`).json<ArtisanPublic>());
}

/**
 * GET /api/artisan/{id}/alternatives: instead of a listing that cannot be reached, the nearest claimed artisans of
 * its trade that serve the place (lat and lon; the listing's own position without them).
 */
export function fetchAlternatives(id: number, query: AlternativesQuery = {}): Promise<ArtisanCard[]> {
  const searchParams: Record<string, number> = {};
  if (query.lat !== undefined && query.lon !== undefined) {
    searchParams.lat = query.lat;
    searchParams.lon = query.lon;
  }
  return request(() => api().get(`artisan/${id}/alternatives`, { searchParams }).json<ArtisanCard[]>());
}

/**
 * GET /api/artisan/artisans-specialite/{id} with paging: a trade's cards, nearest first when lat and lon are given
 * (page 1, size 10 by default).
 */
export function fetchArtisansBySpecialitePage(
  specialiteId: number,
  query: ArtisansBySpecialiteQuery = {},
): Promise<ArtisanPage> {
  // The same parameters as the trade page's URL (issue 21): each sent only when set.
  const searchParams: Record<string, number | string> = { page: query.page ?? 1 };
  if (query.size !== undefined) searchParams.size = query.size;
  if (query.lat !== undefined && query.lon !== undefined) {
    searchParams.lat = query.lat;
    searchParams.lon = query.lon;
  }
  if (query.tri !== undefined && query.tri !== 'pertinence') searchParams.tri = query.tri;
  if (query.couvre !== undefined) searchParams.couvre = query.couvre;
  if (query.noteMin !== undefined) searchParams.noteMin = query.noteMin;
  if (query.avecAvis !== undefined) searchParams.avecAvis = query.avecAvis;
  if (query.rge !== undefined) searchParams.rge = query.rge;
  if (query.urgence !== undefined) searchParams.urgence = query.urgence;
  if (query.dispo !== undefined) searchParams.dispo = query.dispo;
  return request(() =>
    api().get(`artisan/artisans-specialite/${specialiteId}`, { searchParams }).json<ArtisanPage>(),
  );
}

/** GET /api/artisan/map/vue: the clusters and markers of the map's visible box at a zoom. */
export function fetchMapView(query: MapViewQuery): Promise<MapView> {
  return request(() =>
    api()
      .get('artisan/map/vue', { searchParams: definedParams(query) })
      .json<MapView>(),
  );
}

/** A query's parameters that are set (the map's URL leaves most filters out). */
function definedParams(query: object): Record<string, string | number> {
  const searchParams: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][])
    if (value !== undefined) searchParams[key] = value;
  return searchParams;
}

/** GET /api/artisan/map/vue/artisans: a page of the view's artisans for the map's side list, nearest first. */
export function fetchMapViewArtisans(query: MapViewArtisansQuery): Promise<MapViewArtisans> {
  return request(() =>
    api()
      .get('artisan/map/vue/artisans', { searchParams: definedParams(query) })
      .json<MapViewArtisans>(),
  );
}

/** POST /api/artisan (admin). */
export function createArtisan(input: ArtisanInput): Promise<Artisan> {
  return request(() =>
    api()
      .post('artisan', { json: input, retry: { limit: 0 } })
      .json<Artisan>(),
  );
}

/** PUT /api/artisan/{id}: an admin sends the whole artisan, an artisan only the editor's fields. */
export function updateArtisan(id: number, input: ArtisanInput | ArtisanSelfUpdate): Promise<Artisan> {
  return request(() =>
    api()
      .put(`artisan/${id}`, { json: input, retry: { limit: 0 } })
      .json<Artisan>(),
  );
}

/** DELETE /api/artisan/{id} (admin): the artisan, its details, reviews and images. */
export async function deleteArtisan(id: number): Promise<void> {
  await request(() => api().delete(`artisan/${id}`, { retry: { limit: 0 } }));
}
