// The public search (GET /api/recherche) and the suggestions as one types (GET /api/recherche/suggestions): read
// by the header's search box and the /recherche page. Types only from the contract, so that the shell's header
// downloads no schema.
import type { RecherchePage, RechercheSuggestion } from '../contract/recherche';
import { api, request } from './http';

export interface RechercheParams {
  q: string;
  page: number;
}

/** One page of results; the API reads an empty query as « nothing asked » (mode `vide`). */
export function fetchRecherche({ q, page }: RechercheParams): Promise<RecherchePage> {
  const searchParams: Record<string, string | number> = { q };
  if (page > 1) searchParams.page = page;
  return request(() => api().get('recherche', { searchParams }).json<RecherchePage>());
}

/** The first listings the text finds; `signal` drops a request the next key made useless. */
export function fetchRechercheSuggestions(q: string, signal?: AbortSignal): Promise<RechercheSuggestion[]> {
  return request(() =>
    api()
      .get('recherche/suggestions', { searchParams: { q }, signal, retry: { limit: 0 } })
      .json<RechercheSuggestion[]>(),
  );
}
