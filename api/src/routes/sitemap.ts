// The sitemap, at the site's root (sitemaps.org protocol): /sitemap.xml is an index of files of at most
// SITEMAP_MAX_URLS URLs each (50,000, the protocol's limit): /sitemaps/pages.xml (the static pages of SPEC 2 and
// every trade) and the files of each département of the artisans' code postal, each a block of ids numbered from
// the first (artisans-19.xml, then artisans-19-2.xml…, a block without any listing being no file). Absolute URLs
// under PUBLIC_URL, each with its lastmod: the last change a visitor can see on it. Closed listings are in none.
// The index and the dates of the trades come from summaries the database keeps at every write (migration 0037), not
// from the listings: an artisan file is a block of ids (repositories/artisan/sitemap-files.ts), so a listing
// stays in its file, and a file's lastmod is when it last changed (an entry's change, an arrival or a departure).
// Each answer is prepared once (ETag, gzip and br forms) and kept in the hot cache: a file reads its own entries
// from the area index (artisans_sitemap_area_idx), never the whole directory.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SITEMAP_MESSAGES } from '@annuaire/shared/contract/messages';
import { ARTICLE_PATHS, hrefs, PUBLIC_PATHS } from '@annuaire/shared/federation/routes';
import { SITEMAP_SLICE_IDS } from '../db/schema';
import { HttpError } from '../http-error';
import { sitemapBlock } from '../repositories/artisan/sitemap-files';
import { etagMatches, prepareJson, sendPrepared } from '../plugins/http-cache';
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

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const XML_TYPE = 'application/xml; charset=utf-8';

function urlset(entries: string[]): string {
  return `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The latest of ISO dates in UTC (they compare as strings), undefined without any. */
function latest(dates: readonly (string | null | undefined)[]): string | undefined {
  let max: string | undefined;
  for (const date of dates) if (date && (max === undefined || date > max)) max = date;
  return max;
}

/** The file of an area's block: the first has no number, so that a département of recent ids keeps one address. */
export function artisanFileName(area: string, part: number): string {
  return part === 1 ? `artisans-${area}.xml` : `artisans-${area}-${part}.xml`;
}

/** pages.xml, or an area's block (a block numbered 1 is not a file: the first has no number). */
const FILE_NAME = /^(?:(pages)|artisans-([0-9]{2,3}|autres)(?:-([2-9]|[1-9][0-9]+))?)\.xml$/;

const sitemapRoutes: FastifyPluginAsync = async (fastify) => {
  const base = fastify.config.publicUrl;
  const maxUrls = fastify.config.sitemapMaxUrls;
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<string | null>,
  ) => {
    // An unknown file throws its 404 from the loader, so that it is not kept: the hot cache holds answers only.
    const prepared = await fastify.hotCache.get(key, async () => {
      const xml = await build();
      if (xml === null) throw new HttpError(404, SITEMAP_MESSAGES.fileNotFound);
      return prepareJson(xml);
    });
    reply.header('cache-control', 'public, max-age=3600');
    // The ETag hook answers 304 under /api only: outside it, the crawler's revalidation is answered here.
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && etagMatches(ifNoneMatch, prepared.etag)) {
      return reply.code(304).header('etag', prepared.etag).send();
    }
    return sendPrepared(request, reply, prepared, XML_TYPE);
  };

  const pagesFile = async () => {
    const [trades, tradeLastmods, buildDate] = await Promise.all([
      fastify.specialiteRepository.list(),
      fastify.artisanRepository.sitemapTradeLastmods(),
      publicBuildDate(fastify.config.webRoot),
    ]);
    return {
      lastmod: latest([buildDate, ...tradeLastmods.values()]),
      xml: urlset([
        ...SITEMAP_STATIC_PATHS.map((page) => urlEntry(`${base}${page}`, buildDate ?? undefined)),
        ...trades.map((trade) => urlEntry(`${base}${hrefs.metier(trade.id)}`, tradeLastmods.get(trade.id))),
      ]),
    };
  };

  fastify.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    send(request, reply, 'sitemap:index', async () => {
      const [pages, files] = await Promise.all([
        pagesFile(),
        fastify.artisanRepository.sitemapFiles(maxUrls),
      ]);
      const entries = [
        { name: 'pages.xml', lastmod: pages.lastmod },
        ...files.map((file) => ({ name: artisanFileName(file.area, file.part), lastmod: file.lastmod })),
      ].map(({ name, lastmod }) => {
        const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
        return `<sitemap><loc>${escapeXml(`${base}/sitemaps/${name}`)}</loc>${modified}</sitemap>`;
      });
      return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
    }),
  );

  fastify.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = FILE_NAME.exec(request.params.file);
      if (!match) throw new HttpError(404, SITEMAP_MESSAGES.fileNotFound);
      const [, pages, area, part] = match;
      return send(request, reply, `sitemap:file:${request.params.file}`, async () => {
        if (pages) return (await pagesFile()).xml;
        // Past the largest id there can be (a serial), no file: not a query out of the column's range.
        const block = sitemapBlock(Number(part ?? 1), maxUrls, SITEMAP_SLICE_IDS);
        if (!block) return null;
        const entries = await fastify.artisanRepository.sitemapFileEntries(area!, block);
        if (entries.length === 0) return null;
        return urlset(entries.map((entry) => urlEntry(`${base}${hrefs.artisan(entry.id)}`, entry.lastmod)));
      });
    },
  );
};

export default sitemapRoutes;
