// The site's root files: /robots.txt naming the sitemap under PUBLIC_URL, the web app manifest, and the icons
// rendered from the logo (a real ICO of PNGs, opaque apple-touch icon), with caching, revalidation and HEAD.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { logoSvg } from '../../src/routes/site-files';
import { robotsAllows } from '../helpers/robots-rules';
import { createTestApp, type TestApp } from '../helpers/test-app';

const BASE = 'https://annuaire.exemple.fr';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ICONS = [
  { url: '/apple-touch-icon.png', size: 180 },
  { url: '/icon-192.png', size: 192 },
  { url: '/icon-512.png', size: 512 },
];
const EVERY_PATH = [
  '/robots.txt',
  '/site.webmanifest',
  '/favicon.ico',
  ...ICONS.map((icon) => icon.url),
] as const;

describe('site files', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ data: 'none', env: { PUBLIC_URL: `${BASE}/` } });
  });
  afterAll(() => ctx?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('answers /robots.txt as text, keeping crawlers out of the private parts and naming the sitemap', async () => {
    const response = await get('/robots.txt', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /backoffice',
      'Disallow: /api',
      'Allow: /api/artisan/*/zone.svg',
      `Sitemap: ${BASE}/sitemap.xml`,
      '',
    ]);
  });

  it('lets crawlers fetch the images pages embed, and keeps the rest of the API out', async () => {
    const robots = (await get('/robots.txt')).body;
    for (const allowed of [
      '/',
      '/artisan/7',
      '/api/artisan/7/zone.svg',
      '/api/artisan/7/zone.svg?r=30',
      '/uploads/artisans/7/photo-480.webp',
      '/icon-512.png',
    ]) {
      expect([allowed, robotsAllows(robots, allowed)]).toEqual([allowed, true]);
    }
    for (const refused of [
      '/api',
      '/api/artisan/7',
      '/api/artisan/artisans',
      '/api/auth/login',
      '/api/artisan/7/zone.json',
      '/admin',
      '/backoffice/admin/home',
    ]) {
      expect([refused, robotsAllows(robots, refused)]).toEqual([refused, false]);
    }
  });

  it('reads robots.txt rules as Google does: the longest match wins, Allow on a tie', () => {
    const robots = ['User-agent: *', 'Disallow: /a', 'Allow: /a/*/b$', 'Allow: /c', 'Disallow: /c'].join(
      '\n',
    );
    expect(robotsAllows(robots, '/a/1/b')).toBe(true);
    expect(robotsAllows(robots, '/a/1/b?x')).toBe(false);
    expect(robotsAllows(robots, '/a/1')).toBe(false);
    expect(robotsAllows(robots, '/c/d')).toBe(true);
    expect(robotsAllows(robots, '/z')).toBe(true);
    expect(
      robotsAllows(['User-agent: autre', 'Disallow: /', '', 'User-agent: *', 'Disallow:'].join('\n'), '/x'),
    ).toBe(true);
  });

  it('answers /favicon.ico as an ICO file of two PNG images, 32 and 48 px', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    const ico = response.rawPayload;
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    let expectedOffset = 6 + 2 * 16;
    for (const [index, size] of [32, 48].entries()) {
      const entry = 6 + 16 * index;
      expect([ico.readUInt8(entry), ico.readUInt8(entry + 1)]).toEqual([size, size]);
      expect(ico.readUInt16LE(entry + 4)).toBe(1);
      expect(ico.readUInt16LE(entry + 6)).toBe(32);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(offset).toBe(expectedOffset);
      const png = ico.subarray(offset, offset + length);
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      const metadata = await sharp(png).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', size, size]);
      expectedOffset += length;
    }
    expect(ico.length).toBe(expectedOffset);
  });

  it.each(ICONS)('answers $url as a $size px PNG', async ({ url, size }) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', size, size]);
  });

  it('draws the logo: the brand colour around a white house', async () => {
    const { data, info } = await sharp((await get('/icon-192.png')).rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ];
    // The rounded square leaves its corners transparent; its edge is the brand colour; the house is white.
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(96, 10)).toEqual([0x1f, 0x4e, 0x5a, 255]);
    expect(pixel(96, 96)).toEqual([255, 255, 255, 255]);
  });

  it('gives shell/index.html a favicon URL without raw spaces that draws the same logo', () => {
    const shellHtml = fs.readFileSync(path.join(__dirname, '../../../shell/index.html'), 'utf8');
    const href = shellHtml.match(/<link\s+rel="icon"\s+href="([^"]+)"/)?.[1];
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    // A URL holds no whitespace (the W3C checker refuses it): spaces are %20.
    expect(href).not.toMatch(/\s/);
    const svg = decodeURIComponent(href!.slice('data:image/svg+xml,'.length)).replace(/'/g, '"');
    const drawing = (markup: string) => markup.replace(/^<svg[^>]*>/, '');
    expect(drawing(svg)).toBe(drawing(logoSvg(32)));
  });

  it('gives the apple-touch icon an opaque background, corners included', async () => {
    const image = sharp((await get('/apple-touch-icon.png')).rawPayload);
    const metadata = await image.metadata();
    expect(metadata.hasAlpha).toBe(false);
    const { data } = await image.raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x1f, 0x4e, 0x5a]);
  });

  it('answers /site.webmanifest with the site’s names, colours and icons', async () => {
    const response = await get('/site.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json');
    const manifest = response.json<{ icons: { src: string; sizes: string }[] }>();
    expect(manifest).toEqual({
      name: 'Annuaire des artisans',
      short_name: 'Artisans',
      lang: 'fr',
      start_url: '/',
      display: 'browser',
      theme_color: '#1f4e5a',
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    });
    for (const icon of manifest.icons) {
      const metadata = await sharp((await get(icon.src)).rawPayload).metadata();
      expect(`${metadata.width}x${metadata.height}`).toBe(icon.sizes);
    }
  });

  it.each(EVERY_PATH)('lets %s be cached for a day and revalidated with its ETag', async (url) => {
    const first = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['content-encoding']).toBeUndefined();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    // Rendered once: the same bytes and tag the next time.
    const again = await get(url);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"autre", ${etag}`, '*']) {
      const revalidated = await get(url, { 'if-none-match': ifNoneMatch });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toBe('public, max-age=86400');
    }
    const changed = await get(url, { 'if-none-match': '"autre"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.each(EVERY_PATH)('answers HEAD %s with the headers and no body', async (url) => {
    const full = await get(url);
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(full.headers['content-type']);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['content-length']).toBe(String(full.rawPayload.length));
    expect(head.body).toBe('');
  });

  it('tells crawlers where the sitemap is under the default address without PUBLIC_URL', async () => {
    const local = await createTestApp({ data: 'none' });
    try {
      const body = (await local.app.inject({ url: '/robots.txt' })).body;
      expect(body).toContain(`Sitemap: ${local.config.publicUrl}/sitemap.xml\n`);
      expect(local.config.publicUrl).toMatch(/^http:\/\/localhost:\d+$/);
    } finally {
      await local.close();
    }
  });
});
