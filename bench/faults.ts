// `npm run bench:faults -w bench`: the product under load and faults. Prints, scenario by scenario, what was held
// and what was lost; it never fails on a time. Scenarios (all by default, or named as arguments or in
// BENCH_FAULT=load,outage,kill,term):
//   load    N visitors reading and 20 artisans saving and uploading for BENCH_FAULT_SECONDS (60), then every
//           acknowledged write compared to the database and to DATA_DIR/uploads (PGlite, or BENCH_FAULT_DB=postgres);
//   outage  a lighter load on a throwaway PostgreSQL cluster stopped for BENCH_FAULT_OUTAGE_SECONDS (10), then started;
//   kill    SIGKILL during uploads, restart on the same DATA_DIR (orphan sweep with a grace period of
//           BENCH_FAULT_ORPHAN_GRACE_SECONDS, 0 by default), then files and rows checked;
//   term    SIGTERM with slow requests in flight: do they finish, does the process exit, are new connections refused.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
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
  type Image,
  type Reply,
} from './support/workload';

const SCENARIOS = ['load', 'outage', 'kill', 'term'] as const;
type Scenario = (typeof SCENARIOS)[number];

const SECONDS = Number(process.env.BENCH_FAULT_SECONDS ?? 60);
const VISITORS = Number(process.env.BENCH_FAULT_VISITORS ?? 200);
const ARTISANS = Number(process.env.BENCH_FAULT_ARTISANS ?? 20);
const OUTAGE_SECONDS = Number(process.env.BENCH_FAULT_OUTAGE_SECONDS ?? 10);
const LOAD_ON_POSTGRES = process.env.BENCH_FAULT_DB === 'postgres';
/** The product's UPLOAD_ORPHAN_GRACE_SECONDS at the restart of the kill scenario. */
const ORPHAN_GRACE_SECONDS = process.env.BENCH_FAULT_ORPHAN_GRACE_SECONDS ?? '0';

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
