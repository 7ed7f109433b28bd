// The map itself (react-map-gl over maplibre-gl): the chosen style, the view's clusters and pins as the API grouped
// them (a GeoJSON source without maplibre's clustering, which would need every artisan in the browser), pins of
// 25×41 px, the popup, zoom buttons and the locate button. Everything else (data, query, list) belongs to the page;
// this component only draws and reports what the visitor does on the map, and each view it stops on.
import 'maplibre-gl/dist/maplibre-gl.css';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import type { MapStyleImageMissingEvent } from 'maplibre-gl';
import Map, {
  AttributionControl,
  Layer,
  NavigationControl,
  Popup,
  Source,
  type LayerProps,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre';
import { IconMapPin } from '@annuaire/shared/ui/icons';
import type { MapStyleChoice } from '../hooks/use-map-style';
import type { ArtisanFeatureCollection } from '../utils/artisans-geojson';
import type { MapPosition } from '../utils/map-query';
import { loadMaplibre } from '../utils/load-maplibre';
import { MAP_LOCALE } from '../utils/map-style';
import { createPinImage, PIN_HEIGHT, PIN_IMAGE_ID } from '../utils/pin-image';
import { panIntoView } from '../utils/popup-in-view';
import styles from './artisan-map.module.css';

export const ARTISANS_SOURCE = 'artisans';
const CLUSTERS_LAYER = 'artisan-clusters';
const PINS_LAYER = 'artisan-pins';
export const LOCATE_LABEL = 'Me localiser';

export interface MapView {
  bounds: { west: number; south: number; east: number; north: number };
  centre: MapPosition;
  /** maplibre's zoom, fractional. */
  zoom: number;
}

export interface ArtisanMapProps {
  mapRef: Ref<MapRef>;
  styleChoice: MapStyleChoice;
  initialView: MapPosition & { zoom: number };
  /** The view's clusters and pins; null until the first view's answer: the map shows its background alone. */
  artisans: ArtisanFeatureCollection | null;
  /** The artisan whose popup is open, with its position, and the popup's content. */
  popup: { id: number; position: MapPosition; content: ReactNode } | null;
  onPopupChange(id: number | null): void;
  onViewChange(view: MapView): void;
  /** The map instance exists (react-map-gl creates it after maplibre has loaded). */
  onMapLoad(map: ReturnType<MapRef['getMap']>): void;
  /** The visitor moved the map (drag, wheel, keyboard), as opposed to a recentring by the page. */
  onUserMove(): void;
  onLocate(): void;
  locating: boolean;
  /** Each time a new answer's artisans (clusters and pins) are drawn, the first time included. */
  onArtisansShown(): void;
  /** The map could not be created at all (library not downloaded, no WebGL). */
  onMapFailed(): void;
}

const clustersLayer: LayerProps = {
  id: CLUSTERS_LAYER,
  type: 'circle',
  source: ARTISANS_SOURCE,
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': ['step', ['get', 'point_count'], '#2a6472', 50, '#1f4e5a', 500, '#12343c'],
    'circle-radius': ['step', ['get', 'point_count'], 16, 50, 21, 500, 27],
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 2,
    'circle-opacity': 0.92,
  },
};

function clusterCountLayer(font: string[]): LayerProps {
  return {
    id: 'artisan-cluster-count',
    type: 'symbol',
    source: ARTISANS_SOURCE,
    filter: ['has', 'point_count'],
    layout: {
      'text-field': ['get', 'point_count_abbreviated'],
      'text-font': font,
      'text-size': 13,
      'text-allow-overlap': true,
      'text-ignore-placement': true,
    },
    paint: { 'text-color': '#ffffff' },
  };
}

const pinsLayer: LayerProps = {
  id: PINS_LAYER,
  type: 'symbol',
  source: ARTISANS_SOURCE,
  filter: ['!', ['has', 'point_count']],
  layout: {
    'icon-image': PIN_IMAGE_ID,
    'icon-anchor': 'bottom',
    'icon-allow-overlap': true,
    'icon-ignore-placement': true,
  },
};

function viewOf(map: ReturnType<MapRef['getMap']>): MapView {
  const bounds = map.getBounds();
  const centre = map.getCenter();
  return {
    bounds: {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    },
    centre: { latitude: centre.lat, longitude: centre.lng },
    zoom: map.getZoom(),
  };
}

function addPin(map: ReturnType<MapRef['getMap']>): void {
  if (!map.style || map.hasImage(PIN_IMAGE_ID)) return;
  const pin = createPinImage();
  if (pin) map.addImage(PIN_IMAGE_ID, pin.image, { pixelRatio: pin.pixelRatio });
}

export function ArtisanMap({
  mapRef,
  styleChoice,
  initialView,
  artisans,
  popup,
  onPopupChange,
  onViewChange,
  onMapLoad,
  onUserMove,
  onLocate,
  locating,
  onArtisansShown,
  onMapFailed,
}: ArtisanMapProps) {
  // The answer last drawn, and the one passed: a frame drawn with the source loaded after a new answer shows it.
  const drawn = useRef<ArtisanFeatureCollection | null>(null);
  const passed = useRef(artisans);
  useLayoutEffect(() => {
    passed.current = artisans;
  }, [artisans]);
  const [hovering, setHovering] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const loadedMap = useRef<ReturnType<MapRef['getMap']> | null>(null);

  // A popup opened near the map's edge crosses it (above a pin near the top, its title was cut off): once it is
  // drawn, and once the map has stopped (the list's « show » centres the map on the artisan first), the map pans so
  // that it is whole inside, with a margin.
  const popupId = popup?.id ?? null;
  useEffect(() => {
    const map = loadedMap.current;
    if (popupId === null || !map) return undefined;
    const bringIntoView = () => {
      const element = frameRef.current?.querySelector('.maplibregl-popup');
      if (!element) return;
      const [x, y] = panIntoView(element.getBoundingClientRect(), map.getContainer().getBoundingClientRect());
      if (x !== 0 || y !== 0) map.panBy([x, y], { duration: 300 });
    };
    const frame = requestAnimationFrame(() => {
      if (map.isMoving()) map.once('moveend', bringIntoView);
      else bringIntoView();
    });
    return () => {
      cancelAnimationFrame(frame);
      map.off('moveend', bringIntoView);
    };
  }, [popupId]);

  // The pin must exist before the artisans' layer asks for it: added as soon as a style is there, and again with
  // each new style (the switch to the tile style drops added images).
  // The map knows its bounds from its creation: its first view is asked with its first style, in parallel with what
  // its 'load' waits for (maplibre's worker, the style's sources, the first frames: 1.4 s on a desktop with software
  // WebGL, four times that on a slow phone), not after. The load reports the same view again, which asks nothing.
  const firstViewAsked = useRef(false);
  const handleStyleData = useCallback(
    (event: { target: ReturnType<MapRef['getMap']> }) => {
      addPin(event.target);
      if (firstViewAsked.current) return;
      firstViewAsked.current = true;
      onViewChange(viewOf(event.target));
    },
    [onViewChange],
  );

  const handleLoad = useCallback(
    (event: { target: ReturnType<MapRef['getMap']> }) => {
      const map = event.target;
      loadedMap.current = map;
      map.on('styleimagemissing', (missing: MapStyleImageMissingEvent) => {
        if (missing.id === PIN_IMAGE_ID) addPin(map);
      });
      onMapLoad(map);
      onViewChange(viewOf(map));
    },
    [onMapLoad, onViewChange],
  );

  // Each frame drawn: the first one where the artisans' source is loaded with the answer last passed reports it (its
  // clusters and pins are on screen); maplibre's setData marks the source busy at once, so no frame comes too early.

  const handleRender = useCallback(
    (event: { target: ReturnType<MapRef['getMap']> }) => {
      const map = event.target;
      const current = passed.current;
      if (
        current === drawn.current ||
        !map.getSource(ARTISANS_SOURCE) ||
        !map.isSourceLoaded(ARTISANS_SOURCE)
      )
        return;
      drawn.current = current;
      onArtisansShown();
    },
    [onArtisansShown],
  );

  const handleClick = useCallback(
    (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature) return;
      const map = event.target;
      if (feature.layer.id === CLUSTERS_LAYER) {
        // The API gives each cluster the zoom where its artisans separate (MAP_VIEW_LIMITS.expansionStep beyond 14).
        const [longitude, latitude] = (feature.geometry as { coordinates: [number, number] }).coordinates;
        map.easeTo({ center: [longitude, latitude], zoom: Number(feature.properties?.expansionZoom) });
        return;
      }
      onPopupChange(Number(feature.properties?.id));
    },
    [onPopupChange],
  );

  return (
    <div
      ref={frameRef}
      className={styles.frame}
      // maplibre's popup has no Escape key: closing it that way returns the focus to where it was opened from.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && popup) onPopupChange(null);
      }}
    >
      <Map
        ref={mapRef}
        mapLib={loadMaplibre()}
        initialViewState={initialView}
        mapStyle={styleChoice.style}
        locale={MAP_LOCALE}
        attributionControl={false}
        interactiveLayerIds={artisans ? [CLUSTERS_LAYER, PINS_LAYER] : []}
        cursor={hovering ? 'pointer' : 'grab'}
        onMouseEnter={() => setHovering(true)}
        onMouseLeave={() => setHovering(false)}
        style={{ width: '100%', height: '100%' }}
        onLoad={handleLoad}
        onStyleData={handleStyleData}
        onRender={handleRender}
        onClick={handleClick}
        onMoveStart={(event) => {
          if ('originalEvent' in event && event.originalEvent) onUserMove();
        }}
        onMoveEnd={(event) => onViewChange(viewOf(event.target))}
        onError={(event) => {
          // Missing tiles are expected when the tile service is down: the page keeps working on its background.
          // Without a target, there is no map at all.
          console.warn('[carte]', event.error);
          if (!event.target) onMapFailed();
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <AttributionControl position="bottom-right" compact />
        {artisans ? (
          <Source id={ARTISANS_SOURCE} type="geojson" data={artisans}>
            <Layer {...clustersLayer} />
            <Layer {...clusterCountLayer(styleChoice.font)} />
            <Layer {...pinsLayer} />
          </Source>
        ) : null}
        {popup ? (
          <Popup
            key={popup.id}
            longitude={popup.position.longitude}
            latitude={popup.position.latitude}
            anchor="bottom"
            offset={[0, -PIN_HEIGHT] as [number, number]}
            maxWidth="18rem"
            closeOnClick={false}
            onClose={() => onPopupChange(null)}
            className={styles.popup}
          >
            {popup.content}
          </Popup>
        ) : null}
      </Map>
      <button
        type="button"
        className={styles.locate}
        onClick={onLocate}
        disabled={locating}
        aria-busy={locating || undefined}
        title={LOCATE_LABEL}
      >
        <IconMapPin size={20} />
        <span className="visually-hidden">{LOCATE_LABEL}</span>
      </button>
    </div>
  );
}
