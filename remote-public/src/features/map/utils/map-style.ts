// The map's settings and the style helpers light enough for every visit of /map. The offline background itself
// (France's outline and towns, about 66 kB gzip) is in offline-style.ts, a chunk of its own downloaded only when the
// tile service fails (hooks/use-map-style.ts, issue 22). The artisan layers are added on top by the map component.
import type { StyleSpecification } from 'maplibre-gl';
import { UI_SETTINGS } from '@annuaire/shared/config/ui-settings';

/** SPEC 9: default centre and zooms. */
export const DEFAULT_CENTER = UI_SETTINGS.mapDefaultCenter;
export const DEFAULT_ZOOM = UI_SETTINGS.mapDefaultZoom;
export const RECENTRE_ZOOM = UI_SETTINGS.mapRecenterZoom;

/** The fonts of the offline style's labels; without `glyphs`, maplibre draws them with the browser's fonts. */
export const OFFLINE_FONT = ['Noto Sans Regular'];

export const OFFLINE_ATTRIBUTION = 'Fond hors ligne : GeoNames (CC BY 4.0), Etalab (Licence Ouverte)';
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
