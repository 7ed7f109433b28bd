// Start-up of the shell, behind the async boundary of index.ts: global styles, auth hydration, runtime config and
// remotes registration, then the first render.
import '@annuaire/shared/styles/global.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { PUBLIC_ROUTE_PATTERNS } from '@annuaire/shared/federation/routes';
import { App } from './app/app';
import { isAreaPath } from './app/path-gate';
import { preloadRemotePage, startFederationRuntime } from './features/remotes/utils/federation-runtime';

const apiReady = startFederationRuntime();
useAuthStore.getState().hydrate();
// A public page's remote, code and first API calls download while React renders the shell's frame.
if (isAreaPath('/', PUBLIC_ROUTE_PATTERNS, window.location.pathname)) {
  preloadRemotePage('public', window.location.pathname, apiReady);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root manquant dans index.html');

void apiReady.then(() => {
  const root = createRoot(container);
  // A transition renders in slices, between which the remote preloaded above goes on downloading: one long task
  // here held its manifest's answer back until the whole frame was rendered.
  startTransition(() => root.render(<App />));
});
