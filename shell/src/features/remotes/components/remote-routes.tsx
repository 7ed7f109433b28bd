import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from '@annuaire/shared/routing/router';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import type { RemoteKey } from '@annuaire/shared/federation/remotes';
import { loadRemoteRoutes, resetRemote } from '../utils/federation-runtime';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { useServerRemote } from './server-remotes';

type LazyRoutes = LazyExoticComponent<ComponentType>;

// One lazy component per remote for the page's lifetime: coming back to a remote's page does not suspend again.
const lazyRoutes = new Map<RemoteKey, LazyRoutes>();

function routesOf(remote: RemoteKey, fresh = false): LazyRoutes {
  let routes = lazyRoutes.get(remote);
  if (!routes || fresh) {
    routes = lazy(() => loadRemoteRoutes(remote));
    lazyRoutes.set(remote, routes);
  }
  return routes;
}

interface RemoteRoutesProps {
  remote: RemoteKey;
}

/**
 * Renders a remote's `./routes`, downloaded on first use. While loading: an accessible status; if it fails: the
 * French "unavailable" message with a retry that asks the runtime again (React.lazy keeps failures, hence a fresh one).
 */
export function RemoteRoutes({ remote }: RemoteRoutesProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const loaded = useServerRemote(remote);
  const [Routes, setRoutes] = useState<LazyRoutes | ComponentType>(() => loaded ?? routesOf(remote));

  const retry = () => {
    void resetRemote(remote).finally(() => {
      setRoutes(() => routesOf(remote, true));
      setAttempt((value) => value + 1);
    });
  };

  return (
    <RemoteErrorBoundary
      key={`${remote}:${attempt}`}
      remote={remote}
      resetKey={pathname}
      fallback={<RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<LoadingText block>Chargement en cours...</LoadingText>}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
