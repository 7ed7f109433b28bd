import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configureApi } from '../client/http';
import { RECHERCHE_LIMITS, RECHERCHE_TEXTS } from '../contract/recherche-texts';
import { createQueryClient } from '../query/query-client';
import { SearchBox } from './search-box';
import { suggestionsStatusText } from './use-combobox';

const fetchMock = jest.fn<Promise<Response>, [Request]>();
const SUGGESTIONS = [
  { id: 7, entrepriseNom: 'Plomberie Dupont', ville: 'Tulle', codePostal: '19000' },
  { id: 9, entrepriseNom: 'Plomberie du Causse', ville: 'Brive-la-Gaillarde', codePostal: '19100' },
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBox(defaultValue = '') {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/metiers']}>
        <SearchBox defaultValue={defaultValue} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const box = () => screen.getByRole('combobox', { name: RECHERCHE_TEXTS.label });
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  // React builds a FormData of a form submitted during a transition (react-router navigates in one); a browser's
  // takes the form, jest-fixed-jsdom's (Node's) refuses jsdom's elements.
  jest.spyOn(globalThis, 'FormData').mockImplementation(() => ({}) as FormData);
  jest.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify(SUGGESTIONS), { headers: { 'content-type': 'application/json' } }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApi({});
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const settle = () => act(() => jest.advanceTimersByTimeAsync(RECHERCHE_LIMITS.suggestionDebounceMs + 10));

describe('SearchBox', () => {
  it('is a search landmark whose form leads to /recherche without JavaScript', () => {
    renderBox();
    const form = screen.getByRole('search', { name: RECHERCHE_TEXTS.landmark });
    expect(form).toHaveAttribute('action', '/recherche');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'q');
    // The combobox role is allowed on a text box, not on type="search" (the W3C checker).
    expect(box()).toHaveAttribute('type', 'text');
    expect(box()).toHaveAttribute('placeholder', 'Artisan, entreprise, SIRET…');
    expect(box()).toHaveAttribute('maxLength', String(RECHERCHE_LIMITS.qMax));
    expect(screen.getByRole('button', { name: 'Rechercher' })).toHaveAttribute('type', 'submit');
  });

  it('opens the search page for the text typed, trimmed', async () => {
    renderBox();
    await user().type(box(), '  plombier tulle {Enter}');
    expect(where()).toBe('/recherche?q=plombier+tulle');
  });

  it('asks nothing below two characters, then once the keys pause', async () => {
    renderBox();
    await user().type(box(), 'p');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    await user().type(box(), 'lo');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(fetchMock.mock.calls[0]![0].url);
    expect(url.pathname).toBe('/api/recherche/suggestions');
    expect(url.searchParams.get('q')).toBe('plo');
    expect(await screen.findByRole('option', { name: /Plomberie Dupont/ })).toHaveTextContent('19000 Tulle');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(suggestionsStatusText(2))).toBeInTheDocument();
  });

  it('moves in the list with the arrow keys and opens the listing chosen with Enter', async () => {
    renderBox();
    const typing = user();
    await typing.type(box(), 'plo');
    await settle();
    await screen.findAllByRole('option');
    await typing.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Plomberie du Causse/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', second.id);
    await typing.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Plomberie Dupont/ })).toHaveAttribute('aria-selected', 'true');
    await typing.keyboard('{Enter}');
    expect(where()).toBe('/artisan/7');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list with Escape, and a click on a suggestion opens it', async () => {
    renderBox();
    const typing = user();
    await typing.type(box(), 'plo');
    await settle();
    await screen.findAllByRole('option');
    await typing.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await typing.type(box(), 'm');
    await settle();
    await typing.click(await screen.findByRole('option', { name: /Plomberie du Causse/ }));
    expect(where()).toBe('/artisan/9');
  });

  it('keeps the search working when the suggestions fail', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 503 }));
    renderBox();
    await user().type(box(), 'plomberie');
    await settle();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    fireEvent.submit(screen.getByRole('search'));
    expect(where()).toBe('/recherche?q=plomberie');
  });

  it('shows the query of the page it is on, and the next one when the page changes it', () => {
    const client = createQueryClient();
    const at = (value: string) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SearchBox defaultValue={value} />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const { rerender } = render(at('plombier tulle'));
    expect(box()).toHaveValue('plombier tulle');
    rerender(at('couvreur brive'));
    expect(box()).toHaveValue('couvreur brive');
  });

  it('says how many suggestions there are', () => {
    expect(suggestionsStatusText(0)).toBe('Aucune suggestion.');
    expect(suggestionsStatusText(1)).toBe('1 suggestion : flèches haut et bas pour les parcourir.');
    expect(suggestionsStatusText(8)).toBe('8 suggestions : flèches haut et bas pour les parcourir.');
  });
});
