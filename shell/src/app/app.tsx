import { StrictMode } from 'react';
import { BrowserRouter } from '@annuaire/shared/routing/router';
import { AppLayout } from './app-layout';

/** Providers of the shell. The router is the host's: every remote's <Routes> renders inside it. */
export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <AppLayout />
      </BrowserRouter>
    </StrictMode>
  );
}
