// Standalone page of remote-backoffice for `npm run dev` (http://localhost:3003/backoffice/admin/home): mounts ./routes
// under /backoffice/admin as the shell does, without the shell's layout and guard. The product loads ./routes through the shell.
import '@annuaire/shared/styles/global.css';
import { UI_SETTINGS } from '@annuaire/shared/config/ui-settings';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryProvider } from '@annuaire/shared/query/query-provider';
import { BrowserRouter, Route, Routes } from '@annuaire/shared/routing/router';
import { Toaster } from 'sonner';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { configureApi } from '@annuaire/shared/client/http';
import { BACKOFFICE_PREFIX } from '@annuaire/shared/federation/routes';
import BackofficeRoutes from './app/routes';

configureApi({});
useAuthStore.getState().hydrate();

const container = document.getElementById('root');
if (!container) throw new Error('#root manquant dans index.html');

createRoot(container).render(
  <StrictMode>
    <QueryProvider>
      <BrowserRouter>
        <main id="contenu">
          <Routes>
            <Route path={`${BACKOFFICE_PREFIX}/*`} element={<BackofficeRoutes />} />
          </Routes>
        </main>
        <Toaster position="top-center" duration={UI_SETTINGS.toastBackofficeMs} />
      </BrowserRouter>
    </QueryProvider>
  </StrictMode>,
);
