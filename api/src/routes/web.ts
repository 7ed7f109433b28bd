// One-process serving of the front end: the built shell at /, each remote's build at /remotes/<name>/,
// /remotes.json (where the shell finds the remotes, read fresh on every request), /runtime-config.json and the
// uploaded images at /uploads/. Pages are ssr/page-render.ts's. Missing builds only warn.
import fs from 'node:fs';
import path from 'node:path';
import staticPlugin from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@annuaire/shared/contract/common';

export const DEFAULT_REMOTES = {
  public: '/remotes/public/mf-manifest.json',
  proEditor: '/remotes/pro-editor/mf-manifest.json',
  backoffice: '/remotes/backoffice/mf-manifest.json',
};

export const REMOTE_BUILDS = [
  { app: 'remote-public', prefix: '/remotes/public/' },
  { app: 'remote-pro-editor', prefix: '/remotes/pro-editor/' },
  { app: 'remote-backoffice', prefix: '/remotes/backoffice/' },
];

const ONE_YEAR = 'public, max-age=31536000, immutable';
const NOT_BUILT_HTML =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Annuaire des artisans</title></head>' +
  '<body><p>Interface non construite : lancez npm run build.</p></body></html>';

/** Bundlers put a content hash in the names of files that never change: those may be cached for a year. */
function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (name.endsWith('.html')) return 'no-cache';
  return /[.-][0-9a-f]{8,}\./i.test(name) ? ONE_YEAR : 'no-cache';
}

function setBuildHeaders(reply: FastifyReply, file: string, cors: boolean): void {
  reply.header('cache-control', cacheControlFor(file));
  // Module workers and federated chunks must come as JavaScript whatever the extension (.mjs included).
  if (/\.(m?js)$/.test(file)) reply.header('content-type', 'text/javascript; charset=utf-8');
  if (cors) reply.header('access-control-allow-origin', '*');
}

function notBuilt(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(NOT_BUILT_HTML);
}

/** The document answered at /remotes.json (also read by plugins/security-headers.ts for the remotes' origins). */
export async function readRemotes(fastify: FastifyInstance): Promise<unknown> {
  const configured = fastify.config.remotesFile;
  const inDataDir = path.join(fastify.config.dataDir, 'remotes.json');
  const file = configured ?? (fs.existsSync(inDataDir) ? inDataDir : null);
  if (!file) return DEFAULT_REMOTES;
  return JSON.parse(await fs.promises.readFile(file, 'utf8')) as unknown;
}

/**
 * readRemotes for every page request: the file is read again only when its modification time or size changed (a
 * stat, a few microseconds), so a page that is kept costs no file read, and a new remotes.json is followed from the
 * next request on.
 */
export function remotesReader(fastify: FastifyInstance): () => Promise<unknown> {
  let last: { key: string; document: Promise<unknown> } | null = null;
  return () => {
    const configured = fastify.config.remotesFile;
    const inDataDir = path.join(fastify.config.dataDir, 'remotes.json');
    const file = configured ?? inDataDir;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const key = stat ? `${file}:${stat.mtimeMs}:${stat.size}` : configured ? `${file}:absent` : 'default';
    if (last?.key !== key) {
      const document = readRemotes(fastify);
      document.catch(() => {
        if (last?.document === document) last = null;
      });
      last = { key, document };
    }
    return last.document;
  };
}

export default fp(
  async (fastify) => {
    const { webRoot, dataDir, basicAuth, mapStyleUrl } = fastify.config;

    fastify.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      try {
        return await readRemotes(fastify);
      } catch (error) {
        request.log.error({ err: error }, 'fichier remotes.json illisible');
        return reply.code(500).send({ message: MESSAGES.serverError });
      }
    });

    fastify.get('/runtime-config.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { apiPrefix: '/api', basicAuth, mapStyleUrl };
    });

    // With STORAGE=s3 the uploads plugin streams /uploads/ from the bucket instead.
    if (fastify.config.storage.kind === 'local') {
      const uploads = path.join(dataDir, 'uploads');
      fs.mkdirSync(uploads, { recursive: true });
      await fastify.register(staticPlugin, {
        root: uploads,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        // Stored images never change: a replaced image gets a new name.
        cacheControl: false,
        setHeaders: (reply) => reply.header('cache-control', ONE_YEAR),
      });
    }

    for (const remote of REMOTE_BUILDS) {
      const dist = path.join(webRoot, remote.app, 'dist');
      if (!fs.existsSync(dist)) {
        fastify.log.warn(
          `${remote.app}/dist est absent : ${remote.prefix} répondra 404 (lancez npm run build).`,
        );
        fastify.get(`${remote.prefix}*`, { schema: { hide: true } }, async (_request, reply) =>
          notBuilt(reply),
        );
        continue;
      }
      await fastify.register(staticPlugin, {
        root: dist,
        prefix: remote.prefix,
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders: (reply, file) => setBuildHeaders(reply, file, true),
      });
    }

    const shellDist = path.join(webRoot, 'shell', 'dist');
    if (fs.existsSync(shellDist)) {
      await fastify.register(staticPlugin, {
        root: shellDist,
        prefix: '/',
        decorateReply: false,
        // '/' is a page like the others (ssr/page-render.ts), not index.html as a file.
        index: false,
        cacheControl: false,
        setHeaders: (reply, file) => setBuildHeaders(reply, file, false),
      });
    } else {
      fastify.log.warn('shell/dist est absent : l’interface répondra 404 (lancez npm run build).');
    }
  },
  { name: 'web', dependencies: ['config', 'errors'] },
);
