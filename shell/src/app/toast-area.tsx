// The one toast area of the site. sonner and its <Toaster> are loaded with the first toast any app asks for
// (@annuaire/shared/ui/toast), so a visit without a toast never downloads them.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, subscribeToasterRequest, toasterRequested } from '@annuaire/shared/ui/toast';

const Toaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

/** Space between the header's bottom edge and the first toast, in CSS pixels. */
export const TOAST_GAP = 8;

// Toasts sit just below the sticky header, never over it: a toast on the navigation hid its links, and sonner keeps
// a hovered toast on screen, so a pointer resting on « À PROPOS » kept it covered. The header's height changes with
// the width (one row, two rows, the mobile bar), so it is measured, not assumed.
function subscribeHeaderHeight(onChange: () => void): () => void {
  const header = document.querySelector('body header');
  if (!header || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(onChange);
  observer.observe(header);
  return () => observer.disconnect();
}

function headerHeight(): number {
  return Math.ceil(document.querySelector('body header')?.getBoundingClientRect().height ?? 0);
}

export function ToastArea({ duration }: { duration: number }) {
  const requested = useSyncExternalStore(subscribeToasterRequest, toasterRequested, () => false);
  const top = useSyncExternalStore(subscribeHeaderHeight, headerHeight, () => 0) + TOAST_GAP;
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        offset={{ top }}
        mobileOffset={{ top }}
        duration={duration}
        richColors
        closeButton
      />
    </Suspense>
  );
}
