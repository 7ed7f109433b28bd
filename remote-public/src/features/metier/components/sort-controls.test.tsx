// SortControls in the browser: the GET form that works without JavaScript (its fields named as the URL's
// parameters), with JavaScript each change at once (no submit, no « Appliquer » button), the labels, the disclosure
// « Filtres (N) » and the keyboard, and a clean hydration of the server's HTML.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { DEFAULT_TRADE_QUERY, type TradeQuery } from '../utils/trade-query';
import { SortControls, type SortControlsProps } from './sort-controls';

jest.mock('@annuaire/shared/client/geo', () => ({ searchAddress: jest.fn().mockResolvedValue([]) }));

const TULLE: Partial<TradeQuery> = { origin: { lat: 45.2667, lon: 1.7667 }, place: 'Tulle' };

function controls({
  query,
  ...props
}: Partial<Omit<SortControlsProps, 'query'>> & { query?: Partial<TradeQuery> } = {}) {
  return withQueryClient(
    <MemoryRouter initialEntries={['/metier/3']}>
      <SortControls
        path="/metier/3"
        query={{ ...DEFAULT_TRADE_QUERY, ...query }}
        locating={false}
        locateFailed={false}
        onSortChange={() => undefined}
        onPlace={() => undefined}
        onLocate={() => undefined}
        onFiltersChange={() => undefined}
        {...props}
      />
    </MemoryRouter>,
  );
}

/** Whether a submit reached the browser, seen after React's handlers; jsdom cannot load the page, so it stops there. */
function watchSubmits(): { submitted: boolean[]; stop: () => void } {
  const submitted: boolean[] = [];
  const listener = (event: Event) => {
    submitted.push(!event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('submit', listener);
  return { submitted, stop: () => window.removeEventListener('submit', listener) };
}

const sortSelect = () => screen.getByRole('combobox', { name: 'Trier par' });
const summary = () => screen.getByText(/^Filtres/).closest('summary')!;
const details = () => summary().closest('details')!;

describe('SortControls', () => {
  it('is a GET form to the trade page whose fields are named as the URL’s parameters', () => {
    render(controls({ query: { ...TULLE, couvre: true, noteMin: 4, avecAvis: true, rge: true } }));
    const form = sortSelect().closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/metier/3');
    expect(sortSelect()).toHaveAttribute('name', 'tri');
    expect(screen.getByRole('combobox', { name: 'Note minimale' })).toHaveAttribute('name', 'noteMin');
    expect(screen.getByRole('checkbox', { name: 'Avec avis' })).toHaveAttribute('name', 'avecAvis');
    expect(screen.getByRole('checkbox', { name: 'Avec avis' })).toHaveAttribute('value', '1');
    const rge = screen.getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' });
    expect(rge).toHaveAttribute('name', 'rge');
    expect(rge).toHaveAttribute('value', '1');
    expect(rge).toBeChecked();
    expect(form).toContainElement(rge);
    const couvre = screen.getByRole('checkbox', {
      name: 'Seulement les artisans qui interviennent à cette adresse',
    });
    expect(couvre).toHaveAttribute('name', 'couvre');
    expect(couvre).toHaveAttribute('value', '1');
    // The point goes with the form, so that applying other choices without JavaScript keeps it.
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
        input.name,
        input.value,
      ]),
    );
    // couvre=0 after the box: an unchecked box turns off the coverage that a place brings by default.
    expect(hidden).toEqual({ lat: '45.2667', lon: '1.7667', lieu: 'Tulle', couvre: '0' });
  });

  it('offers the three orders of the contract and the page’s choices of note', () => {
    render(controls({ query: { sort: 'note', noteMin: 3 } }));
    expect(
      within(sortSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pertinence', 'Localisation', 'Mieux notés']);
    expect(sortSelect()).toHaveValue('note');
    const note = screen.getByRole('combobox', { name: 'Note minimale' });
    expect(
      within(note)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toutes', '3 et plus', '4 et plus', '5']);
    expect(note).toHaveValue('3');
  });

  it('shows a minimum note the URL asks beyond the offered ones', () => {
    render(controls({ query: { noteMin: 2 } }));
    const note = screen.getByRole('combobox', { name: 'Note minimale' });
    expect(note).toHaveValue('2');
    expect(within(note).getByRole('option', { name: '2 et plus' })).toBeInTheDocument();
  });

  it('links beside « Trier par » to how the artisans are ordered', () => {
    render(controls());
    const link = screen.getByRole('link', { name: 'Comment sont classés les artisans ?' });
    expect(link).toHaveAttribute('href', '/fonctionnement-des-avis#classement');
    expect(sortSelect().closest('form')).toContainElement(link);
    expect(sortSelect().compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers the address of the work with any order, and the coverage filter only once there is a point', () => {
    const { unmount } = render(controls());
    expect(screen.getByRole('combobox', { name: 'Adresse des travaux' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Utiliser ma position' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /interviennent à cette adresse/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Distances depuis/)).not.toBeInTheDocument();
    unmount();
    render(controls({ query: { sort: 'note', ...TULLE } }));
    expect(screen.getByRole('checkbox', { name: /interviennent à cette adresse/ })).not.toBeChecked();
    expect(screen.getByText('Distances depuis Tulle.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Adresse des travaux' })).toHaveValue('Tulle');
  });

  it('says where distances come from, or what Localisation still needs', () => {
    const { rerender } = render(controls({ query: { sort: 'distance', ...TULLE } }));
    expect(screen.getByText('Du plus proche au plus éloigné de Tulle.')).toBeInTheDocument();
    rerender(controls({ query: { sort: 'distance', origin: { lat: 45, lon: 1 } } }));
    expect(screen.getByText('Du plus proche au plus éloigné de votre position.')).toBeInTheDocument();
    rerender(controls({ query: { sort: 'distance' }, locating: true }));
    expect(screen.getByText('Recherche de votre position…')).toBeInTheDocument();
    rerender(controls({ query: { sort: 'distance' } }));
    expect(
      screen.getByText('Indiquez l’adresse des travaux, ou utilisez votre position.'),
    ).toBeInTheDocument();
    rerender(controls({ query: { sort: 'distance' }, locateFailed: true }));
    expect(screen.getByText('Indiquez l’adresse des travaux pour trier par distance.')).toBeInTheDocument();
  });

  it('links « Effacer l’adresse » to the same search without its point, its coverage nor Localisation', () => {
    render(
      controls({ query: { sort: 'distance', ...TULLE, couvre: true, avecAvis: true, rge: true, page: 3 } }),
    );
    expect(screen.getByRole('link', { name: 'Effacer l’adresse' })).toHaveAttribute(
      'href',
      '/metier/3?avecAvis=1&rge=1',
    );
  });

  it('counts the filters on in the disclosure « Filtres », closed at first', () => {
    const { rerender } = render(controls());
    expect(summary()).toHaveTextContent(/^Filtres$/);
    expect(details()).not.toHaveAttribute('open');
    rerender(controls({ query: { noteMin: 4, avecAvis: true } }));
    expect(summary()).toHaveTextContent(/^Filtres \(2\)$/);
    rerender(controls({ query: { ...TULLE, couvre: true, noteMin: 4, avecAvis: true } }));
    expect(summary()).toHaveTextContent(/^Filtres \(3\)$/);
    rerender(controls({ query: { ...TULLE, couvre: true, noteMin: 4, avecAvis: true, rge: true } }));
    expect(summary()).toHaveTextContent(/^Filtres \(4\)$/);
    rerender(controls({ query: { rge: true } }));
    expect(summary()).toHaveTextContent(/^Filtres \(1\)$/);
    // A point is not a filter: it has its own line under the form.
    rerender(controls({ query: TULLE }));
    expect(summary()).toHaveTextContent(/^Filtres$/);
  });

  it('opens the disclosure when Localisation needs an address', () => {
    const { rerender } = render(controls());
    expect(details()).not.toHaveAttribute('open');
    rerender(controls({ query: { sort: 'distance' } }));
    expect(details()).toHaveAttribute('open');
  });

  it('with JavaScript, shows no « Appliquer » button and applies each change at once', async () => {
    const onSortChange = jest.fn();
    const onFiltersChange = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(controls({ onSortChange, onFiltersChange }));
    expect(screen.queryByRole('button', { name: 'Appliquer' })).not.toBeInTheDocument();
    await user.selectOptions(sortSelect(), 'Localisation');
    expect(onSortChange).toHaveBeenLastCalledWith('distance');
    await user.selectOptions(sortSelect(), 'Mieux notés');
    expect(onSortChange).toHaveBeenLastCalledWith('note');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Note minimale' }), '4 et plus');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ noteMin: 4 });
    await user.click(screen.getByRole('checkbox', { name: 'Avec avis' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ avecAvis: true });
    await user.click(screen.getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ rge: true });
    rerender(
      controls({ onSortChange, onFiltersChange, query: { ...TULLE, noteMin: 4, avecAvis: true, rge: true } }),
    );
    await user.click(screen.getByRole('checkbox', { name: /interviennent à cette adresse/ }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ couvre: true });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Note minimale' }), 'Toutes');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ noteMin: null });
    await user.click(screen.getByRole('checkbox', { name: 'Avec avis' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ avecAvis: false });
    await user.click(screen.getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ rge: false });
  });

  it('shows a changed filter at once, while the URL catches up, then follows the URL', async () => {
    const user = userEvent.setup();
    const { rerender } = render(controls({ query: TULLE }));
    const rge = () => screen.getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' });
    const couvre = () => screen.getByRole('checkbox', { name: /interviennent à cette adresse/ });
    // The page's navigation has not changed the URL yet: the boxes still show what was clicked.
    await user.click(couvre());
    await user.click(rge());
    expect(couvre()).toBeChecked();
    expect(rge()).toBeChecked();
    expect(summary()).toHaveTextContent('Filtres (2)');
    // The URL arrives with both; then the back button brings a URL without them: the boxes follow it.
    rerender(controls({ query: { ...TULLE, couvre: true, rge: true } }));
    expect(rge()).toBeChecked();
    rerender(controls({ query: TULLE }));
    expect(couvre()).not.toBeChecked();
    expect(rge()).not.toBeChecked();
  });

  it('is used by keyboard: Tab reaches each control in order, the summary opens the filters, Space checks a box', async () => {
    const onFiltersChange = jest.fn();
    const onLocate = jest.fn();
    const user = userEvent.setup();
    render(controls({ onFiltersChange, onLocate, query: TULLE }));
    await user.tab();
    expect(sortSelect()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Comment sont classés les artisans ?' })).toHaveFocus();
    await user.tab();
    expect(summary()).toHaveFocus();
    // Browsers activate a focused summary with Enter or Space, a native disclosure; jsdom only with a click.
    await user.click(summary());
    expect(details()).toHaveAttribute('open');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Adresse des travaux' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Utiliser ma position' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLocate).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /interviennent à cette adresse/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ couvre: true });
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Note minimale' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Avec avis' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ avecAvis: true });
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ rge: true });
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Dépannage en urgence' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Disponible sous' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Effacer l’adresse' })).toHaveFocus();
  });

  it('with JavaScript, never submits the form, not even on Enter in the address box', async () => {
    const watch = watchSubmits();
    try {
      render(controls({ query: { sort: 'distance' } }));
      const place = screen.getByRole('combobox', { name: 'Adresse des travaux' });
      await userEvent.type(place, 'Brive{Enter}');
      expect(watch.submitted.every((submitted) => !submitted)).toBe(true);
      fireEvent.submit(place.closest('form')!);
      expect(watch.submitted.at(-1)).toBe(false);
    } finally {
      watch.stop();
    }
  });

  it('hydrates the server HTML (with its noscript button) without a mismatch', async () => {
    const props = { query: { sort: 'distance' as const, ...TULLE, couvre: true, noteMin: 4, rge: true } };
    const html = renderToString(controls(props));
    expect(html).toContain('Appliquer</span></button></noscript>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, controls(props), { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // With scripting on, a noscript element's content is text, never a button.
    expect(screen.queryByRole('button', { name: 'Appliquer' })).not.toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it('offers « Dépannage en urgence » and « Disponible sous » as the URL’s urgence and dispo, applied at once', async () => {
    const user = userEvent.setup();
    const onFiltersChange = jest.fn();
    render(controls({ query: { urgence: true, dispo: 7 }, onFiltersChange }));
    const urgence = screen.getByRole('checkbox', { name: 'Dépannage en urgence' });
    expect(urgence).toHaveAttribute('name', 'urgence');
    expect(urgence).toHaveAttribute('value', '1');
    expect(urgence).toBeChecked();
    const dispo = screen.getByRole('combobox', { name: 'Disponible sous' });
    expect(dispo).toHaveAttribute('name', 'dispo');
    expect(dispo).toHaveValue('7');
    expect(
      within(dispo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Peu importe', '3 jours', '7 jours', '15 jours', '30 jours']);
    expect(summary()).toHaveTextContent(/^Filtres \(2\)$/);
    await user.click(summary());
    await user.click(urgence);
    expect(onFiltersChange).toHaveBeenLastCalledWith({ urgence: false });
    await user.selectOptions(dispo, '30 jours');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ dispo: 30 });
    await user.selectOptions(dispo, 'Peu importe');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ dispo: null });
  });
});
