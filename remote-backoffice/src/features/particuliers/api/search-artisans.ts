// GET /api/artisan/artisans?q&size: the artisans a rating can be about, found by company name or city, so that the
// popup's select never lists 20,000 options.
import { api, request } from '@annuaire/shared/client/http';
import type { ArtisanPage } from '@annuaire/shared/contract/artisan';

export const ARTISAN_CHOICES = 50;

export function searchArtisans(q: string): Promise<ArtisanPage> {
  const searchParams: Record<string, string | number> = { page: 1, size: ARTISAN_CHOICES };
  if (q.trim()) searchParams.q = q.trim();
  return request(() => api().get('artisan/artisans', { searchParams }).json<ArtisanPage>());
}
