// One public page: its route pattern (from PUBLIC_ROUTE_PATTERNS) and its component, usually React.lazy so that a
// visitor downloads a page's code only when they open it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { onceUntilFailure } from '@annuaire/shared/client/reused-calls';

export interface PageRoute {
  readonly path: string;
  readonly Component: ComponentType | LazyExoticComponent<ComponentType>;
  /**
   * Starts the download of the page's code (and whatever its loader starts with it) before the page is rendered:
   * the shell calls it through `preload` of the exposed routes while it is still rendering its own frame.
   */
  readonly preload?: () => Promise<unknown>;
}

/**
 * A lazy page whose loader can also be started ahead of its first render. The loader runs once (React.lazy and
 * `preload` share its promise); a failed download is forgotten so that the next attempt asks again.
 */
export function lazyWithPreload(
  load: () => Promise<{ default: ComponentType }>,
): Pick<PageRoute, 'Component' | 'preload'> {
  const preload = onceUntilFailure(load);
  return { Component: lazy(preload), preload };
}
