// The one TanStack Query client of the shell and every remote: a federation singleton module (shared/build/
// mf-shared.cjs), so that a query fetched by one app is in the cache of all. The shell provides it at its root; a
// remote's standalone page provides it too. Tests give each render a fresh client (createQueryClient).
import { QueryClient } from '@tanstack/react-query';

/**
 * Public data changes rarely and every write invalidates what it changes: an answer is fresh for a minute, a
 * failure is not retried here (the HTTP client already retries a failed call once, and the screens offer
 * « Réessayer »), and coming back to the tab does not refetch everything.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': a call made while the browser says it is offline runs and fails with the client's French message
      // (« Le serveur est injoignable… ») and « Réessayer », instead of waiting silently for the network.
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
