// `npm run bench:api -w bench`: the API's public reads against nginx serving the very same bytes as static files.
// Starts the product (demo seed, fresh DATA_DIR), fetches the exact answers of GET /api/specialite,
// /api/artisan/{id}, /api/artisan/artisans-specialite/{id}?page=1 and /api/artisan/map without Accept-Encoding
// (as autocannon asks them, so identity), writes them into a temporary folder served by Debian's nginx (its own
// minimal configuration on a free loopback port, one process, access log off, application/json), then runs
// autocannon at 50 and 200 connections on each. nginx is the ceiling of what this machine can serve over HTTP:
// the ratio says how close the API gets to it. Prints a table, writes bench/results/api-vs-nginx.json, and prints
// whether each read meets "at least 0.5 of nginx's req/s, p99 under 20 ms at 50 connections" — it never fails
// on a time. Without nginx it says how to install it and still prints the API's figures.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NGINX, nginxVersion, runNginx, type NginxProcess } from './support/nginx';
import { freePort, machineDescription, startProduct, type RunningProduct } from './support/product';
import { durationSeconds, load, rawGet, settle, sharedMachineNote, type LoadFigures } from './support/load';
import { writeResults } from './support/results';
import { cleanupOnSignal } from './support/signals';

const CONNECTIONS = [50, 200];
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;

interface Row {
  target: string;
  server: 'api' | 'nginx';
  connections: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'ratio / nginx': number | null;
  'non-2xx': number;
  errors: number;
}

interface Nginx extends NginxProcess {
  version: string;
}

async function startNginx(folder: string, root: string, version: string): Promise<Nginx> {
  const port = await freePort();
  const nginx = await runNginx({
    folder,
    port,
    probePath: '/api/specialite',
    http: [
      '  access_log off;',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  tcp_nodelay on;',
      '  keepalive_timeout 65;',
      '  keepalive_requests 1000000;',
      '  types { }',
      '  default_type application/json;',
      '  charset utf-8;',
      '  charset_types application/json;',
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${root};`,
      '    location / { try_files $uri =404; }',
      '  }',
    ],
  });
  return { ...nginx, version };
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'annuaire-bench-nginx-'));
  let product: RunningProduct | null = null;
  let nginx: Nginx | null = null;
  const { cleanup, release } = cleanupOnSignal('nginx et du produit', async () => {
    await Promise.allSettled([nginx?.stop(), product?.stop()]);
    rmSync(folder, { recursive: true, force: true });
  });

  try {
    const note = sharedMachineNote();
    product = await startProduct();
    const api = product.baseUrl;

    // Ids from the data: the first artisan on the map, and the trade with the most artisans.
    const markers = JSON.parse((await rawGet(`${api}/api/artisan/map`)).body.toString()) as {
      id: number;
      specialites: number[];
    }[];
    if (markers.length === 0)
      throw new Error('Aucun artisan sur la carte : la base de démonstration est vide.');
    const perTrade = new Map<number, number>();
    for (const marker of markers)
      for (const id of marker.specialites) perTrade.set(id, (perTrade.get(id) ?? 0) + 1);
    const tradeId = [...perTrade.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 1;
    const targets = [
      '/api/specialite',
      `/api/artisan/${markers[0]!.id}`,
      `/api/artisan/artisans-specialite/${tradeId}?page=1`,
      '/api/artisan/map',
    ];

    // The exact bytes, written where nginx finds them (the query string is ignored by a static server).
    const root = path.join(folder, 'www');
    const bytes: Record<string, number> = {};
    for (const target of targets) {
      const response = await rawGet(`${api}${target}`);
      if (response.status !== 200) throw new Error(`${target} : HTTP ${response.status}`);
      if (response.headers['content-encoding'])
        throw new Error(
          `${target} : réponse compressée (${response.headers['content-encoding']}) sans Accept-Encoding`,
        );
      const file = path.join(root, target.split('?')[0]!);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, response.body);
      bytes[target] = response.body.length;
    }

    const version = nginxVersion();
    if (version === null) {
      console.log(
        `nginx est introuvable (${NGINX}) : seuls les chiffres de l’API sont mesurés. Pour comparer, installez-le ` +
          'avec « apt-get update && apt-get install -y nginx-light » (ou « nginx »), ou indiquez son chemin dans ' +
          'NGINX_PATH.',
      );
    } else {
      nginx = await startNginx(folder, root, version);
      for (const target of targets) {
        const served = await rawGet(`${nginx.baseUrl}${target}`);
        if (served.status !== 200 || served.body.length !== bytes[target])
          throw new Error(`nginx sert ${target} mal : HTTP ${served.status}, ${served.body.length} o`);
      }
    }

    const rows: Row[] = [];
    for (const target of targets) {
      // One second of warm-up so that the JIT and the API's caches are not part of the first row.
      await load(`${api}${target}`, 10, 1);
      await settle(api);
      const measured: Partial<Record<'api' | 'nginx', Map<number, LoadFigures>>> = {};
      for (const [server, base] of [
        ['api', api],
        ['nginx', nginx?.baseUrl],
      ] as const) {
        if (!base) continue;
        const figures = new Map<number, LoadFigures>();
        for (const connections of CONNECTIONS) {
          figures.set(connections, await load(`${base}${target}`, connections));
          if (server === 'api') await settle(base);
        }
        measured[server] = figures;
      }
      for (const server of ['api', 'nginx'] as const) {
        for (const connections of CONNECTIONS) {
          const figures = measured[server]?.get(connections);
          if (!figures) continue;
          const ceiling = measured.nginx?.get(connections)?.reqPerSec;
          rows.push({
            target,
            server,
            connections,
            'req/s': figures.reqPerSec,
            'p50 ms': figures.p50,
            'p99 ms': figures.p99,
            'ratio / nginx': ceiling ? Math.round((figures.reqPerSec / ceiling) * 1000) / 1000 : null,
            'non-2xx': figures.non2xx,
            errors: figures.errors,
          });
        }
      }
    }

    console.log(
      `API contre nginx (mêmes octets, sans compression), ${durationSeconds} s par ligne, boucle locale.`,
    );
    console.log(note);
    if (nginx) console.log(`nginx : ${nginx.version}, un seul processus, fichiers statiques.`);
    console.table(
      rows.map((row) => ({ ...row, 'ratio / nginx': row['ratio / nginx'] ?? '—' })),
      ['target', 'server', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'ratio / nginx', 'non-2xx', 'errors'],
    );
    console.table(Object.entries(bytes).map(([target, size]) => ({ target, octets: size })));

    const verdicts = targets.map((target) => {
      const row = rows.find((r) => r.target === target && r.server === 'api' && r.connections === 50)!;
      const ratio = row['ratio / nginx'];
      const ratioOk = ratio === null ? null : ratio >= TARGET_RATIO;
      const p99Ok = row['p99 ms'] < TARGET_P99_MS;
      return { target, ratio, p99: row['p99 ms'], ratioOk, p99Ok, met: ratioOk !== false && p99Ok };
    });
    console.log(
      `Objectif à 50 connexions : au moins ${TARGET_RATIO} des req/s de nginx et p99 sous ${TARGET_P99_MS} ms ` +
        '(indicatif, le banc n’échoue jamais sur un temps) :',
    );
    for (const verdict of verdicts) {
      const ratioText =
        verdict.ratio === null ? 'ratio non mesuré (pas de nginx)' : `ratio ${verdict.ratio.toFixed(3)}`;
      const state =
        verdict.ratioOk === null
          ? verdict.p99Ok
            ? 'p99 atteint, ratio inconnu'
            : 'NON atteint'
          : verdict.met
            ? 'atteint'
            : 'NON atteint';
      console.log(`  ${verdict.target} : ${state} (${ratioText}, p99 ${verdict.p99} ms)`);
    }

    writeResults('api-vs-nginx.json', {
      machine: machineDescription(),
      note,
      durationSeconds,
      nginx: nginx?.version ?? null,
      target: { ratioToNginx: TARGET_RATIO, p99Ms: TARGET_P99_MS, connections: 50 },
      bytes,
      rows,
      verdicts,
    });
  } finally {
    release();
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
