// The back office's artisan list: one page of 20 cards at a time, found by company name or city (GET
// /api/artisan/artisans?page&size&q). While the next page or search loads, the last one stays on screen.
import { queryKeys } from '@annuaire/shared/query/keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminQuery } from '../../../api/admin-query';
import { getArtisansPage, type ArtisansPageQuery } from '../../../api/artisan-list';

export { getArtisansPage };

export const artisansPageQuery = (query: ArtisansPageQuery) =>
  adminQuery(queryKeys.artisansPage(query), () => getArtisansPage(query));

export function useArtisansPage(query: ArtisansPageQuery) {
  return useQuery({ ...artisansPageQuery(query), placeholderData: keepPreviousData });
}
