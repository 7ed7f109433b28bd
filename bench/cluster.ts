// `npm run bench:cluster -w bench`: the deployment at scale of issue 8 on loopback. Creates a fresh database on the
// PostgreSQL server (BENCH_CLUSTER_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), starts two
// instances of the built product at once on it (one shared DATA_DIR, one JWT_SECRET, TRUST_PROXY=loopback), Debian's
// nginx in front (generated configuration, `upstream` with both, on a free port), then runs the load of issue 8
// through nginx: BENCH_CLUSTER_VISITORS (200) visitors browsing and BENCH_CLUSTER_ARTISANS (20) artisans saving
// and uploading for BENCH_CLUSTER_SECONDS (60). Prints requests per instance (nginx's access log), req/s, p50/p99,
// 5xx, lost or duplicated writes (rows and files counted afterwards), a write on one instance seen on the other,
// and the login limit across instances; writes bench/results/cluster.json. It never fails on a time.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createScratchDatabase, type ScratchDatabase } from '../api/test/helpers/scratch-database';
import { sharedMachineNote } from './support/load';
import { microCacheDirectives } from './support/micro-cache';
import { NGINX, runNginx, type NginxProcess } from './support/nginx';
import {
  assertBuilt,
  freePort,
  machineDescription,
  startProduct,
  type RunningProduct,
} from './support/product';
import { writeResults } from './support/results';
import { cleanupOnSignal } from './support/signals';
import { prepareArtisans } from './support/workload/accounts';
import { runLoad } from './support/workload/at-work';
import { checkWrites, writesTable } from './support/workload/holdings';
import { call, sleep, type Reply } from './support/workload/http';
import { smallImage } from './support/workload/images';
import { Ledger } from './support/workload/ledger';
import { Tally } from './support/workload/tally';

const SERVER_URL = process.env.BENCH_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60);
const VISITORS = Number(process.env.BENCH_CLUSTER_VISITORS ?? 200);
const ARTISANS = Number(process.env.BENCH_CLUSTER_ARTISANS ?? 20);
/** The login limit of api/src/routes/auth.ts (10 a minute per address and username). */
const LOGIN_LIMIT = 10;

interface Nginx extends NginxProcess {
  accessLog: string;
}

/** nginx as deploy/nginx.conf sets it up, on loopback: both instances upstream, the client's address forwarded. */
async function startNginx(folder: string, port: number, upstreams: string[]): Promise<Nginx> {
  const accessLog = path.join(folder, 'access.log');
  // The micro-cache of public reads exactly as deploy/nginx.conf sets it.
  const microCache = microCacheDirectives(path.join(folder, 'micro-cache'));
  const nginx = await runNginx({
    folder,
    port,
    probePath: '/api/health',
    // SIGQUIT: graceful, the access log buffer is written.
    stopSignal: 'SIGQUIT',
    http: [
      '  log_format upstream "$upstream_addr $status $request_time";',
      `  access_log ${accessLog} upstream buffer=256k flush=1s;`,
      '  client_max_body_size 3m;',
      ...microCache.http,
      '  upstream annuaire_api {',
      ...upstreams.map((address) => `    server ${address} max_fails=0;`),
      '    keepalive 64;',
      '  }',
      '  server {',
      `    listen 127.0.0.1:${port};`,
      '    location / {',
      '      proxy_pass http://annuaire_api;',
      '      proxy_http_version 1.1;',
      '      proxy_set_header Connection "";',
      '      proxy_set_header Host $http_host;',
      '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '      proxy_set_header X-Forwarded-Proto $scheme;',
      '      proxy_read_timeout 60s;',
      ...microCache.location,
      '    }',
      '  }',
    ],
  });
  return { ...nginx, accessLog };
}

async function scalar(url: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(query);
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Requests and 5xx per upstream, from nginx's access log (`$upstream_addr $status $request_time`). */
function perUpstream(accessLog: string): Map<string, { requests: number; errors5xx: number }> {
  const counts = new Map<string, { requests: number; errors5xx: number }>();
  const text = fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8') : '';
  for (const line of text.split('\n')) {
    const [upstream, status] = line.split(' ');
    if (!upstream || !status) continue;
    // A retried request names every upstream tried: the last one answered.
    const answered = upstream.split(',').pop()!.trim();
    const row = counts.get(answered) ?? { requests: 0, errors5xx: 0 };
    row.requests += 1;
    if (Number(status) >= 500) row.errors5xx += 1;
    counts.set(answered, row);
  }
  return counts;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Login attempts with a wrong password, alternating between the instances: the attempt number of the first 429. */
async function loginLimitAcross(
  instances: string[],
): Promise<{ firstBlocked: number | null; statuses: number[] }> {
  const username = `inconnu-${randomBytes(3).toString('hex')}`;
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= LOGIN_LIMIT * 2 + 2; attempt += 1) {
    const base = instances[(attempt - 1) % instances.length]!;
    const reply = await call(base, 'POST', '/api/auth/login', {
      json: { username, password: `Faux@${attempt}xx` },
    });
    statuses.push(reply.status);
  }
  const index = statuses.indexOf(429);
  return { firstBlocked: index === -1 ? null : index + 1, statuses };
}

/** A trade created through one instance: how long until the other lists it (its hot cache emptied by NOTIFY). */
async function crossInstanceRead(writer: string, reader: string, adminToken: string): Promise<number | null> {
  const metier = `Métier du banc ${randomBytes(3).toString('hex')}`;
  const has = async () =>
    ((await call(reader, 'GET', '/api/specialite')).body as { metier: string }[]).some(
      (s) => s.metier === metier,
    );
  await has();
  const created = await call(writer, 'POST', '/api/specialite', { token: adminToken, json: { metier } });
  if (created.status !== 201) return null;
  const started = Date.now();
  while (Date.now() - started < 35_000) {
    if (await has()) return Date.now() - started;
    await sleep(5);
  }
  return null;
}

async function main(): Promise<void> {
  assertBuilt();
  if (!fs.existsSync(NGINX)) {
    console.error(
      `nginx est introuvable (${NGINX}) : installez-le avec « apt-get install -y nginx-light » ou indiquez NGINX_PATH.`,
    );
    process.exitCode = 1;
    return;
  }
  const note = sharedMachineNote();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-bench-cluster-'));
  const dataDir = path.join(folder, 'data');
  fs.mkdirSync(dataDir);
  const instances: RunningProduct[] = [];
  let nginx: Nginx | null = null;
  let database: ScratchDatabase | null = null;
  const { cleanup } = cleanupOnSignal('nginx et des instances', async () => {
    await Promise.allSettled([nginx?.stop(), ...instances.map((instance) => instance.stop())]);
    await database?.drop().catch(() => {});
    if (!process.env.BENCH_CLUSTER_KEEP) fs.rmSync(folder, { recursive: true, force: true });
  });

  try {
    console.log(`Machine : ${machineDescription()}`);
    console.log(note);
    database = await createScratchDatabase(SERVER_URL, 'annuaire_cluster');
    const nginxPort = await freePort();
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      TRUST_PROXY: 'loopback',
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    };
    // Both at once on the empty database: the migration lock and the seed lock decide who does what.
    const started = Date.now();
    instances.push(
      ...(await Promise.all(
        [1, 2].map((n) =>
          startProduct({
            dataDir,
            env,
            logFile: path.join(folder, `instance-${n}.log`),
            healthTimeoutMs: 300_000,
          }),
        ),
      )),
    );
    const startMs = Date.now() - started;
    const upstreams = instances.map((instance) => new URL(instance.baseUrl).host);
    nginx = await startNginx(folder, nginxPort, upstreams);
    const front = nginx.baseUrl;

    const admins = await scalar(database.url, "select count(*) as n from users where username = 'admin'");
    const migrations = await scalar(database.url, 'select count(*) as n from drizzle.__drizzle_migrations');
    const trades = await scalar(database.url, 'select count(*) as n from specialites');

    const { admin: adminToken, cat, accounts } = await prepareArtisans(front, ARTISANS);
    fs.writeFileSync(nginx.accessLog, '');
    const ledger = new Ledger();
    const tally = new Tally();
    const latencies: number[] = [];
    const onReply = (_kind: string, reply: Reply) => {
      if (reply.status !== 0) latencies.push(reply.ms);
    };
    console.log(
      `\nCharge : ${VISITORS} visiteurs + ${ARTISANS} artisans pendant ${SECONDS} s à travers nginx…`,
    );
    const loadStarted = Date.now();
    await runLoad(
      { baseUrl: front, catalogue: cat, tally, onReply },
      VISITORS,
      accounts,
      ledger,
      smallImage,
      sleep(SECONDS * 1000),
    );
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    // nginx writes its buffered log at most a second later.
    await sleep(1500);
    const byUpstream = perUpstream(nginx.accessLog);
    console.table(tally.table());

    const { after, ids, result, saves } = await checkWrites(front, dataDir, ledger, accounts);
    const sorted = [...latencies].sort((a, b) => a - b);
    const total = tally.count(() => true);
    const fiveXx = tally.count((status) => Number(status) >= 500);

    const instanceRows = instances.map((instance, index) => {
      const figures = byUpstream.get(new URL(instance.baseUrl).host) ?? { requests: 0, errors5xx: 0 };
      return {
        instance: `API ${index + 1} (${new URL(instance.baseUrl).host})`,
        requêtes: figures.requests,
        'req/s': Math.round(figures.requests / loadSeconds),
        '5xx': figures.errors5xx,
      };
    });
    console.table(instanceRows);

    const crossMs = await crossInstanceRead(instances[0]!.baseUrl, instances[1]!.baseUrl, adminToken);
    const limit = await loginLimitAcross(instances.map((instance) => instance.baseUrl));
    const limitThroughNginx = await loginLimitAcross([front]);

    const summary: Record<string, string | number>[] = [
      { 'mesure / measure': 'démarrage simultané des 2 instances / both started (ms)', valeur: startMs },
      {
        'mesure / measure': 'comptes admin / migrations appliquées / métiers après le double démarrage',
        valeur: `${admins} / ${migrations} / ${trades}`,
      },
      { 'mesure / measure': 'requêtes / requests (through nginx)', valeur: total },
      { 'mesure / measure': 'req/s', valeur: Math.round(total / loadSeconds) },
      {
        'mesure / measure': 'p50 / p99 (ms)',
        valeur: `${percentile(sorted, 0.5)} / ${percentile(sorted, 0.99)}`,
      },
      { 'mesure / measure': 'réponses 5xx / 5xx answers', valeur: fiveXx },
      { 'mesure / measure': 'sans réponse / no answer', valeur: tally.count((s) => s.startsWith('sans')) },
      ...writesTable(ledger, result, after, ids),
      {
        'mesure / measure': 'profils tenus / perdus (saves held / lost)',
        valeur: `${saves.held} / ${saves.lost}`,
      },
      {
        'mesure / measure': 'écriture sur API 1 lue sur API 2 / write on 1 seen on 2 (ms)',
        valeur: crossMs ?? 'jamais / never',
      },
      {
        'mesure / measure': `connexion : 1er 429 en alternant les 2 instances (limite ${LOGIN_LIMIT})`,
        valeur: limit.firstBlocked ?? 'aucun / none',
      },
      {
        'mesure / measure': `connexion : 1er 429 à travers nginx (limite ${LOGIN_LIMIT})`,
        valeur: limitThroughNginx.firstBlocked ?? 'aucun / none',
      },
    ];
    console.table(summary);

    const written = writeResults('cluster.json', {
      machine: machineDescription(),
      note,
      settings: { seconds: SECONDS, visitors: VISITORS, artisans: ARTISANS, loginLimit: LOGIN_LIMIT },
      perKind: tally.table(),
      perInstance: instanceRows,
      summary,
      loginStatusesAcrossInstances: limit.statuses,
    });
    console.log(`Résultats : ${written} ; journaux : ${folder} (BENCH_CLUSTER_KEEP=1 les garde)`);
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
