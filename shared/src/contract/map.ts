// GET /api/artisan/map/vue: the map asks for what its view shows (the visible box and the zoom) and gets clusters
// and markers for that view only, grouped on the server, so that the answer stays small at any directory size.
import { z } from 'zod';
import { IdSchema } from './common';
import { ARTISAN_MESSAGES, ArtisanMarkerSchema, ArtisansBySpecialiteQuerySchema } from './artisan';

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
  /** How many position indexes (all, and each trade and filter set) the API process keeps. */
  maxIndexes: 16,
  /** How many positions those indexes hold together at most (40 bytes each: 160 MB). */
  maxIndexedPositions: 4_000_000,
  /** The side list of the view's artisans: its page size, its largest, and the deepest page (nearest first). */
  listPageSize: 20,
  listPageSizeMax: 50,
  listPageMax: 500,
} as const;

export const MAP_MESSAGES = {
  longitude: 'La longitude doit être un nombre entre -180 et 180.',
  latitude: 'La latitude doit être un nombre entre -90 et 90.',
  zoom: `Le zoom doit être un nombre entre ${MAP_VIEW_LIMITS.minZoom} et ${MAP_VIEW_LIMITS.maxZoom}.`,
  box: 'La vue doit avoir l’ouest avant l’est et le sud avant le nord.',
  page: `La page doit être un nombre entier entre 1 et ${MAP_VIEW_LIMITS.listPageMax}.`,
  size: `La taille de page doit être un nombre entier entre 1 et ${MAP_VIEW_LIMITS.listPageSizeMax}.`,
} as const;

const longitude = z.coerce
  .number({ error: MAP_MESSAGES.longitude })
  .min(-180, { error: MAP_MESSAGES.longitude })
  .max(180, { error: MAP_MESSAGES.longitude });
const latitude = z.coerce
  .number({ error: MAP_MESSAGES.latitude })
  .min(-90, { error: MAP_MESSAGES.latitude })
  .max(90, { error: MAP_MESSAGES.latitude });

const filters = ArtisansBySpecialiteQuerySchema.shape;

/** The visible box and the trade page's filters, as the map's URL names them. */
const viewShape = {
  ouest: longitude,
  sud: latitude,
  est: longitude,
  nord: latitude,
  metier: IdSchema.optional(),
  noteMin: filters.noteMin,
  avecAvis: filters.avecAvis,
  rge: filters.rge,
  urgence: filters.urgence,
  dispo: filters.dispo,
  /** couvre=1 keeps the artisans whose activity radius covers the point lat/lon (« Intervient chez moi »). */
  couvre: filters.couvre,
  lat: filters.lat,
  lon: filters.lon,
};

type ViewQueryShape = {
  ouest: number;
  sud: number;
  est: number;
  nord: number;
  lat?: number;
  lon?: number;
  couvre?: '1';
};
const boxInOrder = (query: ViewQueryShape) => query.ouest <= query.est && query.sud <= query.nord;
const latLonTogether = (query: ViewQueryShape) => (query.lat === undefined) === (query.lon === undefined);
const pointForCouvre = (query: ViewQueryShape) => query.couvre === undefined || query.lat !== undefined;

export const MapViewQuerySchema = z
  .object({
    ...viewShape,
    zoom: z.coerce
      .number({ error: MAP_MESSAGES.zoom })
      .min(MAP_VIEW_LIMITS.minZoom, { error: MAP_MESSAGES.zoom })
      .max(MAP_VIEW_LIMITS.maxZoom, { error: MAP_MESSAGES.zoom }),
  })
  .refine(boxInOrder, { error: MAP_MESSAGES.box })
  .refine(latLonTogether, { error: ARTISAN_MESSAGES.latLonTogether, path: ['lat'] })
  .refine(pointForCouvre, { error: ARTISAN_MESSAGES.pointRequired, path: ['lat'] });
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
  /** The artisans the same trade and filters keep on the whole map: 0 says the filters leave nobody anywhere. */
  ensemble: z.number().int(),
});
export type MapView = z.infer<typeof MapViewSchema>;

const listInt = (max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).optional();

/** GET /api/artisan/map/vue/artisans: the view's artisans for the map's side list, nearest the box's centre first. */
export const MapViewArtisansQuerySchema = z
  .object({
    ...viewShape,
    page: listInt(MAP_VIEW_LIMITS.listPageMax, MAP_MESSAGES.page),
    size: listInt(MAP_VIEW_LIMITS.listPageSizeMax, MAP_MESSAGES.size),
  })
  .refine(boxInOrder, { error: MAP_MESSAGES.box })
  .refine(latLonTogether, { error: ARTISAN_MESSAGES.latLonTogether, path: ['lat'] })
  .refine(pointForCouvre, { error: ARTISAN_MESSAGES.pointRequired, path: ['lat'] });
export type MapViewArtisansQuery = z.infer<typeof MapViewArtisansQuerySchema>;

export const MapViewArtisansSchema = z.object({
  /** Markers with their popup fields, nearest the centre of the box first. */
  items: z.array(ArtisanMarkerSchema),
  page: z.number().int(),
  size: z.number().int(),
  /** Whether a next page holds more of the box's artisans. */
  suivante: z.boolean(),
});
export type MapViewArtisans = z.infer<typeof MapViewArtisansSchema>;
