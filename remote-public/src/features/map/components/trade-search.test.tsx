import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import type { Loadable } from '../../../utils/loadable';
import { TradeSearch } from './trade-search';

const trades: Specialite[] = [
  { id: 1, metier: 'Électricien', pathImg: null },
  { id: 2, metier: 'Plombier', pathImg: null },
  { id: 3, metier: 'Peintre', pathImg: null },
];

function Harness({
  specialites = { status: 'success', data: trades },
  initial = null,
  onSelect = jest.fn(),
}: {
  specialites?: Loadable<Specialite[]>;
  initial?: number | null;
  onSelect?: jest.Mock;
}) {
  const [selectedId, setSelectedId] = useState<number | null>(initial);
  const [query, setQuery] = useState('');
  return (
    <TradeSearch
      specialites={specialites}
      selected={trades.find((trade) => trade.id === selectedId) ?? null}
      onSelect={(id) => {
        onSelect(id);
        setSelectedId(id);
      }}
      query={query}
      onQueryChange={setQuery}
    />
  );
}

function options() {
  return within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
}

describe('TradeSearch', () => {
  it('opens the full list on focus and filters it, ignoring case and accents', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Recherche par métier' });
    expect(box).toHaveAttribute('placeholder', 'Recherche par métier...');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toEqual(['Électricien', 'Plombier', 'Peintre']);
    await user.type(box, 'ELEC');
    expect(options()).toEqual(['Électricien']);
    await user.clear(box);
    await user.type(box, 'xyz');
    expect(options()).toEqual([]);
    expect(screen.getByText('Aucun métier ne correspond à votre recherche.')).toBeInTheDocument();
  });

  it('selects a clicked trade, shows it, and leaves it out of the list', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'plo');
    await user.click(screen.getByRole('option', { name: 'Plombier' }));
    expect(onSelect).toHaveBeenLastCalledWith(2);
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Plombier', pressed: true })).toBeInTheDocument();
    await user.click(box);
    expect(options()).toEqual(['Électricien', 'Peintre']);
  });

  it('deselects when the selected trade is clicked again', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Harness initial={2} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Plombier', pressed: true }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: 'Plombier' })).toBeNull();
  });

  it('deselects and empties the box with the clear button', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Harness initial={3} onSelect={onSelect} />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'él');
    await user.click(screen.getByRole('button', { name: 'Effacer la recherche et le métier choisi' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Peintre', pressed: true })).toBeNull();
  });

  it('works with the keyboard: arrows move, Enter selects, Escape closes', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    const box = screen.getByRole('combobox');
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const active = box.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('Plombier');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.getElementById(box.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent(
      'Peintre',
    );
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(3);
  });

  it('closes on a click outside, choosing nothing', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(
      <>
        <Harness onSelect={onSelect} />
        <p>Ailleurs</p>
      </>,
    );
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByText('Ailleurs'));
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { pressed: true })).toBeNull();
  });

  it('selects on Enter the only trade that matches a text typed but not chosen', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'plomb{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(2);
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Plombier', pressed: true })).toBeInTheDocument();
  });

  it('selects on Enter the first of several trades that match', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox'), 'P{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(2);
  });

  it('says on Enter that no trade matches, and selects nothing', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'plomx{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Aucun métier ne correspond à « plomx ».');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Aucun métier ne correspond à « plomx ».');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('plomx');
    expect(onSelect).not.toHaveBeenCalled();
    await user.type(box, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the selected trade when Enter is pressed on its name, and does nothing on an empty box', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Harness initial={2} onSelect={onSelect} />);
    const box = screen.getByRole('combobox');
    await user.type(box, '{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await user.type(box, 'plombier{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(box).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Plombier', pressed: true })).toBeInTheDocument();
  });

  it('says when the trades are loading or could not be loaded', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness specialites={{ status: 'loading' }} />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByText('Chargement des métiers...')).toBeInTheDocument();
    rerender(<Harness specialites={{ status: 'error' }} />);
    expect(screen.getByText("Les métiers n'ont pas pu être chargés.")).toBeInTheDocument();
    expect(options()).toEqual([]);
  });
});
