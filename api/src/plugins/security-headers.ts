// Security headers plugin: helmet's headers (nosniff, Referrer-Policy, frame denial, HSTS behind https) and a
// Content-Security-Policy on every response of the process (API, shell, remotes, uploads, 404s and errors). The
// policy follows the deployment: the origins of the remotes listed in the served remotes.json and the map's tile host.
// helmet decides the headers once, at start-up; every response then gets that same set in one call. Running helmet's
// dozen middlewares on each request (through @fastify/helmet) cost about a third of the API's throughput on small
// answers (bench:api).
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { parseRemotesManifest } from '@annuaire/shared/federation/remotes';
import { readRemotes } from '../routes/web';

export interface CspSources {
  /** Origins serving remote manifests and chunks other than this one (absolute entries of remotes.json). */
  remoteOrigins: readonly string[];
  /** Origin of the map's tile style, whose tiles, sprites and glyphs maplibre fetches. */
  mapOrigins: readonly string[];
  /** Origin of PUBLIC_IMAGES_URL (the bucket's or a CDN's address images are served from), if any. */
  imageOrigins?: readonly string[];
  /** Behind https: ask the browser to load every subresource over https too. */
  upgradeInsecureRequests: boolean;
}

/** remotes.json is re-read at most this often, so that a moved remote is allowed from the next page load on. */
export const REMOTES_REFRESH_MS = 1000;

/**
 * The origin of an absolute http(s) URL, or null for a relative one (served here, covered by 'self') or anything
 * else. WHATWG URLs accept `;`, `,` or quotes in a host, which would end a CSP directive early: such hosts are
 * refused rather than written into the header.
 */
export function urlOrigin(url: string): string | null {
  if (!/^https?:\/\//i.test(url.trim())) return null;
  let origin: string;
  try {
    origin = new URL(url.trim()).origin;
  } catch {
    return null;
  }
  return /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](?::\d{1,5})?$/i.test(origin)
    ? origin
    : null;
}

/** The origins of the absolute manifest URLs of a remotes.json document (known keys only, as the shell reads it). */
export function remoteOriginsOf(remotes: unknown): string[] {
  const origins = Object.values(parseRemotesManifest(remotes)).map((url) => urlOrigin(url));
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

export function buildContentSecurityPolicy({
  remoteOrigins,
  mapOrigins,
  imageOrigins = [],
  upgradeInsecureRequests,
}: CspSources): string {
  const remotes = [...new Set(remoteOrigins)];
  const map = [...new Set(mapOrigins)];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Bundles only, from here and from the remotes' hosts (remoteEntry.js and chunks are <script> elements).
    ['script-src', ["'self'", ...remotes]],
    ['script-src-attr', ["'none'"]],
    // 'unsafe-inline' for styles only: sonner (the toasts) inserts its stylesheet as a <style> element at runtime.
    // React's style props go through the CSSOM, which CSP does not restrict.
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    // data: for the favicon and maplibre's control icons, blob: for the images maplibre decodes.
    ['img-src', [...new Set(["'self'", 'data:', 'blob:', ...remotes, ...map, ...imageOrigins])]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    // /remotes.json, /runtime-config.json and /api here; the remotes' mf-manifest.json; the tile style, tiles,
    // sprites and glyphs (also fetched from maplibre's workers, which get this same policy).
    ['connect-src', ["'self'", ...remotes, ...map]],
    // maplibre starts its workers from its own file, or from a blob: that imports it when that file is on another
    // origin (remote-public on a CDN). Chromium checks the imports of a module worker against worker-src, not
    // script-src, so the remotes' origins are listed here too.
    ['worker-src', ["'self'", 'blob:', ...remotes]],
    ['child-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  if (upgradeInsecureRequests) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * The headers helmet sets with `options`, by lower-case name. None of helmet's headers depends on the request: its
 * middleware is run once against a response that only records them.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every security header a response carries, as of the last refresh of the policy. */
    securityHeaders: () => Readonly<Record<string, string>>;
  }
}

export default fp(
  async (fastify) => {
    const { publicUrl, mapStyleUrl, publicImagesUrl } = fastify.config;
    const https = publicUrl.startsWith('https://');

    const fixedHeaders = helmetHeaders({
      // Set below: it depends on remotes.json, which may change while the process runs.
      contentSecurityPolicy: false,
      // Remotes and images may be fetched from another origin (remotes.json can point here from elsewhere).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https,
    });

    const mapOrigin = mapStyleUrl ? urlOrigin(mapStyleUrl) : null;
    const imagesOrigin = publicImagesUrl ? urlOrigin(publicImagesUrl) : null;
    const policyFor = (remoteOrigins: string[]) =>
      buildContentSecurityPolicy({
        remoteOrigins,
        mapOrigins: mapOrigin ? [mapOrigin] : [],
        imageOrigins: imagesOrigin ? [imagesOrigin] : [],
        upgradeInsecureRequests: https,
      });

    /** Every security header of a response, the policy included: rebuilt when the policy changes. */
    const headersWith = (policy: string) => ({ ...fixedHeaders, 'content-security-policy': policy });

    let remoteOrigins: string[] = [];
    let headers = headersWith(policyFor(remoteOrigins));
    let checkedAt = -Infinity;
    let refreshing: Promise<void> | null = null;

    const refresh = async () => {
      try {
        remoteOrigins = remoteOriginsOf(await readRemotes(fastify));
      } catch {
        // An unreadable file (routes/web.ts logs it when /remotes.json is asked for) keeps the last origins: a
        // file caught halfway through a rewrite must not block a remote that was allowed a moment ago.
      }
      headers = headersWith(policyFor(remoteOrigins));
      checkedAt = Date.now();
    };

    // For the answers Fastify makes before any hook runs (app.ts, frameworkErrors): the headers as they are now.
    fastify.decorate('securityHeaders', () => headers);

    // A callback hook, not an async one: most requests find the policy fresh and need no promise.
    fastify.addHook('onRequest', (_request, reply, done) => {
      if (Date.now() - checkedAt < REMOTES_REFRESH_MS) {
        reply.headers(headers);
        done();
        return;
      }
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      refreshing.then(() => {
        reply.headers(headers);
        done();
      }, done);
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
