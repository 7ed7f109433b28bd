// The search as queries: a page of results (/recherche, prefetched by its server render with the same key) and the
// suggestions of the search box, asked once the text has RECHERCHE_LIMITS.suggestionMinChars characters and the
// keys have paused for RECHERCHE_LIMITS.suggestionDebounceMs.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RECHERCHE_LIMITS } from '../contract/recherche-texts';
import { fetchRecherche, fetchRechercheSuggestions, type RechercheParams } from '../client/recherche';
import { useDebouncedValue } from '../utils/use-debounced-value';
import { queryKeys } from './keys';

export function rechercheQuery(params: RechercheParams) {
  return queryOptions({
    queryKey: queryKeys.recherche(params),
    queryFn: () => fetchRecherche(params),
  });
}

/** What the text typed suggests: none below the minimum length; the previous list stays while the next comes. */
export function useRechercheSuggestions(text: string) {
  const q = useDebouncedValue(text.trim(), RECHERCHE_LIMITS.suggestionDebounceMs);
  const enabled = q.length >= RECHERCHE_LIMITS.suggestionMinChars;
  const query = useQuery({
    queryKey: queryKeys.rechercheSuggestions(q),
    queryFn: ({ signal }) => fetchRechercheSuggestions(q, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return { q: enabled ? q : '', suggestions: enabled ? (query.data ?? []) : [], status: query.status };
}
