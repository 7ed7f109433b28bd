// GET /api/artisan/artisans?page&size&q&specialite, the call the shared client lacks: one page of artisan cards whose
// company name or city contains q (case and accents ignored), of one trade when specialite is given. The back office never loads the whole list: there may be
// 20,000 artisans. The artisan list pages through it; the rating popup searches it for its combobox.
import { api, request } from '@annuaire/shared/client/http';
import { ARTISAN_LIST_PAGE_SIZE, type ArtisanPage } from '@annuaire/shared/contract/artisan';

export interface ArtisansPageQuery {
  page: number;
  q?: string;
  size?: number;
  /** Only the artisans of this trade. */
  specialite?: number;
}

export function getArtisansPage({
  page,
  q,
  size = ARTISAN_LIST_PAGE_SIZE,
  specialite,
}: ArtisansPageQuery): Promise<ArtisanPage> {
  const searchParams: Record<string, string | number> = { page, size };
  const query = q?.trim();
  if (query) searchParams.q = query;
  if (specialite !== undefined) searchParams.specialite = specialite;
  return request(() => api().get('artisan/artisans', { searchParams }).json<ArtisanPage>());
}

/** The artisans a rating can be about: the rating popup's combobox never lists more than this. */
export const ARTISAN_CHOICES = 50;

export function searchArtisans(q: string): Promise<ArtisanPage> {
  return getArtisansPage({ page: 1, q, size: ARTISAN_CHOICES });
}
