import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@annuaire/shared/routing/router';
import { isExpired, useAuthStore } from '@annuaire/shared/auth/auth-store';
import { loginPathFor } from '@annuaire/shared/federation/routes';

// setTimeout keeps delays in a signed 32-bit integer; a longer one would fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

interface RequireAuthProps {
  children: ReactNode;
}

/**
 * Guard of the protected areas (SPEC "Protected routes"): without claims, a path containing 'backoffice' goes to
 * /backoffice and any other to /admin; expired claims log the user out first. Roles are enforced by the API.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const claims = useAuthStore((state) => state.claims);
  const { pathname } = useLocation();
  const expired = claims !== null && isExpired(claims);

  useEffect(() => {
    if (!claims) return undefined;
    const checkExpiry = () => useAuthStore.getState().checkExpiry();
    if (isExpired(claims)) {
      checkExpiry();
      return undefined;
    }
    // Leaves the protected page the moment the token expires, not at the next navigation.
    const timer = window.setTimeout(checkExpiry, Math.min(claims.exp * 1000 - Date.now() + 50, MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [claims]);

  // The login returns to this page when it is one the user may open (afterLoginPath): a mail's link to the inbox.
  if (!claims || expired) return <Navigate to={loginPathFor(pathname)} replace state={{ from: pathname }} />;
  return children;
}
