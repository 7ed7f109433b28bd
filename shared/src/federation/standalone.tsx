// A remote's standalone page for `npm run dev`: its routes mounted as the shell mounts them (under the remote's
// prefix, with the query client, the router and a toast area), without the shell's header, footer and guards.
// The product never loads it: the shell loads each remote's ./routes instead.
import '../styles/global.css';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { useAuthStore } from '../auth/auth-store';
import { configureApi } from '../client/http';
import { QueryProvider } from '../query/query-provider';
import { BrowserRouter, Route, Routes } from '../routing/router';

interface StandaloneOptions {
  /** The remote's route table (its ./routes module's default export). */
  routes: ComponentType;
  /** Where the shell mounts it ('/admin', '/backoffice/admin'); none for the public remote, mounted at the root. */
  prefix?: string;
  /** How long a toast stays (UI_SETTINGS). */
  toastMs: number;
  /** Reads the stored session, for the remotes behind a login. */
  signedIn?: boolean;
}

export function mountStandalone({
  routes: RemoteRoutes,
  prefix,
  toastMs,
  signedIn = false,
}: StandaloneOptions): void {
  configureApi({});
  if (signedIn) useAuthStore.getState().hydrate();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root manquant dans index.html');
  createRoot(container).render(
    <StrictMode>
      <QueryProvider>
        <BrowserRouter>
          <main id="contenu">
            {prefix ? (
              <Routes>
                <Route path={`${prefix}/*`} element={<RemoteRoutes />} />
              </Routes>
            ) : (
              <RemoteRoutes />
            )}
          </main>
          <Toaster position="top-center" duration={toastMs} />
        </BrowserRouter>
      </QueryProvider>
    </StrictMode>,
  );
}
