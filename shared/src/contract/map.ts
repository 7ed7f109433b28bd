// GET /api/artisan/map/vue: the map asks for what its view shows (the visible box and the zoom) and gets clusters
// and markers for that view only, grouped on the server, so that the answer stays small at any directory size.
import { z } from 'zod';
import { IdSchema } from './common';
import { ArtisanMarkerSchema, ArtisansBySpecialiteQuerySchema } from './artisan';

/** Limits of the view answer, read by the API and by the map (zod-free values). */
export const MAP_VIEW_LIMITS = {
  /** MapLibre's zoom range the map uses. */
  minZoom: 0,
  maxZoom: 22,
  /** Up to this many artisans in view, every one is a marker; beyond, only lone artisans of a cell are. */
  maxMarkers: 200,
  /** The side of a cluster cell on screen, in CSS pixels (a 256 px tile per zoom level). */
  cellPixels: 64,
  /**
   * Beyond zoom 14 (the finest cells the API's index follows), a click on a cluster zooms this many levels further
   * (no deeper than maxZoom); up to it, to the zoom where the cluster's artisans separate.
   */
  expansionStep: 2,
  /** How long a trade's position index serves before it is read again (other API instances' writes). */
  indexLifetimeMs: 30_000,
  /** How many position indexes (all, and each trade) the API process keeps. */
  maxIndexes: 16,
} as const;

export const MAP_MESSAGES = {
  longitude: 'La longitude doit être un nombre entre -180 et 180.',
  latitude: 'La latitude doit être un nombre entre -90 et 90.',
  zoom: `Le zoom doit être un nombre entre ${MAP_VIEW_LIMITS.minZoom} et ${MAP_VIEW_LIMITS.maxZoom}.`,
  box: 'La vue doit avoir l’ouest avant l’est et le sud avant le nord.',
} as const;

const longitude = z.coerce
  .number({ error: MAP_MESSAGES.longitude })
  .min(-180, { error: MAP_MESSAGES.longitude })
  .max(180, { error: MAP_MESSAGES.longitude });
const latitude = z.coerce
  .number({ error: MAP_MESSAGES.latitude })
  .min(-90, { error: MAP_MESSAGES.latitude })
  .max(90, { error: MAP_MESSAGES.latitude });

export const MapViewQuerySchema = z
  .object({
    ouest: longitude,
    sud: latitude,
    est: longitude,
    nord: latitude,
    zoom: z.coerce
      .number({ error: MAP_MESSAGES.zoom })
      .min(MAP_VIEW_LIMITS.minZoom, { error: MAP_MESSAGES.zoom })
      .max(MAP_VIEW_LIMITS.maxZoom, { error: MAP_MESSAGES.zoom }),
    metier: IdSchema.optional(),
    urgence: ArtisansBySpecialiteQuerySchema.shape.urgence,
    dispo: ArtisansBySpecialiteQuerySchema.shape.dispo,
  })
  .refine((query) => query.ouest <= query.est && query.sud <= query.nord, { error: MAP_MESSAGES.box });
export type MapViewQuery = z.infer<typeof MapViewQuerySchema>;

/** Several artisans drawn as one circle: their count, their mean position, and the zoom that opens them. */
export const MapClusterSchema = z.object({
  count: z.number().int(),
  lat: z.number(),
  lon: z.number(),
  expansionZoom: z.number(),
});
export type MapCluster = z.infer<typeof MapClusterSchema>;

export const MapViewSchema = z.object({
  /**
   * The artisans drawn: the clusters' counts plus the markers. A cell across the view's edge counts when its
   * artisans' mean position is inside; beyond zoom 14, exactly the open, positioned artisans in the box.
   */
  total: z.number().int(),
  clusters: z.array(MapClusterSchema),
  /** Markers with their popup fields (SPEC section 7), at most MAP_VIEW_LIMITS.maxMarkers. */
  markers: z.array(ArtisanMarkerSchema),
});
export type MapView = z.infer<typeof MapViewSchema>;
