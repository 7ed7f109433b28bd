// Destination of the header's 'MON PROFIL PRO' link, from the token's claims (SPEC 2, "Shared layout").
import { hrefs } from '@annuaire/shared/federation/routes';
import type { AuthClaims } from '@annuaire/shared/contract/auth';

/** /admin when logged out, / for an admin, otherwise the artisan's editor (/admin when the token has no artisan). */
export function profilePath(claims: Pick<AuthClaims, 'role' | 'artisanId'> | null): string {
  if (!claims) return hrefs.login();
  if (claims.role === 'ROLE_ADMIN') return hrefs.home();
  return claims.artisanId === null ? hrefs.login() : hrefs.editor(claims.artisanId);
}
