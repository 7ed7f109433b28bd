// Exposed module `remote_public/routes`: the public site's pages, which the shell mounts at its catch-all route for
// the public paths of SPEC section 2 (the shell 404s every other path before loading this remote). Each area owns
// its route table; a public pattern that no table claims yet shows the construction page.
import { Suspense } from 'react';
import { matchPath, Route, Routes } from '@annuaire/shared/routing/router';
import { PUBLIC_ROUTE_PATTERNS } from '@annuaire/shared/federation/routes';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { directoryRoutes } from '../features/directory/routes';
import { mapRoutes } from '../features/map/routes';
import { siteRoutes } from '../features/site/routes';
import { UnderConstructionPage } from '../features/under-construction/components/under-construction-page';
import type { PageRoute } from './page-route';

const PAGES: readonly PageRoute[] = [...directoryRoutes, ...mapRoutes, ...siteRoutes];
const CLAIMED = new Set(PAGES.map((page) => page.path));
const NOT_BUILT_YET = PUBLIC_ROUTE_PATTERNS.filter((pattern) => !CLAIMED.has(pattern));

/**
 * Starts downloading the page at `pathname`, and its first API calls, ahead of its render: the shell calls it as
 * soon as this module is loaded, while React is still rendering the shell's frame. A failure is left to the render,
 * which asks again and shows it.
 */
export function preload(pathname: string): void {
  const page = PAGES.find(({ path }) => matchPath({ path, end: true }, pathname));
  page?.preload?.().catch(() => undefined);
}

export default function PublicRoutes() {
  return (
    <Suspense fallback={<LoadingText block />}>
      <Routes>
        {PAGES.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        {NOT_BUILT_YET.map((pattern) => (
          <Route key={pattern} path={pattern} element={<UnderConstructionPage />} />
        ))}
      </Routes>
    </Suspense>
  );
}
