// The /map page in a real browser: home place search to the map, the view's artisans over the offline background
// when no tile server answers, the clusters the API groups in a zoomed-out view and a click into one, the side list's
// pages, the trade filter, a popup's 'Voir Artisan' link and « Ajouter à ma demande », the geolocation toast, a
// 390 px screen, and maplibre downloaded only on /map. Only reads the demo data, so other test files cannot disturb it.
import type { Browser, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser, openPage, screenshot, type TrackedPage } from '../support/browser';
import { routeTiles, TILE_HOST } from '../support/tiles';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface MapPage extends TrackedPage {
  /** Console errors whose source is not the tile service (its failures are the case under test offline). */
  ownErrors: string[];
}

async function openMapPage(options: { tiles: 'answer' | 'down'; width?: number }): Promise<MapPage> {
  const tracked = await openPage(browser, options.width ?? 1280, 900);
  const ownErrors: string[] = [];
  tracked.page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.startsWith(TILE_HOST))
      ownErrors.push(message.text());
  });
  tracked.page.on('pageerror', (error) => ownErrors.push(error.message));
  // No machine here reaches the tile service: it is either played by the test or down.
  await routeTiles(tracked.page, options.tiles);
  return { ...tracked, ownErrors };
}

async function waitForArtisans(page: Page): Promise<void> {
  await page.locator('[data-artisans-shown="true"]').waitFor({ timeout: 20_000 });
}

function inViewList(page: Page) {
  return page.getByRole('region', { name: 'Artisans dans la zone affichée' });
}

async function inViewCount(page: Page): Promise<number> {
  const text = (await inViewList(page).getByRole('status').textContent()) ?? '';
  if (text.startsWith('Aucun')) return 0;
  return Number(text.replace(/\D/g, ''));
}

interface ListedArtisan {
  entrepriseNom: string;
  geree: boolean;
}

/** Every artisan of the map, as the view's list gives them (the whole world's box, 50 a page). */
async function allArtisans(page: Page): Promise<ListedArtisan[]> {
  const artisans: ListedArtisan[] = [];
  for (let number = 1; ; number += 1) {
    const url = new URL('/api/artisan/map/vue/artisans', page.url());
    url.search = new URLSearchParams({
      ouest: '-180',
      sud: '-90',
      est: '180',
      nord: '90',
      size: '50',
      page: String(number),
    }).toString();
    const answer = (await (await page.request.get(url.href)).json()) as {
      items: ListedArtisan[];
      suivante: boolean;
    };
    artisans.push(...answer.items);
    if (!answer.suivante) return artisans;
  }
}

interface ViewAnswer {
  /** The request's parameters: the box, the zoom and the filters. */
  query: Record<string, number>;
  total: number;
  clusters: { count: number; lat: number; lon: number; expansionZoom: number }[];
}

/** `read()` once `ok` says so, asked again every 100 ms; fails after `timeout` ms with the last value. */
async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Attendu en ${timeout} ms, dernière valeur : ${String(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The answers of GET /api/artisan/map/vue the page receives from now on, in order. */
function recordViews(page: Page): ViewAnswer[] {
  const views: ViewAnswer[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/artisan/map/vue' || !response.ok()) return;
    const body = (await response.json()) as Omit<ViewAnswer, 'query'>;
    const query = Object.fromEntries([...url.searchParams].map(([name, value]) => [name, Number(value)]));
    views.push({ ...body, query });
  });
  return views;
}

describe('the map page', () => {
  it('is reached from the home place search, centred on the chosen place', async () => {
    const { page, context, ownErrors } = await openMapPage({ tiles: 'answer' });
    await gotoHydrated(page, '/');
    const search = page.getByRole('search', { name: 'Rechercher un artisan' });
    await search.getByRole('combobox', { name: 'Où ?' }).fill('Tulle');
    await search.getByRole('option', { name: /Tulle/ }).first().click();
    await search.getByRole('button', { name: 'Chercher' }).click();
    await page.waitForURL((url) => url.pathname === '/map' && url.searchParams.has('lat'));
    const url = new URL(page.url());
    expect(Number(url.searchParams.get('lat'))).toBeCloseTo(45.27, 1);
    expect(Number(url.searchParams.get('lon'))).toBeCloseTo(1.77, 1);
    await waitForArtisans(page);
    await expect(page.title()).resolves.toBe('Près de chez moi – Annuaire des artisans');
    // Demo artisans work in and around Tulle.
    await expect(inViewCount(page)).resolves.toBeGreaterThan(0);
    await expect(inViewList(page).getByRole('button').first().textContent()).resolves.toBeTruthy();
    expect(ownErrors).toEqual([]);
    await context.close();
  });

  it('shows the artisans clustered over the offline background when no tile server answers', async () => {
    const { page, context, ownErrors } = await openMapPage({ tiles: 'down' });
    await gotoHydrated(page, '/map?lat=45.150002&lon=1.53333');
    await waitForArtisans(page);
    await expect(page.locator('canvas.maplibregl-canvas').count()).resolves.toBe(1);
    await expect(page.getByText('GeoNames (CC BY 4.0)').count()).resolves.toBeGreaterThan(0);
    await expect(inViewCount(page)).resolves.toBeGreaterThan(1);
    await screenshot(page, 'map-offline-1280');
    expect(ownErrors).toEqual([]);
    await context.close();
  });

  it('groups a zoomed-out view’s artisans into the API’s clusters, and a click on one zooms into it', async () => {
    const { page, context, ownErrors } = await openMapPage({ tiles: 'down' });
    const views = recordViews(page);
    await gotoHydrated(page, '/map?lat=45.150002&lon=1.53333');
    await waitForArtisans(page);
    // Near Brive at zoom 12, every artisan of the view is a pin.
    await until(
      () => views.length,
      (count) => count > 0,
    );
    expect(views.at(-1)!.clusters).toEqual([]);
    // Zoomed out to the whole of France, the view holds more artisans than the 200 pins a view draws.
    const zoomOut = page.getByRole('button', { name: 'Zoom arrière' });
    for (let zoom = 12; zoom > 6; zoom -= 1) {
      await zoomOut.click();
      await until(
        () => views.at(-1)?.query.zoom,
        (shown) => shown === zoom - 1,
      );
    }
    const zoomedOut = views.at(-1)!;
    expect(zoomedOut.clusters.length).toBeGreaterThan(0);
    await page.waitForFunction(
      (total) =>
        document.body.innerText.includes(`${total.toLocaleString('fr-FR')} artisans dans la zone affichée`),
      zoomedOut.total,
    );
    await screenshot(page, 'map-clusters-1280');
    // The largest cluster, where the map draws it (Web Mercator between the box's edges).
    const cluster = [...zoomedOut.clusters].sort((a, b) => b.count - a.count)[0]!;
    const { ouest, sud, est, nord } = zoomedOut.query;
    const mercator = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));
    const canvas = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
    await page.mouse.click(
      canvas.x + ((cluster.lon - ouest) / (est - ouest)) * canvas.width,
      canvas.y +
        ((mercator(nord) - mercator(cluster.lat)) / (mercator(nord) - mercator(sud))) * canvas.height,
    );
    await until(
      () => views.at(-1)?.query.zoom,
      (shown) => shown === Math.floor(cluster.expansionZoom),
    );
    const opened = views.at(-1)!.query;
    expect((opened.ouest + opened.est) / 2).toBeCloseTo(cluster.lon, 1);
    expect(ownErrors).toEqual([]);
    await context.close();
  });

  it('lists the view’s artisans 20 at a time, « Afficher plus d’artisans » bringing the next ones', async () => {
    const { page, context, ownErrors } = await openMapPage({ tiles: 'down' });
    // The default centre (Brive-la-Gaillarde) at zoom 10: most demo artisans are in view.
    await gotoHydrated(page, '/map');
    await waitForArtisans(page);
    await expect(inViewCount(page)).resolves.toBeGreaterThan(40);
    const items = inViewList(page).getByRole('listitem');
    await until(
      () => items.count(),
      (count) => count === 20,
    );
    const more = inViewList(page).getByRole('button', { name: /^Afficher plus d'artisans/ });
    await more.focus();
    await page.keyboard.press('Enter');
    await until(
      () => items.count(),
      (count) => count === 40,
    );
    // The list grows above the button, which keeps the focus for the next page.
    await expect(more.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    expect(ownErrors).toEqual([]);
    await context.close();
  });

  it('filters by a trade from the search bar and presets it from ?metier=', async () => {
    const { page, context, ownErrors } = await openMapPage({ tiles: 'answer' });
    await gotoHydrated(page, '/map?lat=45.150002&lon=1.53333');
    await waitForArtisans(page);
    const all = await inViewCount(page);
    const box = page.getByRole('combobox', { name: 'Recherche par métier' });
    await box.fill('plomb');
    await page.getByRole('option', { name: 'Plombier' }).click();
    await page.getByRole('button', { name: 'Plombier', pressed: true }).waitFor();
    await page.waitForURL((url) => url.searchParams.has('metier'));
    // While the map redraws its filtered markers, the list says « Aucun artisan… » for a moment: wait for the
    // filtered count itself.
    await page.waitForFunction(
      (before) =>
        !document.body.innerText.includes(`${before} artisans dans la zone affichée`) &&
        /\d artisans? dans la zone affichée/.test(document.body.innerText),
      all,
    );
    const plumbers = await inViewCount(page);
    expect(plumbers).toBeGreaterThan(0);
    expect(plumbers).toBeLessThan(all);

    const metier = new URL(page.url()).searchParams.get('metier');
    await gotoHydrated(page, `/map?lat=45.150002&lon=1.53333&metier=${metier}`);
    await page.getByRole('button', { name: 'Plombier', pressed: true }).waitFor();
    await waitForArtisans(page);
    await expect(inViewCount(page)).resolves.toBe(plumbers);
    await page.getByRole('button', { name: 'Plombier', pressed: true }).click();
    await page.waitForFunction(
      (total) => document.body.innerText.includes(`${total} artisans dans la zone affichée`),
      all,
    );
    expect(ownErrors).toEqual([]);
    await context.close();
  });

  it('filters by the reviews and RGE from « Filtres », kept in the URL', async () => {
    const { page, context, ownErrors } = await openMapPage({ tiles: 'answer', width: 390 });
    const views = recordViews(page);
    await gotoHydrated(page, '/map?lat=45.150002&lon=1.53333');
    await waitForArtisans(page);
    const all = await inViewCount(page);
    await page.getByText(/^Filtres/).click();
    await page.getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' }).check();
    await page.waitForURL((url) => url.searchParams.get('rge') === '1');
    await page.getByRole('combobox', { name: 'Note minimale' }).selectOption('4');
    await page.waitForURL((url) => url.searchParams.get('noteMin') === '4');
    await page.getByText(/^Filtres \(2\)/).waitFor();
    // The RGE filter alone answers first, with its own count: the count that counts is the view of both filters.
    const bothFilters = () => views.filter((view) => view.query.rge === 1 && view.query.noteMin === 4).at(-1);
    await until(bothFilters, (view) => view !== undefined);
    const kept = await until(
      () => inViewCount(page),
      (count) => count === bothFilters()!.total,
    );
    expect(kept).toBeLessThan(all);
    // The list shows the filters' own artisans, never the previous filters' list under the new count: once it is
    // shown, every artisan has the badge; the same selection comes back from the shared address.
    const items = inViewList(page).getByRole('listitem');
    await page.waitForFunction(() => {
      const listed = [...document.querySelectorAll('section[aria-labelledby="artisans-in-view-title"] li')];
      return (
        listed.length > 0 &&
        listed.every((item) => item.querySelector('[title^="Reconnu garant de l’environnement"]') !== null)
      );
    });
    await expect(items.count()).resolves.toBe(Math.min(kept, await items.count()));
    for (const item of await items.all())
      await expect(item.getByTitle(/^Reconnu garant de l’environnement/).count()).resolves.toBe(1);
    const shared = page.url();
    await gotoHydrated(page, new URL(shared).pathname + new URL(shared).search);
    await waitForArtisans(page);
    await expect(inViewCount(page)).resolves.toBe(kept);
    await screenshot(page, 'map-filters-390');
    expect(ownErrors).toEqual([]);
    await context.close();
  });

  it("opens an artisan's page from its popup", async () => {
    const { page, context, ownErrors } = await openMapPage({ tiles: 'answer' });
    await gotoHydrated(page, '/map?lat=45.150002&lon=1.53333');
    await waitForArtisans(page);
    const first = inViewList(page).getByRole('listitem').first().getByRole('button');
    const name = (await first.textContent()) ?? '';
    await first.click();
    const popup = page.locator('.maplibregl-popup');
    await popup.getByRole('heading', { name }).waitFor();
    // A managed artisan's radius, or for a listing of the registers nobody manages, that its area is unknown.
    const marker = (await allArtisans(page)).find((candidate) => candidate.entrepriseNom === name)!;
    await expect(popup.textContent()).resolves.toContain(
      marker.geree ? "Rayon d'activité" : 'Zone d’intervention non renseignée',
    );
    await screenshot(page, 'map-popup-1280');
    await popup.getByRole('link', { name: 'Voir Artisan' }).click();
    await page.waitForURL((url) => /^\/artisan\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(ownErrors).toEqual([]);
    await context.close();
  });

  it.each([390, 1280])(
    'adds a managed artisan to the request from its popup, which its profile shows (%i px)',
    async (width) => {
      const { page, context, ownErrors } = await openMapPage({ tiles: 'answer', width });
      await gotoHydrated(page, '/map?lat=45.150002&lon=1.53333');
      await waitForArtisans(page);
      const managed = new Set(
        (await allArtisans(page)).filter((marker) => marker.geree).map((marker) => marker.entrepriseNom),
      );
      const buttons = inViewList(page).getByRole('listitem').getByRole('button');
      const names = (await buttons.allTextContents()).map((text) => text.trim());
      const name = names.find((candidate) => managed.has(candidate))!;
      expect(name).toBeDefined();
      await buttons.filter({ hasText: name }).first().click();
      const popup = page.locator('.maplibregl-popup');
      await popup.getByRole('heading', { name }).waitFor();
      await popup.getByRole('button', { name: `Ajouter à ma demande (0/3) : ${name}` }).click();
      await popup.getByRole('button', { name: `Retirer de ma demande (1/3) : ${name}` }).waitFor();
      await screenshot(page, `map-popup-demande-${width}`);
      await popup.getByRole('link', { name: 'Voir Artisan' }).click();
      await page.waitForURL((url) => /^\/artisan\/\d+$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('button', { name: `Retirer de ma demande (1/3) : ${name}` }).waitFor();
      await page.getByRole('button', { name: 'Demander un devis (1)' }).waitFor();
      expect(ownErrors).toEqual([]);
      await context.close();
    },
  );

  it('says once that geolocation is impossible when the browser refuses it, and keeps the default centre', async () => {
    const { page, context, ownErrors } = await openMapPage({ tiles: 'answer' });
    await gotoHydrated(page, '/map');
    await page.getByText('La géolocalisation est impossible').first().waitFor();
    await waitForArtisans(page);
    // The default centre is Brive-la-Gaillarde, where most demo artisans are.
    await expect(inViewCount(page)).resolves.toBeGreaterThan(1);
    expect(ownErrors).toEqual([]);
    await context.close();
  });

  it('centres on the browser position when the visitor allows it', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'fr-FR',
      baseURL: process.env.E2E_BASE_URL,
      geolocation: { latitude: 44.7792, longitude: 1.7189 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await routeTiles(page, 'answer');
    await gotoHydrated(page, '/map');
    await waitForArtisans(page);
    // Gramat (Lot): its demo artisans come first in the list once the map has flown there.
    await page.waitForFunction(() => {
      const list = document.querySelector('[aria-labelledby="artisans-in-view-title"] ul');
      return list?.firstElementChild?.textContent?.includes('46500') ?? false;
    });
    await expect(page.getByText('La géolocalisation est impossible').count()).resolves.toBe(0);
    await context.close();
  });

  it('works on a 390 px wide screen, with the list below the map', async () => {
    const { page, context, ownErrors } = await openMapPage({ tiles: 'down', width: 390 });
    await gotoHydrated(page, '/map?lat=45.150002&lon=1.53333');
    await waitForArtisans(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const map = await page.locator('canvas.maplibregl-canvas').boundingBox();
    const list = await inViewList(page).boundingBox();
    expect(map?.width).toBeGreaterThan(340);
    expect(list && map && list.y >= map.y + map.height).toBe(true);
    await page.getByRole('combobox', { name: 'Type de recherche' }).selectOption('Lieu');
    await page.getByPlaceholder('Recherche par lieu...').waitFor();
    await screenshot(page, 'map-390');
    expect(ownErrors).toEqual([]);
    await context.close();
  });

  it('downloads maplibre only on /map', async () => {
    const onMap = await openMapPage({ tiles: 'answer' });
    const scripts = new Map<string, string>();
    onMap.page.on('response', async (response) => {
      const url = response.url();
      if (/\/remotes\/public\/.+\.m?js$/.test(url)) scripts.set(url, await response.text().catch(() => ''));
    });
    await gotoHydrated(onMap.page, '/map');
    await waitForArtisans(onMap.page);
    const maplibre = [...scripts]
      .filter(([, body]) => body.includes('maplibregl-canvas-container'))
      .map(([url]) => url);
    expect(maplibre.length).toBeGreaterThan(0);
    expect(onMap.requests.some((url) => url.includes('maplibre-gl-worker'))).toBe(true);
    await onMap.context.close();

    const home = await openPage(browser);
    await gotoHydrated(home.page, '/');
    await home.page.getByRole('heading', { level: 1 }).waitFor();
    await home.page.waitForLoadState('networkidle');
    expect(
      home.requests.filter((url) => maplibre.includes(url) || url.includes('maplibre-gl-worker')),
    ).toEqual([]);
    await home.context.close();
  });
});
