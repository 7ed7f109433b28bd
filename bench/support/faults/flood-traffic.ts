// The traffic of the flood scenario of bench/faults.ts (password checks in the shared thread pool against every
// other request): visitors opening the public pages, a flood of logins from documentation addresses, and the CPU
// each phase cost the product and the bench.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import type { Catalogue } from '../workload/accounts';
import { call, expectOk, ok, pick, sleep } from '../workload/http';
import { Tally } from '../workload/tally';
import { FLOOD_IN_FLIGHT, FLOOD_MAX, FLOOD_VISITORS } from './settings';

/** The documentation networks (RFC 5737): addresses of nobody, only ever sent as X-Forwarded-For values. */
const DOCUMENTATION_NETWORKS = ['198.51.100', '203.0.113', '192.0.2'] as const;
/** A visitor's pause between two requests: the visitor load stays bounded (at most 10 requests/s per visitor). */
const VISITOR_PAUSE_MS = 100;
/** Unrecorded visits before the first phase, so that neither phase pays for cold caches. */
export const FLOOD_WARM_UP_MS = 3000;
export const ALL_PAGES = 'toutes les pages / all pages';

const documentationAddress = () => `${pick(DOCUMENTATION_NETWORKS)}.${1 + randomInt(254)}`;

let clockTicks: number | null = null;
/** CPU seconds a process has used so far (Linux /proc), or null where that cannot be read. */
function processCpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After « pid (command) »: state is field 3, utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
}

/** Runs one phase; returns its result and the CPU seconds the product and this process (the client) used. */
export async function withCpu<T>(pid: number | undefined, work: () => Promise<T>) {
  const product = processCpuSeconds(pid);
  const client = process.cpuUsage();
  const started = Date.now();
  const result = await work();
  const productAfter = processCpuSeconds(pid);
  const { user, system } = process.cpuUsage(client);
  const cpu = {
    'CPU produit / product (s)':
      product === null || productAfter === null ? '-' : (productAfter - product).toFixed(1),
    'CPU banc / bench client (s)': ((user + system) / 1e6).toFixed(1),
    'durée / wall (s)': ((Date.now() - started) / 1000).toFixed(1),
  };
  return { result, cpu };
}

/** A request a visitor's browser sends: its row in the tables, its path, its headers. */
export interface PublicPage {
  kind: string;
  path: () => string;
  headers?: Record<string, string>;
}

/** The path of `url` (resolved on `base`) when the product itself serves it: the bench never asks anyone else. */
function ownPath(baseUrl: string, url: string, base: string): string {
  const resolved = new URL(url, base);
  if (resolved.origin !== baseUrl)
    throw new Error(`${resolved.href} n’est pas servi par le produit (${baseUrl}).`);
  return `${resolved.pathname}${resolved.search}`;
}

/**
 * What a visitor's browser asks for: index.html, the shell's entry script (named in index.html), remote-public's
 * remoteEntry (named by /remotes.json and its manifest), the trades, a trade page and an artisan page.
 */
export async function publicPages(baseUrl: string, cat: Catalogue): Promise<PublicPage[]> {
  const html = { accept: 'text/html' };
  const index = await call(baseUrl, 'GET', '/', { headers: html });
  if (!ok(index) || typeof index.body !== 'string') throw new Error(`index.html : ${index.status}`);
  const script = /<script\b[^>]*\bsrc="([^"]+)"/.exec(index.body)?.[1];
  if (!script) throw new Error('index.html ne charge aucun script : lancez npm run build.');
  const shellEntry = ownPath(baseUrl, script, `${baseUrl}/`);
  const remotes = await expectOk<{ public?: string }>(call(baseUrl, 'GET', '/remotes.json'), 'remotes.json');
  if (!remotes.public) throw new Error('remotes.json ne nomme pas remote-public.');
  const manifestPath = ownPath(baseUrl, remotes.public, `${baseUrl}/`);
  const manifest = await expectOk<{ metaData?: { remoteEntry?: { name: string; path: string } } }>(
    call(baseUrl, 'GET', manifestPath),
    'manifeste de remote-public',
  );
  const entry = manifest.metaData?.remoteEntry;
  if (!entry) throw new Error('le manifeste de remote-public ne nomme pas son remoteEntry.');
  const remoteEntry = ownPath(
    baseUrl,
    entry.path ? `${entry.path.replace(/\/?$/, '/')}${entry.name}` : entry.name,
    `${baseUrl}${manifestPath}`,
  );
  return [
    { kind: 'GET / (index.html)', path: () => '/', headers: html },
    { kind: `GET ${shellEntry} (shell)`, path: () => shellEntry },
    { kind: `GET ${remoteEntry} (remote-public)`, path: () => remoteEntry },
    { kind: 'GET /api/specialite', path: () => '/api/specialite' },
    {
      kind: 'GET /api/artisan/artisans-specialite/{id}?page=k',
      path: () => `/api/artisan/artisans-specialite/${pick(cat.specialites)}?page=${1 + randomInt(3)}`,
    },
    { kind: 'GET /api/artisan/{id}', path: () => `/api/artisan/${pick(cat.artisans)}` },
  ];
}

/** FLOOD_VISITORS visitors opening the pages in turn until `until` resolves; every answer goes to `tally`. */
export async function visitPages(
  baseUrl: string,
  pages: PublicPage[],
  tally: Tally,
  until: Promise<unknown>,
): Promise<void> {
  let stop = false;
  const visitors = Array.from({ length: FLOOD_VISITORS }, async (_, first) => {
    for (let step = first; !stop; step += 1) {
      const page = pages[step % pages.length]!;
      const reply = await call(baseUrl, 'GET', page.path(), { headers: page.headers });
      tally.record(page.kind, reply);
      tally.record(ALL_PAGES, reply);
      await sleep(VISITOR_PAUSE_MS);
    }
  });
  await until;
  stop = true;
  await Promise.all(visitors);
}

export interface Flood {
  sent: number;
  /** Answers by status ('401', '429', …, or « sans réponse (…) »). */
  statuses: Map<string, number>;
  tally: Tally;
  /** From the first login sent to the last answer. */
  ms: number;
}

/**
 * FLOOD_IN_FLIGHT logins at a time, each with a random username and password and a random documentation address
 * in X-Forwarded-For, until `until` resolves or FLOOD_MAX logins were sent.
 */
export async function loginFlood(baseUrl: string, until: Promise<unknown>): Promise<Flood> {
  let stop = false;
  let sent = 0;
  const statuses = new Map<string, number>();
  const tally = new Tally();
  const started = Date.now();
  let last = started;
  const workers = Array.from({ length: FLOOD_IN_FLIGHT }, async () => {
    while (!stop && sent < FLOOD_MAX) {
      sent += 1;
      const reply = await call(baseUrl, 'POST', '/api/auth/login', {
        json: { username: randomBytes(6).toString('hex'), password: randomBytes(12).toString('base64url') },
        headers: { 'x-forwarded-for': documentationAddress() },
      });
      last = Date.now();
      tally.record('POST /api/auth/login (flot / flood)', reply);
      const key = reply.status === 0 ? `sans réponse (${reply.error})` : String(reply.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      // A refused connection answers at once: without a pause the loop would only measure itself.
      if (reply.status === 0) await sleep(100);
    }
  });
  await until;
  stop = true;
  await Promise.all(workers);
  return { sent, statuses, tally, ms: last - started };
}
