// A view's answer (GET /api/artisan/map/vue: clusters grouped on the server, and markers) to the GeoJSON the map
// draws, without maplibre's own clustering: a cluster carries the properties maplibre's clustering would give it
// (point_count, point_count_abbreviated), so that the layers and their colours stay as they were, and the zoom that
// opens it (expansionZoom, the API's); a marker carries only the artisan's id, the popup reading the rest from the
// page, which keeps the data sent to the map's worker small.
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import type { MapCluster } from '@annuaire/shared/contract/map';

type Point = { type: 'Point'; coordinates: [number, number] };

export interface ClusterProperties {
  point_count: number;
  point_count_abbreviated: string;
  expansionZoom: number;
}

export type ArtisanFeature =
  | { type: 'Feature'; id: number; properties: { id: number }; geometry: Point }
  | { type: 'Feature'; properties: ClusterProperties; geometry: Point };

export interface ArtisanFeatureCollection {
  type: 'FeatureCollection';
  features: ArtisanFeature[];
}

/** The count as maplibre's clustering (supercluster) abbreviates it: 950, 1.2k, 12k. */
export function abbreviateCount(count: number): string {
  if (count >= 10_000) return `${Math.round(count / 1000)}k`;
  if (count >= 1000) return `${Math.round(count / 100) / 10}k`;
  return String(count);
}

export function toFeatureCollection(view: {
  clusters: readonly MapCluster[];
  markers: readonly ArtisanMarker[];
}): ArtisanFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: [
      ...view.clusters.map((cluster): ArtisanFeature => ({
        type: 'Feature',
        properties: {
          point_count: cluster.count,
          point_count_abbreviated: abbreviateCount(cluster.count),
          expansionZoom: cluster.expansionZoom,
        },
        geometry: { type: 'Point', coordinates: [cluster.lon, cluster.lat] },
      })),
      ...view.markers.map((marker): ArtisanFeature => ({
        type: 'Feature',
        id: marker.id,
        properties: { id: marker.id },
        geometry: { type: 'Point', coordinates: [marker.longitude, marker.latitude] },
      })),
    ],
  };
}
