import fs from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchAddress } from '@annuaire/shared/client/geo';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import { renderAt, stubFormData } from '../../../test/render-at';
import type { SpecialitesQueryResult } from '@annuaire/shared/query/specialites';
import { HomeSearch, mapHrefFor, searchHref } from './home-search';

jest.mock('@annuaire/shared/client/geo', () => ({ searchAddress: jest.fn() }));

const TRADES = {
  status: 'success',
  data: [
    { id: 2, metier: 'Électricien', pathImg: null },
    { id: 1, metier: 'Plombier', pathImg: null },
  ],
} as SpecialitesQueryResult;

const TULLE: AddressFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [1.7667, 45.2667] },
  properties: { id: '19272', label: 'Tulle', postcode: '19000' },
};
const BRIVE: AddressFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [1.5333, 45.1589] },
  properties: { id: '19031', label: 'Brive-la-Gaillarde', postcode: '19100' },
};
const MALEMORT: AddressFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [1.5633, 45.17] },
  properties: { id: '19123', label: 'Malemort', postcode: '19360' },
};

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt(<HomeSearch trades={TRADES} />, { url: '/' });
  return { user, input: screen.getByRole('combobox', { name: 'Où ?' }) };
}

async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

const currentPath = () => screen.getByTestId('location').textContent;

describe('the home search, its « Où ? » field', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    stubFormData();
  });
  afterEach(() => jest.useRealTimers());

  it('goes to the map centred on the chosen place', async () => {
    jest.mocked(searchAddress).mockResolvedValue([TULLE]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt(<HomeSearch trades={TRADES} />, { url: '/' });
    await user.type(screen.getByRole('combobox', { name: 'Où ?' }), 'tul');
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    await user.click(await screen.findByRole('option', { name: /Tulle/ }));
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/map?lat=45.2667&lon=1.7667');
  });

  it('goes to all the trades when both boxes are empty, asking no address', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(currentPath()).toBe('/metiers');
    expect(searchAddress).not.toHaveBeenCalled();
  });

  it('takes the first suggestion shown for a text typed but not chosen, on Enter', async () => {
    jest.mocked(searchAddress).mockResolvedValue([BRIVE, MALEMORT]);
    const { user, input } = setup();
    await user.type(input, 'Brive');
    await wait(300);
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/map?lat=45.1589&lon=1.5333'));
    expect(input).toHaveValue('Brive-la-Gaillarde');
    // The answer shown is used: no second request.
    expect(searchAddress).toHaveBeenCalledTimes(1);
  });

  it('asks at once for a text typed just before "Chercher", and goes to its first suggestion', async () => {
    jest.mocked(searchAddress).mockResolvedValue([BRIVE, MALEMORT]);
    const { user, input } = setup();
    await user.type(input, '19100');
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    await waitFor(() => expect(currentPath()).toBe('/map?lat=45.1589&lon=1.5333'));
    expect(searchAddress).toHaveBeenCalledWith('19100', 5);
    // The pause after the keystrokes asks nothing more.
    await wait(1000);
    expect(searchAddress).toHaveBeenCalledTimes(1);
  });

  it('waits for the answer on its way, "Chercher" busy meanwhile', async () => {
    let answer: (features: AddressFeature[]) => void = () => undefined;
    jest.mocked(searchAddress).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user, input } = setup();
    await user.type(input, 'Brive');
    await wait(300);
    expect(searchAddress).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: 'Chercher' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(currentPath()).toBe('/');
    await act(async () => answer([BRIVE]));
    await waitFor(() => expect(currentPath()).toBe('/map?lat=45.1589&lon=1.5333'));
    expect(searchAddress).toHaveBeenCalledTimes(1);
  });

  it('searches again a text changed after a choice', async () => {
    jest.mocked(searchAddress).mockResolvedValueOnce([TULLE]).mockResolvedValue([BRIVE]);
    const { user, input } = setup();
    await user.type(input, 'tul');
    await wait(300);
    await user.click(await screen.findByRole('option', { name: /Tulle/ }));
    await user.clear(input);
    await user.type(input, 'brive');
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    await waitFor(() => expect(currentPath()).toBe('/map?lat=45.1589&lon=1.5333'));
  });

  it('says that no place matches, next to the box, and goes nowhere', async () => {
    jest.mocked(searchAddress).mockResolvedValue([]);
    const { user, input } = setup();
    await user.type(input, 'xyz');
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Aucun lieu ne correspond à « xyz ».');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.querySelector('p')?.id);
    expect(currentPath()).toBe('/');
    // One message, not also the list's own.
    expect(screen.queryByText('Aucune adresse trouvée.', { selector: 'p' })).not.toBeInTheDocument();
    await user.type(input, 'z');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so as well for a text too short to be searched, asking nothing', async () => {
    const { user, input } = setup();
    await user.type(input, 'ab{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucun lieu ne correspond à « ab ».');
    expect(searchAddress).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/');
  });

  it('builds /map?lat={latitude}&lon={longitude} from GeoJSON coordinates (longitude first)', () => {
    expect(mapHrefFor(TULLE)).toBe('/map?lat=45.2667&lon=1.7667');
    expect(mapHrefFor(null)).toBe('/map');
  });

  it('on a phone, lays the suggestions in the page under the box, so that they never cover « Chercher »', async () => {
    jest.mocked(searchAddress).mockResolvedValue([TULLE, BRIVE]);
    const { user, input } = setup();
    await user.type(input, 'tul');
    await wait(300);
    const list = await screen.findByRole('listbox', { name: 'Où ?' });
    // The rule of the stacked layout (below 30em, where « Chercher » is under the box) reaches the list's popup…
    const css = fs.readFileSync(path.join(__dirname, 'home-search.module.css'), 'utf8');
    const phone = css.slice(css.indexOf('@media (max-width: 29.99em)'));
    const rule = /([^{}]+)\{[^{}]*position:\s*static[^{}]*\}/.exec(phone);
    expect(rule).not.toBeNull();
    const selector = rule![1]!.trim();
    expect(selector).toBe(".placeAddress > div:has(> [role='listbox'])");
    const popup = document.querySelector(selector);
    expect(popup).not.toBeNull();
    expect(popup).toContainElement(list);
    // …and nothing else: the box and the button stay where they are.
    expect(popup).not.toContainElement(input);
    expect(popup).not.toContainElement(screen.getByRole('button', { name: 'Chercher' }));
    // The stacked layout's breakpoint is the row's: side by side from 30em.
    expect(css).toMatch(/stackThenRow/);
  });
});

describe('the home search « Quoi ? Où ? »', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    stubFormData();
  });
  afterEach(() => jest.useRealTimers());

  it('is one search with both fields and one « Chercher »', () => {
    setup();
    const search = screen.getByRole('search', { name: 'Rechercher un artisan' });
    expect(search).toContainElement(screen.getByRole('combobox', { name: 'Quoi ?' }));
    expect(search).toContainElement(screen.getByRole('combobox', { name: 'Où ?' }));
    expect(screen.getAllByRole('button', { name: 'Chercher' })).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Où ?' })).toHaveAttribute(
      'placeholder',
      'Ville ou code postal',
    );
  });

  it('a trade and a place: the trade page around the place, the place kept', async () => {
    jest.mocked(searchAddress).mockResolvedValue([TULLE]);
    const { user, input } = setup();
    await user.click(screen.getByRole('combobox', { name: 'Quoi ?' }));
    await user.click(screen.getByRole('option', { name: 'Plombier' }));
    await user.type(input, 'tul');
    await wait(300);
    await user.click(await screen.findByRole('option', { name: /Tulle/ }));
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    await waitFor(() => expect(currentPath()).toBe('/metier/1?lat=45.2667&lon=1.7667&lieu=Tulle'));
  });

  it('texts typed in both, chosen by « Chercher »: « plomb » and « Tulle »', async () => {
    jest.mocked(searchAddress).mockResolvedValue([TULLE]);
    const { user, input } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Quoi ?' }), 'plomb');
    await user.type(input, 'Tulle');
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/metier\/1\?lat=45\.2667&lon=1\.7667&lieu=Tulle/));
  });

  it('says which field found nothing, each next to its box, and goes nowhere', async () => {
    jest.mocked(searchAddress).mockResolvedValue([]);
    const { user, input } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Quoi ?' }), 'plomx');
    await user.type(input, 'xyz');
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Aucune spécialité ne correspond à « plomx ».',
      'Aucun lieu ne correspond à « xyz ».',
    ]);
    expect(currentPath()).toBe('/');
  });

  it('builds each destination', () => {
    const plombier = { id: 1, metier: 'Plombier', pathImg: null };
    expect(searchHref(plombier, TULLE)).toBe('/metier/1?lat=45.2667&lon=1.7667&lieu=Tulle');
    expect(searchHref(plombier, null)).toBe('/metier/1');
    expect(searchHref(null, TULLE)).toBe('/map?lat=45.2667&lon=1.7667');
    expect(searchHref(null, null)).toBe('/metiers');
  });
});
