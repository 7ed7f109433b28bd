// 'EDITER LE PROFIL' is for an admin or for the artisan who owns the profile (SPEC 2 and 6), with unexpired
// claims: the page checks the expiry on arrival and logs out when it has passed (SPEC 2, public artisan page).
import { useEffect } from 'react';
import { isExpired, useAuthStore } from '@annuaire/shared/auth/auth-store';

export function useCanEdit(artisanId: number): boolean {
  const claims = useAuthStore((state) => state.claims);
  const checkExpiry = useAuthStore((state) => state.checkExpiry);

  useEffect(() => {
    checkExpiry();
  }, [checkExpiry, artisanId]);

  if (!claims || isExpired(claims)) return false;
  if (claims.role === 'ROLE_ADMIN') return true;
  return claims.role === 'ROLE_ARTISAN' && claims.artisanId === artisanId;
}
