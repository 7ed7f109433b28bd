// What every write of the editor does once the API took it: the cached queries of what it changed are marked
// stale, so that the public artisan page (and any list) asks again the next time it shows them. They are not asked
// again at once (refetchType 'none'): the editor keeps what it typed and what each write answered, and sends no
// more requests than the writes themselves.
import type { QueryKey } from '@tanstack/react-query';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';
import { queryKeys } from '@annuaire/shared/query/keys';

/**
 * A mutation writing to one artisan: `changed` names the keys it makes stale, by default the artisan's own
 * (`queryKeys.artisan(id)`, a prefix of its details, trades and account).
 */
export function useArtisanWrite<Variables, Result>(
  artisanId: number,
  write: (variables: Variables) => Promise<Result>,
  changed: (variables: Variables) => readonly QueryKey[] = () => [queryKeys.artisan(artisanId)],
) {
  return useInvalidatingMutation(write, (variables) =>
    changed(variables).map((queryKey) => ({ queryKey, refetchType: 'none' as const })),
  );
}
