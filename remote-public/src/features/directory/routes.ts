// The directory's pages (home, trades, trade page, artisan page). The home page comes with the remote, since it
// is the landing page; the others are lazy so that a visitor of / downloads none of their code.
import { lazy } from 'react';
import { PUBLIC_PATHS } from '@annuaire/shared/federation/routes';
import type { PageRoute } from '../../app/page-route';
import { HomePage } from '../home/components/home-page';
import { startArtisanPageRequests, startTradePageRequests } from './utils/start-page-requests';

const MetiersPage = lazy(() =>
  import('../metiers/components/metiers-page').then((module) => ({ default: module.MetiersPage })),
);
// Arriving on a trade or artisan page, its API calls start with the download of its code (start-page-requests.ts).
const MetierPage = lazy(() => {
  startTradePageRequests(window.location);
  return import('../metier/components/metier-page');
});
const ArtisanPage = lazy(() => {
  startArtisanPageRequests(window.location);
  return import('../artisan/components/artisan-page');
});

export const directoryRoutes: readonly PageRoute[] = [
  { path: PUBLIC_PATHS.home, Component: HomePage },
  { path: PUBLIC_PATHS.metiers, Component: MetiersPage },
  { path: PUBLIC_PATHS.metier, Component: MetierPage },
  { path: PUBLIC_PATHS.artisan, Component: ArtisanPage },
];
