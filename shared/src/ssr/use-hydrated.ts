// Whether the page is past its first render in the browser: false on the server and while React hydrates the HTML
// the server rendered, true afterwards. What only the browser has (the map's 20,000 markers, its tiles) waits for
// it, so that hydration meets exactly what the server rendered.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
