// Writes as mutations (the back office's, the editor's): once a write succeeds, what it changed is invalidated, so
// that every screen showing it (in this remote or another, the cache is shared) asks for it again.
import {
  useMutation,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';

/** A query key (the queries it starts) or full filters, e.g. `{ queryKey, exact: true }`. */
export type Changed = QueryKey | InvalidateQueryFilters;

function isKey(what: Changed): what is QueryKey {
  return Array.isArray(what);
}

export interface InvalidatingOptions {
  /**
   * The mutation stays pending until what it changed has been read again: for a control that shows the value being
   * sent while pending and the query's value after (a checkbox), so that it never flashes back to the stale value.
   */
  awaitRefetch?: boolean;
}

export function useInvalidatingMutation<Input, Result>(
  write: (input: Input) => Promise<Result>,
  changed: (input: Input) => readonly Changed[],
  options: InvalidatingOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (_result, input) => {
      const refetched = changed(input).map((what) =>
        queryClient.invalidateQueries(isKey(what) ? { queryKey: what } : what),
      );
      if (options.awaitRefetch) await Promise.all(refetched);
    },
  });
}
