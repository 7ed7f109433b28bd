// GET /sitemap.xml, at the site's root: the static pages of SPEC 2, every trade and every artisan (with its last
// update), as absolute URLs under PUBLIC_URL. Generated from the database on each request.
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

function urlEntry(loc: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

const sitemapRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const base = fastify.config.publicUrl;
    const [trades, artisans] = await Promise.all([
      fastify.specialiteRepository.list(),
      fastify.artisanRepository.sitemapEntries(),
    ]);
    const entries = [
      ...SITEMAP_STATIC_PATHS.map((path) => urlEntry(`${base}${path}`)),
      ...trades.map((trade) => urlEntry(`${base}${hrefs.metier(trade.id)}`)),
      ...artisans.map((artisan) => urlEntry(`${base}${hrefs.artisan(artisan.id)}`, artisan.dateUpdate)),
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
