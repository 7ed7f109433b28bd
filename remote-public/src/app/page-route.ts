// One public page of the route table (routes.tsx): its route pattern (from PUBLIC_ROUTE_PATTERNS), its component,
// usually React.lazy so that a visitor downloads a page's code only when they open it, and its preload.
import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '@annuaire/shared/query/query-client';
import { onceUntilFailure } from '@annuaire/shared/utils/once-until-failure';

/** Where a page is opened: its path and query (`?page=2` on a trade page). */
export type Place = Pick<Location, 'pathname' | 'search'>;

/**
 * Prefetches the queries a page's screen reads first, from its URL, into `client`: the browser's one query client,
 * or on the server the client of the request being rendered. Resolves when they are settled (never rejects).
 */
export type Prefetch = (place: Place, client: QueryClient) => Promise<unknown>;

export interface PageRoute {
  readonly path: string;
  readonly Component: ComponentType | LazyExoticComponent<ComponentType>;
  /**
   * Starts the download of the page's code and its first API calls before the page is rendered: the shell calls it
   * through `preload` of the exposed routes while it is still rendering its own frame.
   */
  readonly preload?: (place?: Place) => Promise<unknown>;
  /**
   * What a server render of the page waits for: its code and its queries, in the request's query client. Nothing
   * that needs a browser (the map library) is started.
   */
  readonly prepare?: (place: Place, client: QueryClient) => Promise<unknown>;
  /** Downloads the page's code only. */
  readonly download?: () => Promise<unknown>;
  /** Name of the page's code in the build (its import's webpackChunkName), whose stylesheets a server render links. */
  readonly chunk?: string;
}

/**
 * A lazy page whose loader can also be started ahead of its first render. The loader runs once (React.lazy and
 * `preload` share its promise); a failed download is forgotten so that the next attempt asks again. The page's
 * queries start with its code, whether the shell preloads it or the visitor navigates to it: its screen then reads
 * the requests under way instead of waiting for its code before asking.
 */
export function lazyWithPreload(
  chunk: string,
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: Prefetch,
): Pick<PageRoute, 'Component' | 'preload' | 'prepare' | 'download' | 'chunk'> {
  let loaded: ComponentType | null = null;
  const download = onceUntilFailure(async () => {
    const module = await load();
    loaded = module.default;
    return module;
  });
  const preload = (place: Place = window.location) => {
    void prefetch?.(place, queryClient);
    return download();
  };
  const prepare = (place: Place, client: QueryClient) => Promise.all([download(), prefetch?.(place, client)]);
  // On the server the render finds the code already there (prepare), and no window to read a place from.
  const Lazy = lazy(() => (typeof window === 'undefined' ? download() : preload()));
  // Once downloaded, the page renders at once: React.lazy would still suspend on its first render, which on the
  // server turns a finished page into a fallback and an inline script to swap it (refused by the CSP). A mounted
  // page keeps the type it started with: switching from Lazy to the loaded component on a later render (a new
  // query string) would be another element type, so React would unmount the page and lose its state (an open
  // « Filtres », a typed address).
  function Component() {
    const [type] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(type);
  }
  return { Component, preload, prepare, download, chunk };
}
