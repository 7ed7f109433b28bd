// Server rendering of the public site, run inside the API process through the shell's server build: the same
// layout as in the browser (header with the trades as links, footer, 404), with remote-public's routes loaded
// through the Module Federation runtime from the address remotes.json gives, as the browser does. Each request gets
// its own query client; the HTML is rendered once every page's code and data are in, for crawlers.
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import vm from 'node:vm';
import path from 'node:path';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTES, remoteRoutesId } from '@annuaire/shared/federation/remotes';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { specialitesQuery } from '@annuaire/shared/query/specialites';
import { StaticRouter } from '@annuaire/shared/routing/router';
import { dehydrateQueries } from '@annuaire/shared/ssr/dehydrated-state';
import { createServerRenderRecord, ServerRenderProvider } from '@annuaire/shared/ssr/page-head';
import {
  SSR_PUBLIC_PATH_GLOBAL,
  type RendererOptions,
  type ServerRenderer,
} from '@annuaire/shared/ssr/renderer';
import { ServerRemotesContext } from '../features/remotes/components/server-remotes';
import { AppLayout } from './app-layout';

type PublicRoutesModule = typeof import('remote_public/routes');

/** Runs a remote's server entry (CommonJS) as Node would, from its own folder so that it finds its chunks. */
function evaluateEntry(source: string, url: string, localFile: string | null): unknown {
  const file = localFile ?? url;
  const script = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${source}\n})`, {
    filename: file,
  });
  const module = { exports: {} as unknown };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    module,
    __non_webpack_require__,
    localFile ? path.dirname(localFile) : new URL('.', url).pathname,
    file,
  );
  return module.exports;
}

/** The federation runtime's loads go through `loadFile`: manifests, and the remotes' entries themselves. */
function loaderPlugin(loadFile: RendererOptions['loadFile']): ModuleFederationRuntimePlugin {
  return {
    name: 'annuaire-server-loader',
    async fetch(url) {
      const { text } = await loadFile(String(url));
      return new Response(text, { headers: { 'content-type': 'application/json' } });
    },
    async loadEntry({ remoteInfo }) {
      const { text, file } = await loadFile(remoteInfo.entry);
      const exports = evaluateEntry(text, remoteInfo.entry, file) as Record<string, unknown>;
      return (exports[remoteInfo.entryGlobalName] ?? exports) as never;
    },
  };
}

function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        // Decoded once: a character's bytes may fall on both sides of a chunk's end.
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline: React outlines large ones behind an inline script, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** The renderer; the API client is already configured (server.ts). */
export function createRenderer(options: Pick<RendererOptions, 'loadFile'>): ServerRenderer {
  registerPlugins([loaderPlugin(options.loadFile)]);
  let registeredEntry: string | null = null;

  return {
    async render({ url, publicEntry, publicPath, origin }) {
      if (publicEntry !== registeredEntry) {
        // A new build of remote-public (or one that failed): the old container and its modules leave the runtime
        // (force only replaces a registered remote; the first registration is a plain one).
        registerRemotes([{ name: REMOTES.public.name, entry: publicEntry }], { force: true });
        registeredEntry = publicEntry;
      }
      let routes: PublicRoutesModule | null;
      // Read by the container when it first runs (getPublicPath of its build).
      (globalThis as Record<string, unknown>)[SSR_PUBLIC_PATH_GLOBAL] = publicPath;
      try {
        routes = await loadRemote<PublicRoutesModule>(remoteRoutesId('public'));
        if (!routes?.default || typeof routes.prepare !== 'function') {
          throw new Error('remote-public : module ./routes sans rendu serveur (prepare)');
        }
      } catch (error) {
        // The next request loads it again.
        registeredEntry = null;
        throw error;
      }
      const place = new URL(url, 'http://page');
      const client = createQueryClient();
      try {
        const [, { chunks }] = await Promise.all([
          client.prefetchQuery(specialitesQuery),
          routes.prepare({ pathname: place.pathname, search: place.search }, client),
        ]);
        const record = createServerRenderRecord(origin);
        const html = await renderToHtml(
          <StrictMode>
            <ServerRenderProvider record={record}>
              <QueryClientProvider client={client}>
                <StaticRouter location={url}>
                  <ServerRemotesContext.Provider value={{ public: routes }}>
                    <AppLayout />
                  </ServerRemotesContext.Provider>
                </StaticRouter>
              </QueryClientProvider>
            </ServerRenderProvider>
          </StrictMode>,
        );
        return { html, status: record.status, head: record.head, queries: dehydrateQueries(client), chunks };
      } finally {
        client.clear();
      }
    },
  };
}
