// Standalone page of remote-public for `npm run dev` (http://localhost:3001): the same routes as in the shell,
// without the shell's header and footer. The product never loads this file; the shell loads ./routes instead.
import '@annuaire/shared/styles/global.css';
import { UI_SETTINGS } from '@annuaire/shared/config/ui-settings';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryProvider } from '@annuaire/shared/query/query-provider';
import { BrowserRouter } from '@annuaire/shared/routing/router';
import { Toaster } from 'sonner';
import { configureApi } from '@annuaire/shared/client/http';
import PublicRoutes from './app/routes';

configureApi({});

const container = document.getElementById('root');
if (!container) throw new Error('#root manquant dans index.html');

createRoot(container).render(
  <StrictMode>
    <QueryProvider>
      <BrowserRouter>
        <main id="contenu">
          <PublicRoutes />
        </main>
        <Toaster position="top-center" duration={UI_SETTINGS.toastPublicMs} />
      </BrowserRouter>
    </QueryProvider>
  </StrictMode>,
);
