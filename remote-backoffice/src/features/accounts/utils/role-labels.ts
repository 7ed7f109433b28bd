// How the back office names each role: the French word with the code the API and the spec use.
import type { Role } from '@annuaire/shared/contract/auth';

export const ROLE_LABELS: Record<Role, string> = {
  ROLE_ADMIN: 'Administrateur (ROLE_ADMIN)',
  ROLE_ARTISAN: 'Artisan (ROLE_ARTISAN)',
  ROLE_PARTICULIER: 'Particulier (ROLE_PARTICULIER)',
};
