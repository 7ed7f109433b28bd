// GET /api/artisan/artisans?q&size: the artisans a rating can be about, found by company name or city, so that the
// popup's select never lists 20,000 options. While the next search runs, the last answer stays.
import { queryKeys } from '@annuaire/shared/query/keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminQuery } from '../../../api/admin-query';
import { ARTISAN_CHOICES, searchArtisans } from '../../../api/artisan-list';

export { ARTISAN_CHOICES, searchArtisans };

export const artisanChoicesQuery = (q: string) =>
  adminQuery(queryKeys.artisanSearch(q), () => searchArtisans(q));

export function useArtisanChoices(q: string) {
  return useQuery({ ...artisanChoicesQuery(q), placeholderData: keepPreviousData });
}
