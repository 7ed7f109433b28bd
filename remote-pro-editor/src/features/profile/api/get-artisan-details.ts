// GET /api/artisan/details/artisan/{id}: the main image, description, work images and norms of one artisan.
import { fetchArtisanDetails } from '@annuaire/shared/client/artisan-details';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';

export function getArtisanDetails(artisanId: number): Promise<ArtisanDetail[]> {
  return fetchArtisanDetails(artisanId);
}
