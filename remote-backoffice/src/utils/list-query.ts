// What a back-office list reads of its query: the rows (the last ones stay while a reload runs), whether a call is
// under way, the French error of the last failure (none while it is tried again), and a retry.
import type { UseQueryResult } from '@tanstack/react-query';
import { toApiError } from '@annuaire/shared/client/http';

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
    error: query.isError && !query.isFetching ? toApiError(query.error).message : null,
    reload: () => void query.refetch(),
  };
}
