// The toasts of every app (sonner), loaded on the first toast rather than on every first visit: most pages never
// show one, and sonner is 9 kB gzip. A Module Federation singleton, so the shell's toast area and every remote use
// the same loader; the shell mounts sonner's <Toaster> once `toasterRequested()` turns true (see
// shell/src/app/toast-area.tsx), and sonner replays the toasts created before it subscribed.
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/** sonner, imported once; a failed import (network) is retried by the next toast. */
export function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner');
    loading.catch(() => {
      loading = null;
    });
    listeners.forEach((listener) => listener());
  }
  return loading;
}

/** True once a toast was asked for: the toast area then mounts sonner's <Toaster>. */
export function toasterRequested(): boolean {
  return loading !== null;
}

/** For useSyncExternalStore: called when the first toast is asked for. */
export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

type Show = (message: string, options?: ExternalToast) => void;

function show(pick: (sonner: Sonner) => Show): Show {
  return (message, options) => {
    loadSonner().then(
      // Called exactly as sonner would be called directly: no `undefined` options argument.
      (sonner) => (options === undefined ? pick(sonner)(message) : pick(sonner)(message, options)),
      // The chunk could not be loaded (offline): nothing to show it with.
      () => undefined,
    );
  };
}

/** sonner's `toast`, `toast.success`, `toast.error` and `toast.info`, loading sonner on first use. */
export const toast = Object.assign(
  show((sonner) => sonner.toast),
  {
    success: show((sonner) => sonner.toast.success),
    error: show((sonner) => sonner.toast.error),
    info: show((sonner) => sonner.toast.info),
  },
);
