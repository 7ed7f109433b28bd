// SortControls in the browser: the GET form that works without JavaScript, and with JavaScript today's behaviour
// (no submit, no "Trier" button) and a clean hydration of the server's HTML.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { SortControls, type SortControlsProps } from './sort-controls';

jest.mock('@annuaire/shared/client/geo', () => ({ searchAddress: jest.fn().mockResolvedValue([]) }));

function controls(props: Partial<SortControlsProps> = {}) {
  return withQueryClient(
    <MemoryRouter initialEntries={['/metier/3']}>
      <SortControls
        path="/metier/3"
        sort="pertinence"
        place=""
        hasOrigin={false}
        locating={false}
        locateFailed={false}
        onSortChange={() => undefined}
        onPlace={() => undefined}
        onLocate={() => undefined}
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

describe('SortControls', () => {
  it('is a GET form to the trade page whose select sends "tri"', () => {
    render(controls());
    const select = screen.getByRole('combobox', { name: 'Trier par' });
    expect(select).toHaveAttribute('name', 'tri');
    const form = select.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/metier/3');
  });

  it('links beside « Trier par » to how the artisans are ordered', () => {
    render(controls());
    const link = screen.getByRole('link', { name: 'Comment sont classés les artisans ?' });
    expect(link).toHaveAttribute('href', '/fonctionnement-des-avis#classement');
    // In the sort form, right after the select.
    const select = screen.getByRole('combobox', { name: 'Trier par' });
    expect(select.closest('form')).toContainElement(link);
    expect(select.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('with JavaScript, shows no "Trier" button and sorts as soon as the select changes', async () => {
    const onSortChange = jest.fn();
    render(controls({ onSortChange }));
    expect(screen.queryByRole('button', { name: 'Trier' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Localisation');
    expect(onSortChange).toHaveBeenCalledWith('localisation');
  });

  it('with JavaScript, never submits the form, not even on Enter in the place box', async () => {
    const watch = watchSubmits();
    try {
      render(controls({ sort: 'localisation' }));
      const place = screen.getByRole('combobox', { name: 'Code postal ou ville :' });
      // One text field and no submit button: Enter submits the form (implicit submission).
      await userEvent.type(place, 'Brive{Enter}');
      expect(watch.submitted).toEqual([false]);
      fireEvent.submit(place.closest('form')!);
      expect(watch.submitted).toEqual([false, false]);
    } finally {
      watch.stop();
    }
  });

  it('hydrates the server HTML (with its noscript button) without a mismatch', async () => {
    const html = renderToString(controls({ sort: 'localisation' }));
    expect(html).toContain('Trier</span></button></noscript>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, controls({ sort: 'localisation' }), { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // With scripting on, a noscript element's content is text, never a button.
    expect(screen.queryByRole('button', { name: 'Trier' })).not.toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
