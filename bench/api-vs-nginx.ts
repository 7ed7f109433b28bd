// `npm run bench:api -w bench`: the API's public reads, and the pages it renders on the server, against nginx serving
// the very same bytes as static files. Starts the product (demo seed, fresh DATA_DIR), fetches the exact answers of
// GET /api/specialite, /api/artisan/{id}, /api/artisan/artisans-specialite/{id}?page=1, /api/artisan/map and of the
// pages /artisan/{id} and /metier/{id} (kept once rendered) without Accept-Encoding (as autocannon asks them, so
// identity), writes them into a temporary folder served by Debian's nginx (its own minimal configuration on a free
// loopback port, one process, access log off), then runs autocannon at 1, 10 and 50 connections on each. nginx is the
// ceiling of what this machine can serve over HTTP: the ratio says how close the API gets to it. The same two pages
// with a query that is never kept (?rendu=…) measure a server render itself, at 1 connection.
// Targets (issue 18): service time of a read at 1 connection, p50 at most 2 ms; a render not yet kept, p50 under
// 5 ms; at 50 connections at least 0.5 of nginx's req/s. At 10 connections: printed only. Prints tables, writes
// bench/results/api-vs-nginx.json, and never fails on a time. Without nginx it still prints the API's figures.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NGINX, nginxVersion, runNginx, type NginxProcess } from './support/nginx';
import { freePort, machineDescription, startProduct, type RunningProduct } from './support/product';
import { durationSeconds, load, rawGet, settle, sharedMachineNote, type LoadFigures } from './support/load';
import { writeResults } from './support/results';
import { cleanupOnSignal } from './support/signals';

const CONNECTIONS = [1, 10, 50];
const TARGET_RATIO = 0.5;
const TARGET_READ_P50_MS = 2;
const TARGET_RENDER_P50_MS = 5;

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
      '  charset_types application/json text/html;',
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${root};`,
      '    location / { try_files $uri =404; }',
      '    location /artisan/ { default_type text/html; try_files $uri =404; }',
      '    location /metier/ { default_type text/html; try_files $uri =404; }',
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
      `/artisan/${markers[0]!.id}`,
      `/metier/${tradeId}`,
    ];
    // A query no page keeps: every request is a render.
    const renders = [`/artisan/${markers[0]!.id}?rendu=1`, `/metier/${tradeId}?rendu=1`];

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

    const renderRows: { page: string; 'p50 ms': number; 'p99 ms': number; 'req/s': number }[] = [];
    for (const target of renders) {
      await load(`${api}${target}`, 1, 1);
      const figures = await load(`${api}${target}`, 1);
      renderRows.push({
        page: target,
        'p50 ms': figures.p50,
        'p99 ms': figures.p99,
        'req/s': figures.reqPerSec,
      });
      await settle(api);
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

    console.log('Rendu serveur à chaque requête (page non gardée), 1 connexion :');
    console.table(renderRows);

    const apiRow = (target: string, connections: number) =>
      rows.find((r) => r.target === target && r.server === 'api' && r.connections === connections)!;
    const verdicts = [
      ...targets.map((target) => {
        const ratio = apiRow(target, 50)['ratio / nginx'];
        const p50 = apiRow(target, 1)['p50 ms'];
        const ratioOk = ratio === null ? null : ratio >= TARGET_RATIO;
        const p50Ok = p50 <= TARGET_READ_P50_MS;
        return {
          target,
          text: `p50 à 1 connexion ${p50} ms (≤ ${TARGET_READ_P50_MS}) : ${p50Ok ? 'atteint' : 'NON atteint'} ; ratio à 50 connexions ${ratio === null ? 'non mesuré (pas de nginx)' : `${ratio.toFixed(3)} (≥ ${TARGET_RATIO}) : ${ratioOk ? 'atteint' : 'NON atteint'}`}`,
          ratio,
          p50,
          met: ratioOk !== false && p50Ok,
        };
      }),
      ...renderRows.map((row) => ({
        target: row.page,
        text: `rendu p50 ${row['p50 ms']} ms (< ${TARGET_RENDER_P50_MS}) : ${row['p50 ms'] < TARGET_RENDER_P50_MS ? 'atteint' : 'NON atteint'}`,
        ratio: null,
        p50: row['p50 ms'],
        met: row['p50 ms'] < TARGET_RENDER_P50_MS,
      })),
    ];
    console.log('Objectifs (indicatifs, le banc n’échoue jamais sur un temps) :');
    for (const verdict of verdicts) console.log(`  ${verdict.target} : ${verdict.text}`);

    writeResults('api-vs-nginx.json', {
      machine: machineDescription(),
      note,
      durationSeconds,
      nginx: nginx?.version ?? null,
      target: {
        ratioToNginxAt50: TARGET_RATIO,
        readP50MsAt1: TARGET_READ_P50_MS,
        renderP50MsAt1: TARGET_RENDER_P50_MS,
      },
      renders: renderRows,
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
