// The directory's pages (home, trades, trade page, artisan page). The home page comes with the remote, since it
// is the landing page; the others are lazy so that a visitor of / downloads none of their code.
import { PUBLIC_PATHS } from '@annuaire/shared/federation/routes';
import { lazyWithPreload, type PageRoute } from '../../app/page-route';
import { HomePage } from '../home/components/home-page';
import { startArtisanPageRequests, startTradePageRequests } from './utils/start-page-requests';

const metiersPage = lazyWithPreload(() =>
  import('../metiers/components/metiers-page').then((module) => ({ default: module.MetiersPage })),
);
// Arriving on a trade or artisan page, its API calls start with the download of its code (start-page-requests.ts).
const metierPage = lazyWithPreload(() => {
  startTradePageRequests(window.location);
  return import('../metier/components/metier-page');
});
const artisanPage = lazyWithPreload(() => {
  startArtisanPageRequests(window.location);
  return import('../artisan/components/artisan-page');
});

export const directoryRoutes: readonly PageRoute[] = [
  { path: PUBLIC_PATHS.home, Component: HomePage },
  { path: PUBLIC_PATHS.metiers, ...metiersPage },
  { path: PUBLIC_PATHS.metier, ...metierPage },
  { path: PUBLIC_PATHS.artisan, ...artisanPage },
];
