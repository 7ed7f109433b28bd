// One public page: its route pattern (from PUBLIC_ROUTE_PATTERNS) and its component, usually React.lazy so that a
// visitor downloads a page's code only when they open it.
import type { ComponentType, LazyExoticComponent } from 'react';

export interface PageRoute {
  readonly path: string;
  readonly Component: ComponentType | LazyExoticComponent<ComponentType>;
}
