// Markers to the GeoJSON that maplibre clusters. Features carry only the artisan id: the popup reads the rest from
// the marker list, which keeps the data sent to the map's worker small with 20,000 artisans.
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';

export interface ArtisanFeatureCollection {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    id: number;
    properties: { id: number };
    geometry: { type: 'Point'; coordinates: [number, number] };
  }[];
}

/** SPEC 2: a selected trade limits the map to the artisans whose specialites include it. */
export function filterByTrade(markers: readonly ArtisanMarker[], metierId: number | null): ArtisanMarker[] {
  if (metierId === null) return [...markers];
  return markers.filter((marker) => marker.specialites.includes(metierId));
}

export function toFeatureCollection(markers: readonly ArtisanMarker[]): ArtisanFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: markers.map((marker) => ({
      type: 'Feature',
      id: marker.id,
      properties: { id: marker.id },
      geometry: { type: 'Point', coordinates: [marker.longitude, marker.latitude] },
    })),
  };
}
