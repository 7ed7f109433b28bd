import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchAddress } from '@annuaire/shared/client/geo';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { MapSearchBar, type SearchMode } from './map-search-bar';

jest.mock('@annuaire/shared/client/geo', () => ({ searchAddress: jest.fn() }));
const mockedSearch = jest.mocked(searchAddress);

function place(label: string, postcode: string, lon: number, lat: number): AddressFeature {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lon, lat] },
    properties: { id: `${label}-${postcode}`, label, postcode },
  };
}

const BRIVE = place('Brive-la-Gaillarde', '19100', 1.5333, 45.1589);
const MALEMORT = place('Malemort', '19360', 1.5633, 45.17);
const TRADES: Specialite[] = [
  { id: 1, metier: 'Électricien', pathImg: null },
  { id: 2, metier: 'Plombier', pathImg: null },
];

/** The bar as the map page holds it, in place mode; `onPlaceSelect` is what recentres the map. */
function Harness({ onPlaceSelect }: { onPlaceSelect: (feature: AddressFeature) => void }) {
  const [mode, setMode] = useState<SearchMode>('lieu');
  const [placeQuery, setPlaceQuery] = useState('');
  const [tradeQuery, setTradeQuery] = useState('');
  return (
    <MapSearchBar
      mode={mode}
      onModeChange={setMode}
      specialites={{ status: 'success', data: TRADES }}
      selectedTrade={null}
      onSelectTrade={jest.fn()}
      tradeQuery={tradeQuery}
      onTradeQueryChange={setTradeQuery}
      placeQuery={placeQuery}
      onPlaceQueryChange={setPlaceQuery}
      onPlaceSelect={(feature) => {
        setPlaceQuery(feature.properties.label);
        onPlaceSelect(feature);
      }}
    />
  );
}

function setup() {
  const onPlaceSelect = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Harness onPlaceSelect={onPlaceSelect} />);
  return { user, onPlaceSelect, input: screen.getByRole('combobox', { name: 'Recherche par lieu' }) };
}

async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  mockedSearch.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('MapSearchBar, place mode', () => {
  it('recentres on the first suggestion of a place typed but not chosen, on Enter', async () => {
    mockedSearch.mockResolvedValue([BRIVE, MALEMORT]);
    const { user, onPlaceSelect, input } = setup();
    await user.type(input, 'Brive');
    await wait(300);
    expect(await screen.findByRole('option', { name: /Malemort/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onPlaceSelect).toHaveBeenCalledWith(BRIVE));
    expect(input).toHaveValue('Brive-la-Gaillarde');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(mockedSearch).toHaveBeenCalledTimes(1);
    // Enter again on the place chosen recentres there again, without asking.
    await user.keyboard('{Enter}');
    expect(onPlaceSelect).toHaveBeenCalledTimes(2);
    expect(onPlaceSelect).toHaveBeenLastCalledWith(BRIVE);
    expect(mockedSearch).toHaveBeenCalledTimes(1);
  });

  it('asks at once for a postcode typed just before Enter', async () => {
    mockedSearch.mockResolvedValue([BRIVE]);
    const { user, onPlaceSelect, input } = setup();
    await user.type(input, '19100{Enter}');
    await waitFor(() => expect(onPlaceSelect).toHaveBeenCalledWith(BRIVE));
    expect(mockedSearch).toHaveBeenCalledWith('19100', 5);
    await wait(1000);
    expect(mockedSearch).toHaveBeenCalledTimes(1);
  });

  it('still chooses the suggestion the arrows are on', async () => {
    mockedSearch.mockResolvedValue([BRIVE, MALEMORT]);
    const { user, onPlaceSelect, input } = setup();
    await user.type(input, 'Brive');
    await wait(300);
    await screen.findByRole('option', { name: /Malemort/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPlaceSelect).toHaveBeenCalledTimes(1);
    expect(onPlaceSelect).toHaveBeenCalledWith(MALEMORT);
  });

  it('says that no place matches and leaves the map where it is', async () => {
    mockedSearch.mockResolvedValue([]);
    const { user, onPlaceSelect, input } = setup();
    await user.type(input, 'xyz{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Aucun lieu ne correspond à « xyz ».');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain('map-place-search-erreur');
    expect(onPlaceSelect).not.toHaveBeenCalled();
    await user.type(input, 'z');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does nothing on Enter in an empty box', async () => {
    const { user, onPlaceSelect, input } = setup();
    await user.type(input, '{Enter}');
    await wait(1000);
    expect(mockedSearch).not.toHaveBeenCalled();
    expect(onPlaceSelect).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
