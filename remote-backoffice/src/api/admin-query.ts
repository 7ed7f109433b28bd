// The back office's reads as query options: other administrators write too, so what is cached is shown at once and
// asked for again at each visit (staleTime 0). Keys come from @annuaire/shared/query/keys.
import { queryOptions, type QueryKey } from '@tanstack/react-query';

export function adminQuery<Data, Key extends QueryKey>(queryKey: Key, queryFn: () => Promise<Data>) {
  return queryOptions({ queryKey, queryFn, staleTime: 0 });
}
