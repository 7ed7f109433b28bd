// What a screen shows of a query: 'loading' until it has data (also while a failed query asks again, after
// « Réessayer » or on a new visit), 'error' once it failed, 'success' with the data (kept on screen while a fresher
// copy loads). And whether a failure means that what the page names does not exist.
import type { FetchQueryOptions, QueryClient, QueryKey, UseQueryResult } from '@tanstack/react-query';
import { errorStatus } from '@annuaire/shared/forms/field-errors';

export type Loadable<T> = { status: 'loading' } | { status: 'error' } | { status: 'success'; data: T };

type QueryState<T> = Pick<UseQueryResult<T>, 'status' | 'fetchStatus' | 'data'> & { error?: unknown };

export function loadable<T>(query: QueryState<T>): Loadable<T> {
  if (query.status === 'success') return { status: 'success', data: query.data as T };
  // A 404 stays one while it is asked again: a page rendered on the server as « introuvable » keeps saying so
  // while the browser checks, instead of flashing « Chargement ».
  if (query.status === 'error' && (query.fetchStatus !== 'fetching' || isNotFound(query.error)))
    return { status: 'error' };
  return { status: 'loading' };
}

/**
 * A 404, or the 400 of an id the API refuses, or the 410 of what existed and is gone (a closed establishment): the
 * page says so rather than offering to try again, and does not ask again on mount.
 */
export function isNotFound(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400 || status === 410;
}

/** The 410 of what existed and is gone: a listing whose establishment closed. */
export function isGone(error: unknown): boolean {
  return errorStatus(error) === 410;
}

/**
 * Whether a query should ask again when a screen mounts: not when what it names is known not to exist (a 404 the
 * server rendered, or met a moment ago), so that « introuvable » hydrates as it was rendered, without a request.
 */
export function retriesOnMount(client: QueryClient, queryKey: QueryKey): boolean {
  return !isNotFound(client.getQueryState(queryKey)?.error);
}

/**
 * prefetchQuery, except for what is known not to exist: a page rendered on the server as « introuvable » opens
 * without asking again (its route's preload runs as its code loads).
 */
export function prefetchUnlessNotFound(
  client: QueryClient,
  options: FetchQueryOptions<any, any, any, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
): Promise<void> {
  return retriesOnMount(client, options.queryKey) ? client.prefetchQuery(options) : Promise.resolve();
}
