// The queries of a server render, out of the server's query client and into the browser's: TanStack Query's
// dehydrated state, failures included, so that an unknown artisan hydrates as « introuvable » without asking again.
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../client/http';
import { SSR_DATA_ID, type SsrData } from './ssr-data';

interface SerializedError {
  message: string;
  status: number | null;
  fieldErrors: { path: string; message: string }[];
}

/** The queries of a server render, ready for JSON: errors become plain objects (an Error's message is not enumerable). */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
    // Only the status and message are kept (below); the browser needs the 404 to say « introuvable ».
    shouldRedactErrors: () => false,
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!error) return query;
      const api = error instanceof ApiRequestError ? error : null;
      const serialized: SerializedError = {
        message: error instanceof Error ? error.message : String(error),
        status: api?.status ?? null,
        fieldErrors: api?.fieldErrors ?? [],
      };
      return { ...query, state: { ...query.state, error: serialized as unknown as Error } };
    }),
  };
}

/** Reads the page's embedded data, or null on a page the server did not render (or a malformed block). */
export function readSsrData(doc: Document): SsrData | null {
  const element = doc.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<SsrData>;
    if (!data.queries || !Array.isArray(data.queries.queries) || typeof data.remotes !== 'object')
      return null;
    return data as SsrData;
  } catch {
    return null;
  }
}

/**
 * Puts the server's queries in the browser's cache. Their age starts now: the server's copy was current when the
 * page was served (a write empties the kept pages), and staleTime would otherwise refetch a page kept for a while.
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState, now = Date.now()): void {
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error as unknown as SerializedError | null;
      return {
        ...query,
        state: {
          ...query.state,
          dataUpdatedAt: query.state.data === undefined ? query.state.dataUpdatedAt : now,
          errorUpdatedAt: error ? now : query.state.errorUpdatedAt,
          error: error
            ? (new ApiRequestError(error.message, error.status, error.fieldErrors) as unknown as Error)
            : null,
        },
      };
    }),
  });
}
