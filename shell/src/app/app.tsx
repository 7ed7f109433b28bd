import { StrictMode } from 'react';
import { QueryProvider } from '@annuaire/shared/query/query-provider';
import { BrowserRouter } from '@annuaire/shared/routing/router';
import { AppLayout } from './app-layout';

/**
 * Providers of the shell. The router and the query client are the host's: every remote's <Routes> renders inside
 * them, and reads the one query cache.
 */
export function App() {
  return (
    <StrictMode>
      <QueryProvider>
        <BrowserRouter>
          <AppLayout />
        </BrowserRouter>
      </QueryProvider>
    </StrictMode>
  );
}
