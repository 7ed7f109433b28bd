import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchAddress } from '@annuaire/shared/client/geo';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import { renderAt, stubFormData } from '../../../test/render-at';
import { mapHrefFor, PlaceSearch } from './place-search';

jest.mock('@annuaire/shared/client/geo', () => ({ searchAddress: jest.fn() }));

const TULLE: AddressFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [1.7667, 45.2667] },
  properties: { id: '19272', label: 'Tulle', postcode: '19000' },
};

describe('PlaceSearch', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    stubFormData();
  });
  afterEach(() => jest.useRealTimers());

  it('goes to the map centred on the chosen place', async () => {
    jest.mocked(searchAddress).mockResolvedValue([TULLE]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt(<PlaceSearch />, { url: '/' });
    await user.type(screen.getByRole('combobox', { name: 'Lieu' }), 'tul');
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    await user.click(await screen.findByRole('option', { name: /Tulle/ }));
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/map?lat=45.2667&lon=1.7667');
  });

  it('goes to the whole map when no place is chosen, or when the text changed after the choice', async () => {
    jest.mocked(searchAddress).mockResolvedValue([TULLE]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt(<PlaceSearch />, { url: '/' });
    const input = screen.getByRole('combobox', { name: 'Lieu' });
    await user.type(input, 'tul');
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    await user.click(await screen.findByRole('option', { name: /Tulle/ }));
    await user.type(input, 'x');
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/map$/);
  });

  it('builds /map?lat={latitude}&lon={longitude} from GeoJSON coordinates (longitude first)', () => {
    expect(mapHrefFor(TULLE)).toBe('/map?lat=45.2667&lon=1.7667');
    expect(mapHrefFor(null)).toBe('/map');
  });
});
