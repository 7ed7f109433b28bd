// What a screen shows of a query: 'loading' until it has data (also while a failed query asks again, after
// « Réessayer » or on a new visit), 'error' once it failed, 'success' with the data (kept on screen while a fresher
// copy loads). And whether a failure means that what the page names does not exist.
import type { UseQueryResult } from '@tanstack/react-query';
import { errorStatus } from '@annuaire/shared/forms/field-errors';

export type Loadable<T> = { status: 'loading' } | { status: 'error' } | { status: 'success'; data: T };

type QueryState<T> = Pick<UseQueryResult<T>, 'status' | 'fetchStatus' | 'data'>;

export function loadable<T>(query: QueryState<T>): Loadable<T> {
  if (query.status === 'success') return { status: 'success', data: query.data as T };
  if (query.status === 'error' && query.fetchStatus !== 'fetching') return { status: 'error' };
  return { status: 'loading' };
}

/** A 404, or the 400 of an id the API refuses: the page says « introuvable » rather than offering to try again. */
export function isNotFound(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}
