import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { AddressFeature } from '../contract/address';
import { searchAddress } from '../client/geo';
import { AddressSearch, type AddressSearchHandle } from './address-search';

jest.mock('../client/geo', () => ({ searchAddress: jest.fn() }));
const mockedSearch = jest.mocked(searchAddress);

function place(label: string, postcode: string, lon = 1.5, lat = 45.1): AddressFeature {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lon, lat] },
    properties: { id: `${label}-${postcode}`, label, postcode, context: '19, Corrèze, Nouvelle-Aquitaine' },
  };
}

const BRIVE = place('Brive-la-Gaillarde', '19100', 1.5333, 45.1589);
const TULLE = place('Tulle', '19000', 1.7667, 45.2667);

/** What the 'Chercher' button of the harness got from chooseFirst. */
let chosenFirst: AddressFeature | null | undefined;

function Harness({
  onSelect = jest.fn(),
  limit,
  invalid,
}: {
  onSelect?: (feature: AddressFeature) => void;
  limit?: number;
  invalid?: boolean;
}) {
  const [value, setValue] = useState('');
  const handle = useRef<AddressSearchHandle>(null);
  return (
    <>
      {/* A page's reset: it empties the box, then gives it the focus back. */}
      <button
        type="button"
        onClick={() => {
          flushSync(() => setValue(''));
          document.getElementById('lieu')?.focus();
        }}
      >
        Vider
      </button>
      <AddressSearch
        id="lieu"
        handleRef={handle}
        label="Code postal ou ville :"
        value={value}
        onValueChange={setValue}
        onSelect={onSelect}
        limit={limit}
        invalid={invalid}
        describedBy={invalid ? 'lieu-message' : undefined}
      />
      {invalid ? <p id="lieu-message">Aucun lieu ne correspond.</p> : null}
      <button type="button">Ailleurs</button>
      <button
        type="button"
        onClick={() => {
          void handle.current?.chooseFirst().then((feature) => (chosenFirst = feature));
        }}
      >
        Chercher
      </button>
    </>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(<Harness {...props} />);
  return { user, input: screen.getByRole('combobox', { name: 'Code postal ou ville :' }), ...view };
}

async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  mockedSearch.mockReset();
  chosenFirst = undefined;
});
afterEach(() => {
  jest.useRealTimers();
});

describe('AddressSearch', () => {
  it('asks nothing under 3 non-blank characters, and the list stays empty', async () => {
    const { user, input } = setup();
    await user.type(input, ' b r ');
    await wait(1000);
    expect(mockedSearch).not.toHaveBeenCalled();
    expect(screen.queryByText('Chargement...')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('waits 300 ms after the last keystroke, says "Chargement..." meanwhile, then shows at most 5 suggestions', async () => {
    mockedSearch.mockResolvedValue(
      Array.from({ length: 7 }, (_, index) => place(`Ville ${index + 1}`, `1910${index}`)),
    );
    const { user, input } = setup();
    await user.type(input, 'Bri');
    await wait(200);
    await user.type(input, 'v');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    await wait(299);
    expect(mockedSearch).not.toHaveBeenCalled();
    await wait(1);
    expect(mockedSearch).toHaveBeenCalledTimes(1);
    expect(mockedSearch).toHaveBeenCalledWith('Briv', 5);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Chargement...')).not.toBeInTheDocument();
  });

  it('shows no more than the given limit', async () => {
    mockedSearch.mockResolvedValue([BRIVE, TULLE]);
    const { user, input } = setup({ limit: 1 });
    await user.type(input, 'tul');
    await wait(300);
    expect(mockedSearch).toHaveBeenCalledWith('tul', 1);
    expect(await screen.findAllByRole('option')).toHaveLength(1);
  });

  it('is driven by the keyboard: arrows move, Enter chooses and closes', async () => {
    mockedSearch.mockResolvedValue([BRIVE, TULLE]);
    const onSelect = jest.fn();
    const { user, input } = setup({ onSelect });
    await user.type(input, 'brive');
    await wait(300);
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Tulle/ })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', 'lieu-suggestions-1');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Brive/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(BRIVE);
    expect(input).toHaveValue('Brive-la-Gaillarde');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Choosing is not typing: no new search follows.
    await wait(1000);
    expect(mockedSearch).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, opens again on ArrowDown', async () => {
    mockedSearch.mockResolvedValue([BRIVE]);
    const { user, input } = setup();
    await user.type(input, 'brive');
    await wait(300);
    await screen.findByRole('option');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Brive/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('chooses with a click, closes on an outside click and opens again on focus', async () => {
    mockedSearch.mockResolvedValue([BRIVE, TULLE]);
    const onSelect = jest.fn();
    const { user, input } = setup({ onSelect });
    await user.type(input, 'tulle');
    await wait(300);
    await screen.findAllByRole('option');
    fireEvent.pointerDown(document.body);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: /Tulle/ }));
    expect(onSelect).toHaveBeenCalledWith(TULLE);
    expect(input).toHaveValue('Tulle');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no former suggestion once the page emptied the box and gave it the focus back', async () => {
    mockedSearch.mockResolvedValue([BRIVE, TULLE]);
    const { user, input } = setup();
    await user.type(input, 'tulle');
    await wait(300);
    await user.click(screen.getByRole('option', { name: /Tulle/ }));
    await user.click(screen.getByRole('button', { name: 'Vider' }));
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes when the focus leaves it', async () => {
    mockedSearch.mockResolvedValue([BRIVE]);
    const { user, input } = setup();
    await user.type(input, 'brive');
    await wait(300);
    await screen.findByRole('option');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ailleurs' })).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores an answer that arrives after a newer search', async () => {
    let answerFirst: (features: AddressFeature[]) => void = () => undefined;
    mockedSearch
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce([TULLE]);
    const { user, input } = setup();
    await user.type(input, 'bri');
    await wait(300);
    await user.clear(input);
    await user.type(input, 'tul');
    await wait(300);
    expect(await screen.findByRole('option', { name: /Tulle/ })).toBeInTheDocument();
    await act(async () => answerFirst([BRIVE]));
    expect(screen.queryByRole('option', { name: /Brive/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('empties the list when the text becomes too short again', async () => {
    mockedSearch.mockResolvedValue([BRIVE]);
    const { user, input } = setup();
    await user.type(input, 'bri');
    await wait(300);
    await screen.findByRole('option');
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches (a failed search gives no suggestion either)', async () => {
    mockedSearch.mockResolvedValue([]);
    const { user, input } = setup();
    await user.type(input, 'zzzz');
    await wait(300);
    expect(await screen.findByText('Aucune adresse trouvée.', { selector: 'p' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the box invalid and described by a message beside it, when told', () => {
    render(<Harness invalid />);
    const input = screen.getByRole('combobox', { name: 'Code postal ou ville :' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/^Aucun lieu ne correspond\.\s*$/);
  });
});

describe('AddressSearch, first suggestion of a text typed but not chosen (handleRef)', () => {
  const search = () => screen.getByRole('button', { name: 'Chercher' });

  it('chooses the first suggestion shown, as a click would, without asking again', async () => {
    mockedSearch.mockResolvedValue([BRIVE, TULLE]);
    const onSelect = jest.fn();
    const { user, input } = setup({ onSelect });
    await user.type(input, 'briv');
    await wait(300);
    await screen.findByRole('option', { name: /Tulle/ });
    await user.click(search());
    await act(async () => undefined);
    expect(chosenFirst).toEqual(BRIVE);
    expect(onSelect).toHaveBeenCalledWith(BRIVE);
    expect(input).toHaveValue('Brive-la-Gaillarde');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(mockedSearch).toHaveBeenCalledTimes(1);
  });

  it('waits for the answer on its way, without asking twice', async () => {
    let answer: (features: AddressFeature[]) => void = () => undefined;
    mockedSearch.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const onSelect = jest.fn();
    const { user, input } = setup({ onSelect });
    await user.type(input, 'tulle');
    await wait(300);
    await user.click(search());
    expect(onSelect).not.toHaveBeenCalled();
    await act(async () => answer([TULLE, BRIVE]));
    expect(chosenFirst).toEqual(TULLE);
    expect(onSelect).toHaveBeenCalledWith(TULLE);
    expect(mockedSearch).toHaveBeenCalledTimes(1);
  });

  it('asks at once when the pause after the keystrokes is not over', async () => {
    mockedSearch.mockResolvedValue([TULLE]);
    const onSelect = jest.fn();
    const { user, input } = setup({ onSelect });
    await user.type(input, '19000');
    await user.click(search());
    await act(async () => undefined);
    expect(mockedSearch).toHaveBeenCalledWith('19000', 5);
    expect(onSelect).toHaveBeenCalledWith(TULLE);
    await wait(1000);
    expect(mockedSearch).toHaveBeenCalledTimes(1);
  });

  it('gives null, choosing nothing, when nothing matches (the list closes) or the text is too short', async () => {
    mockedSearch.mockResolvedValue([]);
    const onSelect = jest.fn();
    const { user, input } = setup({ onSelect });
    await user.type(input, 'zzzz');
    await user.click(search());
    await act(async () => undefined);
    expect(chosenFirst).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.queryByText('Aucune adresse trouvée.', { selector: 'p' })).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'ab');
    chosenFirst = undefined;
    mockedSearch.mockClear();
    await user.click(search());
    await act(async () => undefined);
    expect(chosenFirst).toBeNull();
    expect(mockedSearch).not.toHaveBeenCalled();
  });

  it('gives null, choosing nothing, when the text changed while it waited', async () => {
    let answer: (features: AddressFeature[]) => void = () => undefined;
    mockedSearch
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValue([BRIVE]);
    const onSelect = jest.fn();
    const { user, input } = setup({ onSelect });
    await user.type(input, 'tulle');
    await user.click(search());
    await user.type(input, 's');
    await act(async () => answer([TULLE]));
    expect(chosenFirst).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveValue('tulles');
  });
});
