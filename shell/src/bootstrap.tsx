// Start-up of the shell, behind the async boundary of index.ts: global styles, auth hydration, runtime config and
// remotes registration, then the first render.
import '@annuaire/shared/styles/global.css';
import { createRoot } from 'react-dom/client';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { App } from './app/app';
import { startFederationRuntime } from './features/remotes/utils/federation-runtime';

const apiReady = startFederationRuntime();
useAuthStore.getState().hydrate();

const container = document.getElementById('root');
if (!container) throw new Error('#root manquant dans index.html');

void apiReady.then(() => {
  createRoot(container).render(<App />);
});
