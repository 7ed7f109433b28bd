// What the outside checkers read on the server-rendered public pages: the W3C Nu HTML Checker (vnu.jar, run once
// over every public page), and what a search engine takes from each URL of the sitemap (its canonical link, Open
// Graph with an image that answers, the home page's JSON-LD), with robots.txt letting it fetch the images a page
// embeds.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ARTICLE_PATHS, hrefs, PUBLIC_PATHS } from '@annuaire/shared/federation/routes';
import { baseUrl } from '../support/browser';
import { robotsAllows } from '../../api/test/helpers/robots-rules';
import { repoRoot } from '../support/server';

const run = promisify(execFile);

interface Card {
  id: number;
  nombreAvis: number;
  geree: boolean;
}

async function api<T>(pathname: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${pathname}`);
  if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
  return (await response.json()) as T;
}

/** A page as a crawler reads it: the server's HTML, no script run. */
async function serverHtml(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** Every public route of the route table, its parameters filled with rows of the demo data, and the 404 page. */
async function publicPages(): Promise<string[]> {
  const trades = await api<{ id: number }[]>('specialite');
  const cards = await api<Card[]>('artisan/artisans');
  const withReviews = cards.find((card) => card.nombreAvis > 0) ?? cards[0]!;
  const fixed = Object.values(PUBLIC_PATHS).filter((pattern) => !pattern.includes(':'));
  return [
    ...fixed,
    ...ARTICLE_PATHS,
    hrefs.metier(trades[0]!.id),
    `${hrefs.metier(trades[0]!.id)}?page=2`,
    hrefs.artisan(withReviews.id),
    hrefs.recherche('plombier'),
    '/page-qui-n-existe-pas',
  ];
}

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe('the W3C Nu HTML Checker', () => {
  it('finds no error on any public page rendered by the server', async () => {
    const pages = await publicPages();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-vnu-'));
    const fileOf = new Map<string, string>();
    for (const [index, pathname] of pages.entries()) {
      const { html } = await serverHtml(`${baseUrl()}${pathname}`);
      expect(html).toContain('<div id="root"><');
      const file = path.join(folder, `page-${index}.html`);
      fs.writeFileSync(file, html);
      fileOf.set(`file:${file}`, pathname);
    }
    const jar = path.join(
      path.dirname(require.resolve('vnu-jar', { paths: [path.join(repoRoot, 'api')] })),
      'build/dist/vnu.jar',
    );
    // One JVM for every file: it takes seconds to start. vnu exits 1 when it reports an error, its JSON on stderr.
    const files = [...fileOf.keys()].map((url) => url.slice('file:'.length));
    const result = await run('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout: string; stderr: string }) => error);
    const report = JSON.parse(result.stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map(
        (message) =>
          `${fileOf.get(message.url ?? '') ?? message.url}: ${message.message} « ${message.extract ?? ''} »`,
      );
    fs.rmSync(folder, { recursive: true, force: true });
    expect(errors).toEqual([]);
  }, 180_000);
});

/** The value of the first tag of `html` matching `pattern` (its first group), HTML entities of attributes undone. */
function first(html: string, pattern: RegExp): string | null {
  const value = html.match(pattern)?.[1];
  return value === undefined
    ? null
    : value
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'");
}

describe('what a search engine reads on each URL of the sitemap', () => {
  it('finds a canonical link equal to the URL, Open Graph with an image that answers', async () => {
    const locs = (xml: string) =>
      [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    // The sitemap is an index of files (pages, then the artisans by département): every URL of every file.
    const files = locs(await (await fetch(`${baseUrl()}/sitemap.xml`)).text());
    expect(files.map((file) => new URL(file).pathname)).toContain('/sitemaps/pages.xml');
    const urls: string[] = [];
    for (const file of files) {
      const response = await fetch(`${baseUrl()}${new URL(file).pathname}`);
      expect(response.status).toBe(200);
      urls.push(...locs(await response.text()));
    }
    expect(urls.length).toBeGreaterThan(100);
    const problems: string[] = [];
    const images = new Map<string, string[]>();
    for (const url of urls) {
      // The sitemap's addresses are PUBLIC_URL's; the test server answers on its own address.
      const { pathname, search } = new URL(url);
      const { status, html } = await serverHtml(`${baseUrl()}${pathname}${search}`);
      if (status !== 200) problems.push(`${url}: ${status}`);
      const canonical = first(html, /<link rel="canonical" href="([^"]*)">/);
      if (canonical !== url) problems.push(`${url}: canonical ${canonical}`);
      const ogUrl = first(html, /<meta property="og:url" content="([^"]*)">/);
      if (ogUrl !== url) problems.push(`${url}: og:url ${ogUrl}`);
      if (/<meta name="robots" content="noindex">/.test(html)) problems.push(`${url}: noindex`);
      const image = first(html, /<meta property="og:image" content="([^"]*)">/);
      if (!image || !/^https?:\/\//.test(image)) problems.push(`${url}: og:image ${image}`);
      else images.set(image, [...(images.get(image) ?? []), url]);
    }
    for (const [image, pages] of images) {
      const { pathname, search } = new URL(image);
      const response = await fetch(`${baseUrl()}${pathname}${search}`);
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 200 || !type.startsWith('image/'))
        problems.push(`${image} (${pages[0]}…): ${response.status} ${type}`);
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it("gives the home page the site's WebSite and Organization in JSON-LD", async () => {
    const { html } = await serverHtml(`${baseUrl()}/`);
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json" data-page="[^"]+">(.*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const website = blocks.find((block) => block['@type'] === 'WebSite');
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    const home = first(html, /<link rel="canonical" href="([^"]*)">/);
    expect(home).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(website).toMatchObject({ name: 'Annuaire des artisans', url: home });
    // Its SearchAction leads to the search page, which answers the text put in its place.
    const action = website!['potentialAction'] as { target: { urlTemplate: string } };
    const template = new URL(action.target.urlTemplate.replace('{search_term_string}', 'plombier'));
    expect(template.pathname).toBe('/recherche');
    const searched = await serverHtml(`${baseUrl()}${template.pathname}${template.search}`);
    expect(searched.html).toContain('Rechercher un artisan');
    expect(organization).toMatchObject({ name: 'Annuaire des artisans', url: home });
    const logo = new URL(String(organization!['logo']));
    const response = await fetch(`${baseUrl()}${logo.pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe('robots.txt', () => {
  it('lets a crawler fetch every image an artisan page embeds, its zone map included', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    const cards = await api<Card[]>('artisan/artisans');
    const problems: string[] = [];
    let zoneImages = 0;
    // Listings managed by their business (the zone map of their radius) and listings of the registers alike.
    const managed = cards.filter((card) => card.geree);
    const unmanaged = cards.filter((card) => !card.geree);
    expect(unmanaged.length).toBeGreaterThan(0);
    for (const card of [...managed.slice(0, 6), ...unmanaged.slice(0, 4)]) {
      const { html } = await serverHtml(`${baseUrl()}${hrefs.artisan(card.id)}`);
      const sources = [
        ...[...html.matchAll(/<img [^>]*?src="([^"]+)"/g)].map((match) => match[1]!),
        ...[...html.matchAll(/(?:srcset|imagesrcset)="([^"]+)"/gi)].flatMap((match) =>
          match[1]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
        ),
        ...[...html.matchAll(/<meta (?:property|name)="(?:og|twitter):image" content="([^"]+)"/g)].map(
          (match) => match[1]!,
        ),
        ...[...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((match) => match[1]!),
      ];
      for (const source of sources) {
        const url = new URL(source.replace(/&amp;/g, '&'), baseUrl());
        if (url.protocol === 'data:') continue;
        if (url.pathname.endsWith('/zone.svg')) zoneImages += 1;
        if (!robotsAllows(robots, `${url.pathname}${url.search}`)) problems.push(`${card.id}: ${source}`);
      }
    }
    expect(zoneImages).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
