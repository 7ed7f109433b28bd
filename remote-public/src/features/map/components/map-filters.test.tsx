// The map's « Filtres (N) »: a native disclosure, its labels (the trade page's), its count, the keyboard, and what
// the server sends (closed, the controls disabled until hydration, readable without JavaScript).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { NO_MAP_FILTERS, type MapFilters as MapFiltersState } from '../utils/map-query';
import { MapFilters, type MapFiltersProps } from './map-filters';

const COUVRE = 'Seulement les artisans qui interviennent à cette adresse';

function props(overrides: Partial<MapFiltersProps> = {}): MapFiltersProps {
  return {
    filters: NO_MAP_FILTERS,
    withPoint: false,
    disabled: false,
    coverageCount: null,
    open: false,
    onOpenChange: jest.fn(),
    onChange: jest.fn(),
    ...overrides,
  };
}

/** The disclosure with its state kept, as the map page keeps it (the filters as the URL would say them). */
function Stateful({ onChange, ...rest }: Partial<MapFiltersProps>) {
  const [open, setOpen] = useState(false);
  const [filters, setFilters] = useState<MapFiltersState>(rest.filters ?? NO_MAP_FILTERS);
  return (
    <MapFilters
      {...props(rest)}
      filters={filters}
      open={open}
      onOpenChange={setOpen}
      onChange={(next) => {
        onChange?.(next);
        setFilters((current) => ({ ...current, ...next }));
      }}
    />
  );
}

const summary = () => screen.getByText(/^Filtres/).closest('summary')!;
const details = () => summary().closest('details')!;

describe('MapFilters', () => {
  it('is a native disclosure « Filtres », closed at first, with the trade page’s labels', () => {
    render(<MapFilters {...props({ withPoint: true })} />);
    expect(details()).not.toHaveAttribute('open');
    expect(summary()).toHaveTextContent(/^Filtres$/);
    const body = details();
    expect(within(body).getByRole('checkbox', { name: COUVRE })).not.toBeChecked();
    const note = within(body).getByRole('combobox', { name: 'Note minimale' });
    expect(note).toHaveValue('');
    expect(
      within(note)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toutes', '3 et plus', '4 et plus', '5']);
    expect(within(body).getByRole('checkbox', { name: 'Avec avis' })).not.toBeChecked();
    expect(
      within(body).getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' }),
    ).not.toBeChecked();
  });

  it('offers « Dépannage en urgence » and « Disponible sous » with its delays, and reports a change', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Stateful onChange={onChange} />);
    await user.click(summary());
    const dispo = screen.getByRole('combobox', { name: 'Disponible sous' });
    expect(
      within(dispo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Peu importe', '3 jours', '7 jours', '15 jours', '30 jours']);
    await user.click(screen.getByRole('checkbox', { name: 'Dépannage en urgence' }));
    expect(onChange).toHaveBeenLastCalledWith({ urgence: true });
    expect(screen.getByRole('checkbox', { name: 'Dépannage en urgence' })).toBeChecked();
    await user.selectOptions(dispo, '7 jours');
    expect(onChange).toHaveBeenLastCalledWith({ dispo: 7 });
    expect(summary()).toHaveTextContent(/^Filtres \(2\)$/);
    await user.selectOptions(dispo, 'Peu importe');
    expect(onChange).toHaveBeenLastCalledWith({ dispo: null });
  });

  it('offers « Intervient chez moi » only with a point', () => {
    render(<MapFilters {...props()} />);
    expect(screen.queryByRole('checkbox', { name: COUVRE })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Avec avis' })).toBeInTheDocument();
  });

  it('counts the filters on and shows each one’s state', () => {
    const { rerender } = render(
      <MapFilters {...props({ withPoint: true, filters: { ...NO_MAP_FILTERS, rge: true } })} />,
    );
    expect(summary()).toHaveTextContent(/^Filtres \(1\)$/);
    rerender(
      <MapFilters
        {...props({
          withPoint: true,
          filters: { ...NO_MAP_FILTERS, couvre: true, noteMin: 4, avecAvis: true, rge: true },
        })}
      />,
    );
    expect(summary()).toHaveTextContent(/^Filtres \(4\)$/);
    expect(screen.getByRole('checkbox', { name: COUVRE })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Note minimale' })).toHaveValue('4');
    expect(screen.getByRole('checkbox', { name: 'Avec avis' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' })).toBeChecked();
  });

  it('adds the note a shared link asks for beyond the offered ones', () => {
    render(<MapFilters {...props({ filters: { ...NO_MAP_FILTERS, noteMin: 2 } })} />);
    expect(screen.getByRole('combobox', { name: 'Note minimale' })).toHaveValue('2');
    expect(screen.getByRole('option', { name: '2 et plus' })).toBeInTheDocument();
  });

  it('is used by keyboard: Tab reaches the summary then each control in order, each change at once', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Stateful withPoint onChange={onChange} />);
    await user.tab();
    expect(summary()).toHaveFocus();
    // Browsers activate a focused summary with Enter or Space, a native disclosure; jsdom only with a click.
    await user.click(summary());
    expect(details()).toHaveAttribute('open');

    await user.tab();
    expect(screen.getByRole('checkbox', { name: COUVRE })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ couvre: true });
    expect(summary()).toHaveTextContent('Filtres (1)');

    await user.tab();
    const note = screen.getByRole('combobox', { name: 'Note minimale' });
    expect(note).toHaveFocus();
    await user.selectOptions(note, '4 et plus');
    expect(onChange).toHaveBeenLastCalledWith({ noteMin: 4 });

    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Avec avis' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ avecAvis: true });

    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ rge: true });
    expect(summary()).toHaveTextContent('Filtres (4)');

    await user.selectOptions(note, 'Toutes');
    expect(onChange).toHaveBeenLastCalledWith({ noteMin: null });
    expect(summary()).toHaveTextContent('Filtres (3)');

    // Closed again, its count still showing.
    await user.click(summary());
    expect(details()).not.toHaveAttribute('open');
    expect(summary()).toHaveTextContent('Filtres (3)');
  });

  it('says how many artisans come to the address once « Intervient chez moi » is on', () => {
    render(
      <MapFilters
        {...props({ withPoint: true, filters: { ...NO_MAP_FILTERS, couvre: true }, coverageCount: 12 })}
      />,
    );
    expect(screen.getByRole('checkbox', { name: COUVRE })).toHaveAccessibleDescription(
      '12 artisans interviennent à cette adresse.',
    );
  });

  it('disables its controls until the page can hear them, the summary still opening', async () => {
    const user = userEvent.setup();
    render(<Stateful withPoint disabled />);
    for (const control of [
      screen.getByRole('checkbox', { name: COUVRE }),
      screen.getByRole('combobox', { name: 'Note minimale' }),
      screen.getByRole('checkbox', { name: 'Avec avis' }),
      screen.getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' }),
    ]) {
      expect(control).toBeDisabled();
    }
    await user.click(summary());
    expect(details()).toHaveAttribute('open');
  });

  it('renders on the server as a closed native disclosure with its labelled controls and count', () => {
    const html = renderToString(
      <MapFilters
        {...props({
          withPoint: true,
          disabled: true,
          filters: { ...NO_MAP_FILTERS, couvre: true, noteMin: 4, avecAvis: false, rge: true },
        })}
      />,
    );
    expect(html).toMatch(/^<details [^>]*><summary [^>]*><span>Filtres \(3\)<\/span>/);
    expect(html).not.toMatch(/<details [^>]*open/);
    expect(html).toMatch(/<label [^>]*for="carte-note-min"[^>]*>Note minimale<\/label>/);
    expect(html).toMatch(/<option value="4" selected="">4 et plus<\/option>/);
    expect(html).toMatch(/<input [^>]*id="carte-rge"[^>]*checked=""/);
    expect(html).toContain('Artisans RGE (qualification valide)');
  });
});
