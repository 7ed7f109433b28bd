// The map's styles: the offline background (France's outline and towns, no tile server needed) and the tile style
// from the runtime config once it has loaded. The artisan layers are added on top of either by the map component.
import type { StyleSpecification } from 'maplibre-gl';
import { UI_SETTINGS } from '@annuaire/shared/config/ui-settings';
import { FRANCE_RINGS, FRANCE_TOWNS } from '../geo/france-geo';

/** SPEC 9: default centre and zooms. */
export const DEFAULT_CENTER = UI_SETTINGS.mapDefaultCenter;
export const DEFAULT_ZOOM = UI_SETTINGS.mapDefaultZoom;
export const RECENTRE_ZOOM = UI_SETTINGS.mapRecenterZoom;

/** The fonts of the offline style's labels; without `glyphs`, maplibre draws them with the browser's fonts. */
export const OFFLINE_FONT = ['Noto Sans Regular'];

export const OFFLINE_ATTRIBUTION = 'Fond hors ligne : GeoNames (CC BY 4.0), Etalab (Licence Ouverte)';

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

// A text-font may be an expression (['get', 'font'], ['literal', [...]]...), which is no font stack to reuse.
const EXPRESSION_OPERATORS = new Set([
  'get',
  'literal',
  'step',
  'match',
  'case',
  'coalesce',
  'concat',
  'at',
  'let',
  'var',
]);

/**
 * The font stack the style's own labels use, so that the cluster counts ask its glyph server for a font it has;
 * the offline font when it has no labels.
 */
export function styleFont(style: StyleSpecification): string[] {
  for (const layer of style.layers) {
    if (layer.type !== 'symbol') continue;
    const font = layer.layout?.['text-font'];
    if (
      Array.isArray(font) &&
      font.length > 0 &&
      font.every((name) => typeof name === 'string') &&
      !EXPRESSION_OPERATORS.has(font[0] as string)
    ) {
      return font as string[];
    }
  }
  return OFFLINE_FONT;
}

/** maplibre's control and map labels in French (its defaults are English). */
export const MAP_LOCALE: Record<string, string> = {
  'AttributionControl.ToggleAttribution': 'Afficher ou masquer les crédits',
  'AttributionControl.MapFeedback': 'Signaler une erreur sur la carte',
  'FullscreenControl.Enter': 'Plein écran',
  'FullscreenControl.Exit': 'Quitter le plein écran',
  'GeolocateControl.FindMyLocation': 'Me localiser',
  'GeolocateControl.LocationNotAvailable': 'Position indisponible',
  'LogoControl.Title': 'Logo MapLibre',
  'Map.Title': 'Carte des artisans',
  'Marker.Title': 'Marqueur',
  'NavigationControl.ResetBearing': 'Réorienter vers le nord',
  'NavigationControl.ZoomIn': 'Zoom avant',
  'NavigationControl.ZoomOut': 'Zoom arrière',
  'Popup.Close': 'Fermer la fenêtre',
  'ScaleControl.Feet': 'ft',
  'ScaleControl.Meters': 'm',
  'ScaleControl.Kilometers': 'km',
  'ScaleControl.Miles': 'mi',
  'ScaleControl.NauticalMiles': 'nm',
  'CooperativeGesturesHandler.WindowsHelpText': 'Utilisez Ctrl + molette pour zoomer la carte',
  'CooperativeGesturesHandler.MacHelpText': 'Utilisez ⌘ + molette pour zoomer la carte',
  'CooperativeGesturesHandler.MobileHelpText': 'Utilisez deux doigts pour déplacer la carte',
};
