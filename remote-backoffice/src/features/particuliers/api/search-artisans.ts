// GET /api/artisan/artisans?q&size: the artisans a rating can be about, found by company name or city, for the
// rating popup's artisan combobox: one page of ARTISAN_CHOICES at most, never the whole directory (a million
// listings). Asked only while the combobox is open; while the next search runs, the last answer stays.
import { queryKeys } from '@annuaire/shared/query/keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminQuery } from '../../../api/admin-query';
import { ARTISAN_CHOICES, searchArtisans } from '../../../api/artisan-list';

export { ARTISAN_CHOICES, searchArtisans };

export const artisanChoicesQuery = (q: string) =>
  adminQuery(queryKeys.artisanSearch(q), () => searchArtisans(q));

/** The artisans for `q`, asked only while `enabled` (the combobox open); the last answer stays meanwhile. */
export function useArtisanChoices(q: string, enabled = true) {
  return useQuery({ ...artisanChoicesQuery(q), enabled, placeholderData: keepPreviousData });
}
