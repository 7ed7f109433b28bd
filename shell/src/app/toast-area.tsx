// The one toast area of the site. sonner and its <Toaster> are loaded with the first toast any app asks for
// (@annuaire/shared/ui/toast), so a visit without a toast never downloads them.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, subscribeToasterRequest, toasterRequested } from '@annuaire/shared/ui/toast';

const Toaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

export function ToastArea({ duration }: { duration: number }) {
  const requested = useSyncExternalStore(subscribeToasterRequest, toasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" duration={duration} richColors closeButton />
    </Suspense>
  );
}
