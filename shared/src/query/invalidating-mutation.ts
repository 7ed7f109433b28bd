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

export function useInvalidatingMutation<Input, Result>(
  write: (input: Input) => Promise<Result>,
  changed: (input: Input) => readonly Changed[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (_result, input) => {
      for (const what of changed(input))
        void queryClient.invalidateQueries(isKey(what) ? { queryKey: what } : what);
    },
  });
}
