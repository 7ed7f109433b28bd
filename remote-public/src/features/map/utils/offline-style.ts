// The offline background of /map: France's outline and its towns (geo/france-geo.ts, about 66 kB gzip), drawn with no
// tile server. Imported only by hooks/use-map-style.ts, with import(), when the tile service fails: a visit whose
// tiles answer never downloads it (issue 22).
import type { StyleSpecification } from 'maplibre-gl';
import { FRANCE_RINGS, FRANCE_TOWNS } from '../geo/france-geo';
import { OFFLINE_ATTRIBUTION, OFFLINE_FONT } from './map-style';

function closeRing(flat: readonly number[]): [number, number][] {
  const ring: [number, number][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) ring.push([flat[i], flat[i + 1]]);
  if (ring.length > 0) ring.push(ring[0]);
  return ring;
}

export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'Annuaire des artisans – fond hors ligne',
    sources: {
      france: {
        type: 'geojson',
        attribution: OFFLINE_ATTRIBUTION,
        data: {
          type: 'Feature',
          properties: {},
          geometry: { type: 'MultiPolygon', coordinates: FRANCE_RINGS.map((ring) => [closeRing(ring)]) },
        },
      },
      'france-towns': {
        type: 'geojson',
        data: {
          type: 'FeatureCollection',
          features: FRANCE_TOWNS.map(([name, lon, lat, population]) => ({
            type: 'Feature',
            properties: { name, population },
            geometry: { type: 'Point', coordinates: [lon, lat] },
          })),
        },
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#dce9ec' } },
      { id: 'france-land', type: 'fill', source: 'france', paint: { 'fill-color': '#f7f2eb' } },
      {
        id: 'france-outline',
        type: 'line',
        source: 'france',
        paint: {
          'line-color': '#8a7f75',
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.8, 10, 2],
        },
      },
      {
        id: 'france-towns',
        type: 'symbol',
        source: 'france-towns',
        minzoom: 6,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': OFFLINE_FONT,
          'text-size': ['interpolate', ['linear'], ['get', 'population'], 3000, 11, 100000, 14],
          // Bigger towns win label collisions, so a zoomed-out view names the main ones.
          'symbol-sort-key': ['-', ['get', 'population']],
          'text-padding': 4,
        },
        paint: { 'text-color': '#5e5650', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
      },
    ],
  };
}
