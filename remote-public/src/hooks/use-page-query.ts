// The query of what a page's path names (an artisan, a trade): none for a null id (a path the page already knows is
// wrong), and not asked again on mount when it is known not to exist (a 404 the server rendered, or met a moment
// ago), so that « introuvable » hydrates as it was rendered.
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { retriesOnMount } from '../utils/loadable';

export function usePageQuery<TData, TQueryKey extends QueryKey>(
  id: number | null,
  optionsFor: (id: number) => UseQueryOptions<TData, Error, TData, TQueryKey>,
) {
  const client = useQueryClient();
  const options = optionsFor(id ?? 0);
  return useQuery({
    ...options,
    enabled: id !== null,
    retryOnMount: retriesOnMount(client, options.queryKey),
  });
}
