// Start-up of the shell, behind the async boundary of index.ts: global styles, auth hydration, runtime config and
// remotes registration, then the first render, or the hydration of the page the server rendered (its queries and
// the remotes it was rendered with come embedded in the page).
import '@annuaire/shared/styles/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { parseRemotesManifest } from '@annuaire/shared/federation/remotes';
import { PUBLIC_ROUTE_PATTERNS } from '@annuaire/shared/federation/routes';
import { queryClient } from '@annuaire/shared/query/query-client';
import { hydrateQueries, readSsrData } from '@annuaire/shared/ssr/dehydrated-state';
import { App } from './app/app';
import { isAreaPath } from './app/path-gate';
import { preloadRemotePage, startFederationRuntime } from './features/remotes/utils/federation-runtime';

const rendered = readSsrData(document);
if (rendered) hydrateQueries(queryClient, rendered.queries);
const apiReady = startFederationRuntime(rendered ? parseRemotesManifest(rendered.remotes) : undefined);
// The session is read now, but the first render (or the hydration) shows the anonymous page the server rendered:
// the auth store's hooks read its initial state while hydrating, then the session's.
useAuthStore.getState().hydrate();
// A public page's remote, code and first API calls download while React renders the shell's frame.
if (isAreaPath('/', PUBLIC_ROUTE_PATTERNS, window.location.pathname)) {
  preloadRemotePage('public', window.location.pathname, apiReady, { data: !rendered });
}

const container = document.getElementById('root');
if (!container) throw new Error('#root manquant dans index.html');

void apiReady.then(() => {
  if (rendered) {
    hydrateRoot(container, <App />);
    return;
  }
  const root = createRoot(container);
  // A transition renders in slices, between which the remote preloaded above goes on downloading: one long task
  // here held its manifest's answer back until the whole frame was rendered.
  startTransition(() => root.render(<App />));
});
