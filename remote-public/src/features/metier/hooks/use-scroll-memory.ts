// The trade page's scroll position, per history entry (issue 22): back from an artisan, the visitor finds the card
// they left, not only the page number. The router and its « scroll to the top on a new path » are the shell's; this
// page keeps its own memory instead: while it is shown, the position is written to sessionStorage under the history
// entry's key (react-router's location.key, kept by the browser's history across reloads); when an entry with a
// remembered position is shown again, the position is restored once the cards are rendered, after the shell's
// scroll to the top. A new search, sort or page is a new entry (a new key, nothing remembered): it is left alone, and
// so is an address with a hash (its target decides).
import { useEffect, useRef } from 'react';
import { useLocation } from '@annuaire/shared/routing/router';

const PREFIX = 'annuaire:metier-scroll:';
/** The remembered entries, oldest first (its own name: no entry key can take it). */
const ORDER_KEY = 'annuaire:metier-scroll-order';
/** Entries remembered at most: the oldest are forgotten (sessionStorage is small and shared). */
export const SCROLL_MEMORY_MAX = 30;

export function scrollStorageKey(entryKey: string): string {
  return `${PREFIX}${entryKey}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the page simply does not remember.
    return null;
  }
}

/** The position remembered for an entry, or null. */
export function readScroll(entryKey: string): number | null {
  const value = storage()?.getItem(scrollStorageKey(entryKey));
  if (value === null || value === undefined) return null;
  const y = Number(value);
  return Number.isFinite(y) && y >= 0 ? y : null;
}

function writeScroll(entryKey: string, y: number): void {
  const store = storage();
  if (!store) return;
  const key = scrollStorageKey(entryKey);
  try {
    store.setItem(key, String(Math.round(y)));
    // The oldest entries go first (sessionStorage keeps no order: the ages are kept beside).
    const order = JSON.parse(store.getItem(ORDER_KEY) ?? '[]') as unknown;
    const keys = (Array.isArray(order) ? order.filter((item) => typeof item === 'string') : []).filter(
      (item) => item !== key,
    );
    keys.push(key);
    while (keys.length > SCROLL_MEMORY_MAX) store.removeItem(keys.shift()!);
    store.setItem(ORDER_KEY, JSON.stringify(keys));
  } catch {
    // Quota or refusal: nothing remembered, nothing broken.
  }
}

/** The key of the history entry the browser shows now (react-router writes it in history.state), if it says. */
function currentEntryKey(): string | null {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'key' in state) {
    const { key } = state as { key: unknown };
    return typeof key === 'string' ? key : null;
  }
  return null;
}

/**
 * Remembers the window's scroll for the shown history entry and restores it when the entry comes back.
 * `ready`: the cards are rendered (the page is as tall as when it was left).
 */
export function useScrollMemory(ready: boolean): void {
  const { key, hash } = useLocation();
  // Per entry: whether its position was restored (or there was none to restore); saving starts after that, so that
  // the shell's scroll to the top does not overwrite the remembered position before it is used.
  const settled = useRef<string | null>(null);

  useEffect(() => {
    if (settled.current === key) return undefined;
    const remembered = hash ? null : readScroll(key);
    if (remembered === null) {
      settled.current = key;
      return undefined;
    }
    if (!ready) return undefined;
    // After the effects of this render, the shell's scroll to the top among them.
    const frame = window.requestAnimationFrame(() => {
      settled.current = key;
      window.scrollTo(0, remembered);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [key, hash, ready]);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      frame = 0;
      if (settled.current !== key) return;
      // A scroll after the browser moved to another entry (a navigation not rendered yet) is not this entry's.
      const shown = currentEntryKey();
      if (shown !== null && shown !== key) return;
      writeScroll(key, window.scrollY);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(save);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key]);
}
