// GET /api/specialite/specialites-artisan/{id}: the artisan's own trades, kept in the local cache (SPEC 4).
import { fetchSpecialitesOfArtisan } from '@annuaire/shared/client/specialites';
import type { Specialite } from '@annuaire/shared/contract/specialite';

export function getArtisanSpecialites(artisanId: number): Promise<Specialite[]> {
  return fetchSpecialitesOfArtisan(artisanId);
}
