// The map page with the API played by a fake of its view endpoints (GET /api/artisan/map/vue and its list): what the
// visitor sees of the clusters and pins drawn, the popup, the side list and its pages, the filters sent with each
// view, the « nobody » states, errors and « Réessayer ».
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { fetchMapView, fetchMapViewArtisans } from '@annuaire/shared/client/artisans';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import type {
  MapView,
  MapViewArtisans,
  MapViewArtisansQuery,
  MapViewQuery,
} from '@annuaire/shared/contract/map';
import { coversPoint } from '@annuaire/shared/domain/coverage';
import { QueryClientProvider } from '@tanstack/react-query';
import { getMapStyleUrl } from '../api/get-map-style-url';
import { getTileStyle } from '../api/get-tile-style';
import { renderOnServerThenHydrate } from '../../../test/server-html';
import { boxAround } from '../utils/map-view-request';
import { MapPage } from './map-page';

// jsdom has no WebGL: react-map-gl is replaced by components that render what they are given and expose the props
// and the map methods the page calls (STACK-NOTES).
const mockMap = {
  flyTo: jest.fn(),
  easeTo: jest.fn(),
  fitBounds: jest.fn(),
  jumpTo: jest.fn(),
  props: {} as Record<string, unknown>,
  record(props: Record<string, unknown>) {
    mockMap.props = props;
  },
  /** The GeoJSON source's props: its data, and no clustering of maplibre's own. */
  sourceProps: {} as Record<string, unknown>,
  view: { west: 1.3, south: 45, east: 1.8, north: 45.3, lat: 45.15, lng: 1.53, zoom: 10 },
  /** The next map fails to be created (as without WebGL). */
  fail: false,
  /** The next map never fires its load (its sources and first frames still on their way). */
  holdLoad: false,
};

jest.mock('react-map-gl/maplibre', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  function target() {
    const { view } = mockMap;
    return {
      jumpTo: mockMap.jumpTo,
      on: jest.fn(),
      // The popup brought into view (artisan-map.tsx): the mock draws no maplibre popup, so nothing pans.
      once: jest.fn(),
      off: jest.fn(),
      isMoving: () => false,
      panBy: jest.fn(),
      getContainer: () => document.body,
      getBounds: () => ({
        getWest: () => view.west,
        getSouth: () => view.south,
        getEast: () => view.east,
        getNorth: () => view.north,
      }),
      getCenter: () => ({ lat: view.lat, lng: view.lng }),
      getZoom: () => view.zoom,
      getSource: () => ({}),
      isSourceLoaded: () => true,
      hasImage: () => true,
      style: {},
    };
  }
  const Map = React.forwardRef(function MockMap(props: Record<string, unknown>, ref) {
    mockMap.record(props);
    React.useImperativeHandle(ref, () => ({
      flyTo: mockMap.flyTo,
      easeTo: mockMap.easeTo,
      fitBounds: mockMap.fitBounds,
    }));
    React.useEffect(() => {
      if (mockMap.fail) {
        (props.onError as (event: unknown) => void)({
          target: null,
          error: new Error('Failed to initialize WebGL'),
        });
        return;
      }
      // The style first, then (unless held) the load, as maplibre fires them.
      (props.onStyleData as ((event: unknown) => void) | undefined)?.({ target: target() });
      if (!mockMap.holdLoad) (props.onLoad as (event: unknown) => void)?.({ target: target() });
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    // A frame drawn after each render, as maplibre draws one after a change of its sources.
    React.useEffect(() => {
      if (!mockMap.fail) (props.onRender as ((event: unknown) => void) | undefined)?.({ target: target() });
    });

    return (
      <div data-testid="map">
        <button
          type="button"
          onClick={() => (props.onMoveEnd as (event: unknown) => void)({ target: target() })}
        >
          simuler-deplacement
        </button>
        {props.children as React.ReactNode}
      </div>
    );
  });
  return {
    __esModule: true,
    default: Map,
    Source: (props: {
      data: {
        features: {
          id?: number;
          properties: { point_count_abbreviated?: string };
          geometry: { coordinates: number[] };
        }[];
      };
      children: React.ReactNode;
    }) => {
      mockMap.sourceProps = props;
      const { features } = props.data;
      // Pins by artisan id; clusters as « count@longitude,latitude ».
      const clusters = features.filter((feature) => feature.properties.point_count_abbreviated !== undefined);
      return (
        <div
          data-testid="artisans-source"
          data-ids={features.flatMap((feature) => (feature.id === undefined ? [] : [feature.id])).join(',')}
          data-clusters={clusters
            .map(
              (feature) =>
                `${feature.properties.point_count_abbreviated}@${feature.geometry.coordinates.join(',')}`,
            )
            .join(' ')}
        >
          {props.children}
        </div>
      );
    },
    Layer: () => null,
    NavigationControl: () => null,
    AttributionControl: () => null,
    Popup: ({ children, onClose }: { children: React.ReactNode; onClose: () => void }) => (
      <div data-testid="popup">
        {children}
        <button type="button" onClick={onClose}>
          fermer-popup
        </button>
      </div>
    ),
  };
});
jest.mock('../utils/load-maplibre', () => ({ loadMaplibre: jest.fn(() => new Promise(() => undefined)) }));
// The tile style: the runtime config's URL (null: the offline background), then the style it names.
jest.mock('../api/get-map-style-url', () => ({ getMapStyleUrl: jest.fn() }));
jest.mock('../api/get-tile-style', () => ({ getTileStyle: jest.fn() }));
jest.mock('@annuaire/shared/client/artisans', () => ({
  fetchMapView: jest.fn(),
  fetchMapViewArtisans: jest.fn(),
}));
jest.mock('@annuaire/shared/client/specialites', () => ({ fetchSpecialites: jest.fn() }));
jest.mock('@annuaire/shared/ui/address-search', () => ({
  AddressSearch: ({
    placeholder,
    onSelect,
  }: {
    placeholder: string;
    onSelect: (feature: unknown) => void;
  }) => (
    <button
      type="button"
      onClick={() =>
        onSelect({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [1.7667, 45.2667] },
          properties: { id: '19272', label: 'Tulle' },
        })
      }
    >
      {placeholder}
    </button>
  ),
}));
jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { info: jest.fn() } }));

function marker(
  id: number,
  entrepriseNom: string,
  latitude: number,
  longitude: number,
  specialites: number[],
  { rayonActivite = 30, moyenne = 0, nombreAvis = 0, rge = false } = {},
) {
  return {
    id,
    entrepriseNom,
    latitude,
    longitude,
    anneeExperience: 12,
    rayonActivite,
    adresse: { rue: '1 rue du Port', ville: 'Brive-la-Gaillarde', codePostal: '19100', pays: 'France' },
    specialites,
    moyenne,
    nombreAvis,
    rge,
    positionApprochee: false,
    geree: true,
    depannageUrgence: false,
    disponibleSousJours: null,
  } satisfies ArtisanMarker;
}

// From Tulle (45.2667, 1.7667): 1 is 22,0 km away with a 30 km radius, 2 is 22,0 km away with a 20 km radius, 3 is
// in Tulle, 4 in Paris. Reviews: 1 has 4,5 from 6, 2 has 3,0 from 2, 4 has 5,0 from 1; 1 and 3 are RGE.
const MARKERS = [
  marker(1, 'Plomberie Lavergne', 45.16, 1.53, [2], { moyenne: 4.5, nombreAvis: 6, rge: true }),
  marker(2, 'Électricité Brive', 45.15, 1.54, [1, 2], { rayonActivite: 20, moyenne: 3, nombreAvis: 2 }),
  marker(3, 'Peinture Tulle', 45.27, 1.77, [3], { rge: true }),
  marker(4, 'Toits de Paris', 48.85, 2.35, [3], { moyenne: 5, nombreAvis: 1 }),
];
const TRADES = [
  { id: 1, metier: 'Électricien', pathImg: null, nombreArtisans: 1 },
  { id: 2, metier: 'Plombier', pathImg: null, nombreArtisans: 1 },
  { id: 3, metier: 'Peintre', pathImg: null, nombreArtisans: 1 },
  { id: 5, metier: 'Vitrier', pathImg: null, nombreArtisans: 0 },
];

/** The artisans the fake API holds (MARKERS unless a test says otherwise). */
let directory: ArtisanMarker[] = MARKERS;

/** The API's filters (shared/src/contract/map.ts), as the fake applies them. */
function keeps(marker: ArtisanMarker, query: MapViewArtisansQuery): boolean {
  if (query.metier !== undefined && !marker.specialites.includes(query.metier)) return false;
  if (query.rge && !marker.rge) return false;
  if (query.avecAvis && marker.nombreAvis === 0) return false;
  if (query.noteMin !== undefined && (marker.nombreAvis === 0 || marker.moyenne < query.noteMin))
    return false;
  if (query.urgence && !marker.depannageUrgence) return false;
  if (query.dispo !== undefined && (marker.disponibleSousJours ?? Infinity) > query.dispo) return false;
  if (query.couvre && !coversPoint(marker, { latitude: query.lat!, longitude: query.lon! })) return false;
  return true;
}

function inBox(marker: ArtisanMarker, query: MapViewArtisansQuery): boolean {
  const { latitude, longitude } = marker;
  return (
    latitude >= query.sud && latitude <= query.nord && longitude >= query.ouest && longitude <= query.est
  );
}

/** Every artisan in view is a pin (the demo's scale); `ensemble` counts those the filters keep anywhere. */
function serveView(query: MapViewQuery): MapView {
  const kept = directory.filter((marker) => keeps(marker, query));
  const markers = kept.filter((marker) => inBox(marker, query));
  return { total: markers.length, clusters: [], markers, ensemble: kept.length };
}

/** The box's artisans nearest its centre first, 20 a page by default. */
function serveList(query: MapViewArtisansQuery): MapViewArtisans {
  const latitude = (query.sud + query.nord) / 2;
  const longitude = (query.ouest + query.est) / 2;
  const distance = (marker: ArtisanMarker) =>
    (marker.latitude - latitude) ** 2 + (marker.longitude - longitude) ** 2;
  const sorted = directory
    .filter((marker) => keeps(marker, query) && inBox(marker, query))
    .sort((a, b) => distance(a) - distance(b) || a.id - b.id);
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  return {
    items: sorted.slice((page - 1) * size, page * size),
    page,
    size,
    suivante: sorted.length > page * size,
  };
}

let getCurrentPosition: jest.Mock;

function Location() {
  const location = useLocation();
  // REPLACE after the filters' changes: the back button leaves the map rather than undoing a filter.
  const navigationType = useNavigationType();
  return (
    <output data-testid="location" data-navigation={navigationType}>
      {location.search}
    </output>
  );
}

function renderPage(path = '/map') {
  return render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/map"
            element={
              <>
                <MapPage />
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

const COUVRE = 'Seulement les artisans qui interviennent à cette adresse';
const RGE = 'Artisans RGE (qualification valide)';

const filtersSummary = () => screen.getByText(/^Filtres/).closest('summary')!;

/** Opens « Filtres (N) », where the filters are (a closed disclosure shows no box in a browser). */
async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  const details = filtersSummary().closest('details')!;
  if (!details.open) await user.click(filtersSummary());
  expect(details).toHaveAttribute('open');
}

function listNames(list: HTMLElement) {
  return within(list)
    .queryAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0].textContent);
}

function sourceIds() {
  return screen.getByTestId('artisans-source').getAttribute('data-ids');
}

/** The pins drawn, once the view's answer has come. */
async function expectPins(ids: string) {
  await waitFor(() => expect(sourceIds()).toBe(ids));
}

async function expectNames(list: HTMLElement, names: string[]) {
  await waitFor(() => expect(listNames(list)).toEqual(names));
}

/** The map's default box in the tests, as sent to the API (around Brive-la-Gaillarde, at zoom 10). */
const BRIVE_BOX = { ouest: 1.3, sud: 45, est: 1.8, nord: 45.3 };
const FRANCE = { west: -5, south: 42, east: 8, north: 51, lat: 46.5, lng: 1.5, zoom: 5 };

async function moveMap(user: ReturnType<typeof userEvent.setup>, view: typeof mockMap.view) {
  mockMap.view = view;
  await user.click(screen.getByRole('button', { name: 'simuler-deplacement' }));
}

beforeEach(() => {
  mockMap.flyTo.mockReset();
  mockMap.easeTo.mockReset();
  mockMap.jumpTo.mockReset();
  mockMap.fitBounds.mockReset();
  mockMap.fail = false;
  mockMap.holdLoad = false;
  mockMap.view = { west: 1.3, south: 45, east: 1.8, north: 45.3, lat: 45.15, lng: 1.53, zoom: 10 };
  directory = MARKERS;
  jest.mocked(fetchMapView).mockReset();
  jest.mocked(fetchMapView).mockImplementation(async (query) => serveView(query));
  jest.mocked(fetchMapViewArtisans).mockReset();
  jest.mocked(fetchMapViewArtisans).mockImplementation(async (query) => serveList(query));
  jest.mocked(fetchSpecialites).mockResolvedValue(TRADES);
  jest.mocked(getMapStyleUrl).mockResolvedValue(null);
  getCurrentPosition = jest.fn();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
});

/**
 * The map drawn with its view's artisans: the offline background comes from a chunk of its own, the map's
 * load reports its view, and the view's answer comes.
 */
async function artisansShown() {
  const source = await screen.findByTestId('artisans-source');
  await act(async () => undefined);
  return source;
}

function denyGeolocation() {
  getCurrentPosition.mockImplementation((_success, failure: (error: unknown) => void) =>
    failure({ code: 1, message: 'User denied Geolocation' }),
  );
}

describe('MapPage', () => {
  it('sets the title and shows the view’s artisans on the offline background by default', async () => {
    denyGeolocation();
    renderPage();
    expect(document.title).toBe('Près de chez moi – Annuaire des artisans');
    expect(screen.getByRole('heading', { level: 1, name: 'Près de chez moi' })).toBeInTheDocument();
    // The view the map reported on its load, at its zoom's whole level; Paris is not in it.
    await expectPins('1,2,3');
    expect(fetchMapView).toHaveBeenCalledWith({ ...BRIVE_BOX, zoom: 10 });
    // Grouped by the API: no clustering of maplibre's own.
    expect(mockMap.sourceProps).not.toHaveProperty('cluster');
    expect(mockMap.props.initialViewState).toEqual({ latitude: 45.150002, longitude: 1.53333, zoom: 10 });
    const style = mockMap.props.mapStyle as { layers: { id: string }[] };
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'background',
      'france-land',
      'france-outline',
      'france-towns',
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('map').parentElement?.parentElement).toHaveAttribute(
        'data-artisans-shown',
        'true',
      ),
    );
  });

  it('asks for the first view as soon as the map has its style, before its load', async () => {
    denyGeolocation();
    mockMap.holdLoad = true;
    renderPage();
    await waitFor(() => expect(fetchMapView).toHaveBeenCalledWith({ ...BRIVE_BOX, zoom: 10 }));
    expect(fetchMapView).toHaveBeenCalledTimes(1);
  });

  it('draws the tile style when the tile service answers', async () => {
    denyGeolocation();
    const tiles = {
      version: 8,
      sources: {},
      layers: [{ id: 'label', type: 'symbol', source: 'x', layout: { 'text-font': ['Noto Sans Regular'] } }],
    };
    jest.mocked(getMapStyleUrl).mockResolvedValue('/tuiles/style.json');
    jest.mocked(getTileStyle).mockResolvedValue(tiles as never);
    renderPage();
    await artisansShown();
    expect(mockMap.props.mapStyle).toBe(tiles);
  });

  it('centres on lat/lon from the query at zoom 12 without asking the browser position', async () => {
    renderPage('/map?lat=45.2667&lon=1.7667');
    await artisansShown();
    expect(mockMap.props.initialViewState).toEqual({ latitude: 45.2667, longitude: 1.7667, zoom: 12 });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('centres on the browser position at zoom 12 when the query has none', async () => {
    getCurrentPosition.mockImplementation((success: (position: unknown) => void) =>
      success({ coords: { latitude: 44.45, longitude: 1.44 } }),
    );
    renderPage();
    await artisansShown();
    // The position came before the map existed: the map starts there, or jumps there once maplibre made it.
    expect(mockMap.props.initialViewState).toEqual({ latitude: 44.45, longitude: 1.44, zoom: 12 });
    expect(mockMap.jumpTo).toHaveBeenCalledWith({ center: [1.44, 44.45], zoom: 12 });
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('flies to a browser position that arrives once the map is there', async () => {
    let succeed: (position: unknown) => void = () => undefined;
    getCurrentPosition.mockImplementation((success: (position: unknown) => void) => {
      succeed = success;
    });
    renderPage();
    await artisansShown();
    await act(async () => succeed({ coords: { latitude: 44.45, longitude: 1.44 } }));
    expect(mockMap.flyTo).toHaveBeenCalledWith({ center: [1.44, 44.45], zoom: 12 });
  });

  it('keeps the default centre and says once that geolocation is impossible, even after the locate button fails', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    renderPage();
    await artisansShown();
    expect(mockMap.props.initialViewState).toEqual({ latitude: 45.150002, longitude: 1.53333, zoom: 10 });
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(toast.info).toHaveBeenCalledWith('La géolocalisation est impossible');
    await user.click(screen.getByRole('button', { name: 'Me localiser' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(screen.getByText('La géolocalisation est impossible', { selector: 'p' })).toBeInTheDocument();
  });

  it('says geolocation is impossible when the browser has no geolocation', async () => {
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
    renderPage();
    await artisansShown();
    expect(toast.info).toHaveBeenCalledWith('La géolocalisation est impossible');
  });

  it('recentres at zoom 12 on the browser position with the locate button', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    renderPage();
    await artisansShown();
    getCurrentPosition.mockImplementation((success: (position: unknown) => void) =>
      success({ coords: { latitude: 45.3, longitude: 1.2 } }),
    );
    await user.click(screen.getByRole('button', { name: 'Me localiser' }));
    expect(mockMap.flyTo).toHaveBeenCalledWith({ center: [1.2, 45.3], zoom: 12 });
  });

  it('presets the trade from ?metier= and limits the map to its artisans', async () => {
    denyGeolocation();
    renderPage('/map?metier=2');
    expect(await screen.findByRole('button', { name: 'Plombier', pressed: true })).toBeInTheDocument();
    await expectPins('1,2');
    expect(fetchMapView).toHaveBeenLastCalledWith({ ...BRIVE_BOX, zoom: 10, metier: 2 });
    expect(fetchMapViewArtisans).toHaveBeenLastCalledWith({ ...BRIVE_BOX, metier: 2, page: 1 });
  });

  it('ignores a ?metier= that is no known trade', async () => {
    denyGeolocation();
    renderPage('/map?metier=99');
    await artisansShown();
    await expectPins('1,2,3');
    await waitFor(() => expect(fetchMapView).toHaveBeenLastCalledWith({ ...BRIVE_BOX, zoom: 10 }));
  });

  it('offers no trade that has no artisan yet', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    renderPage('/map?lat=45.15&lon=1.53');
    await artisansShown();
    await user.type(screen.getByRole('combobox', { name: 'Recherche par métier' }), 'vitr');
    expect(screen.queryByRole('option', { name: 'Vitrier' })).toBeNull();
  });

  it('selects a trade from the search, keeps it in the query, and deselects it', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    renderPage('/map?lat=45.15&lon=1.53');
    await artisansShown();
    await user.type(screen.getByRole('combobox', { name: 'Recherche par métier' }), 'PEIN');
    await user.click(screen.getByRole('option', { name: 'Peintre' }));
    await expectPins('3');
    expect(screen.getByTestId('location')).toHaveTextContent('?lat=45.15&lon=1.53&metier=3');
    await user.click(screen.getByRole('button', { name: 'Peintre', pressed: true }));
    await expectPins('1,2,3');
    expect(screen.getByTestId('location')).toHaveTextContent('?lat=45.15&lon=1.53');
  });

  it('selects on Enter the trade that a text typed matches, or says that none does', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    renderPage('/map?lat=45.15&lon=1.53');
    await artisansShown();
    const box = screen.getByRole('combobox', { name: 'Recherche par métier' });
    await user.type(box, 'plomx{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Aucun métier ne correspond à « plomx ».');
    await expectPins('1,2,3');

    expect(screen.getByTestId('location')).toHaveTextContent(/^\?lat=45\.15&lon=1\.53$/);
    await user.clear(box);
    await user.type(box, 'plomb{Enter}');
    await expectPins('1,2');
    expect(screen.getByTestId('location')).toHaveTextContent('?lat=45.15&lon=1.53&metier=2');
    expect(mockMap.flyTo).not.toHaveBeenCalled();
  });

  it('presets the trade search text from ?search=', async () => {
    denyGeolocation();
    renderPage('/map?search=plomb');
    expect(screen.getByRole('combobox', { name: 'Recherche par métier' })).toHaveValue('plomb');
    await artisansShown();
  });

  it('switches to the place search, whose choice recentres the map at zoom 12', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    renderPage();
    await artisansShown();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de recherche' }), 'Lieu');
    expect(screen.queryByRole('combobox', { name: 'Recherche par métier' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Recherche par lieu...' }));
    expect(mockMap.flyTo).toHaveBeenCalledWith({ center: [1.7667, 45.2667], zoom: 12 });
    expect(screen.getByTestId('location')).toHaveTextContent('?lat=45.2667&lon=1.7667');
  });

  it('lists the artisans in view, nearest first, and updates the list when the map moves', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    renderPage();
    const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
    await waitFor(() =>
      expect(within(list).getByRole('status')).toHaveTextContent('3 artisans dans la zone affichée'),
    );
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Électricité Brive', 'Plomberie Lavergne', 'Peinture Tulle']),
    );
    expect(within(list).getByRole('link', { name: 'Fiche de Peinture Tulle' })).toHaveAttribute(
      'href',
      '/artisan/3',
    );
    expect(fetchMapViewArtisans).toHaveBeenCalledWith({ ...BRIVE_BOX, page: 1 });
    // Each view the map stops on is asked for, its box rounded to five decimals, its zoom to its whole level.
    await moveMap(user, { west: 2.0000001, south: 48, east: 3, north: 49, lat: 48.8, lng: 2.3, zoom: 9.6 });
    await waitFor(() =>
      expect(within(list).getByRole('status')).toHaveTextContent('1 artisan dans la zone affichée'),
    );
    expect(fetchMapView).toHaveBeenLastCalledWith({ ouest: 2, sud: 48, est: 3, nord: 49, zoom: 9 });
    await expectPins('4');
    await expectNames(list, ['Toits de Paris']);
    await moveMap(user, { west: -5, south: 42, east: -4, north: 43, lat: 42.5, lng: -4.5, zoom: 9 });
    await waitFor(() =>
      expect(within(list).getByRole('status')).toHaveTextContent('Aucun artisan dans la zone affichée.'),
    );
    expect(within(list).queryByRole('listitem')).toBeNull();
  });

  it('keeps the view drawn, and its list, while the next one loads', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    renderPage();
    const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
    await expectPins('1,2,3');
    await expectNames(list, ['Électricité Brive', 'Plomberie Lavergne', 'Peinture Tulle']);
    let answer: (view: MapView) => void = () => undefined;
    jest.mocked(fetchMapView).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    await moveMap(user, { west: 2, south: 48, east: 3, north: 49, lat: 48.8, lng: 2.3, zoom: 10 });
    expect(sourceIds()).toBe('1,2,3');
    expect(within(list).getByRole('status')).toHaveTextContent('3 artisans dans la zone affichée');
    await act(async () => answer(serveView({ ouest: 2, sud: 48, est: 3, nord: 49, zoom: 10 })));
    await expectPins('4');
    await expectNames(list, ['Toits de Paris']);
  });

  it('lists the view’s artisans 20 at a time, the « more » button asking the API for the next page', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    directory = Array.from({ length: 45 }, (_, i) =>
      marker(100 + i, `Artisan ${String(i + 1).padStart(2, '0')}`, 45.1 + i / 1000, 1.5, [2]),
    );
    renderPage();
    const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
    await waitFor(() =>
      expect(within(list).getByRole('status')).toHaveTextContent('45 artisans dans la zone affichée'),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    const more = within(list).getByRole('button', { name: "Afficher plus d'artisans (25 de plus)" });
    await user.click(more);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
    expect(fetchMapViewArtisans).toHaveBeenLastCalledWith({ ...BRIVE_BOX, page: 2 });
    // The same button, with the focus the keyboard left on it.
    expect(more).toHaveAccessibleName("Afficher plus d'artisans (5 de plus)");
    expect(more).toHaveFocus();
    await user.click(more);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
    expect(fetchMapViewArtisans).toHaveBeenLastCalledWith({ ...BRIVE_BOX, page: 3 });
    expect(within(list).queryByRole('button', { name: /Afficher plus/ })).toBeNull();
    // A new view starts again from its first page.
    await moveMap(user, { ...mockMap.view, west: 1.31 });
    await waitFor(() =>
      expect(fetchMapViewArtisans).toHaveBeenLastCalledWith({ ...BRIVE_BOX, ouest: 1.31, page: 1 }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
  });

  it('says when the list cannot be loaded, the count kept, and retries', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    jest.mocked(fetchMapViewArtisans).mockRejectedValueOnce(new Error('500'));
    renderPage();
    const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
    const alert = await within(list).findByRole('alert');
    expect(alert).toHaveTextContent("Les artisans n'ont pas pu être chargés.");
    expect(within(list).getByRole('status')).toHaveTextContent('3 artisans dans la zone affichée');
    await expectPins('1,2,3');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await expectNames(list, ['Électricité Brive', 'Plomberie Lavergne', 'Peinture Tulle']);
    expect(within(list).queryByRole('alert')).toBeNull();
  });

  it('opens the popup of an artisan from the list, and gives the focus back when it closes or on Escape', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    renderPage();
    const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
    const show = await within(list).findByRole('button', { name: 'Électricité Brive' });
    await user.click(show);
    expect(mockMap.easeTo).toHaveBeenCalledWith({ center: [1.54, 45.15] });
    const popup = screen.getByTestId('popup');
    expect(within(popup).getByRole('heading', { name: 'Électricité Brive' })).toBeInTheDocument();
    expect(within(popup).getByText('Électricien, Plombier')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Voir Artisan' })).toHaveAttribute('href', '/artisan/2');
    await user.click(within(popup).getByRole('button', { name: 'fermer-popup' }));
    expect(screen.queryByTestId('popup')).toBeNull();
    expect(show).toHaveFocus();

    await user.click(show);
    within(screen.getByTestId('popup')).getByRole('link', { name: 'Voir Artisan' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('popup')).toBeNull();
    expect(show).toHaveFocus();
  });

  it('opens the popup of a pin clicked on the map, and keeps it while the map moves on', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    renderPage();
    await artisansShown();
    await expectPins('1,2,3');
    expect(mockMap.props.cursor).toBe('grab');
    act(() => (mockMap.props.onMouseEnter as () => void)());
    expect(mockMap.props.cursor).toBe('pointer');
    act(() => (mockMap.props.onMouseLeave as () => void)());
    expect(mockMap.props.cursor).toBe('grab');
    const onClick = mockMap.props.onClick as (event: unknown) => void;
    act(() => onClick({ features: [{ layer: { id: 'artisan-pins' }, properties: { id: 3 } }], target: {} }));
    expect(
      within(screen.getByTestId('popup')).getByRole('heading', { name: 'Peinture Tulle' }),
    ).toBeInTheDocument();
    // A view without its pin: the popup stays, whole.
    await moveMap(user, { west: 2, south: 48, east: 3, north: 49, lat: 48.8, lng: 2.3, zoom: 10 });
    await expectPins('4');
    const popup = screen.getByTestId('popup');
    expect(within(popup).getByRole('heading', { name: 'Peinture Tulle' })).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Voir Artisan' })).toHaveAttribute('href', '/artisan/3');
  });

  it('draws the clusters the API grouped, with the count, and zooms into a clicked one', async () => {
    denyGeolocation();
    jest.mocked(fetchMapView).mockResolvedValue({
      total: 1250,
      clusters: [
        { count: 1248, lat: 45.2, lon: 1.6, expansionZoom: 12 },
        { count: 3, lat: 45.05, lon: 1.4, expansionZoom: 13 },
      ],
      markers: MARKERS.slice(0, 2),
      ensemble: 20_000,
    });
    renderPage();
    await artisansShown();
    await expectPins('1,2');
    expect(screen.getByTestId('artisans-source')).toHaveAttribute(
      'data-clusters',
      '1.2k@1.6,45.2 3@1.4,45.05',
    );
    const list = screen.getByRole('region', { name: 'Artisans dans la zone affichée' });
    expect(within(list).getByRole('status')).toHaveTextContent(/^1\s250 artisans dans la zone affichée$/);
    const easeTo = jest.fn();
    act(() =>
      (mockMap.props.onClick as (event: unknown) => void)({
        features: [
          {
            layer: { id: 'artisan-clusters' },
            properties: { point_count: 1248, point_count_abbreviated: '1.2k', expansionZoom: 12 },
            geometry: { type: 'Point', coordinates: [1.6, 45.2] },
          },
        ],
        target: { easeTo },
      }),
    );
    expect(easeTo).toHaveBeenCalledWith({ center: [1.6, 45.2], zoom: 12 });
  });

  it('closes the popup of an artisan that a newly selected trade hides', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    renderPage();
    const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
    await user.click(await within(list).findByRole('button', { name: 'Peinture Tulle' }));
    expect(screen.getByTestId('popup')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Recherche par métier' }), 'plomb');
    await user.click(screen.getByRole('option', { name: 'Plombier' }));
    expect(screen.queryByTestId('popup')).toBeNull();
  });

  it('says when the artisans cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    denyGeolocation();
    jest.mocked(fetchMapView).mockRejectedValueOnce(new Error('500'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Les artisans n'ont pas pu être chargés.");
    expect(screen.queryByTestId('artisans-source')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('artisans-source')).toHaveAttribute('data-ids', '1,2,3');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the map cannot be drawn, keeps listing the artisans of the area, and retries', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    denyGeolocation();
    mockMap.fail = true;
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "La carte n'a pas pu s'afficher sur cet appareil. La liste des artisans de la zone reste disponible.",
    );
    const list = screen.getByRole('region', { name: 'Artisans dans la zone affichée' });
    await waitFor(() =>
      expect(within(list).getByRole('status')).toHaveTextContent('3 artisans dans la zone affichée'),
    );
    // The area the map would have shown around the default centre, at the default zoom.
    const [{ ouest, sud, est, nord, zoom }] = jest.mocked(fetchMapView).mock.calls[0];
    expect(zoom).toBe(10);
    expect((ouest + est) / 2).toBeCloseTo(1.53333, 4);
    expect((sud + nord) / 2).toBeCloseTo(45.150002, 4);
    await expectNames(list, ['Électricité Brive', 'Plomberie Lavergne', 'Peinture Tulle']);
    mockMap.fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByTestId('map')).toBeInTheDocument();
  });

  it('says it is loading the map and the artisans at first', () => {
    jest.mocked(fetchMapView).mockReturnValue(new Promise(() => undefined));
    jest.mocked(getMapStyleUrl).mockReturnValue(new Promise(() => undefined));
    jest.mocked(fetchSpecialites).mockReturnValue(new Promise(() => undefined));
    renderPage();
    expect(screen.getByText('Chargement de la carte...')).toBeInTheDocument();
    expect(screen.getByText('Chargement des artisans...')).toBeInTheDocument();
  });

  describe('« Intervient chez moi »', () => {
    it('has no box without a point, and ignores couvre=1 there', async () => {
      denyGeolocation();
      renderPage('/map?couvre=1');
      await artisansShown();
      expect(screen.queryByRole('checkbox', { name: COUVRE })).toBeNull();
      await expectPins('1,2,3');
      expect(fetchMapView).toHaveBeenLastCalledWith({ ...BRIVE_BOX, zoom: 10 });

      const list = screen.getByRole('region', { name: 'Artisans dans la zone affichée' });
      expect((await within(list).findAllByRole('listitem'))[0]).not.toHaveTextContent(/km/);
    });

    it('gives each artisan in the list its distance to the point and whether it comes there', async () => {
      renderPage('/map?lat=45.2667&lon=1.7667');
      const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
      expect(
        await within(list).findByRole('button', { name: 'Plomberie Lavergne' }),
      ).toHaveAccessibleDescription('19100 Brive-la-Gaillarde, à 22 km Intervient chez vous');
      expect(within(list).getByRole('button', { name: 'Électricité Brive' })).toHaveAccessibleDescription(
        '19100 Brive-la-Gaillarde, à 22 km Hors de sa zone d’intervention (rayon 20 km)',
      );
      expect(within(list).getByRole('button', { name: 'Peinture Tulle' })).toHaveAccessibleDescription(
        '19100 Brive-la-Gaillarde, à 0,4 km Intervient chez vous',
      );
    });

    it('keeps only the artisans who come to the point, on the map and in the list, with couvre=1 in the URL', async () => {
      const user = userEvent.setup();
      renderPage('/map?lat=45.2667&lon=1.7667');
      const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
      await waitFor(() =>
        expect(within(list).getByRole('status')).toHaveTextContent('3 artisans dans la zone affichée'),
      );
      await openFilters(user);
      const box = screen.getByRole('checkbox', { name: COUVRE });
      expect(box).not.toBeChecked();
      // From the keyboard.
      box.focus();
      await user.keyboard(' ');
      expect(box).toBeChecked();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\?lat=45\.2667&lon=1\.7667&couvre=1$/);
      await expectPins('1,3');
      expect(fetchMapView).toHaveBeenLastCalledWith({
        ...BRIVE_BOX,
        zoom: 10,
        couvre: '1',
        lat: 45.2667,
        lon: 1.7667,
      });
      await expectNames(list, ['Plomberie Lavergne', 'Peinture Tulle']);
      expect(within(list).getByRole('status')).toHaveTextContent('2 artisans dans la zone affichée');
      expect(box).toHaveAccessibleDescription('2 artisans interviennent à cette adresse.');
      expect(filtersSummary()).toHaveTextContent(/^Filtres \(1\)$/);
      expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');
      await user.click(box);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\?lat=45\.2667&lon=1\.7667$/);
      await expectPins('1,2,3');
      await expectNames(list, ['Électricité Brive', 'Plomberie Lavergne', 'Peinture Tulle']);
    });

    it('works with the trade filter, both read from the URL', async () => {
      const user = userEvent.setup();
      renderPage('/map?lat=45.2667&lon=1.7667&metier=2&couvre=1');
      expect(await screen.findByRole('button', { name: 'Plombier', pressed: true })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: COUVRE })).toBeChecked();
      await expectPins('1');
      const list = screen.getByRole('region', { name: 'Artisans dans la zone affichée' });
      await waitFor(() => expect(listNames(list)).toEqual(['Plomberie Lavergne']));
      await user.click(screen.getByRole('button', { name: 'Plombier', pressed: true }));
      await expectPins('1,3');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\?lat=45\.2667&lon=1\.7667&couvre=1$/);
    });

    it('fits the map on arrival to the point and the nearest artisans who come there', async () => {
      renderPage('/map?lat=45.2667&lon=1.7667&couvre=1');
      await artisansShown();
      await waitFor(() => expect(mockMap.fitBounds).toHaveBeenCalledTimes(1));
      // The first page of the list of a box centred on the point, as large as the largest activity radius.
      expect(fetchMapViewArtisans).toHaveBeenCalledWith({
        ...boxAround({ latitude: 45.2667, longitude: 1.7667 }),
        couvre: '1',
        lat: 45.2667,
        lon: 1.7667,
        page: 1,
      });
      // « Plomberie Lavergne » (45.16, 1.53), « Peinture Tulle » (45.27, 1.77) and the point.
      expect(mockMap.fitBounds).toHaveBeenCalledWith(
        [
          [1.53, 45.16],
          [1.77, 45.27],
        ],
        { padding: 48, maxZoom: 12, duration: 0 },
      );
      // The view is asked for once fitted: the first artisans drawn are those of the fitted view.
      expect(mockMap.fitBounds.mock.invocationCallOrder[0]).toBeLessThan(
        jest.mocked(fetchMapView).mock.invocationCallOrder[0],
      );
    });

    it('does not fit a map the visitor moved before the nearest artisans came', async () => {
      let answer: (page: MapViewArtisans) => void = () => undefined;
      jest.mocked(fetchMapViewArtisans).mockImplementation(async (query) =>
        query.page === 1 && query.ouest < 1
          ? new Promise((resolve) => {
              answer = resolve;
            })
          : serveList(query),
      );
      const user = userEvent.setup();
      renderPage('/map?lat=45.2667&lon=1.7667&couvre=1');
      await screen.findByTestId('map');
      await act(async () => undefined);
      act(() => (mockMap.props.onMoveStart as (event: unknown) => void)({ originalEvent: {} }));
      await moveMap(user, { ...mockMap.view, west: 1.2 });
      await act(async () => answer({ items: [MARKERS[0]], page: 1, size: 20, suivante: false }));
      await expectPins('1,3');
      expect(mockMap.fitBounds).not.toHaveBeenCalled();
      expect(fetchMapView).toHaveBeenCalledWith(
        expect.objectContaining({ ...BRIVE_BOX, ouest: 1.2, couvre: '1' }),
      );
    });

    it('closes the popup of an artisan that the filter hides', async () => {
      const user = userEvent.setup();
      renderPage('/map?lat=45.2667&lon=1.7667');
      const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
      await user.click(await within(list).findByRole('button', { name: 'Électricité Brive' }));
      expect(screen.getByTestId('popup')).toBeInTheDocument();
      await openFilters(user);
      await user.click(screen.getByRole('checkbox', { name: COUVRE }));
      expect(screen.queryByTestId('popup')).toBeNull();
    });

    it('says when no artisan of the trade comes to the address, and unchecks the box from there', async () => {
      const user = userEvent.setup();
      // Paris: only « Toits de Paris » (a painter) comes there; no electrician does.
      renderPage('/map?lat=48.85&lon=2.35&metier=1&couvre=1');
      const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
      expect(
        await within(list).findByText('Aucun artisan n’intervient à cette adresse pour ce métier.'),
      ).toHaveAttribute('role', 'status');
      await expectPins('');
      expect(within(list).queryByRole('listitem')).toBeNull();
      expect(filtersSummary().closest('details')).not.toHaveAttribute('open');
      await user.click(within(list).getByRole('button', { name: 'Afficher aussi les autres artisans' }));
      const box = screen.getByRole('checkbox', { name: COUVRE });
      expect(box).not.toBeChecked();
      // The disclosure opens for the box, which a closed one would hide.
      expect(filtersSummary().closest('details')).toHaveAttribute('open');
      expect(box).toHaveFocus();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\?lat=48\.85&lon=2\.35&metier=1$/);
      await expectPins('2');
      expect(within(list).queryByText(/n’intervient à cette adresse/)).toBeNull();
    });

    it('says when no artisan at all comes to the address, without a trade', async () => {
      // Toulouse.
      renderPage('/map?lat=43.6&lon=1.44&couvre=1');
      const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
      await waitFor(() =>
        expect(within(list).getByRole('status')).toHaveTextContent(
          /^Aucun artisan n’intervient à cette adresse\.$/,
        ),
      );
      await expectPins('');
    });

    it('takes the browser position as the point, and writes it in the URL when the box is checked', async () => {
      const user = userEvent.setup();
      getCurrentPosition.mockImplementation((success: (position: unknown) => void) =>
        success({ coords: { latitude: 45.266712, longitude: 1.766734 } }),
      );
      renderPage('/map?metier=2');
      const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
      expect(
        await within(list).findByRole('button', { name: 'Électricité Brive' }),
      ).toHaveAccessibleDescription(/à 22 km Hors de sa zone d’intervention \(rayon 20 km\)$/);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\?metier=2$/);
      await openFilters(user);
      await user.click(screen.getByRole('checkbox', { name: COUVRE }));
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\?metier=2&lat=45\.26671&lon=1\.76673&couvre=1$/,
      );
      await expectPins('1');
      // The map stays where the position put it.
      expect(mockMap.flyTo).not.toHaveBeenCalled();
    });

    it('leaves a map the visitor moved where it is when the browser position arrives and goes into the URL', async () => {
      const user = userEvent.setup();
      let succeed: (position: unknown) => void = () => undefined;
      getCurrentPosition.mockImplementation((success: (position: unknown) => void) => {
        succeed = success;
      });
      renderPage();
      await artisansShown();
      act(() => (mockMap.props.onMoveStart as (event: unknown) => void)({ originalEvent: {} }));
      await act(async () => succeed({ coords: { latitude: 45.266712, longitude: 1.766734 } }));
      await openFilters(user);
      await user.click(screen.getByRole('checkbox', { name: COUVRE }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\?lat=45\.26671&lon=1\.76673&couvre=1$/);
      await expectPins('1,3');
      expect(mockMap.flyTo).not.toHaveBeenCalled();
      expect(mockMap.jumpTo).not.toHaveBeenCalled();
    });

    it('makes the position found by « Me localiser » the point, keeping the filter', async () => {
      const user = userEvent.setup();
      // The whole of France in view: the pins are those who come to the point.
      mockMap.view = FRANCE;
      renderPage('/map?lat=48.85&lon=2.35&couvre=1');
      await artisansShown();
      await expectPins('4');
      getCurrentPosition.mockImplementation((success: (position: unknown) => void) =>
        success({ coords: { latitude: 45.2667, longitude: 1.7667 } }),
      );
      await user.click(screen.getByRole('button', { name: 'Me localiser' }));
      // The URL follows through a router navigation (a transition): on a loaded machine it may land a tick later.
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\?lat=45\.2667&lon=1\.7667&couvre=1$/),
      );
      await expectPins('1,3');
      expect(mockMap.flyTo).toHaveBeenCalledTimes(1);
      expect(mockMap.flyTo).toHaveBeenCalledWith({ center: [1.7667, 45.2667], zoom: 12 });
    });
  });

  describe('« Filtres (N) »', () => {
    it('reads noteMin, avecAvis and rge from the URL and keeps only those artisans, on the map and in the list', async () => {
      denyGeolocation();
      renderPage('/map?rge=1&avecAvis=1');
      await artisansShown();
      await expectPins('1');
      expect(filtersSummary()).toHaveTextContent(/^Filtres \(2\)$/);
      expect(screen.getByRole('checkbox', { name: RGE })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Avec avis' })).toBeChecked();
      expect(screen.getByRole('combobox', { name: 'Note minimale' })).toHaveValue('');
      const list = screen.getByRole('region', { name: 'Artisans dans la zone affichée' });
      await waitFor(() => expect(listNames(list)).toEqual(['Plomberie Lavergne']));
      expect(within(list).getByRole('status')).toHaveTextContent('1 artisan dans la zone affichée');
    });

    it('is closed at first, offers « Intervient chez moi » only with a point, and reads malformed values as absent', async () => {
      denyGeolocation();
      renderPage('/map?noteMin=9&avecAvis=oui&rge=true&couvre=1');
      await artisansShown();
      expect(filtersSummary().closest('details')).not.toHaveAttribute('open');
      expect(filtersSummary()).toHaveTextContent(/^Filtres$/);
      expect(screen.queryByRole('checkbox', { name: COUVRE })).toBeNull();
      await expectPins('1,2,3');
    });

    it('applies each change at once, in the URL (replaced, the other parameters kept) and on the markers and the list', async () => {
      const user = userEvent.setup();
      renderPage('/map?lat=45.2667&lon=1.7667&metier=2');
      const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
      await waitFor(() => expect(listNames(list)).toEqual(['Électricité Brive', 'Plomberie Lavergne']));
      const location = screen.getByTestId('location');
      await openFilters(user);

      await user.selectOptions(screen.getByRole('combobox', { name: 'Note minimale' }), '4 et plus');
      expect(location).toHaveTextContent(/^\?lat=45\.2667&lon=1\.7667&metier=2&noteMin=4$/);
      expect(location).toHaveAttribute('data-navigation', 'REPLACE');
      await expectPins('1');
      await expectNames(list, ['Plomberie Lavergne']);
      expect(filtersSummary()).toHaveTextContent(/^Filtres \(1\)$/);

      await user.selectOptions(screen.getByRole('combobox', { name: 'Note minimale' }), '3 et plus');
      await expectPins('1,2');
      await user.click(screen.getByRole('checkbox', { name: RGE }));
      expect(location).toHaveTextContent(/^\?lat=45\.2667&lon=1\.7667&metier=2&noteMin=3&rge=1$/);
      await expectPins('1');
      await user.click(screen.getByRole('checkbox', { name: 'Avec avis' }));
      await user.click(screen.getByRole('checkbox', { name: COUVRE }));
      expect(location).toHaveTextContent(
        /^\?lat=45\.2667&lon=1\.7667&metier=2&noteMin=3&rge=1&avecAvis=1&couvre=1$/,
      );
      expect(filtersSummary()).toHaveTextContent(/^Filtres \(4\)$/);
      await expectPins('1');

      await user.click(screen.getByRole('checkbox', { name: RGE }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Note minimale' }), 'Toutes');
      await user.click(screen.getByRole('checkbox', { name: 'Avec avis' }));
      await user.click(screen.getByRole('checkbox', { name: COUVRE }));
      expect(location).toHaveTextContent(/^\?lat=45\.2667&lon=1\.7667&metier=2$/);
      expect(location).toHaveAttribute('data-navigation', 'REPLACE');
      await expectPins('1,2');
      expect(filtersSummary()).toHaveTextContent(/^Filtres$/);
    });

    it('says when the filters leave nobody, and « Retirer les filtres » brings everyone back, the trade kept', async () => {
      const user = userEvent.setup();
      denyGeolocation();
      // Painters: « Peinture Tulle » (RGE, no review) and « Toits de Paris » (5 from 1 review, not RGE).
      renderPage('/map?metier=3&rge=1&noteMin=4');
      const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
      await waitFor(() =>
        expect(within(list).getByRole('status')).toHaveTextContent(
          /^Aucun artisan ne correspond à ces critères\.$/,
        ),
      );
      await expectPins('');
      expect(within(list).queryByRole('listitem')).toBeNull();
      await user.click(within(list).getByRole('button', { name: 'Retirer les filtres' }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\?metier=3$/);
      await expectPins('3');
      expect(within(list).queryByText('Aucun artisan ne correspond à ces critères.')).toBeNull();
      // The button went with its message: the focus waits on « Filtres », which says none is on.
      expect(filtersSummary()).toHaveFocus();
      expect(filtersSummary()).toHaveTextContent(/^Filtres$/);
    });

    it('offers « Retirer les filtres », the point kept, when « Intervient chez moi » and another filter leave nobody', async () => {
      const user = userEvent.setup();
      // Paris: only « Toits de Paris » comes there, and it is not RGE.
      renderPage('/map?lat=48.85&lon=2.35&couvre=1&rge=1');
      const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
      await waitFor(() =>
        expect(within(list).getByRole('status')).toHaveTextContent(
          'Aucun artisan ne correspond à ces critères.',
        ),
      );
      expect(within(list).queryByRole('button', { name: 'Afficher aussi les autres artisans' })).toBeNull();
      await user.click(within(list).getByRole('button', { name: 'Retirer les filtres' }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\?lat=48\.85&lon=2\.35$/);
      await expectPins('1,2,3');
    });

    it('counts, for « Intervient chez moi », all who come to the address whatever the other filters', async () => {
      const user = userEvent.setup();
      renderPage('/map?lat=45.2667&lon=1.7667&couvre=1&avecAvis=1');
      await artisansShown();
      // Who comes to Tulle: 1 and 3; with a review: 1.
      await expectPins('1');
      await openFilters(user);
      await waitFor(() =>
        expect(screen.getByRole('checkbox', { name: COUVRE })).toHaveAccessibleDescription(
          '2 artisans interviennent à cette adresse.',
        ),
      );
      // Asked of the point's box alone, with the trade and couvre only: it stays as the map moves.
      expect(fetchMapView).toHaveBeenCalledWith({
        ouest: 1.7667,
        sud: 45.2667,
        est: 1.7667,
        nord: 45.2667,
        zoom: 22,
        couvre: '1',
        lat: 45.2667,
        lon: 1.7667,
      });
    });

    it('sends the trade and every filter of the URL with the view and its list', async () => {
      renderPage(
        '/map?lat=45.2667&lon=1.7667&metier=2&couvre=1&noteMin=4&rge=1&avecAvis=1&urgence=1&dispo=7',
      );
      await artisansShown();
      const filters = {
        metier: 2,
        noteMin: 4,
        avecAvis: '1',
        rge: '1',
        urgence: '1',
        dispo: 7,
        couvre: '1',
        lat: 45.2667,
        lon: 1.7667,
      };
      await waitFor(() => expect(fetchMapView).toHaveBeenCalledWith({ ...BRIVE_BOX, zoom: 10, ...filters }));
      await waitFor(() =>
        expect(fetchMapViewArtisans).toHaveBeenCalledWith({ ...BRIVE_BOX, ...filters, page: 1 }),
      );
    });

    it('shows the « RGE » badge in the list and the popup, and the popup the rating as the cards write it', async () => {
      const user = userEvent.setup();
      denyGeolocation();
      renderPage();
      const list = await screen.findByRole('region', { name: 'Artisans dans la zone affichée' });
      const show = await within(list).findByRole('button', { name: 'Plomberie Lavergne' });
      const item = show.closest('li')!;
      expect(within(item).getByText('RGE', { exact: false, selector: 'span[title]' })).toBeInTheDocument();
      expect(
        within(within(list).getByRole('button', { name: 'Électricité Brive' }).closest('li')!).queryByText(
          /RGE/,
        ),
      ).toBeNull();
      await user.click(show);
      const popup = screen.getByTestId('popup');
      expect(within(popup).getByText('RGE', { exact: false, selector: 'span[title]' })).toBeInTheDocument();
      expect(within(popup).getByRole('img', { name: 'Note : 4,5 sur 5 (6 avis)' })).toHaveTextContent(
        '4,5(6 avis)',
      );
    });

    it('asks for nothing on the server, where the list says it is loading', () => {
      const client = createQueryClient();
      const html = renderToString(
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/map?lat=45.2667&lon=1.7667&metier=2']}>
            <MapPage />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      expect(html).toContain('Chargement des artisans...');
      expect(fetchMapView).not.toHaveBeenCalled();
      expect(fetchMapViewArtisans).not.toHaveBeenCalled();
    });

    it('renders the same filters on the server as in the browser: no hydration mismatch, the disclosure closed', async () => {
      const client = createQueryClient();
      const url = '/map?lat=45.2667&lon=1.7667&couvre=1&noteMin=4&rge=1';
      const { html, container, errors, root } = await renderOnServerThenHydrate(client, <MapPage />, {
        url,
        pattern: '/map',
      });
      expect(errors).toEqual([]);
      expect(html).toMatch(/<details [^>]*><summary [^>]*><span>Filtres \(3\)<\/span>/);
      expect(html).not.toMatch(/<details [^>]*open/);
      // Readable without JavaScript: the boxes are there, checked as the URL says, and wait for the page.
      expect(html).toMatch(/<input [^>]*id="carte-couvre"[^>]*checked=""/);
      expect(html).toMatch(/<input [^>]*id="carte-rge"[^>]*checked=""/);
      expect(html).toMatch(/<option value="4" selected="">4 et plus<\/option>/);
      expect(html).toMatch(/<input [^>]*id="carte-rge"[^>]*disabled=""/);
      // Once hydrated, the controls work.
      await waitFor(() => expect(within(container).getByRole('checkbox', { name: RGE })).toBeEnabled());
      act(() => root.unmount());
      container.remove();
    });
  });
});
