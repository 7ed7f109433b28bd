// Asks before the editor is left with unsaved changes. Closing or reloading the tab gets the browser's own prompt
// (beforeunload). Navigation inside the app is held until the user answers: with a data router through
// react-router's useBlocker; with the shell's <BrowserRouter>, which has no blocker, by catching link clicks before
// react-router sees them and by holding back/forward moves (Navigation API) until the user confirms.
// Leaving does nothing else. SPEC 4's local-storage cache of the artisan's details and trades, refreshed as the
// editor is left, is not kept: TanStack Query's cache holds them for the session (SPEC 3's client state), and a
// local-storage copy that nothing reads would only leave an artisan's data on a shared computer after logout.
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useNavigate,
  type Blocker,
} from '@annuaire/shared/routing/router';

export interface LeaveGuard {
  /** A navigation is waiting for the user's answer. */
  blocked: boolean;
  /** Leave anyway (the changes are lost). */
  proceed(): void;
  /** Stay on the page. */
  reset(): void;
}

/** True when the page runs inside a data router (createBrowserRouter), where useBlocker works. */
export function useHasDataRouter(): boolean {
  return useContext(UNSAFE_DataRouterContext) !== null;
}

function useBeforeUnloadPrompt(when: boolean): void {
  useEffect(() => {
    if (!when) return undefined;
    const handler = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, [when]);
}

/** For pages inside a data router. */
export function useDataRouterLeaveGuard(when: boolean): LeaveGuard {
  useBeforeUnloadPrompt(when);
  const blocker: Blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  return {
    blocked: blocker.state === 'blocked',
    proceed: () => blocker.proceed?.(),
    reset: () => blocker.reset?.(),
  };
}

type Pending = { kind: 'link'; to: string } | { kind: 'traverse'; key: string };

/** The parts of the Navigation API (Chromium, and recent Firefox and Safari) the guard uses. */
interface NavigateEventLike extends Event {
  navigationType: string;
  cancelable: boolean;
  destination: { key: string; url: string };
}
interface NavigationLike extends EventTarget {
  traverseTo(key: string): { finished: Promise<unknown>; committed: Promise<unknown> };
}

function navigationApi(): NavigationLike | null {
  const candidate = (window as unknown as { navigation?: NavigationLike }).navigation;
  return candidate && typeof candidate.traverseTo === 'function' ? candidate : null;
}

/** The in-app destination of a click on a link, or null when the click is not a same-page-app navigation. */
export function linkDestination(event: MouseEvent, currentPathname: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link to the page itself (or one of its anchors) does not leave it.
  if (url.pathname === currentPathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * For pages inside a plain <BrowserRouter>, such as the shell's. Link clicks are caught before react-router sees
 * them. Back and forward are caught through the Navigation API's cancelable 'navigate' event, which fires before the
 * browser moves (react-router's popstate listener runs first and cannot be stopped); where that API is missing, a
 * back or forward move is not held, and beforeunload still covers closing and reloading.
 */
export function useHistoryLeaveGuard(when: boolean): LeaveGuard {
  useBeforeUnloadPrompt(when);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pending, setPending] = useState<Pending | null>(null);
  const currentPathname = useRef(pathname);
  // The traversal the user confirmed: its own navigate event must go through.
  const letThrough = useRef<string | null>(null);

  useEffect(() => {
    currentPathname.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!when) return undefined;

    // Capture phase on window: runs before React's own listeners, so react-router's <Link> sees the click as
    // prevented and does not navigate.
    const onClick = (event: MouseEvent) => {
      const to = linkDestination(event, currentPathname.current);
      if (!to) return;
      event.preventDefault();
      setPending({ kind: 'link', to });
    };

    const navigation = navigationApi();
    const onNavigate = (event: Event) => {
      const { navigationType, cancelable, destination } = event as NavigateEventLike;
      if (navigationType !== 'traverse' || !cancelable) return;
      if (letThrough.current === destination.key) {
        letThrough.current = null;
        return;
      }
      if (new URL(destination.url).pathname === currentPathname.current) return;
      event.preventDefault();
      setPending({ kind: 'traverse', key: destination.key });
    };

    window.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [when]);

  const proceed = useCallback(() => {
    setPending(null);
    if (pending?.kind === 'link') navigate(pending.to);
    if (pending?.kind === 'traverse') {
      const navigation = navigationApi();
      if (!navigation) return;
      letThrough.current = pending.key;
      const { committed, finished } = navigation.traverseTo(pending.key);
      // An entry that vanished meanwhile: the user stays, nothing else to do.
      committed.catch(() => undefined);
      finished.catch(() => undefined);
    }
  }, [navigate, pending]);

  const reset = useCallback(() => setPending(null), []);

  return { blocked: pending !== null, proceed, reset };
}
