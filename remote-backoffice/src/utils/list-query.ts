// What a back-office screen reads of its query: the data (the last answer stays while a reload runs), whether a call
// is under way, the French error of the last failure (none while it is tried again), and a retry.
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@annuaire/shared/forms/field-errors';

export interface ListQuery<T> {
  /** The last answer; null until the first one arrives. */
  data: T | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

export function listQuery<T>(query: UseQueryResult<T>): ListQuery<T> {
  return {
    data: query.data ?? null,
    loading: query.isFetching,
    error: query.isError && !query.isFetching ? errorMessage(query.error) : null,
    reload: () => void query.refetch(),
  };
}
