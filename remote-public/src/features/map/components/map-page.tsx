// /map, 'PRÈS DE CHEZ MOI' (SPEC 2): the artisans on a clustered map with their popups, the trade and place search,
// and the list of the artisans in view as the map's accessible equivalent. Centre: lat/lon from the query, else
// the browser's position, else the default centre with a one-time 'La géolocalisation est impossible' toast.
// The map asks the API for each view it stops on (its box and zoom, with the trade and the filters): clusters and
// markers grouped on the server, and the view's list a page at a time, as a directory of a million listings cannot
// be loaded whole (api/src/routes/artisan.ts, '/map/vue').
// With a point (lat/lon of a place searched, or the browser position), « Intervient chez moi » (issue 21): the list
// gives each artisan's distance and whether it comes there, and couvre=1 keeps only those who do, with the trade.
// « Filtres (N) » (issue 21) holds it with the trade page's other filters, in the URL under the same names
// (noteMin, avecAvis, rge, urgence, dispo), sent with each view so that the markers and the list follow at once;
// when they leave nobody on the whole map, the list says so with its way back.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '@annuaire/shared/routing/router';
import type { MapRef } from 'react-map-gl/maplibre';
import { toast } from '@annuaire/shared/ui/toast';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import { hrefs } from '@annuaire/shared/federation/routes';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import { MAP_VIEW_LIMITS } from '@annuaire/shared/contract/map';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { useHydrated } from '@annuaire/shared/ssr/use-hydrated';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useArrivalPosition } from '../hooks/use-arrival-position';
import { filtersKey, mapViewNearestQuery, mapViewQuery } from '../api/get-map-view';
import { useMapData, useMapTrades } from '../hooks/use-map-data';
import { useMapStyle } from '../hooks/use-map-style';
import { toFeatureCollection } from '../utils/artisans-geojson';
import { matchesTradeAndFilters } from '../utils/map-filters';
import {
  boxAround,
  pointBox,
  viewBox,
  viewFilters,
  viewZoom,
  type ViewRequest,
} from '../utils/map-view-request';
import { boundsOf, viewAround } from '../utils/view-bounds';
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

export const MAP_PAGE_TITLE = 'Près de chez moi – Annuaire des artisans';
const MAP_PAGE_DESCRIPTION =
  "Les artisans du bâtiment de l'annuaire sur une carte : cherchez autour d'une adresse ou de votre position, " +
  'filtrez par métier et ouvrez la fiche de chacun.';
/** performance.mark set when the artisans are first drawn (read by bench/map-20k.ts). */
export const ARTISANS_SHOWN_MARK = 'carte:artisans-affiches';
/** performance.mark set each time a view's artisans are drawn, the first included (bench/map-20k.ts, after a pan). */
export const VIEW_SHOWN_MARK = 'carte:vue-affichee';

export function MapPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseMapQuery(params), [params]);
  const hydrated = useHydrated();
  const specialites = useMapTrades();
  const fetchedStyle = useMapStyle();
  const styleChoice = hydrated ? fetchedStyle : null;
  const mapRef = useRef<MapRef>(null);

  const [mode, setMode] = useState<SearchMode>('metier');
  const [tradeQuery, setTradeQuery] = useState(query.search);
  const [placeQuery, setPlaceQuery] = useState('');
  // The artisan whose popup is open, kept whole: the view it was opened from gives way to the next one.
  const [popupArtisan, setPopupArtisan] = useState<ArtisanMarker | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateMessage, setLocateMessage] = useState('');
  const [artisansShown, setArtisansShown] = useState(false);
  const firstShown = useRef(false);
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

  // The URL's filters (the same object while they stay the same, so that the view's request changes only with them).
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

  // The view the map shows (reported on each moveend), or without a map (it failed) the area it would have shown, so
  // that the list keeps showing it; nothing before hydration, so that a server render hydrates without a call.
  const filtersOfView = useMemo(
    () => viewFilters(tradeFilter, filters, point),
    [tradeFilter, filters, point],
  );
  const fallbackView = useMemo(
    () => (mapFailed ? { ...viewAround(initialView, initialView.zoom), zoom: initialView.zoom } : null),
    [mapFailed, initialView],
  );
  const shownView = view ?? fallbackView;
  // Arriving around a point with « Intervient chez moi » (the trade page's « Voir sur la carte »): the map fits once
  // to the point and the nearest artisans who come there (the first page of the list of a box centred on the point,
  // as large as the largest activity radius), instead of the fixed zoom that showed a few of them; never after the
  // visitor moved the map. The view is asked for once the fit is done: the first artisans drawn are the fitted ones.
  const [fitPending, setFitPending] = useState(query.position !== null && query.couvre);
  const holdForFit = fitPending && !mapFailed;
  const request = useMemo<ViewRequest | null>(
    () =>
      hydrated && shownView && !holdForFit
        ? { box: viewBox(shownView.bounds), zoom: viewZoom(shownView.zoom), filters: filtersOfView }
        : null,
    [hydrated, shownView, holdForFit, filtersOfView],
  );
  const { view: viewAnswer, retryView, list } = useMapData(request);
  const answer = viewAnswer.status === 'success' ? viewAnswer.data : null;
  // Only an answer to the filters on speaks of them: the previous one stays on the map while the next one loads.
  const answersFilters = answer !== null && answer.filters === filtersKey(filtersOfView);

  // How many of the trade come to the point, whatever the other filters: what the coverage box says once checked.
  // With couvre alone, the view's own `ensemble`; with other filters too, that of the trade and couvre alone, asked
  // for the point's box alone (any box gives the same `ensemble`, and this one does not change as the map moves).
  const coverageAlone = couvre && filterCount > 1 && point !== null;
  const coverageRequest = useMemo<ViewRequest | null>(
    () =>
      hydrated && coverageAlone && point
        ? {
            box: pointBox(point),
            zoom: MAP_VIEW_LIMITS.maxZoom,
            filters: viewFilters(tradeFilter, { ...NO_MAP_FILTERS, couvre: true }, point),
          }
        : null,
    [hydrated, coverageAlone, point, tradeFilter],
  );
  const coverageQuery = useQuery({ ...mapViewQuery(coverageRequest), placeholderData: undefined });
  let coverageCount: number | null = null;
  if (couvre && coverageAlone) coverageCount = coverageQuery.data?.ensemble ?? null;
  else if (couvre && answersFilters) coverageCount = answer.ensemble;

  // The filters leave nobody on the whole map: « Intervient chez moi » alone says so in its words, any other
  // combination with the trade page's, and both offer their way back.
  const nobody = answersFilters && answer.ensemble === 0 && filterCount > 0;
  const onlyCouvre = couvre && filterCount === 1;
  const collection = useMemo(() => (answer ? toFeatureCollection(answer) : null), [answer]);

  // The nearest artisans are asked for from the start, alongside the map's own download.
  const nearestRequest = useMemo(
    () => (hydrated && holdForFit && point ? { box: boxAround(point), filters: filtersOfView } : null),
    [hydrated, holdForFit, point, filtersOfView],
  );
  useQuery(mapViewNearestQuery(nearestRequest));
  const queryClient = useQueryClient();
  useEffect(() => {
    const map = mapRef.current;
    // Once the map has reported its first view: it exists, at its first place.
    if (!nearestRequest || view === null || !map || !point) return;
    let cancelled = false;
    queryClient
      .fetchQuery(mapViewNearestQuery(nearestRequest))
      .then(
        (page) => page.items,
        // A failed list fits nothing: the map stays at the point, as it would without the fit.
        () => [],
      )
      .then((nearest) => {
        if (cancelled) return;
        setFitPending(false);
        const box = boundsOf([...nearest, point]);
        if (userMoved.current || nearest.length === 0 || !box) return;
        map.fitBounds(
          [
            [box.west, box.south],
            [box.east, box.north],
          ],
          { padding: 48, maxZoom: RECENTRE_ZOOM, duration: 0 },
        );
      });
    return () => {
      cancelled = true;
    };
  }, [nearestRequest, view, point, queryClient]);

  // The popup stays while its artisan is of the trade and kept by the filters (its marker is gone otherwise).
  const popupShown =
    popupArtisan && matchesTradeAndFilters(popupArtisan, tradeFilter, filters, point) ? popupArtisan : null;

  const changePopup = useCallback(
    (id: number | null) => {
      if (id !== null) {
        // A pin of the view drawn.
        const marker = answer?.markers.find((candidate) => candidate.id === id);
        if (marker) setPopupArtisan(marker);
        return;
      }
      setPopupArtisan(null);
      if (popupTrigger.current?.isConnected) popupTrigger.current.focus();
      popupTrigger.current = null;
    },
    [answer],
  );

  const showFromList = useCallback(
    (id: number, trigger: HTMLElement) => {
      const marker = list.artisans.find((candidate) => candidate.id === id);
      if (!marker) return;
      popupTrigger.current = trigger;
      setPopupArtisan(marker);
      mapRef.current?.easeTo({ center: [marker.longitude, marker.latitude] });
    },
    [list.artisans],
  );

  const onMapFailed = useCallback(() => {
    mapRef.current = null;
    setMapFailed(true);
  }, []);

  const onArtisansShown = useCallback(() => {
    // User Timing is missing from some test environments; the marks are a measurement aid, never needed.
    if (typeof performance.mark === 'function') {
      if (!firstShown.current) performance.mark(ARTISANS_SHOWN_MARK);
      performance.mark(VIEW_SHOWN_MARK);
    }
    firstShown.current = true;
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
                popupShown
                  ? {
                      id: popupShown.id,
                      position: { latitude: popupShown.latitude, longitude: popupShown.longitude },
                      content: <ArtisanPopup artisan={popupShown} specialites={specialites} />,
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
          status={viewAnswer.status}
          total={answer?.total ?? 0}
          list={list}
          onShow={showFromList}
          onRetry={retryView}
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
