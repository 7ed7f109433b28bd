// GET /api/artisan/{id}: the profile as the public sees it (company, address, SIRET, trades, experience, radius).
import { fetchArtisan } from '@annuaire/shared/client/artisans';
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';

export function getArtisan(artisanId: number): Promise<ArtisanPublic> {
  return fetchArtisan(artisanId);
}
