// Server rendering (issue 18): what a crawler or a link previewer reads without running a script (status, title,
// canonical URL, JSON-LD, content), what a visitor without JavaScript can do, the hydration of every public page
// without a console error or a second request for its data, a new build of remote-public taken up without a restart,
// a broken server container falling back to the client-rendered page, and the heap over 20 redeploys.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from '../support/browser';
import { repoRoot, startServer, stopServer, type RunningServer } from '../support/server';

interface Card {
  id: number;
  entrepriseNom: string;
  nombreAvis: number;
}

let browser: Browser;
let plombierId: number;
let artisan: Card;

async function api<T>(pathname: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${pathname}`);
  if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
  return (await response.json()) as T;
}

/** A page as a link previewer asks for it (Accept: any type), no script run. */
async function crawl(pathname: string, origin = baseUrl()) {
  const response = await fetch(`${origin}${pathname}`, { headers: { accept: '*/*' } });
  const html = await response.text();
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null;
  const canonical = html.match(/<link rel="canonical" href="([^"]*)">/)?.[1] ?? null;
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json" data-page="([^"]+)">(.*?)<\/script>/g),
  ].map((match) => ({ name: match[1], data: JSON.parse(match[2]!) as Record<string, unknown> }));
  const body = html.match(/<div id="root">([\s\S]*)<\/div><script type="application\/json"/)?.[1] ?? '';
  const text = body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { response, html, title, canonical, jsonLd, text };
}

beforeAll(async () => {
  browser = await launchBrowser();
  const trades = await api<{ id: number; metier: string }[]>('specialite');
  plombierId = trades.find((trade) => trade.metier === 'Plombier')!.id;
  const cards = await api<Card[]>('artisan/artisans');
  artisan = cards.find((card) => card.nombreAvis > 0)!;
});
afterAll(async () => {
  await browser.close();
});

describe('a page read without running a script', () => {
  it.each([
    ['/', "Trouvez l'artisan qu'il vous faut, près de chez vous"],
    ['/metiers', 'Nos métiers'],
    ['/map', 'Près de chez moi'],
    ['/about', 'À propos'],
    ['/cgu', 'Conditions générales'],
    ['/faq', 'Foire aux questions'],
    ['/contact', 'Contactez-nous'],
  ])('%s answers 200 with its own title and content, the trades as links', async (pathname, text) => {
    const page = await crawl(pathname);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.title).toMatch(/Annuaire des artisans/);
    expect(page.text).toContain(text);
    expect(page.html).toContain(`href="/metier/${plombierId}"`);
    expect(page.html).not.toContain('Activez JavaScript');
  });

  it("an artisan's page: title, description, canonical, Open Graph image, LocalBusiness and breadcrumb", async () => {
    const page = await crawl(`/artisan/${artisan.id}`);
    expect(page.response.status).toBe(200);
    expect(page.title).toContain(artisan.entrepriseNom);
    expect(page.canonical).toMatch(new RegExp(`/artisan/${artisan.id}$`));
    expect(page.html).toMatch(/<meta property="og:image" content="http[^"]+\.webp">/);
    expect(page.html).toMatch(/<link rel="preload" as="image" [^>]*imagesrcset="[^"]+480w/);
    expect(page.html).toMatch(/<img [^>]*fetchpriority="high"/i);
    const business = page.jsonLd.find((block) => block.name === 'artisan')!.data;
    expect(business['name']).toBe(artisan.entrepriseNom);
    expect(business['address']).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'FR' });
    expect(business['geo']).toMatchObject({ '@type': 'GeoCoordinates' });
    expect(business['aggregateRating']).toMatchObject({ reviewCount: artisan.nombreAvis });
    expect(page.jsonLd.find((block) => block.name === 'breadcrumb')!.data['@type']).toBe('BreadcrumbList');
    expect(page.text).toContain(artisan.entrepriseNom);
  });

  it('a trade page: its artisans, an ItemList, and the next page as a real link', async () => {
    const page = await crawl(`/metier/${plombierId}`);
    expect(page.response.status).toBe(200);
    expect(page.title).toContain('Plombier');
    expect(page.canonical).toMatch(new RegExp(`/metier/${plombierId}$`));
    const list = page.jsonLd.find((block) => block.name === 'trade')!.data;
    expect(list['@type']).toBe('ItemList');
    expect((list['itemListElement'] as unknown[]).length).toBeGreaterThan(0);
    expect(page.html).toMatch(
      new RegExp(
        `href="/metier/${plombierId}\\?page=2"[^>]*rel="next"|rel="next"[^>]*href="/metier/${plombierId}\\?page=2"`,
      ),
    );
    const second = await crawl(`/metier/${plombierId}?page=2`);
    expect(second.text).toContain('Page 2 sur');
    expect(second.canonical).toMatch(new RegExp(`/metier/${plombierId}\\?page=2$`));
  });

  it.each([
    ['/nulle-part', 'Page non trouvée'],
    ['/artisan/999999', 'Artisan introuvable.'],
    [`/metier/999999`, 'Spécialité introuvable.'],
  ])('%s answers 404 with its page', async (pathname, text) => {
    const page = await crawl(pathname);
    expect(page.response.status).toBe(404);
    expect(page.text).toContain(text);
  });

  it('answers the same page to a visitor, an artisan (own page or another) and an admin: no session in the HTML', async () => {
    const session = async (username: string, password: string) => {
      const response = await fetch(`${baseUrl()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl() },
        body: JSON.stringify({ username, password }),
      });
      const { token, artisanId } = (await response.json()) as { token: string; artisanId: number | null };
      return {
        headers: {
          cookie: response.headers.get('set-cookie')!.split(';')[0]!,
          authorization: `Bearer ${token}`,
        },
        artisanId,
      };
    };
    const artisanSession = await session('artisan', 'Artisan@2024');
    const adminSession = await session('admin', 'Admin@2024');
    for (const id of [artisanSession.artisanId!, artisan.id]) {
      const anonymous = await (await fetch(`${baseUrl()}/artisan/${id}`)).text();
      for (const { headers } of [artisanSession, adminSession]) {
        const response = await fetch(`${baseUrl()}/artisan/${id}`, { headers });
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toBe(anonymous);
        expect(html).not.toContain('EDITER LE PROFIL');
        expect(html).not.toContain('SE DÉCONNECTER');
      }
    }
  });

  it('keeps the log-in pages and the back office client-rendered, out of search engines', async () => {
    for (const pathname of ['/admin', '/backoffice/admin/artisans']) {
      const response = await fetch(`${baseUrl()}${pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('keeps a rendered page like a prepared answer: ETag, 304, brotli', async () => {
    const first = await fetch(`${baseUrl()}/metiers`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${baseUrl()}/metiers`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves robots.txt with the sitemap and the private areas', async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    for (const line of ['Disallow: /admin', 'Disallow: /backoffice', 'Disallow: /api'])
      expect(text).toContain(line);
    expect(text).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  });
});

describe('a visitor without JavaScript', () => {
  it('reads an artisan page and pages through a trade', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto(`/artisan/${artisan.id}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(artisan.entrepriseNom);
    await page.goto(`/metier/${plombierId}`);
    await page.getByRole('link', { name: 'Suivant' }).click();
    await page.waitForURL((url) => url.search === '?page=2');
    await page.getByText(/Page 2 sur \d+/).waitFor();
    await page.getByLabel('Trier par').selectOption('distance');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await page.waitForURL((url) => url.searchParams.get('tri') === 'distance');
    await page.getByRole('combobox', { name: 'Adresse des travaux' }).waitFor();
    await context.close();
  });
});

describe('hydration', () => {
  it.each([
    '/',
    '/metiers',
    '/metier/:plombier',
    '/metier/:plombier?page=2',
    '/artisan/:artisan',
    '/map',
    '/about',
    '/contact',
    '/cgu',
    '/faq',
    '/join',
    '/infos-et-aides',
    '/nulle-part',
    '/artisan/999999',
  ])('%s hydrates without a console error and without asking again for its data', async (pattern) => {
    const pathname = pattern.replace(':plombier', String(plombierId)).replace(':artisan', String(artisan.id));
    const { page, context, requests, errors } = await openPage(browser, 390, 844);
    await page.goto(pathname, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    // (The artisan's zone map is an image, not data: its lazy load is expected.)
    const dataCalls = requests.filter(
      (url) =>
        /\/api\/(artisan\/\d|artisan\/details|artisan\/artisans-specialite|specialite)/.test(url) &&
        !/\/api\/artisan\/\d+\/zone\.svg(\?|$)/.test(url),
    );
    expect(dataCalls).toEqual([]);
    // The map's tiles come from the internet, which this machine does not reach; 404s of unknown pages are theirs.
    expect(
      errors.filter(
        (error) => !/tiles|fond de carte|ERR_NAME_NOT_RESOLVED|404 \(Not Found\)|WebGL|GL Driver/.test(error),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('then navigates in the browser as before', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`/metier/${plombierId}`);
    await page
      .getByRole('link', { name: new RegExp(artisan.entrepriseNom) })
      .first()
      .waitFor({ timeout: 5000 })
      .catch(() => undefined);
    await page.getByRole('banner').getByRole('link', { name: 'À PROPOS' }).click();
    await page.getByRole('heading', { level: 1, name: /À propos/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Serves a copy of remote-public's build, changed, from another origin, as a CDN would. */
function serveBuild(root: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const file = path.join(root, path.normalize(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'access-control-allow-origin': '*',
      'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript',
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('remote-public deployed on its own', () => {
  let server: RunningServer;
  let cdn: http.Server;
  let cdnOrigin: string;
  const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-public-builds-'));

  beforeAll(async () => {
    const dist = path.join(repoRoot, 'remote-public', 'dist');
    // v2: the same build with another heading on /about; broken: a server container that throws when it runs.
    for (const version of ['v2', 'broken']) fs.cpSync(dist, path.join(builds, version), { recursive: true });
    for (const file of fs.readdirSync(path.join(builds, 'v2'))) {
      if (!file.endsWith('.js')) continue;
      const target = path.join(builds, 'v2', file);
      fs.writeFileSync(
        target,
        fs.readFileSync(target, 'utf8').replaceAll('À propos de l’Annuaire', 'À propos (v2) de l’Annuaire'),
      );
    }
    fs.writeFileSync(
      path.join(builds, 'broken', 'server-remoteEntry.js'),
      'throw new Error("conteneur cassé");',
    );
    cdn = await serveBuild(builds);
    const address = cdn.address();
    cdnOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    server = await startServer({ SSR_REMOTE_ORIGINS: cdnOrigin });
  });
  afterAll(async () => {
    await stopServer(server.child);
    cdn.close();
    fs.rmSync(builds, { recursive: true, force: true });
  });

  /** Points remotes.json at `entry`; the security headers follow within a second. */
  async function pointAt(entry: string) {
    fs.writeFileSync(
      path.join(server.dataDir, 'remotes.json'),
      JSON.stringify({
        public: entry,
        proEditor: '/remotes/pro-editor/mf-manifest.json',
        backoffice: '/remotes/backoffice/mf-manifest.json',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
  }

  it('renders with a new build from the next request, and the browser loads that very build', async () => {
    const before = await crawl('/about', server.baseUrl);
    expect(before.text).toContain('À propos de l’Annuaire');
    await pointAt(`${cdnOrigin}/v2/mf-manifest.json`);
    const after = await crawl('/about', server.baseUrl);
    expect(after.text).toContain('À propos (v2) de l’Annuaire');
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/about`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('(v2)');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('falls back to the client-rendered page when the server container throws, then renders again', async () => {
    await pointAt(`${cdnOrigin}/broken/mf-manifest.json`);
    const broken = await crawl('/about', server.baseUrl);
    expect(broken.response.status).toBe(200);
    expect(broken.html).toContain('<div id="root"></div>');
    await pointAt('/remotes/public/mf-manifest.json');
    const back = await crawl('/about', server.baseUrl);
    expect(back.text).toContain('À propos de l’Annuaire');
  });

  it('refuses server code from an origin the operator did not list', async () => {
    await pointAt('http://127.0.0.1:9/remotes/public/mf-manifest.json');
    const page = await crawl('/about', server.baseUrl);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    await pointAt('/remotes/public/mf-manifest.json');
  });
});

describe('the heap over 20 redeploys', () => {
  it('does not keep the old builds', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'e2e', 'support', 'redeploy-heap.ts')],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 240_000,
      },
    );
    const line = run.stdout.trim().split('\n').pop() ?? '';
    const result = JSON.parse(line) as { heapAfter2: number; heapAfter22: number; rendered: boolean[] };
    expect(result.rendered).toEqual(Array(22).fill(true));
    // One generation of remote-public's server code is about 1 MB of compiled code and sources: 20 kept would be
    // 20 MB and more.
    expect(result.heapAfter22 - result.heapAfter2).toBeLessThan(8);
  }, 300_000);
});
