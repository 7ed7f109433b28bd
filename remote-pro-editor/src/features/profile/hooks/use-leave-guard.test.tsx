import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { useHistoryLeaveGuard } from './use-leave-guard';

function Editor() {
  const [dirty, setDirty] = useState(false);
  const guard = useHistoryLeaveGuard(dirty);
  return (
    <div>
      <button type="button" onClick={() => setDirty(true)}>
        Modifier
      </button>
      <Link to="/ailleurs">Ailleurs</Link>
      <a href="#bas">Bas de page</a>
      <a href="https://exemple.fr/">Site externe</a>
      {guard.blocked ? (
        <div role="dialog" aria-label="Quitter ?">
          <button type="button" onClick={guard.reset}>
            Rester
          </button>
          <button type="button" onClick={guard.proceed}>
            Quitter
          </button>
        </div>
      ) : null}
    </div>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderApp() {
  window.history.replaceState(null, '', '/');
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Link to="/editeur">Éditeur</Link>} />
        <Route path="/editeur" element={<Editor />} />
        <Route path="/ailleurs" element={<p>Ailleurs</p>} />
      </Routes>
      <Where />
    </BrowserRouter>,
  );
}

/** history.back fires popstate asynchronously in jsdom. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

describe('useHistoryLeaveGuard (the shell’s BrowserRouter)', () => {
  it('lets links and the back button work while nothing changed', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Éditeur' }));
    await userEvent.click(screen.getByRole('link', { name: 'Ailleurs' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/ailleurs');
    act(() => window.history.back());
    await settle();
    expect(screen.getByTestId('where')).toHaveTextContent('/editeur');
  });

  it('holds a link click until the user answers', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Éditeur' }));
    await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    await userEvent.click(screen.getByRole('link', { name: 'Ailleurs' }));
    expect(screen.getByRole('dialog', { name: 'Quitter ?' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/editeur');
    await userEvent.click(screen.getByRole('button', { name: 'Rester' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ailleurs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitter' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/ailleurs');
  });

  it('ignores anchors of the page, other sites and modified clicks', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Éditeur' }));
    await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    const external = screen.getByRole('link', { name: 'Site externe' });
    // jsdom cannot open another site: stop the default action after the guard had its say.
    const stop = (event: Event) => event.preventDefault();
    window.addEventListener('click', stop);
    fireEvent.click(screen.getByRole('link', { name: 'Bas de page' }));
    fireEvent.click(external);
    fireEvent.click(screen.getByRole('link', { name: 'Ailleurs' }), { ctrlKey: true });
    window.removeEventListener('click', stop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds the back button (Navigation API) until the user confirms', async () => {
    // jsdom has no Navigation API: a stand-in that fires a cancelable 'navigate' event like Chromium does.
    const traverseTo = jest.fn(() => ({ committed: Promise.resolve(), finished: Promise.resolve() }));
    const navigation = Object.assign(new EventTarget(), { traverseTo });
    Object.defineProperty(window, 'navigation', { configurable: true, value: navigation });
    const back = (url: string) => {
      const event = Object.assign(new Event('navigate', { cancelable: true }), {
        navigationType: 'traverse',
        destination: { key: 'entree-precedente', url },
      });
      act(() => {
        navigation.dispatchEvent(event);
      });
      return event;
    };
    try {
      renderApp();
      await userEvent.click(screen.getByRole('link', { name: 'Éditeur' }));
      expect(back('http://localhost/').defaultPrevented).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));

      // A move within the page (its anchors) is not held.
      expect(back('http://localhost/editeur#bas').defaultPrevented).toBe(false);
      expect(back('http://localhost/').defaultPrevented).toBe(true);
      expect(screen.getByRole('dialog', { name: 'Quitter ?' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Rester' }));
      expect(traverseTo).not.toHaveBeenCalled();
      expect(screen.getByTestId('where')).toHaveTextContent('/editeur');

      expect(back('http://localhost/').defaultPrevented).toBe(true);
      await userEvent.click(screen.getByRole('button', { name: 'Quitter' }));
      expect(traverseTo).toHaveBeenCalledWith('entree-precedente');
      // The confirmed move itself goes through.
      expect(back('http://localhost/').defaultPrevented).toBe(false);
    } finally {
      delete (window as unknown as { navigation?: unknown }).navigation;
    }
  });
});
