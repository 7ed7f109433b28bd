// /map, 'PRÈS DE CHEZ MOI' (SPEC 2): the artisans on a clustered map with their popups, the trade and place search,
// and the list of the artisans in view as the map's accessible equivalent. Centre: lat/lon from the query, else
// the browser's position, else the default centre with a one-time 'La géolocalisation est impossible' toast.
// With a point (lat/lon of a place searched, or the browser position), « Intervient chez moi » (issue 21): the list
// gives each artisan's distance and whether it comes there, and couvre=1 keeps only those who do, with the trade.
// « Filtres (N) » (issue 21) holds it with the trade page's other filters, in the URL under the same names
// (noteMin, avecAvis, rge, urgence, dispo), applied at once to the markers and the list; when they leave nobody, the list says so
// with its way back.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '@annuaire/shared/routing/router';
import type { MapRef } from 'react-map-gl/maplibre';
import { toast } from '@annuaire/shared/ui/toast';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import { hrefs } from '@annuaire/shared/federation/routes';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { useHydrated } from '@annuaire/shared/ssr/use-hydrated';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useArrivalPosition } from '../hooks/use-arrival-position';
import { useMapData } from '../hooks/use-map-data';
import { useMapStyle } from '../hooks/use-map-style';
import { filterByTrade, toFeatureCollection } from '../utils/artisans-geojson';
import { artisansInView, boundsOf, viewAround } from '../utils/artisans-in-view';
import { filterByMapFilters } from '../utils/map-filters';
import { requestBrowserPosition } from '../utils/geolocation';
import { DEFAULT_CENTER, DEFAULT_ZOOM, RECENTRE_ZOOM } from '../utils/map-style';
import {
  NO_MAP_FILTERS,
  mapFilterCount,
  parseMapQuery,
  roundPosition,
  withFilters,
  withMetier,
  withoutFilters,
  withPosition,
  type MapFilters as MapFiltersState,
  type MapPosition,
} from '../utils/map-query';
import { ArtisanMap, type MapView } from './artisan-map';
import { ArtisanPopup } from './artisan-popup';
import { rememberDemandePlace } from '../../../hooks/use-demande-selection';
import { ArtisansInView } from './artisans-in-view';
import { MapFilters } from './map-filters';
import { MapSearchBar, type SearchMode } from './map-search-bar';
import styles from './map-page.module.css';
import { SCREEN_MESSAGES } from '@annuaire/shared/contract/screen-messages';

export const GEOLOCATION_FAILED = SCREEN_MESSAGES.geolocationFailed;
export const MAP_FAILED =
  "La carte n'a pas pu s'afficher sur cet appareil. La liste des artisans de la zone reste disponible.";
const LOADING = { status: 'loading' } as const;

export const MAP_PAGE_TITLE = 'Près de chez moi – Annuaire des artisans';
const MAP_PAGE_DESCRIPTION =
  "Les artisans du bâtiment de l'annuaire sur une carte : cherchez autour d'une adresse ou de votre position, " +
  'filtrez par métier et ouvrez la fiche de chacun.';
/** performance.mark set when the artisans are first drawn (read by bench/map-20k.ts). */
export const ARTISANS_SHOWN_MARK = 'carte:artisans-affiches';

export function MapPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseMapQuery(params), [params]);
  const hydrated = useHydrated();
  const mapData = useMapData();
  const { specialites, retryMarkers } = mapData;
  const markers = hydrated ? mapData.markers : LOADING;
  const fetchedStyle = useMapStyle();
  const styleChoice = hydrated ? fetchedStyle : null;
  const mapRef = useRef<MapRef>(null);

  const [mode, setMode] = useState<SearchMode>('metier');
  const [tradeQuery, setTradeQuery] = useState(query.search);
  const [placeQuery, setPlaceQuery] = useState('');
  const [popupId, setPopupId] = useState<number | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateMessage, setLocateMessage] = useState('');
  const [artisansShown, setArtisansShown] = useState(false);
  const [mapFailed, setMapFailed] = useState(false);
  const [mapAttempt, setMapAttempt] = useState(0);
  // The browser position found on arrival: the point while the query names none (it goes into the URL once
  // « Intervient chez moi » is checked, so that the filtered map can be shared).
  const [browserPoint, setBrowserPoint] = useState<MapPosition | null>(null);
  const [initialView, setInitialView] = useState(() =>
    query.position ? { ...query.position, zoom: RECENTRE_ZOOM } : { ...DEFAULT_CENTER, zoom: DEFAULT_ZOOM },
  );
  const geolocationToastShown = useRef(false);
  const userMoved = useRef(false);
  const lastCentre = useRef<MapPosition | null>(query.position);
  const popupTrigger = useRef<HTMLElement | null>(null);
  const pendingCentre = useRef<MapPosition | null>(null);
  const coverageBox = useRef<HTMLInputElement>(null);
  const filtersSummaryRef = useRef<HTMLElement>(null);
  // « Filtres (N) » is closed at first, on the server as in the browser; the page opens it to focus a box inside.
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Where the focus goes once the render that follows a list's button is done (the button leaves with it).
  const focusAfterRender = useRef<'couvre' | 'filtres' | null>(null);

  usePageMeta(MAP_PAGE_TITLE, MAP_PAGE_DESCRIPTION, { canonicalPath: hrefs.map() });

  const recentre = useCallback((position: MapPosition) => {
    lastCentre.current = position;
    const map = mapRef.current;
    if (map) {
      map.flyTo({ center: [position.longitude, position.latitude], zoom: RECENTRE_ZOOM });
      return;
    }
    // No map yet: it starts there if it is not rendered yet, or jumps there as soon as maplibre has created it.
    pendingCentre.current = position;
    setInitialView({ ...position, zoom: RECENTRE_ZOOM });
  }, []);

  const onMapLoad = useCallback(
    (map: { jumpTo(options: { center: [number, number]; zoom: number }): void }) => {
      const position = pendingCentre.current;
      pendingCentre.current = null;
      if (position) map.jumpTo({ center: [position.longitude, position.latitude], zoom: RECENTRE_ZOOM });
    },
    [],
  );

  const geolocationFailed = useCallback(() => {
    if (geolocationToastShown.current) return;
    geolocationToastShown.current = true;
    toast.info(GEOLOCATION_FAILED);
  }, []);

  // Without a centre in the query on arrival, the browser's position; the default centre stays when it fails.
  const [askPosition] = useState(query.position === null);
  useArrivalPosition(
    askPosition,
    useCallback(
      (position: MapPosition) => {
        setBrowserPoint(position);
        // A visitor who already moved the map keeps their view.
        if (!userMoved.current) recentre(position);
      },
      [recentre],
    ),
    useCallback(
      (error: unknown) => {
        console.info('[carte] géolocalisation impossible', error);
        geolocationFailed();
      },
      [geolocationFailed],
    ),
  );

  // A new lat/lon in the query while on the page (home search again, back button) recentres the map.
  const queryLatitude = query.position?.latitude;
  const queryLongitude = query.position?.longitude;
  useEffect(() => {
    if (queryLatitude === undefined || queryLongitude === undefined) return;
    // Compared as the URL writes it: the browser position written there by « Intervient chez moi » moves nothing.
    const last = lastCentre.current && roundPosition(lastCentre.current);
    if (last && last.latitude === queryLatitude && last.longitude === queryLongitude) return;
    recentre({ latitude: queryLatitude, longitude: queryLongitude });
  }, [queryLatitude, queryLongitude, recentre]);

  const locate = useCallback(() => {
    setLocating(true);
    setLocateMessage('');
    requestBrowserPosition().then(
      (position) => {
        setLocating(false);
        userMoved.current = false;
        recentre(position);
        // The visitor asked for their position: it becomes the point, in place of a place searched before.
        setParams((current) => withPosition(current, position), { replace: true });
      },
      (error: unknown) => {
        setLocating(false);
        console.info('[carte] géolocalisation impossible', error);
        setLocateMessage(GEOLOCATION_FAILED);
        geolocationFailed();
      },
    );
  }, [geolocationFailed, recentre, setParams]);

  // The selected trade comes from the query (?metier=), so that it can be preset, shared and kept on back/forward.
  // An id that is not a known trade selects nothing once the trade list is known.
  const selectedTrade =
    specialites.status === 'success'
      ? (specialites.data.find((specialite) => specialite.id === query.metierId) ?? null)
      : null;
  const tradeFilter = specialites.status === 'success' ? (selectedTrade?.id ?? null) : query.metierId;

  const selectTrade = useCallback(
    (id: number | null) => setParams((current) => withMetier(current, id), { replace: true }),
    [setParams],
  );

  const selectPlace = useCallback(
    (feature: AddressFeature) => {
      const [longitude, latitude] = feature.geometry.coordinates;
      // The place of the works pre-fills the request's postcode (hooks/use-demande-selection.ts).
      rememberDemandePlace(feature.properties.postcode);
      userMoved.current = false;
      recentre({ latitude, longitude });
      setPlaceQuery(feature.properties.label);
      setParams((current) => withPosition(current, { latitude, longitude }), { replace: true });
    },
    [recentre, setParams],
  );

  // The point the distances are measured from and « Intervient chez moi » covers: the query's, else the browser's.
  const point = query.position ?? browserPoint;

  // The URL's filters (the same object while they stay the same, so that the filtering below runs only on a change).
  const { couvre, noteMin, avecAvis, rge, urgence, dispo } = query;
  const filters = useMemo<MapFiltersState>(
    () => ({ couvre, noteMin, avecAvis, rge, urgence, dispo }),
    [couvre, noteMin, avecAvis, rge, urgence, dispo],
  );
  const filterCount = mapFilterCount(filters);

  // Each change replaces the URL's entry, as the trade and the place do: back leaves the map, not a filter.
  const changeFilters = useCallback(
    (next: Partial<MapFiltersState>) => {
      // A browser position goes into the URL with couvre=1, which means nothing without a point. It names the point,
      // not a new centre: a map the visitor moved stays where it is.
      const located = next.couvre === true && point !== null && query.position === null;
      if (located) lastCentre.current = point;
      setParams((current) => withFilters(located ? withPosition(current, point) : current, next), {
        replace: true,
      });
    },
    [point, query.position, setParams],
  );

  // The list's buttons go with their message: the focus goes to the box unchecked (the disclosure opened for it),
  // or to « Filtres », once the new list is there.
  useEffect(() => {
    const target = focusAfterRender.current;
    if (target === null) return;
    focusAfterRender.current = null;
    (target === 'couvre' ? coverageBox.current : filtersSummaryRef.current)?.focus();
  });

  const showAllArtisans = useCallback(() => {
    changeFilters({ couvre: false });
    setFiltersOpen(true);
    focusAfterRender.current = 'couvre';
  }, [changeFilters]);

  const removeFilters = useCallback(() => {
    setParams((current) => withoutFilters(current), { replace: true });
    focusAfterRender.current = 'filtres';
  }, [setParams]);

  const allMarkers = useMemo(() => (markers.status === 'success' ? markers.data : []), [markers]);
  // The trade, then the filters: in the browser, over the markers all loaded (see map-filters.ts).
  const ofTrade = useMemo(() => filterByTrade(allMarkers, tradeFilter), [allMarkers, tradeFilter]);
  const filtered = useMemo(() => filterByMapFilters(ofTrade, filters, point), [ofTrade, filters, point]);
  // How many of the trade come to the point, whatever the other filters: what the coverage box says once checked.
  const coverageCount = useMemo(
    () =>
      couvre && markers.status === 'success'
        ? filterByMapFilters(ofTrade, { ...NO_MAP_FILTERS, couvre: true }, point).length
        : null,
    [couvre, markers.status, ofTrade, point],
  );
  // The filters leave nobody on the whole map: « Intervient chez moi » alone says so in its words, any other
  // combination with the trade page's, and both offer their way back.
  const nobody = markers.status === 'success' && filtered.length === 0 && filterCount > 0;
  const onlyCouvre = couvre && filterCount === 1;
  const collection = useMemo(
    () => (markers.status === 'success' ? toFeatureCollection(filtered) : null),
    [markers.status, filtered],
  );
  // Without a map, the list keeps showing the area the map would have shown.
  const listView = useMemo(
    () => view ?? (mapFailed ? viewAround(initialView, initialView.zoom) : null),
    [view, mapFailed, initialView],
  );
  // Arriving around a point with « Intervient chez moi » (the trade page's « Voir sur la carte »): the map fits once
  // to the same artisans as the page listed, and the point, instead of the fixed zoom that showed a few of them;
  // never after the visitor moved the map.
  const [fitOnArrival] = useState(query.position !== null && query.couvre);
  const fitted = useRef(false);
  useEffect(() => {
    const map = mapRef.current;
    if (!fitOnArrival || fitted.current || userMoved.current || !artisansShown || !map || !point) return;
    fitted.current = true;
    const box = boundsOf([...filtered, point]);
    if (!box || filtered.length === 0) return;
    map.fitBounds(
      [
        [box.west, box.south],
        [box.east, box.north],
      ],
      { padding: 48, maxZoom: RECENTRE_ZOOM, duration: 0 },
    );
  }, [fitOnArrival, artisansShown, filtered, point]);

  const inView = useMemo(
    () => (listView ? artisansInView(filtered, listView.bounds, listView.centre) : null),
    [filtered, listView],
  );

  const popupArtisan = popupId === null ? undefined : filtered.find((marker) => marker.id === popupId);

  const changePopup = useCallback((id: number | null) => {
    setPopupId(id);
    if (id === null && popupTrigger.current?.isConnected) popupTrigger.current.focus();
    if (id === null) popupTrigger.current = null;
  }, []);

  const showFromList = useCallback(
    (id: number, trigger: HTMLElement) => {
      const marker = filtered.find((candidate) => candidate.id === id);
      if (!marker) return;
      popupTrigger.current = trigger;
      setPopupId(id);
      mapRef.current?.easeTo({ center: [marker.longitude, marker.latitude] });
    },
    [filtered],
  );

  const onMapFailed = useCallback(() => {
    mapRef.current = null;
    setMapFailed(true);
  }, []);

  const onArtisansShown = useCallback(() => {
    // User Timing is missing from some test environments; the mark is a measurement aid, never needed.
    if (typeof performance.mark === 'function') performance.mark(ARTISANS_SHOWN_MARK);
    setArtisansShown(true);
  }, []);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Près de chez moi</h1>
        <p className={styles.intro}>Trouvez les artisans autour de vous, par métier ou par lieu.</p>
      </header>
      <MapSearchBar
        mode={mode}
        onModeChange={setMode}
        specialites={specialites}
        selectedTrade={selectedTrade}
        onSelectTrade={selectTrade}
        tradeQuery={tradeQuery}
        onTradeQueryChange={setTradeQuery}
        placeQuery={placeQuery}
        onPlaceQueryChange={setPlaceQuery}
        onPlaceSelect={selectPlace}
      />
      <MapFilters
        filters={filters}
        withPoint={point !== null}
        disabled={!hydrated}
        coverageCount={coverageCount}
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        onChange={changeFilters}
        coverageRef={coverageBox}
        summaryRef={filtersSummaryRef}
      />
      <p className={styles.locateMessage} role="status">
        {locateMessage}
      </p>
      <div className={styles.layout}>
        <div
          className={styles.map}
          data-artisans-shown={artisansShown ? 'true' : 'false'}
          aria-busy={!artisansShown}
        >
          {mapFailed ? (
            <div role="alert" className={styles.mapFailed}>
              <p>{MAP_FAILED}</p>
              <button
                type="button"
                className={styles.retry}
                onClick={() => {
                  setMapFailed(false);
                  setMapAttempt((value) => value + 1);
                }}
              >
                Réessayer
              </button>
            </div>
          ) : null}
          {styleChoice && !mapFailed ? (
            <ArtisanMap
              key={mapAttempt}
              mapRef={mapRef}
              styleChoice={styleChoice}
              initialView={initialView}
              artisans={collection}
              popup={
                popupArtisan
                  ? {
                      id: popupArtisan.id,
                      position: { latitude: popupArtisan.latitude, longitude: popupArtisan.longitude },
                      content: <ArtisanPopup artisan={popupArtisan} specialites={specialites} />,
                    }
                  : null
              }
              onPopupChange={changePopup}
              onViewChange={setView}
              onMapLoad={onMapLoad}
              onUserMove={() => {
                userMoved.current = true;
              }}
              onLocate={locate}
              locating={locating}
              onArtisansShown={onArtisansShown}
              onMapFailed={onMapFailed}
            />
          ) : null}
          {!styleChoice && !mapFailed ? <LoadingText block>Chargement de la carte...</LoadingText> : null}
        </div>
        <ArtisansInView
          status={markers.status}
          artisans={inView}
          onShow={showFromList}
          onRetry={retryMarkers}
          point={point}
          noCoverage={
            nobody && onlyCouvre ? { withTrade: tradeFilter !== null, onShowAll: showAllArtisans } : null
          }
          noMatch={nobody && !onlyCouvre ? { onRemoveFilters: removeFilters } : null}
          specialites={specialites.status === 'success' ? specialites.data : undefined}
          tradeId={tradeFilter}
        />
      </div>
    </div>
  );
}
