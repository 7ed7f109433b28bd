import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { readScroll, SCROLL_MEMORY_MAX, scrollStorageKey, useScrollMemory } from './use-scroll-memory';

let scrollTo: jest.SpyInstance;

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

/** Scrolls the window to y and lets the next frame save it. */
async function scrollWindow(y: number) {
  setScrollY(y);
  window.dispatchEvent(new Event('scroll'));
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

function Probe({ ready }: { ready: boolean }) {
  useScrollMemory(ready);
  return null;
}

function Page({ initialReady = true }: { initialReady?: boolean }) {
  const [ready, setReady] = useState(initialReady);
  const navigate = useNavigate();
  return (
    <>
      <Probe ready={ready} />
      <button type="button" onClick={() => setReady(true)}>
        prêt
      </button>
      <button type="button" onClick={() => navigate({ search: '?page=2' })}>
        page 2
      </button>
    </>
  );
}

beforeEach(() => {
  sessionStorage.clear();
  setScrollY(0);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('useScrollMemory', () => {
  it('remembers the scroll of the entry shown', async () => {
    render(
      <MemoryRouter initialEntries={['/metier/1']}>
        <Page />
      </MemoryRouter>,
    );
    await scrollWindow(840);
    // The first entry of a memory history is 'default'.
    expect(readScroll('default')).toBe(840);
    await scrollWindow(1200.4);
    expect(readScroll('default')).toBe(1200);
  });

  it('restores the remembered position once the cards are rendered, and only then', async () => {
    sessionStorage.setItem(scrollStorageKey('default'), '960');
    const { getByRole } = render(
      <MemoryRouter initialEntries={['/metier/1']}>
        <Page initialReady={false} />
      </MemoryRouter>,
    );
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(scrollTo).not.toHaveBeenCalled();
    // The shell's scroll to the top on arrival is not saved over the remembered position.
    await scrollWindow(0);
    expect(readScroll('default')).toBe(960);
    act(() => getByRole('button', { name: 'prêt' }).click());
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 960));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('leaves a new search alone: a new entry has nothing to restore', async () => {
    sessionStorage.setItem(scrollStorageKey('default'), '960');
    const { getByRole } = render(
      <MemoryRouter initialEntries={['/metier/1']}>
        <Page />
      </MemoryRouter>,
    );
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    act(() => getByRole('button', { name: 'page 2' }).click());
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('never fights a hash: its target decides', async () => {
    sessionStorage.setItem(scrollStorageKey('default'), '960');
    render(
      <MemoryRouter initialEntries={['/metier/1#resultats']}>
        <Page />
      </MemoryRouter>,
    );
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('forgets the oldest entries beyond its limit', async () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/metier/1']}>
        <Page />
      </MemoryRouter>,
    );
    await scrollWindow(100);
    unmount();
    for (let index = 0; index < SCROLL_MEMORY_MAX; index += 1) {
      const view = render(
        <MemoryRouter initialEntries={['/a', `/metier/${index}`]} initialIndex={1}>
          <Page />
        </MemoryRouter>,
      );
      await scrollWindow(200 + index);
      view.unmount();
    }
    expect(readScroll('default')).toBeNull();
    const kept = Object.keys(sessionStorage).filter((key) => key.startsWith(scrollStorageKey('')));
    expect(kept).toHaveLength(SCROLL_MEMORY_MAX);
  });
});
