import { startTransition, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { queryClient } from '@annuaire/shared/query/query-client';
import { lazyWithPreload } from './page-route';

const Page = () => null;

describe('lazyWithPreload', () => {
  it('runs the loader once, whether the page is preloaded or rendered first', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const page = lazyWithPreload('page-test', load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([page.preload?.(), page.preload?.()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so that the next attempt asks again', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ default: Page });
    const page = lazyWithPreload('page-test', load);
    await expect(page.preload?.()).rejects.toThrow('ChunkLoadError');
    await expect(page.preload?.()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("starts the page's queries with its code, from the place given or else the window's", async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const prefetch = jest.fn();
    const page = lazyWithPreload('page-test', load, prefetch);
    await page.preload?.({ pathname: '/metier/3', search: '?page=2' });
    expect(prefetch).toHaveBeenCalledWith({ pathname: '/metier/3', search: '?page=2' }, queryClient);
    window.history.pushState({}, '', '/metier/4?page=3');
    await page.preload?.();
    expect(prefetch).toHaveBeenLastCalledWith(
      expect.objectContaining({ pathname: '/metier/4', search: '?page=3' }),
      queryClient,
    );
    expect(load).toHaveBeenCalledTimes(1);
    window.history.pushState({}, '', '/');
  });
});

describe("lazyWithPreload's page", () => {
  it('stays mounted when it re-renders after its code arrived: its state survives a new query string', async () => {
    let mounts = 0;
    function Counter() {
      const [clicks, setClicks] = useState(0);
      useEffect(() => {
        mounts += 1;
      }, []);
      return (
        <button type="button" onClick={() => setClicks((value) => value + 1)}>
          {`${clicks} clics`}
        </button>
      );
    }
    const page = lazyWithPreload('page-test', async () => ({ default: Counter }));
    // As in a browser (no act): rendered before its code is there, in a transition (a hydration, a navigation),
    // React keeps the screen, waits for the code, then resumes the lazy element itself. A new query string later
    // re-renders the page from its parent.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      const tree = (query: string) => (
        <Suspense fallback="Chargement">
          <div data-query={query}>
            <page.Component />
          </div>
        </Suspense>
      );
      startTransition(() => root.render(tree('?a')));
      const button = await screen.findByRole('button', { name: '0 clics' });
      button.click();
      await screen.findByRole('button', { name: '1 clics' });
      root.render(tree('?b'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('button', { name: '1 clics' })).toBeInTheDocument();
      expect(mounts).toBe(1);
    } finally {
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
