// `npm run bench:faults -w bench`: the product under load and faults. Prints, scenario by scenario, what was held
// and what was lost; it never fails on a time. Scenarios (all by default, or named as arguments or in
// BENCH_FAULT=load,outage,kill,term,flood):
//   load    N visitors reading and 20 artisans saving and uploading for BENCH_FAULT_SECONDS (60), then every
//           acknowledged write compared to the database and to DATA_DIR/uploads (PGlite, or BENCH_FAULT_DB=postgres);
//   outage  a lighter load on a throwaway PostgreSQL cluster stopped for BENCH_FAULT_OUTAGE_SECONDS (10), then started;
//   kill    SIGKILL during uploads, restart on the same DATA_DIR (orphan sweep with a grace period of
//           BENCH_FAULT_ORPHAN_GRACE_SECONDS, 0 by default), then files and rows checked;
//   term    SIGTERM with slow requests in flight: do they finish, does the process exit, are new connections refused;
//   flood   BENCH_FAULT_FLOOD_VISITORS (20) visitors open the public pages (index.html, the shell's and remote-public's
//           entries, trades, artisan pages) for BENCH_FAULT_FLOOD_SECONDS (15), then as long again during a flood of
//           logins with random usernames from random X-Forwarded-For addresses (TRUST_PROXY=loopback,
//           BENCH_FAULT_FLOOD_IN_FLIGHT (64) at a time, at most BENCH_FAULT_FLOOD_MAX (20000)): each page's p50 / p99
//           without and with the flood (target: p99 at most 2x). Every request goes to the product on 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createScratchDatabase } from '../api/test/helpers/scratch-database';
import { freePort, machineDescription, startProduct, type RunningProduct } from './support/product';
import {
  call,
  catalogue,
  createArtisans,
  expectOk,
  holdings,
  imageForm,
  largeJpeg,
  Ledger,
  login,
  ok,
  pick,
  reconcile,
  runLoad,
  savesHeld,
  sleep,
  smallPng,
  Tally,
  writesTable,
  type Catalogue,
  type Image,
  type Reply,
} from './support/workload';

const SCENARIOS = ['load', 'outage', 'kill', 'term', 'flood'] as const;
type Scenario = (typeof SCENARIOS)[number];

const SECONDS = Number(process.env.BENCH_FAULT_SECONDS ?? 60);
const VISITORS = Number(process.env.BENCH_FAULT_VISITORS ?? 200);
const ARTISANS = Number(process.env.BENCH_FAULT_ARTISANS ?? 20);
const OUTAGE_SECONDS = Number(process.env.BENCH_FAULT_OUTAGE_SECONDS ?? 10);
const LOAD_ON_POSTGRES = process.env.BENCH_FAULT_DB === 'postgres';
/** The product's UPLOAD_ORPHAN_GRACE_SECONDS at the restart of the kill scenario. */
const ORPHAN_GRACE_SECONDS = process.env.BENCH_FAULT_ORPHAN_GRACE_SECONDS ?? '0';
/** Seconds of each phase of the flood scenario: without, then with the flood. */
const FLOOD_SECONDS = Number(process.env.BENCH_FAULT_FLOOD_SECONDS ?? 15);
const FLOOD_VISITORS = Number(process.env.BENCH_FAULT_FLOOD_VISITORS ?? 20);
/** Logins the flood sends at most, whatever its duration. */
const FLOOD_MAX = Number(process.env.BENCH_FAULT_FLOOD_MAX ?? 20_000);
const FLOOD_IN_FLIGHT = Number(process.env.BENCH_FAULT_FLOOD_IN_FLIGHT ?? 64);

// ---------------------------------------------------------------------------------------------------------------
// A throwaway PostgreSQL cluster (never the machine's server)

const PG_BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

class Cluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<Cluster> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-bench-pg-'));
    const cluster = new Cluster(dir, await freePort());
    if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
    cluster.run('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    cluster.start();
    return cluster;
  }

  private run(tool: string, args: string[]): void {
    const command = path.join(PG_BIN, tool);
    const asRoot = process.getuid?.() === 0;
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} a échoué : ${result.stderr || result.stdout}`);
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start(): void {
    this.run('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      'start',
    ]);
  }

  /** Fast shutdown: open sessions are ended (57P01), as when a server is restarted. */
  stop(): void {
    this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  /** A new database on this cluster (removed with the cluster). */
  async createDatabase(): Promise<string> {
    return (await createScratchDatabase(this.url('postgres'), 'annuaire')).url;
  }

  remove(): void {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

let cluster: Cluster | null = null;
async function ownCluster(): Promise<Cluster> {
  cluster ??= await Cluster.create();
  return cluster;
}

// ---------------------------------------------------------------------------------------------------------------
// Scenarios

function heading(title: string): void {
  console.log(`\n=== ${title} ===`);
}

const smallImage: Image = async () => ({ data: await smallPng(), type: 'image/png' });

async function scenarioLoad(): Promise<void> {
  const env = LOAD_ON_POSTGRES ? { DATABASE_URL: await (await ownCluster()).createDatabase() } : {};
  heading(
    `1. Charge / load : ${VISITORS} visiteurs + ${ARTISANS} artisans, ${SECONDS} s, ` +
      `${LOAD_ON_POSTGRES ? 'PostgreSQL (grappe jetable)' : 'PGlite'}`,
  );
  const product = await startProduct({ env });
  try {
    const { baseUrl } = product;
    const admin = await login(baseUrl, 'admin', 'Admin@2024');
    const cat = await catalogue(baseUrl);
    const accounts = await createArtisans(baseUrl, admin, ARTISANS, cat.specialites);
    const before = await holdings(baseUrl, product.dataDir);
    const ledger = new Ledger();
    const tally = new Tally();
    await runLoad(
      { baseUrl, catalogue: cat, tally },
      VISITORS,
      accounts,
      ledger,
      smallImage,
      sleep(SECONDS * 1000),
    );
    console.table(tally.table());
    const after = await holdings(baseUrl, product.dataDir);
    const ids = accounts.map((a) => a.artisanId);
    const result = reconcile(ledger, ids, after);
    const saves = await savesHeld(baseUrl, ledger);
    console.table([
      ...writesTable(ledger, result, after, ids),
      {
        'mesure / measure': 'orphelines avant la charge / orphaned images before the load',
        valeur: before.orphanImages.size,
      },
      { 'mesure / measure': 'profils tenus / saves held', valeur: saves.held },
      { 'mesure / measure': 'profils perdus / saves lost', valeur: saves.lost },
      { 'mesure / measure': 'réponses 5xx / 5xx answers', valeur: tally.count((s) => Number(s) >= 500) },
    ]);
  } finally {
    await product.stop();
  }
}

async function scenarioOutage(): Promise<void> {
  heading(`2. Panne de base / database outage : PostgreSQL arrêté ${OUTAGE_SECONDS} s pendant la charge`);
  const db = await ownCluster();
  const logFile = path.join(os.tmpdir(), `annuaire-bench-outage-${process.pid}.log`);
  const product = await startProduct({ env: { DATABASE_URL: await db.createDatabase() }, logFile });
  let clusterDown = false;
  try {
    const { baseUrl } = product;
    const admin = await login(baseUrl, 'admin', 'Admin@2024');
    const cat = await catalogue(baseUrl);
    const accounts = await createArtisans(baseUrl, admin, 5, cat.specialites);
    const ledger = new Ledger();
    const tally = new Tally();
    const marks = { stop: Infinity, down: Infinity, up: Infinity };
    type Phase = 'avant / before' | 'pendant / during' | 'après / after';
    const phaseOf = (at: number): Phase =>
      at < marks.stop ? 'avant / before' : at < marks.up ? 'pendant / during' : 'après / after';
    const phases = new Map<Phase, Tally>();
    let frenchDuring = 0;
    let retryAfterDuring = 0;
    let firstWriteAfterUp = Infinity;
    const onReply = (kind: string, reply: Reply) => {
      const phase = phaseOf(reply.started);
      if (!phases.has(phase)) phases.set(phase, new Tally());
      phases.get(phase)!.record(kind.startsWith('GET') ? 'lectures / reads' : 'écritures / writes', reply);
      if (phase === 'pendant / during' && reply.status === 503) {
        const message = (reply.body as { message?: string } | null)?.message ?? '';
        if (/indisponible/.test(message)) frenchDuring += 1;
        if (reply.headers?.get('retry-after')) retryAfterDuring += 1;
      }
      if (!kind.startsWith('GET') && ok(reply) && reply.started >= marks.up)
        firstWriteAfterUp = Math.min(firstWriteAfterUp, reply.started + reply.ms);
    };

    // The health probe reads the database each time: its first 200 after the restart is the recovery.
    const health: { at: number; status: number }[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const reply = await call(baseUrl, 'GET', '/api/health');
        health.push({ at: reply.started + reply.ms, status: reply.status });
        await sleep(200);
      }
    })();

    const timeline = (async () => {
      await sleep(10_000);
      marks.stop = Date.now();
      db.stop();
      clusterDown = true;
      marks.down = Date.now();
      await sleep(OUTAGE_SECONDS * 1000);
      db.start();
      clusterDown = false;
      marks.up = Date.now();
      await sleep(15_000);
    })();
    await runLoad({ baseUrl, catalogue: cat, tally, onReply }, 50, accounts, ledger, smallImage, timeline);
    probing = false;
    await probe;

    const firstHealthy = health.find((h) => h.at >= marks.up && h.status === 200);
    const rows: Record<string, string | number>[] = [];
    for (const [phase, phaseTally] of phases)
      for (const row of phaseTally.table()) rows.push({ phase, ...row });
    console.table(rows);
    const statusesDuring = new Map<string, number>();
    for (const [kind, tallyOfPhase] of phases)
      if (kind === 'pendant / during')
        for (const row of tallyOfPhase.table())
          statusesDuring.set(String(row['requête / request']), Number(row.total));
    const during = phases.get('pendant / during');
    const after = await holdings(baseUrl, product.dataDir);
    const ids = accounts.map((a) => a.artisanId);
    const result = reconcile(ledger, ids, after);
    const createdIn = (phase: Phase) =>
      [...ledger.created.values()].filter((c) => phaseOf(c.at) === phase).length;
    const heldIn = (phase: Phase) =>
      [...ledger.created]
        .filter(
          ([id, c]) => phaseOf(c.at) === phase && !ledger.deleted.has(id) && !ledger.deletedUnacked.has(id),
        )
        .filter(([id]) => after.details.some((d) => d.id === id)).length;
    const saves = await savesHeld(baseUrl, ledger);
    console.table([
      { 'mesure / measure': 'arrêt de PostgreSQL / stop took (ms)', valeur: marks.down - marks.stop },
      {
        'mesure / measure': 'réponses pendant la panne : 503 / 500 / sans réponse',
        valeur: `${during?.count((s) => s === '503') ?? 0} / ${during?.count((s) => s === '500') ?? 0} / ${
          during?.count((s) => s.startsWith('sans')) ?? 0
        }`,
      },
      { 'mesure / measure': '503 avec message français / 503 with a French message', valeur: frenchDuring },
      { 'mesure / measure': '503 avec Retry-After', valeur: retryAfterDuring },
      {
        'mesure / measure': 'premier /api/health 200 après redémarrage / first healthy after restart (ms)',
        valeur: firstHealthy ? firstHealthy.at - marks.up : 'jamais / never',
      },
      {
        'mesure / measure': 'première écriture 2xx après redémarrage / first 2xx write after restart (ms)',
        valeur: Number.isFinite(firstWriteAfterUp) ? firstWriteAfterUp - marks.up : 'jamais / never',
      },
      {
        'mesure / measure': 'créations acquittées avant / pendant / après',
        valeur: `${createdIn('avant / before')} / ${createdIn('pendant / during')} / ${createdIn('après / after')}`,
      },
      {
        'mesure / measure': 'dont encore là (hors supprimées) / still there (not deleted)',
        valeur: `${heldIn('avant / before')} / ${heldIn('pendant / during')} / ${heldIn('après / after')}`,
      },
      ...writesTable(ledger, result, after, ids),
      {
        'mesure / measure': 'profils tenus / perdus (saves held / lost)',
        valeur: `${saves.held} / ${saves.lost}`,
      },
      {
        'mesure / measure': 'processus API vivant / API process alive',
        valeur: product.process.exitCode === null ? 'oui' : 'non',
      },
    ]);
    console.log(`Journal de l’API : ${logFile}`);
  } finally {
    if (clusterDown) db.start();
    await product.stop();
  }
}

/** Decodes every image file under uploads; returns those that sharp cannot read entirely. */
async function undecodable(uploads: string, files: string[]): Promise<string[]> {
  const bad: string[] = [];
  const queue = files.filter((file) => !file.endsWith('.tmp'));
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        try {
          await sharp(path.join(uploads, file), { failOn: 'truncated' }).raw().toBuffer();
        } catch {
          bad.push(file);
        }
      }
    }),
  );
  return bad;
}

async function scenarioKill(): Promise<void> {
  heading('3. SIGKILL pendant les téléversements / SIGKILL during uploads (PGlite)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-bench-kill-'));
  let product: RunningProduct | null = null;
  try {
    product = await startProduct({ dataDir });
    const { baseUrl } = product;
    const admin = await login(baseUrl, 'admin', 'Admin@2024');
    const cat = await catalogue(baseUrl);
    const accounts = await createArtisans(baseUrl, admin, 6, cat.specialites);
    const ledger = new Ledger();
    const tally = new Tally();
    const large = await largeJpeg();
    const mixed: Image = async () =>
      randomInt(2) === 0
        ? { data: large, type: 'image/jpeg' }
        : { data: await smallPng(), type: 'image/png' };
    const killAfter = 6000 + randomInt(3000);
    const child = product.process;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const killer = (async () => {
      await sleep(killAfter);
      child.kill('SIGKILL');
      await exited;
    })();
    // Only artisans: no visitor, so that every request in flight at the kill is a write.
    await runLoad({ baseUrl, catalogue: cat, tally }, 0, accounts, ledger, mixed, killer);
    console.table(tally.table());
    const inFlight = tally.count((s) => s.startsWith('sans'));

    const started = Date.now();
    // The only instance on this DATA_DIR: no upload of another one can be in flight, so the orphan sweep at start
    // may remove every unreferenced image at once (the product's default waits an hour).
    product = await startProduct({ dataDir, env: { UPLOAD_ORPHAN_GRACE_SECONDS: ORPHAN_GRACE_SECONDS } });
    const restartMs = Date.now() - started;
    const uploads = path.join(dataDir, 'uploads');
    // The temporary files of the writes the kill cut are younger than the product's limit at restart (10 s: a live
    // write of another instance could own them); its second sweep, 11 s after start, removes them. Counted at
    // restart, then once that sweep has run.
    const temporaryAtRestart = (await holdings(product.baseUrl, dataDir)).temporary.length;
    await sleep(Math.max(0, 12_000 - (Date.now() - started)));
    const after = await holdings(product.baseUrl, dataDir);
    const bad = await undecodable(uploads, after.files);
    const ids = accounts.map((a) => a.artisanId);
    const result = reconcile(ledger, ids, after);
    console.table([
      { 'mesure / measure': 'SIGKILL après / after (ms)', valeur: killAfter },
      { 'mesure / measure': 'requêtes sans réponse / requests cut by the kill', valeur: inFlight },
      { 'mesure / measure': 'redémarrage sur le même DATA_DIR / restart (ms)', valeur: restartMs },
      {
        'mesure / measure': 'délai de grâce des orphelines / orphan grace period (s)',
        valeur: ORPHAN_GRACE_SECONDS,
      },
      { 'mesure / measure': 'fichiers images illisibles / partial image files', valeur: bad.length },
      {
        'mesure / measure': 'fichiers temporaires au redémarrage / temporary files at restart',
        valeur: temporaryAtRestart,
      },
      ...writesTable(ledger, result, after, ids),
    ]);
    if (bad.length > 0) console.log('Illisibles :', bad.slice(0, 10));
    if (after.missing.length > 0) console.log('Lignes sans fichier :', after.missing.slice(0, 10));
    if (after.temporary.length > 0) console.log('Temporaires :', after.temporary.slice(0, 10));
  } finally {
    await product?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** GET on a new connection (no keep-alive pool): the answer, or the socket error's code. */
function freshConnection(baseUrl: string): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get(`${baseUrl}/api/health`, { agent: false, timeout: 5000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(`HTTP ${response.statusCode}`));
    });
    request.on('timeout', () => request.destroy(new Error('délai dépassé')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function scenarioTerm(): Promise<void> {
  heading('4. SIGTERM avec des requêtes en cours / SIGTERM with requests in flight');
  const product = await startProduct();
  try {
    const { baseUrl } = product;
    const admin = await login(baseUrl, 'admin', 'Admin@2024');
    const cat = await catalogue(baseUrl);
    const large = await largeJpeg();
    const tally = new Tally();
    const inFlight: Promise<Reply>[] = [];
    const pending = new Set<number>();
    const track = (kind: string, request: Promise<Reply>) => {
      const index = inFlight.length;
      pending.add(index);
      inFlight.push(
        request.then((reply) => {
          pending.delete(index);
          tally.record(kind, reply);
          return reply;
        }),
      );
    };
    for (let i = 0; i < 6; i += 1) {
      track(
        'POST upload-file (JPEG 2400 × 1800)',
        call(baseUrl, 'POST', `/api/artisan/details/${cat.artisans[i]}/upload-file`, {
          token: admin,
          form: imageForm(large, 'image/jpeg'),
        }),
      );
    }
    for (let i = 0; i < 6; i += 1) track('GET /api/artisan/map', call(baseUrl, 'GET', '/api/artisan/map'));
    for (let i = 0; i < 4; i += 1)
      track(
        'GET /api/artisan/artisans-specialite/{id}?page=k',
        call(baseUrl, 'GET', `/api/artisan/artisans-specialite/${pick(cat.specialites)}?page=${1 + i}`),
      );
    // Long enough for every request to be received (a request not yet routed at SIGTERM gets Fastify's 503),
    // short of the uploads' re-encoding (about 2 s).
    await sleep(800);
    const stillRunning = pending.size;
    const exit = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
      product.process.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    const termAt = Date.now();
    product.process.kill('SIGTERM');
    await sleep(500);
    const newConnection = await freshConnection(baseUrl);
    await Promise.all(inFlight);
    const finishedAt = Date.now();
    const exited = await Promise.race([exit, sleep(20_000).then(() => null)]);
    console.table(tally.table());
    console.table([
      { 'mesure / measure': 'requêtes envoyées / requests sent', valeur: inFlight.length },
      { 'mesure / measure': 'encore en cours au SIGTERM / still running at SIGTERM', valeur: stillRunning },
      {
        'mesure / measure': 'terminées en 2xx / completed with 2xx',
        valeur: tally.count((s) => s.startsWith('2')),
      },
      {
        'mesure / measure': 'dernière réponse après SIGTERM / last answer after (ms)',
        valeur: finishedAt - termAt,
      },
      {
        'mesure / measure': 'nouvelle connexion après SIGTERM / new connection after',
        valeur: newConnection,
      },
      {
        'mesure / measure': 'code de sortie / exit code',
        valeur: exited ? `${exited.code ?? exited.signal}` : 'toujours vivant après 20 s / still alive',
      },
      {
        'mesure / measure': 'sortie après SIGTERM / exit after (ms)',
        valeur: exited ? exited.at - termAt : '-',
      },
    ]);
  } finally {
    await product.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Login flood: password checks in the shared thread pool against every other request

/** The documentation networks (RFC 5737): addresses of nobody, only ever sent as X-Forwarded-For values. */
const DOCUMENTATION_NETWORKS = ['198.51.100', '203.0.113', '192.0.2'] as const;
/** A visitor's pause between two requests: the visitor load stays bounded (at most 10 requests/s per visitor). */
const VISITOR_PAUSE_MS = 100;
/** Unrecorded visits before the first phase, so that neither phase pays for cold caches. */
const FLOOD_WARM_UP_MS = 3000;
const ALL_PAGES = 'toutes les pages / all pages';

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
async function withCpu<T>(pid: number | undefined, work: () => Promise<T>) {
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
interface PublicPage {
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
async function publicPages(baseUrl: string, cat: Catalogue): Promise<PublicPage[]> {
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
async function visitPages(
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

interface Flood {
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
async function loginFlood(baseUrl: string, until: Promise<unknown>): Promise<Flood> {
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

async function scenarioFlood(): Promise<void> {
  heading(
    `5. Flot de connexions / login flood : ${FLOOD_VISITORS} visiteurs, ${FLOOD_SECONDS} s sans puis ` +
      `${FLOOD_SECONDS} s avec ${FLOOD_IN_FLIGHT} connexions en vol (au plus ${FLOOD_MAX}), PGlite, ` +
      'TRUST_PROXY=loopback',
  );
  // X-Forwarded-For is read from loopback clients only: each login of the flood seems to come from elsewhere.
  const product = await startProduct({ env: { TRUST_PROXY: 'loopback' } });
  try {
    const { baseUrl } = product;
    const pages = await publicPages(baseUrl, await catalogue(baseUrl));
    await visitPages(baseUrl, pages, new Tally(), sleep(FLOOD_WARM_UP_MS));

    const [one, five] = os.loadavg();
    console.log(
      `Charge moyenne / load average : ${one.toFixed(1)} (1 min), ${five.toFixed(1)} (5 min) sur ` +
        `${os.cpus().length} cœurs ; UV_THREADPOOL_SIZE du produit : ${process.env.UV_THREADPOOL_SIZE ?? '4 (défaut)'}`,
    );
    const pid = product.process.pid;
    const without = new Tally();
    const { cpu: cpuWithout } = await withCpu(pid, () =>
      visitPages(baseUrl, pages, without, sleep(FLOOD_SECONDS * 1000)),
    );
    const withFlood = new Tally();
    const { result: flood, cpu: cpuWith } = await withCpu(pid, async () => {
      const phase = sleep(FLOOD_SECONDS * 1000);
      const [, answers] = await Promise.all([
        visitPages(baseUrl, pages, withFlood, phase),
        loginFlood(baseUrl, phase),
      ]);
      return answers;
    });
    const { sent, statuses, tally: floodTally, ms: floodMs } = flood;

    // Rows in the order a visitor opens the pages, whatever answered first.
    const kinds = [...pages.map((page) => page.kind), ALL_PAGES];
    const byKind = (tally: Tally) =>
      new Map(tally.table().map((row) => [String(row['requête / request']), row]));
    const before = byKind(without);
    const during = byKind(withFlood);
    const rows: Record<string, string | number>[] = [];
    for (const [name, rowsOf] of [
      ['sans flot / without', before],
      ['avec flot / with', during],
    ] as const)
      for (const kind of kinds) {
        const row = rowsOf.get(kind);
        if (row) rows.push({ phase: name, ...row });
      }
    console.table(rows);
    console.table([
      { phase: 'sans flot / without', ...cpuWithout },
      { phase: 'avec flot / with', ...cpuWith },
    ]);

    console.table(
      kinds.map((kind) => {
        const p99Before = before.get(kind)?.['p99 ms'] ?? '-';
        const p99During = during.get(kind)?.['p99 ms'] ?? '-';
        // Latencies are whole milliseconds: a p99 of 0 ms counts as 1 ms.
        const ratio =
          typeof p99Before === 'number' && typeof p99During === 'number'
            ? p99During / Math.max(1, p99Before)
            : null;
        return {
          'page / request': kind,
          'p50 sans / without (ms)': before.get(kind)?.['p50 ms'] ?? '-',
          'p99 sans / without (ms)': p99Before,
          'p50 avec / with (ms)': during.get(kind)?.['p50 ms'] ?? '-',
          'p99 avec / with (ms)': p99During,
          'p99 avec / sans': ratio === null ? '-' : `${ratio.toFixed(1)}x`,
          'cible / target': '≤ 2x',
          'tenue / met': ratio === null ? '-' : ratio <= 2 ? 'oui' : 'non',
        };
      }),
    );

    console.table(floodTally.table());
    const answered = (status: string) => statuses.get(status) ?? 0;
    const others = [...statuses].filter(([status]) => !['401', '429', '503'].includes(status));
    console.table([
      { 'mesure / measure': 'connexions envoyées / logins sent', valeur: sent },
      {
        'mesure / measure': 'arrêt du flot / flood stopped by',
        valeur: sent >= FLOOD_MAX ? `plafond / cap (${FLOOD_MAX})` : `durée / time (${FLOOD_SECONDS} s)`,
      },
      { 'mesure / measure': 'durée du flot / flood lasted (s)', valeur: (floodMs / 1000).toFixed(1) },
      {
        'mesure / measure': 'connexions par seconde / logins per second',
        valeur: Math.round(sent / Math.max(0.001, floodMs / 1000)),
      },
      { 'mesure / measure': 'réponses 401 / 401 answers', valeur: answered('401') },
      { 'mesure / measure': 'réponses 429 / 429 answers', valeur: answered('429') },
      { 'mesure / measure': 'réponses 503 / 503 answers', valeur: answered('503') },
      {
        'mesure / measure': 'autres / other',
        valeur:
          others.length === 0
            ? 0
            : `${others.reduce((sum, [, n]) => sum + n, 0)} (${others.map(([s, n]) => `${s} : ${n}`).join(', ')})`,
      },
      {
        'mesure / measure': 'processus API vivant / API process alive',
        valeur: product.process.exitCode === null ? 'oui' : 'non',
      },
    ]);
  } finally {
    await product.stop();
  }
}

function selectedScenarios(): Scenario[] {
  const wanted = [...process.argv.slice(2), ...(process.env.BENCH_FAULT ?? '').split(',')]
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !(SCENARIOS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`Scénario inconnu : ${unknown.join(', ')} (au choix : ${SCENARIOS.join(', ')}).`);
  return wanted.length === 0 ? [...SCENARIOS] : SCENARIOS.filter((name) => wanted.includes(name));
}

async function main(): Promise<void> {
  const scenarios = selectedScenarios();
  console.log(`Machine : ${machineDescription()} ; scénarios : ${scenarios.join(', ')}`);
  const run: Record<Scenario, () => Promise<void>> = {
    load: scenarioLoad,
    outage: scenarioOutage,
    kill: scenarioKill,
    term: scenarioTerm,
    flood: scenarioFlood,
  };
  try {
    for (const scenario of scenarios) await run[scenario]();
  } finally {
    cluster?.remove();
  }
}

// Ctrl-C must not leave the throwaway cluster running.
process.once('SIGINT', () => {
  cluster?.remove();
  process.exit(130);
});

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
