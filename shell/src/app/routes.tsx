import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@annuaire/shared/routing/router';
import {
  BACKOFFICE_CHILD_PATHS,
  BACKOFFICE_PREFIX,
  EDITOR_CHILD_PATHS,
  EDITOR_PREFIX,
  LOGIN_PATHS,
  PUBLIC_ROUTE_PATTERNS,
  hrefs,
} from '@annuaire/shared/federation/routes';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { RequireAuth } from '../features/auth/components/require-auth';
import { RemoteRoutes } from '../features/remotes/components/remote-routes';
import { PathGate } from './path-gate';

// Lazy: the login form brings the contract's zod schemas, which a visitor of the public site never needs.
const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((module) => ({ default: module.LoginPage })),
);

function LazyLogin({ variant }: { variant: 'admin' | 'backoffice' }) {
  return (
    <Suspense fallback={<LoadingText block />}>
      <LoginPage variant={variant} />
    </Suspense>
  );
}

const EDITOR_PATTERNS = Object.values(EDITOR_CHILD_PATHS);
const BACKOFFICE_PATTERNS = Object.values(BACKOFFICE_CHILD_PATHS);

/** Which app renders which URL: login pages here, the editor and back office behind the guard, the rest public. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={LOGIN_PATHS.admin} element={<LazyLogin variant="admin" />} />
      <Route path={LOGIN_PATHS.backoffice} element={<LazyLogin variant="backoffice" />} />
      <Route
        path={`${EDITOR_PREFIX}/*`}
        element={
          <RequireAuth>
            <PathGate base={EDITOR_PREFIX} patterns={EDITOR_PATTERNS}>
              <RemoteRoutes key="proEditor" remote="proEditor" />
            </PathGate>
          </RequireAuth>
        }
      />
      <Route path={BACKOFFICE_PREFIX} element={<Navigate to={hrefs.backoffice.home()} replace />} />
      <Route
        path={`${BACKOFFICE_PREFIX}/*`}
        element={
          <RequireAuth>
            <PathGate base={BACKOFFICE_PREFIX} patterns={BACKOFFICE_PATTERNS}>
              <RemoteRoutes key="backoffice" remote="backoffice" />
            </PathGate>
          </RequireAuth>
        }
      />
      <Route
        path="*"
        element={
          <PathGate base="/" patterns={PUBLIC_ROUTE_PATTERNS}>
            <RemoteRoutes key="public" remote="public" />
          </PathGate>
        }
      />
    </Routes>
  );
}
