import type { ReactNode } from 'react';
import { matchPath, useLocation } from '@annuaire/shared/routing/router';
import { NotFoundPage } from '../features/not-found/components/not-found-page';

interface PathGateProps {
  /** Where the area is mounted ('/' for the public site, '/admin', '/backoffice/admin'). */
  base: string;
  /** Route patterns the area owns, relative to `base` (or absolute when `base` is '/'). */
  patterns: readonly string[];
  children: ReactNode;
}

function join(base: string, pattern: string): string {
  return `${base.replace(/\/$/, '')}/${pattern.replace(/^\//, '')}`;
}

/** True when `pathname` is one of the area's pages. */
export function isAreaPath(base: string, patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => matchPath({ path: join(base, pattern), end: true }, pathname));
}

/**
 * The shell decides which paths a remote gets: the area renders only for its known patterns, anything else is the
 * shell's 404 (so an unknown path never downloads a remote).
 */
export function PathGate({ base, patterns, children }: PathGateProps) {
  const { pathname } = useLocation();
  return isAreaPath(base, patterns, pathname) ? children : <NotFoundPage />;
}
