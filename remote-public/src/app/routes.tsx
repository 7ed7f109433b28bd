// Exposed module `remote_public/routes`: the public site's one route table, which the shell mounts at its catch-all
// route for the public paths of SPEC section 2 (the shell 404s every other path before loading this remote). Every
// page is here, one step from its screen: the home comes with the remote (it is the landing page), every other page
// is lazy. A page's preload downloads its code and prefetches the queries its screen reads, so that a visitor landing
// on it waits for both at once (README, "Start-up order on a cold visit"). A public pattern that no page claims yet
// shows the construction page.
import { Suspense, useEffect, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, Route, Routes } from '@annuaire/shared/routing/router';
import { ARTICLE_PATHS, PUBLIC_PATHS, PUBLIC_ROUTE_PATTERNS } from '@annuaire/shared/federation/routes';
import { queryClient } from '@annuaire/shared/query/query-client';
import { rechercheQuery } from '@annuaire/shared/query/recherche';
import { specialitesQuery } from '@annuaire/shared/query/specialites';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { artisanQuery } from '../features/artisan/api/get-artisan';
import { artisanDetailsQuery } from '../features/artisan/api/get-artisan-details';
import { artisanNotesQuery } from '../features/artisan/api/get-artisan-notes';
import { invitationStatusQuery } from '../features/avis/api/get-invitation-status';
import { readReviewToken } from '../features/avis/utils/review-token';
import { demandeSuiviQuery } from '../features/demande/api/get-demande-suivi';
import { readSuiviToken } from '../features/demande/utils/suivi-token';
import { HomePage } from '../features/home/components/home-page';
import { mapStyleQuery } from '../features/map/api/get-map-style';
import { loadMaplibre } from '../features/map/utils/load-maplibre';
import { specialiteQuery } from '../features/metier/api/get-specialite';
import { tradePageQuery } from '../features/metier/api/get-trade-page';
import { allAroundParams, parseTradeQuery, tradePageParams } from '../features/metier/utils/trade-query';
import { parseRechercheUrl } from '../features/recherche/utils/recherche-url';
import { ARTICLE_LOADERS } from '../features/site/articles/utils/article-loaders';
import { revendicationFicheQuery } from '../features/site/revendication/api/revendication';
import { readFicheParam } from '../features/site/revendication/utils/fiche-param';
import type { MarkdownPage } from '../features/site/common/utils/markdown-page';
import type { DemandeDialogComponent } from '../components/demande-dialog-slot';
import { UnderConstructionPage } from '../features/under-construction/components/under-construction-page';
import { prefetchUnlessNotFound } from '../utils/loadable';
import { parseRouteId } from '../utils/route-id';
import { lazyWithPreload, type PageRoute, type Place, type Prefetch } from './page-route';

export type { Place };

/**
 * A lazy page: `load` gives its component; `prefetch` starts its screen's queries with the download. `chunk` is the
 * webpackChunkName of its import, under which the build lists its stylesheets for a server render's head.
 */
function lazyPage(chunk: string, load: () => Promise<ComponentType>, prefetch?: Prefetch) {
  return lazyWithPreload(chunk, async () => ({ default: await load() }), prefetch);
}

/** The id a page's path names (/metier/3), or null: the page then says it does not exist, without asking. */
function routeId(pattern: string, param: string, { pathname }: Place): number | null {
  return parseRouteId(matchPath(pattern, pathname)?.params[param]);
}

const prefetchTrades: Prefetch = (_place, client) => client.prefetchQuery(specialitesQuery);

/**
 * The trade and the page of its artisans the URL asks for (page, sort, point and filters from the query): the very
 * query the page reads (same parameters, same key), so that a server render shows the filtered list and hydrates.
 */
const prefetchTradePage: Prefetch = async (place, client) => {
  const id = routeId(PUBLIC_PATHS.metier, 'specialiteId', place);
  if (id === null) return;
  const query = parseTradeQuery(new URLSearchParams(place.search));
  const params = tradePageParams(query);
  // Around a place, the same search without couvre too: the count of the artisans who do not come there.
  const around = allAroundParams(query);
  await Promise.all([
    prefetchUnlessNotFound(client, specialiteQuery(id)),
    prefetchUnlessNotFound(client, tradePageQuery(id, params)),
    around ? prefetchUnlessNotFound(client, tradePageQuery(id, around)) : undefined,
  ]);
};

const prefetchArtisanPage: Prefetch = async (place, client) => {
  const id = routeId(PUBLIC_PATHS.artisan, 'artisanId', place);
  if (id === null) return;
  await Promise.all([
    prefetchUnlessNotFound(client, artisanQuery(id)),
    prefetchUnlessNotFound(client, artisanDetailsQuery(id)),
    // The « Avis clients » section renders with the page.
    prefetchUnlessNotFound(client, artisanNotesQuery(id)),
  ]);
};

/** The page of results the search's URL asks for (/recherche?q=…&page=…); nothing for an empty text. */
const prefetchRecherche: Prefetch = async ({ search }, client) => {
  const params = parseRechercheUrl(new URLSearchParams(search));
  if (params.q !== '') await client.prefetchQuery(rechercheQuery(params));
};

/** Whom a review link (/avis/nouveau?token=…) is about and whether it still works; nothing without a token. */
const prefetchInvitation: Prefetch = async ({ search }, client) => {
  const token = readReviewToken(new URLSearchParams(search));
  if (token !== null) await prefetchUnlessNotFound(client, invitationStatusQuery(token));
};

/** What a claim of the listing of /revendiquer?fiche=… may use; nothing without a listing. */
const prefetchClaim: Prefetch = async ({ search }, client) => {
  const artisanId = readFicheParam(new URLSearchParams(search));
  if (artisanId !== null) await prefetchUnlessNotFound(client, revendicationFicheQuery(artisanId));
};

/** The visitor's « Ma demande » (/ma-demande?token=…); nothing without a token. */
const prefetchSuivi: Prefetch = async ({ search }, client) => {
  const token = readSuiviToken(new URLSearchParams(search));
  if (token !== null) await prefetchUnlessNotFound(client, demandeSuiviQuery(token));
};

/**
 * In the browser: the tile style and the trades, and the map library's download, alongside the map's own code. The
 * artisans are asked per view once the map knows its box, which depends on its size on screen: nothing of them here.
 * A server render of /map shows its frame: it waits for the trades only (the map itself needs a browser).
 */
const prefetchMap: Prefetch = (place, client) => {
  if (typeof window === 'undefined') return prefetchTrades(place, client);
  void client.prefetchQuery(mapStyleQuery);
  // A failure here is met again, and shown, by the map itself.
  loadMaplibre().catch(() => undefined);
  return prefetchTrades(place, client);
};

/**
 * A page a request to artisans starts from (the artisan page, a trade page), with the request dialog of
 * features/demande: the two features meet here. The dialog's opener comes with the page; the dialog's own code
 * downloads when the visitor comes near its button (lazy-demande-dialog.tsx).
 */
async function withDemandeDialog(
  page: Promise<{ default: ComponentType<{ DemandeDialog: DemandeDialogComponent }> }>,
): Promise<ComponentType> {
  const [{ default: Page }, { DemandeDialog }] = await Promise.all([
    page,
    // No name: not a page (the server's head links the pages' stylesheets), and nothing of it renders on the server.
    import('../features/demande/components/lazy-demande-dialog'),
  ]);
  return function PageWithDemande() {
    return <Page DemandeDialog={DemandeDialog} />;
  };
}

/** The directory's pages: home, trades, a trade, an artisan, the search. */
export const directoryRoutes: readonly PageRoute[] = [
  {
    path: PUBLIC_PATHS.home,
    Component: HomePage,
    preload: () => prefetchTrades(window.location, queryClient),
    prepare: (place, client) => prefetchTrades(place, client),
  },
  {
    path: PUBLIC_PATHS.metiers,
    ...lazyPage(
      'page-metiers',
      async () =>
        (await import(/* webpackChunkName: "page-metiers" */ '../features/metiers/components/metiers-page'))
          .MetiersPage,
      prefetchTrades,
    ),
  },
  {
    path: PUBLIC_PATHS.metier,
    ...lazyPage(
      'page-metier',
      () =>
        withDemandeDialog(
          import(/* webpackChunkName: "page-metier" */ '../features/metier/components/metier-page'),
        ),
      prefetchTradePage,
    ),
  },
  {
    path: PUBLIC_PATHS.artisan,
    ...lazyPage(
      'page-artisan',
      () =>
        withDemandeDialog(
          import(/* webpackChunkName: "page-artisan" */ '../features/artisan/components/artisan-page'),
        ),
      prefetchArtisanPage,
    ),
  },
  {
    path: PUBLIC_PATHS.recherche,
    ...lazyPage(
      'page-recherche',
      async () =>
        (
          await import(
            /* webpackChunkName: "page-recherche" */ '../features/recherche/components/recherche-page'
          )
        ).RecherchePage,
      prefetchRecherche,
    ),
  },
];

/** The map, lazy so that maplibre is downloaded only on /map. */
export const mapRoutes: readonly PageRoute[] = [
  {
    path: PUBLIC_PATHS.map,
    ...lazyPage(
      'page-map',
      async () =>
        (await import(/* webpackChunkName: "page-map" */ '../features/map/components/map-page')).MapPage,
      prefetchMap,
    ),
  },
];

const aboutPage = lazyPage(
  'page-about',
  async () =>
    (await import(/* webpackChunkName: "page-about" */ '../features/site/about/components/about-page'))
      .AboutPage,
);
const partnersPage = lazyPage(
  'page-partners',
  async () =>
    (
      await import(
        /* webpackChunkName: "page-partners" */ '../features/site/partners/components/partners-page'
      )
    ).PartnersPage,
);

/** A legal page: the page component and its Markdown text, fetched together. */
function legalPage(loadText: () => Promise<MarkdownPage>) {
  return lazyPage('page-legal', async () => {
    const [{ LegalPage }, page] = await Promise.all([
      import(/* webpackChunkName: "page-legal" */ '../features/site/legal/components/legal-page'),
      loadText(),
    ]);
    return function Legal() {
      return <LegalPage page={page} />;
    };
  });
}

/** An article: the page component and its Markdown text, fetched together. */
function articlePage(path: (typeof ARTICLE_PATHS)[number]): PageRoute {
  return {
    path,
    ...lazyPage('page-article', async () => {
      const [{ ArticlePage }, article] = await Promise.all([
        import(/* webpackChunkName: "page-article" */ '../features/site/articles/components/article-page'),
        ARTICLE_LOADERS[path](),
      ]);
      return function Article() {
        return <ArticlePage path={path} article={article} />;
      };
    }),
  };
}

/**
 * The site's static, legal and information pages and its forms (contact, join, partners, password, the review
 * of an invitation's link, the opt-out link of a listing nobody manages, and the request to withdraw a listing).
 * Every page is lazy: its code, and for the articles and legal pages its text, downloads only when it is opened.
 */
export const siteRoutes: readonly PageRoute[] = [
  { path: PUBLIC_PATHS.about, ...aboutPage },
  {
    path: PUBLIC_PATHS.contact,
    ...lazyPage(
      'page-contact',
      async () =>
        (
          await import(
            /* webpackChunkName: "page-contact" */ '../features/site/contact/components/contact-page'
          )
        ).ContactPage,
    ),
  },
  { path: PUBLIC_PATHS.cgu, ...legalPage(() => import('@content/pages/cgu.md')) },
  { path: PUBLIC_PATHS.privacy, ...legalPage(() => import('@content/pages/politique-confidentialite.md')) },
  { path: PUBLIC_PATHS.accessibility, ...legalPage(() => import('@content/pages/accessibilite.md')) },
  {
    path: PUBLIC_PATHS.reviewsPolicy,
    ...legalPage(() => import('@content/pages/fonctionnement-des-avis.md')),
  },
  {
    path: PUBLIC_PATHS.join,
    ...lazyPage(
      'page-join',
      async () =>
        (await import(/* webpackChunkName: "page-join" */ '../features/site/join/components/join-page'))
          .JoinPage,
    ),
  },
  { path: PUBLIC_PATHS.partners, ...partnersPage },
  { path: PUBLIC_PATHS.becomePartner, ...partnersPage },
  {
    path: PUBLIC_PATHS.infos,
    ...lazyPage(
      'page-infos',
      async () =>
        (await import(/* webpackChunkName: "page-infos" */ '../features/site/infos/components/infos-page'))
          .InfosPage,
    ),
  },
  {
    path: PUBLIC_PATHS.forgotPassword,
    ...lazyPage(
      'page-forgot-password',
      async () =>
        (
          await import(
            /* webpackChunkName: "page-forgot-password" */ '../features/site/password/components/forgot-password-page'
          )
        ).ForgotPasswordPage,
    ),
  },
  {
    path: PUBLIC_PATHS.resetPassword,
    ...lazyPage(
      'page-reset-password',
      async () =>
        (
          await import(
            /* webpackChunkName: "page-reset-password" */ '../features/site/password/components/reset-password-page'
          )
        ).ResetPasswordPage,
    ),
  },
  {
    path: PUBLIC_PATHS.activation,
    ...lazyPage(
      'page-activation',
      async () =>
        (
          await import(
            /* webpackChunkName: "page-activation" */ '../features/site/activation/components/activation-page'
          )
        ).ActivationPage,
    ),
  },
  {
    path: PUBLIC_PATHS.maDemande,
    ...lazyPage(
      'page-ma-demande',
      async () =>
        (
          await import(
            /* webpackChunkName: "page-ma-demande" */ '../features/demande/components/ma-demande-page'
          )
        ).MaDemandePage,
      prefetchSuivi,
    ),
  },
  {
    path: PUBLIC_PATHS.newReview,
    ...lazyPage(
      'page-new-review',
      async () =>
        (
          await import(
            /* webpackChunkName: "page-new-review" */ '../features/avis/components/new-review-page'
          )
        ).NewReviewPage,
      prefetchInvitation,
    ),
  },
  {
    path: PUBLIC_PATHS.claim,
    ...lazyPage(
      'page-revendiquer',
      async () =>
        (
          await import(
            /* webpackChunkName: "page-revendiquer" */ '../features/site/revendication/components/revendication-page'
          )
        ).RevendicationPage,
      prefetchClaim,
    ),
  },
  {
    // The opt-out link of a listing nobody manages: no prefetch, its one call is a write the browser makes.
    path: PUBLIC_PATHS.optOut,
    ...lazyPage(
      'page-opt-out',
      async () =>
        (
          await import(
            /* webpackChunkName: "page-opt-out" */ '../features/site/opt-out/components/opt-out-page'
          )
        ).OptOutPage,
    ),
  },
  {
    path: PUBLIC_PATHS.retraitFiche,
    ...lazyPage(
      'page-retrait-fiche',
      async () =>
        (
          await import(
            /* webpackChunkName: "page-retrait-fiche" */ '../features/site/retrait/components/retrait-page'
          )
        ).RetraitPage,
    ),
  },
  ...ARTICLE_PATHS.map(articlePage),
];

const PAGES: readonly PageRoute[] = [...directoryRoutes, ...mapRoutes, ...siteRoutes];
const CLAIMED = new Set(PAGES.map((page) => page.path));
const NOT_BUILT_YET = PUBLIC_ROUTE_PATTERNS.filter((pattern) => !CLAIMED.has(pattern));

/**
 * Starts downloading the page at `pathname`, and its first API calls (unless `data` is false), ahead of its render: the shell calls it as
 * soon as this module is loaded, while React is still rendering the shell's frame. The query string is the
 * window's (the shell passes the path it is opening). A failure is left to the render, which asks again and shows it.
 */
export function preload(pathname: string, { data = true }: { data?: boolean } = {}): void {
  const search = window.location.pathname === pathname ? window.location.search : '';
  const page = pageAt(pathname);
  // A page rendered on the server hydrates with the data it was rendered with: it asks for nothing more before.
  const start = data ? page?.preload : page?.download;
  start?.({ pathname, search }).catch(() => undefined);
}

function pageAt(pathname: string): PageRoute | undefined {
  return PAGES.find(({ path }) => matchPath({ path, end: true }, pathname));
}

/**
 * For a server render of `place`: downloads the page's code and prefetches its queries into the request's
 * `client`; resolves once both are settled (a failed query is in the client's cache as a failure, which the page
 * renders as it would in the browser).
 */
export async function prepare(place: Place, client: QueryClient): Promise<{ chunks: string[] }> {
  const page = pageAt(place.pathname);
  await page?.prepare?.(place, client);
  return { chunks: page?.chunk ? [page.chunk] : [] };
}

/**
 * Marks the document once the page's content is hydrated (its effects run after the whole boundary has): a page
 * rendered on the server shows its buttons before their handlers exist, and browser tests wait for this mark
 * before they click.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export default function PublicRoutes() {
  return (
    <Suspense fallback={<LoadingText block />}>
      <HydratedMark />
      <Routes>
        {PAGES.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        {NOT_BUILT_YET.map((pattern) => (
          <Route key={pattern} path={pattern} element={<UnderConstructionPage />} />
        ))}
      </Routes>
    </Suspense>
  );
}
