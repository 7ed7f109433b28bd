// Server rendering of the public pages (issue 18): every GET of a path that is not the API, an upload, a remote's
// file or a client-rendered area answers the page rendered on the server by the shell's server build
// (shell/dist/server-main.js), with remote-public's Node container found through the same remotes.json the browser
// reads. Anonymous pages are kept like the prepared JSON answers (ETag, brotli and gzip made once, emptied by the
// writes that change them). When the render cannot be done (no server build, a remote that fails to load or throws),
// the page is the shell's client-rendered index.html with status 200, as before: a public page never answers 500.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseRemotesManifest } from '@annuaire/shared/federation/remotes';
import {
  BACKOFFICE_PREFIX,
  EDITOR_PREFIX,
  LOGIN_PATHS,
  PUBLIC_ROUTE_PATTERNS,
} from '@annuaire/shared/federation/routes';
import { onceUntilFailure } from '@annuaire/shared/utils/once-until-failure';
import type { ServerBuild, ServerRenderer } from '@annuaire/shared/ssr/renderer';
import { etagMatches, prepareJson, sendPrepared, type PreparedJson } from '../plugins/http-cache';
import { remotesReader } from '../routes/web';
import { addToHead, NOINDEX_META, renderDocument } from './document';
import { createRemoteFileLoader } from './remote-files';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page of the site: rendered on the server when it can be, else the client-rendered shell. */
    servePage: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

const HTML_TYPE = 'text/html; charset=utf-8';
/** Origin the render's API calls are addressed to; they are answered in-process (inject), never sent. */
const INTERNAL_API_ORIGIN = 'http://api.internal';
/** The exposed module's own chunk group in remote-public's chunk-assets.json. */
const EXPOSED_ROUTES_GROUP = '__federation_expose_routes';
/** A failure of the render is logged at most this often (the page falls back meanwhile). */
const FAILURE_LOG_INTERVAL_MS = 60_000;

/** The log-in pages, the editor and the back office render in the browser, out of search engines. */
export function isClientRenderedArea(pathname: string): boolean {
  return [LOGIN_PATHS.admin, LOGIN_PATHS.backoffice, EDITOR_PREFIX, BACKOFFICE_PREFIX].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** Pages kept once rendered: no query, or only a page number (a position is anybody's). */
function isKeptQuery(search: string): boolean {
  return search === '' || /^\?page=\d{1,4}$/.test(search);
}

/** The hot-cache key of a page: under its path, so that a write forgets it with the answers it changed. */
export function pageCacheKey(pathname: string, search: string, publicEntry: string): string {
  return `page:${pathname}:${search}|${publicEntry}`;
}

interface ChunkAssets {
  groups: Record<string, { css: string[]; js: string[] } | undefined>;
}

function parseChunkAssets(text: string): ChunkAssets {
  const value = JSON.parse(text) as Partial<ChunkAssets>;
  return { groups: value.groups ?? {} };
}

interface ShellBuild {
  template: string;
  stylesheets: string[];
}

export default fp(
  async (fastify: FastifyInstance) => {
    const { webRoot, publicUrl, ssrRemoteOrigins } = fastify.config;
    const shellDist = path.join(webRoot, 'shell', 'dist');
    const loadFile = createRemoteFileLoader({ publicUrl, webRoot, allowedOrigins: ssrRemoteOrigins });
    let lastFailureLog = 0;
    const readRemotes = remotesReader(fastify);

    const logFailure = (error: unknown) => {
      const now = Date.now();
      if (now - lastFailureLog < FAILURE_LOG_INTERVAL_MS) return;
      lastFailureLog = now;
      fastify.log.error({ err: error }, 'rendu serveur impossible : page rendue dans le navigateur');
    };

    /** The shell's index.html and stylesheets, read again when a new build of the shell replaced them. */
    let shellBuild: { mtimeMs: number; build: Promise<ShellBuild> } | null = null;
    const readShell = async (): Promise<ShellBuild> => {
      const { mtimeMs } = await fs.promises.stat(path.join(shellDist, 'index.html'));
      if (shellBuild?.mtimeMs !== mtimeMs) {
        const build = (async () => {
          const [template, assets] = await Promise.all([
            fs.promises.readFile(path.join(shellDist, 'index.html'), 'utf8'),
            // A shell built without its server build has no list: its pages are then client-rendered anyway.
            fs.promises
              .readFile(path.join(shellDist, 'chunk-assets.json'), 'utf8')
              .then(parseChunkAssets, (): ChunkAssets => ({ groups: {} })),
          ]);
          const stylesheets = ['main', 'bootstrap'].flatMap((group) =>
            (assets.groups[group]?.css ?? []).map((file) => `/${file}`),
          );
          return { template, stylesheets };
        })();
        build.catch(() => {
          shellBuild = null;
        });
        shellBuild = { mtimeMs, build };
      }
      return shellBuild.build;
    };

    // In-process answers to the render's API calls: the same routes, caches and serializers as over HTTP, anonymous.
    const apiFetch: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const response = await fastify.inject({
        method: request.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { accept: 'application/json' },
      });
      return new Response(response.rawPayload.length > 0 ? new Uint8Array(response.rawPayload) : null, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
      });
    };

    const renderer = onceUntilFailure(async (): Promise<ServerRenderer> => {
      const entry = path.join(shellDist, 'server-main.js');
      // With asyncStartup, the module's exports come once the federation runtime has started: a promise.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the shell's server build is CommonJS
      const build = await (require(entry) as ServerBuild | Promise<ServerBuild>);
      return build.createRenderer({ fetch: apiFetch, apiOrigin: INTERNAL_API_ORIGIN, loadFile });
    });

    /** remote-public's chunk list, read once for the build remotes.json names (a new address reads the new one). */
    let remoteAssets: { manifestUrl: string; assets: Promise<ChunkAssets> } | null = null;
    const readRemoteAssets = (manifestUrl: string): Promise<ChunkAssets> => {
      if (remoteAssets?.manifestUrl !== manifestUrl) {
        const assets = loadFile(new URL('chunk-assets.json', manifestUrl).href).then(({ text }) =>
          parseChunkAssets(text),
        );
        assets.catch(() => {
          if (remoteAssets?.assets === assets) remoteAssets = null;
        });
        remoteAssets = { manifestUrl, assets };
      }
      return remoteAssets.assets;
    };

    async function renderPage(
      url: string,
      remotes: Record<string, string>,
      publicEntry: string,
    ): Promise<{ status: number; prepared: PreparedJson }> {
      const manifestUrl = new URL(publicEntry, `${publicUrl}/`).href;
      // Where the browser finds the build's files: the folder of the address remotes.json gives it.
      const publicPath = publicEntry.slice(0, publicEntry.lastIndexOf('/') + 1);
      const [shell, render, assets] = await Promise.all([
        readShell(),
        renderer().then((instance) =>
          instance.render({
            url,
            publicEntry: manifestUrl,
            publicPath,
            origin: new URL(publicUrl).origin,
          }),
        ),
        readRemoteAssets(manifestUrl),
      ]);
      const pageStylesheets = [EXPOSED_ROUTES_GROUP, ...render.chunks].flatMap((group) =>
        (assets.groups[group]?.css ?? []).map((file) => `${publicPath}${file}`),
      );
      const html = renderDocument(
        shell.template,
        {
          html: render.html,
          head: render.head,
          data: { queries: render.queries, remotes },
          stylesheets: [...shell.stylesheets, ...pageStylesheets],
        },
        publicUrl,
      );
      return { status: render.status, prepared: prepareJson(html) };
    }

    /** The client-rendered shell (today's answer), optionally kept out of search engines. */
    async function sendShell(reply: FastifyReply, noindex: boolean): Promise<FastifyReply> {
      let template: string;
      try {
        template = (await readShell()).template;
      } catch {
        return reply
          .code(404)
          .type(HTML_TYPE)
          .header('cache-control', 'no-cache')
          .send(
            '<!doctype html><html lang="fr"><body><p>Interface non construite : lancez npm run build.</p></body></html>',
          );
      }
      if (noindex) reply.header('x-robots-tag', 'noindex');
      return reply
        .code(200)
        .type(HTML_TYPE)
        .header('cache-control', 'no-cache')
        .send(noindex ? addToHead(template, NOINDEX_META) : template);
    }

    fastify.decorate('servePage', async (request: FastifyRequest, reply: FastifyReply) => {
      const queryStart = request.url.indexOf('?');
      const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
      const search = queryStart === -1 ? '' : request.url.slice(queryStart);
      if (isClientRenderedArea(pathname)) return sendShell(reply, true);
      try {
        const remotes = parseRemotesManifest(await readRemotes());
        const publicEntry = remotes.public;
        if (!publicEntry) return await sendShell(reply, false);
        const url = `${pathname}${search}`;
        const page = isKeptQuery(search)
          ? await fastify.hotCache.get(pageCacheKey(pathname, search, publicEntry), () =>
              renderPage(url, remotes, publicEntry),
            )
          : await renderPage(url, remotes, publicEntry);
        reply.code(page.status).header('cache-control', 'no-cache');
        return await sendPage(request, reply, page.prepared);
      } catch (error) {
        logFailure(error);
        return sendShell(reply, false);
      }
    });

    // The public pages by their routes: they would otherwise reach servePage through the shell's static files (a
    // file looked up on disk, then the not-found handler), a few times slower for a page that is kept. Any other
    // path still ends there, as the 404 page.
    for (const pattern of PUBLIC_ROUTE_PATTERNS) {
      fastify.get(pattern, { schema: { hide: true } }, (request, reply) => fastify.servePage(request, reply));
    }
  },
  { name: 'page-render', dependencies: ['config', 'http-cache', 'web'] },
);

/** A prepared page: ETag, 304 on a match, the compressed form the client accepts. */
async function sendPage(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson) {
  const ifNoneMatch = request.headers['if-none-match'];
  // The ETag hook of http-cache.ts answers 304 for the API's JSON only.
  if (ifNoneMatch && etagMatches(ifNoneMatch, prepared.etag)) {
    return reply.code(304).header('etag', prepared.etag).send();
  }
  return sendPrepared(request, reply, prepared, HTML_TYPE);
}
