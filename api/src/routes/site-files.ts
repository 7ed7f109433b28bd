// The files browsers and crawlers ask for at the site's root: /robots.txt, /site.webmanifest and the icons
// (/favicon.ico, /apple-touch-icon.png, /icon-192.png, /icon-512.png), drawn from the logo of shell/index.html.
// Registered by app.ts before the front-end serving, so that these paths never get the shell.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { onceUntilFailure } from '@annuaire/shared/utils/once-until-failure';

const BRAND_COLOR = '#1f4e5a';
const SITE_NAME = 'Annuaire des artisans';
/** The files change only with a new release; a day keeps a stale icon short-lived, and the ETag makes it cheap. */
const CACHE_CONTROL = 'public, max-age=86400';
const PNG_TYPE = 'image/png';
/** robots.txt's pattern of the zone images, GET /api/artisan/:id/zone.svg (routes/artisan-zone.ts). */
const ZONE_IMAGE_PATTERN = '/api/artisan/*/zone.svg';

/** The favicon of shell/index.html (a white house on a rounded square) at `size` pixels. */
export function logoSvg(size: number, { rounded = true }: { rounded?: boolean } = {}): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${BRAND_COLOR}"/>` +
    '<path d="M9 23V13l7-5 7 5v10h-5v-6h-4v6z" fill="#fff"/></svg>'
  );
}

/** Rendered at its size (librsvg draws the vector at that scale, sharper than a resized bitmap). */
function renderPng(size: number, options: { rounded?: boolean; opaque?: boolean } = {}): Promise<Buffer> {
  let image = sharp(Buffer.from(logoSvg(size, options))).resize(size, size);
  if (options.opaque) image = image.flatten({ background: BRAND_COLOR }).removeAlpha();
  return image.png({ compressionLevel: 9 }).toBuffer();
}

const ICO_HEADER_BYTES = 6;
const ICO_ENTRY_BYTES = 16;

/**
 * An ICO file holding PNG images (allowed since Windows Vista, read by every current browser): ICONDIR, one
 * ICONDIRENTRY per image, then the PNG bytes, little-endian throughout.
 */
export function icoFromPngs(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(ICO_HEADER_BYTES + ICO_ENTRY_BYTES * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = ICO_HEADER_BYTES + ICO_ENTRY_BYTES * index;
    // One byte each for width and height: 0 stands for 256.
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

interface SiteFile {
  body: Buffer;
  type: string;
  etag: string;
}

function siteFile(body: Buffer, type: string): SiteFile {
  return { body, type, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** If-None-Match compares weakly (RFC 9110, 13.1.2): a W/ form of our tag matches too, and so does "*". */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((value) => value.trim().replace(/^W\//, ''))
    .some((value) => value === '*' || value === etag);
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile): FastifyReply {
  reply.header('cache-control', CACHE_CONTROL).header('etag', file.etag);
  if (notModified(request, file.etag)) return reply.code(304).send();
  return reply.type(file.type).send(file.body);
}

/** The icons, each rendered on its first request and then kept; a failed rendering is tried again next time. */
const ICONS: Record<string, { type: string; render: () => Promise<Buffer> }> = {
  '/favicon.ico': {
    type: 'image/x-icon',
    render: async () => {
      const sizes = [32, 48];
      const pngs = await Promise.all(sizes.map((size) => renderPng(size)));
      return icoFromPngs(sizes.map((size, index) => ({ size, png: pngs[index]! })));
    },
  },
  // iOS puts transparent corners on black and rounds the icon itself: square and opaque.
  '/apple-touch-icon.png': {
    type: PNG_TYPE,
    render: () => renderPng(180, { rounded: false, opaque: true }),
  },
  '/icon-192.png': { type: PNG_TYPE, render: () => renderPng(192) },
  '/icon-512.png': { type: PNG_TYPE, render: () => renderPng(512) },
};

/** The web app manifest: names and colours of the site when a browser installs it or pins it. */
export function webManifest(): Record<string, unknown> {
  return {
    name: SITE_NAME,
    short_name: 'Artisans',
    lang: 'fr',
    start_url: '/',
    display: 'browser',
    theme_color: BRAND_COLOR,
    background_color: '#ffffff',
    icons: [192, 512].map((size) => ({
      src: `/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: PNG_TYPE,
      purpose: 'any',
    })),
  };
}

// Not compressed: the PNGs are compressed already, the texts are far under the compression threshold, and a
// compressed form would need an ETag of its own (these are strong ETags of the bytes sent).
const ROUTE_OPTIONS = { schema: { hide: true }, compress: false } as const;

const siteFilesRoutes: FastifyPluginAsync = async (fastify) => {
  const robots = siteFile(
    Buffer.from(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /backoffice',
        'Disallow: /api',
        // The map of an artisan's area, an image every artisan page shows: crawlers read a page with its images.
        // Longer than /api, this rule wins over it (the longest matching rule decides).
        `Allow: ${ZONE_IMAGE_PATTERN}`,
        `Sitemap: ${fastify.config.publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    ),
    'text/plain; charset=utf-8',
  );
  const manifest = siteFile(Buffer.from(JSON.stringify(webManifest())), 'application/manifest+json');

  fastify.get('/robots.txt', ROUTE_OPTIONS, async (request, reply) => sendFile(request, reply, robots));
  fastify.get('/site.webmanifest', ROUTE_OPTIONS, async (request, reply) =>
    sendFile(request, reply, manifest),
  );

  for (const [path, icon] of Object.entries(ICONS)) {
    // Held by this app instance, so that the bytes go with it when it closes.
    const load = onceUntilFailure(async () => siteFile(await icon.render(), icon.type));
    fastify.get(path, ROUTE_OPTIONS, async (request, reply) => sendFile(request, reply, await load()));
  }
};

export default siteFilesRoutes;
