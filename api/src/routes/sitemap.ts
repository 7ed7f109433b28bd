// GET /sitemap.xml, at the site's root: the static pages of SPEC 2, every trade and every artisan, as absolute URLs
// under PUBLIC_URL, each with its lastmod: the last change a visitor can see on it. Generated from the database on
// each request.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { ARTICLE_PATHS, hrefs, PUBLIC_PATHS } from '@annuaire/shared/federation/routes';
import { escapeXml } from '../text/xml';

/** Public pages worth indexing; login, password and back-office pages are left out. */
export const SITEMAP_STATIC_PATHS: readonly string[] = [
  PUBLIC_PATHS.home,
  PUBLIC_PATHS.metiers,
  PUBLIC_PATHS.map,
  PUBLIC_PATHS.about,
  PUBLIC_PATHS.contact,
  PUBLIC_PATHS.cgu,
  PUBLIC_PATHS.privacy,
  PUBLIC_PATHS.accessibility,
  PUBLIC_PATHS.reviewsPolicy,
  PUBLIC_PATHS.join,
  PUBLIC_PATHS.partners,
  PUBLIC_PATHS.infos,
  ...ARTICLE_PATHS,
];

/**
 * The static pages' texts and layout are built into remote-public: they change with its build, whose date is that of
 * its manifest. Null when the build is not under WEB_ROOT (served from elsewhere, or not built).
 */
async function publicBuildDate(webRoot: string): Promise<string | null> {
  try {
    const { mtime } = await fs.promises.stat(path.join(webRoot, 'remote-public', 'dist', 'mf-manifest.json'));
    return mtime.toISOString();
  } catch {
    return null;
  }
}

function urlEntry(loc: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

const sitemapRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const base = fastify.config.publicUrl;
    const [trades, artisans, buildDate] = await Promise.all([
      fastify.specialiteRepository.list(),
      fastify.artisanRepository.sitemapEntries(),
      publicBuildDate(fastify.config.webRoot),
    ]);
    // A trade's page is its artisans' cards: it changes with the last of them (none without artisans). ISO dates
    // in UTC compare as strings.
    const tradeLastmod = new Map<number, string>();
    for (const artisan of artisans) {
      for (const specialiteId of artisan.specialiteIds) {
        const known = tradeLastmod.get(specialiteId);
        if (known === undefined || artisan.lastmod > known) tradeLastmod.set(specialiteId, artisan.lastmod);
      }
    }
    const entries = [
      ...SITEMAP_STATIC_PATHS.map((page) => urlEntry(`${base}${page}`, buildDate ?? undefined)),
      ...trades.map((trade) => urlEntry(`${base}${hrefs.metier(trade.id)}`, tradeLastmod.get(trade.id))),
      ...artisans.map((artisan) => urlEntry(`${base}${hrefs.artisan(artisan.id)}`, artisan.lastmod)),
    ];
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      entries.join('\n') +
      '\n</urlset>\n';
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
};

export default sitemapRoutes;
