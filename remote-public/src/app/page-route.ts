// One public page of the route table (routes.tsx): its route pattern (from PUBLIC_ROUTE_PATTERNS), its component,
// usually React.lazy so that a visitor downloads a page's code only when they open it, and its preload.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { onceUntilFailure } from '@annuaire/shared/utils/once-until-failure';

/** Where a page is opened: its path and query (`?page=2` on a trade page). */
export type Place = Pick<Location, 'pathname' | 'search'>;

/** Starts the requests of the queries a page's screen reads first (queryClient.prefetchQuery), from its URL. */
export type Prefetch = (place: Place) => void;

export interface PageRoute {
  readonly path: string;
  readonly Component: ComponentType | LazyExoticComponent<ComponentType>;
  /**
   * Starts the download of the page's code and its first API calls before the page is rendered: the shell calls it
   * through `preload` of the exposed routes while it is still rendering its own frame.
   */
  readonly preload?: (place?: Place) => Promise<unknown>;
}

/**
 * A lazy page whose loader can also be started ahead of its first render. The loader runs once (React.lazy and
 * `preload` share its promise); a failed download is forgotten so that the next attempt asks again. The page's
 * queries start with its code, whether the shell preloads it or the visitor navigates to it: its screen then reads
 * the requests under way instead of waiting for its code before asking.
 */
export function lazyWithPreload(
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: Prefetch,
): Pick<PageRoute, 'Component' | 'preload'> {
  const download = onceUntilFailure(load);
  const preload = (place: Place = window.location) => {
    prefetch?.(place);
    return download();
  };
  return { Component: lazy(() => preload()), preload };
}
