// Standalone page of remote-pro-editor for `npm run dev` (http://localhost:3002/admin/artisan/1): mounts ./routes
// under /admin as the shell does, without the shell's layout and guard. The product loads ./routes through the shell.
import '@annuaire/shared/styles/global.css';
import { UI_SETTINGS } from '@annuaire/shared/config/ui-settings';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryProvider } from '@annuaire/shared/query/query-provider';
import { BrowserRouter, Route, Routes } from '@annuaire/shared/routing/router';
import { Toaster } from 'sonner';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { configureApi } from '@annuaire/shared/client/http';
import { EDITOR_PREFIX } from '@annuaire/shared/federation/routes';
import ProEditorRoutes from './app/routes';

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
            <Route path={`${EDITOR_PREFIX}/*`} element={<ProEditorRoutes />} />
          </Routes>
        </main>
        <Toaster position="top-center" duration={UI_SETTINGS.toastPublicMs} />
      </BrowserRouter>
    </QueryProvider>
  </StrictMode>,
);
