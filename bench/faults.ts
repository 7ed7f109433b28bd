// `npm run bench:faults -w bench`: the product under load and faults. Prints, scenario by scenario, what was held
// and what was lost; it never fails on a time. Scenarios (all by default, or named as arguments or in
// BENCH_FAULT=load,outage,kill,term):
//   load    N visitors reading and 20 artisans saving and uploading for BENCH_FAULT_SECONDS (60), then every
//           acknowledged write compared to the database and to DATA_DIR/uploads (PGlite, or BENCH_FAULT_DB=postgres);
//   outage  a lighter load on a throwaway PostgreSQL cluster stopped for BENCH_FAULT_OUTAGE_SECONDS (10), then started;
//   kill    SIGKILL during uploads, restart on the same DATA_DIR, then files and rows checked;
//   term    SIGTERM with slow requests in flight: do they finish, does the process exit, are new connections refused.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { freePort, machineDescription, startProduct, type RunningProduct } from './support/product';

const SCENARIOS = ['load', 'outage', 'kill', 'term'] as const;
type Scenario = (typeof SCENARIOS)[number];

const SECONDS = Number(process.env.BENCH_FAULT_SECONDS ?? 60);
const VISITORS = Number(process.env.BENCH_FAULT_VISITORS ?? 200);
const ARTISANS = Number(process.env.BENCH_FAULT_ARTISANS ?? 20);
const OUTAGE_SECONDS = Number(process.env.BENCH_FAULT_OUTAGE_SECONDS ?? 10);
const LOAD_ON_POSTGRES = process.env.BENCH_FAULT_DB === 'postgres';
const REALISATION_LIMIT = LIMITS.detailsPerType.IMG_REALISATION;
const PASSWORD = 'Banc@2024x';
/** No request of the bench waits longer than this; a longer one counts as « délai dépassé ». */
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

// ---------------------------------------------------------------------------------------------------------------
// HTTP

interface Reply {
  /** HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  body: unknown;
  headers: Headers | null;
  error?: string;
  started: number;
  ms: number;
}

interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
}

async function call(baseUrl: string, method: string, url: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (method !== 'GET') headers.origin = baseUrl;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const started = Date.now();
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        // kept as text
      }
    }
    return {
      status: response.status,
      body: parsed,
      headers: response.headers,
      started,
      ms: Date.now() - started,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    const name = (error as Error).name;
    return {
      status: 0,
      body: null,
      headers: null,
      error: name === 'TimeoutError' ? 'délai dépassé' : (cause?.code ?? (error as Error).message),
      started,
      ms: Date.now() - started,
    };
  }
}

const ok = (reply: Reply) => reply.status >= 200 && reply.status < 300;

async function expectOk<T>(reply: Promise<Reply>, what: string): Promise<T> {
  const answer = await reply;
  if (!ok(answer))
    throw new Error(`${what} : ${answer.status} ${JSON.stringify(answer.body ?? answer.error)}`);
  return answer.body as T;
}

/** One line of a table: how many requests of a kind ended in each class of answer. */
class Tally {
  private rows = new Map<string, { statuses: Map<string, number>; latencies: number[] }>();

  record(kind: string, reply: Reply): void {
    let row = this.rows.get(kind);
    if (!row) {
      row = { statuses: new Map(), latencies: [] };
      this.rows.set(kind, row);
    }
    const key = reply.status === 0 ? `sans réponse (${reply.error})` : String(reply.status);
    row.statuses.set(key, (row.statuses.get(key) ?? 0) + 1);
    if (reply.status !== 0) row.latencies.push(reply.ms);
  }

  count(predicate: (status: string) => boolean): number {
    let total = 0;
    for (const row of this.rows.values())
      for (const [status, count] of row.statuses) if (predicate(status)) total += count;
    return total;
  }

  table(): Record<string, string | number>[] {
    return [...this.rows].map(([kind, row]) => {
      const sorted = [...row.latencies].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? '-';
      const byClass = (test: (status: number) => boolean) =>
        [...row.statuses].filter(([status]) => test(Number(status))).reduce((sum, [, n]) => sum + n, 0);
      const noAnswer = [...row.statuses]
        .filter(([status]) => status.startsWith('sans'))
        .map(([s, n]) => `${n} ${s}`);
      return {
        'requête / request': kind,
        total: [...row.statuses.values()].reduce((a, b) => a + b, 0),
        '2xx': byClass((s) => s >= 200 && s < 300),
        '4xx': byClass((s) => s >= 400 && s < 500),
        '5xx': byClass((s) => s >= 500),
        'sans réponse': noAnswer.join(', ') || 0,
        'p50 ms': at(0.5),
        'p99 ms': at(0.99),
      };
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Test images

async function smallPng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 48 + randomInt(32),
      height: 32 + randomInt(32),
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .png()
    .toBuffer();
}

/** A 2400 × 1800 photo-like JPEG of about 0.6 MB: decoding it and encoding four widths takes a while. */
async function largeJpeg(): Promise<Buffer> {
  const width = 2400;
  const height = 1800;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 70 })
    .toBuffer();
}

function imageForm(image: Buffer, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type }), type === 'image/png' ? 'r.png' : 'r.jpg');
  return form;
}

// ---------------------------------------------------------------------------------------------------------------
// Accounts and the public catalogue

interface ArtisanAccount {
  artisanId: number;
  token: string;
}

interface Catalogue {
  specialites: number[];
  artisans: number[];
}

function luhnCompletion(prefix: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    const candidate = `${prefix}${digit}`;
    let sum = 0;
    for (let i = 0; i < candidate.length; i += 1) {
      let value = Number(candidate[candidate.length - 1 - i]);
      if (i % 2 === 1) value = value * 2 > 9 ? value * 2 - 9 : value * 2;
      sum += value;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('clé de Luhn introuvable');
}

function siretAndSiren(): { siret: string; siren: string } {
  const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
  const siren = luhnCompletion(`${1 + randomInt(9)}${digits(7)}`);
  return { siren, siret: luhnCompletion(`${siren}${digits(4)}`) };
}

async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const body = await expectOk<{ token: string }>(
    call(baseUrl, 'POST', '/api/auth/login', { json: { username, password } }),
    `connexion de ${username}`,
  );
  return body.token;
}

async function catalogue(baseUrl: string): Promise<Catalogue> {
  const specialites = await expectOk<{ id: number }[]>(
    call(baseUrl, 'GET', '/api/specialite'),
    'spécialités',
  );
  const artisans = await expectOk<{ id: number }[]>(
    call(baseUrl, 'GET', '/api/artisan/artisans'),
    'artisans',
  );
  return { specialites: specialites.map((s) => s.id), artisans: artisans.map((a) => a.id) };
}

/** Creates `count` artisan accounts and their artisans as admin, then logs each one in. */
async function createArtisans(baseUrl: string, adminToken: string, count: number, specialites: number[]) {
  const tag = randomBytes(3).toString('hex');
  const accounts: ArtisanAccount[] = [];
  for (let index = 0; index < count; index += 1) {
    const username = `banc-${tag}-${index}`;
    const user = await expectOk<{ id: number }>(
      call(baseUrl, 'POST', '/api/user', {
        token: adminToken,
        json: {
          email: `${username}@exemple.fr`,
          username,
          telephone: `06${String(randomInt(100_000_000)).padStart(8, '0')}`,
          role: 'ROLE_ARTISAN',
          password: PASSWORD,
          personnalDataToShow: 'ALL',
        },
      }),
      `création du compte ${username}`,
    );
    const artisan = await expectOk<{ id: number }>(
      call(baseUrl, 'POST', '/api/artisan', {
        token: adminToken,
        json: {
          userId: user.id,
          entrepriseNom: `Banc d’essai ${tag} n° ${index}`,
          adresse: {
            rue: `${index + 1} rue du Banc`,
            ville: 'Brive-la-Gaillarde',
            codePostal: '19100',
            pays: 'France',
          },
          anneeExperience: 5,
          rayonActivite: 20,
          latitude: 45.15 + randomInt(100) / 1000,
          longitude: 1.53 + randomInt(100) / 1000,
          ...siretAndSiren(),
          specialites: [pick(specialites)],
        },
      }),
      `création de l’artisan ${username}`,
    );
    accounts.push({ artisanId: artisan.id, token: await login(baseUrl, username, PASSWORD) });
  }
  return accounts;
}

// ---------------------------------------------------------------------------------------------------------------
// Visitors and artisans at work

interface Load {
  baseUrl: string;
  catalogue: Catalogue;
  stopped: () => boolean;
  tally: Tally;
  /** Every reply, for scenarios that split them by phase. */
  onReply?: (kind: string, reply: Reply) => void;
}

function record(load: Load, kind: string, reply: Reply): Reply {
  load.tally.record(kind, reply);
  load.onReply?.(kind, reply);
  return reply;
}

async function visitor(load: Load): Promise<void> {
  const { baseUrl, catalogue: cat } = load;
  const reads: [string, () => string][] = [
    ['GET /api/specialite', () => '/api/specialite'],
    [
      'GET /api/artisan/artisans-specialite/{id}?page=k',
      () => `/api/artisan/artisans-specialite/${pick(cat.specialites)}?page=${1 + randomInt(3)}`,
    ],
    ['GET /api/artisan/{id}', () => `/api/artisan/${pick(cat.artisans)}`],
    ['GET /api/artisan/map', () => '/api/artisan/map'],
    ['GET /api/note/artisan/{id}', () => `/api/note/artisan/${pick(cat.artisans)}`],
  ];
  while (!load.stopped()) {
    const [kind, url] = pick(reads);
    const reply = record(load, kind, await call(baseUrl, 'GET', url()));
    // A refused connection answers at once: without a pause the loop would only measure itself.
    if (reply.status === 0 || reply.status >= 500) await sleep(100);
  }
}

interface AckedCreate {
  artisanId: number;
  pathImg: string;
  at: number;
}

/** What the server acknowledged, to be compared with what it holds at the end. */
class Ledger {
  created = new Map<number, AckedCreate>();
  /** Rows created by a request that got no answer, found afterwards by reading the artisan's details. */
  createdUnacked = new Map<number, AckedCreate>();
  deleted = new Set<number>();
  /** Deletes that got no answer and whose row was gone when retried (404). */
  deletedUnacked = new Set<number>();
  uploads = new Map<string, number>();
  saves = 0;
  /** Per artisan: the rayon of the last acknowledged save, then those of later saves that got no answer. */
  rayon = new Map<number, { acked: number | null; unsure: number[] }>();
}

type Image = () => Promise<{ data: Buffer; type: string }>;

async function artisanDetails(load: Load, artisanId: number) {
  return call(load.baseUrl, 'GET', `/api/artisan/details/artisan/${artisanId}`);
}

/**
 * One artisan in the editor, in a loop: saves the profile (radius), makes room when at the limit of work photos,
 * uploads a photo and adds it as a detail. After a request that got no answer it reads its details before
 * retrying, as a careful client would, so that any duplicate found at the end is the server's doing.
 */
async function artisanAtWork(
  load: Load,
  account: ArtisanAccount,
  ledger: Ledger,
  image: Image,
): Promise<void> {
  const { baseUrl } = load;
  const { artisanId, token } = account;
  const mine: number[] = [];
  let pendingPath: string | null = null;
  let pendingDelete: number | null = null;
  let uncertainCreate = false;
  let counter = 0;
  const rayon = { acked: null as number | null, unsure: [] as number[] };
  ledger.rayon.set(artisanId, rayon);
  const backOff = (reply: Reply) =>
    reply.status === 0 || reply.status >= 500 ? sleep(200) : Promise.resolve();

  while (!load.stopped()) {
    const value = 1 + randomInt(100);
    const save = record(
      load,
      'PUT /api/artisan/{id}',
      await call(baseUrl, 'PUT', `/api/artisan/${artisanId}`, {
        token,
        json: { anneeExperience: 5, rayonActivite: value, specialites: [pick(load.catalogue.specialites)] },
      }),
    );
    if (ok(save)) {
      ledger.saves += 1;
      rayon.acked = value;
      rayon.unsure = [];
    } else if (save.status === 0 || save.status >= 500) {
      rayon.unsure.push(value);
    }
    await backOff(save);

    if (uncertainCreate && pendingPath) {
      const list = await artisanDetails(load, artisanId);
      if (!ok(list)) {
        await backOff(list);
        continue;
      }
      const found = (list.body as { id: number; pathImg: string | null }[]).find(
        (d) => d.pathImg === pendingPath,
      );
      if (found) {
        ledger.createdUnacked.set(found.id, { artisanId, pathImg: pendingPath, at: Date.now() });
        mine.push(found.id);
        pendingPath = null;
      }
      uncertainCreate = false;
    }

    if (pendingDelete === null && mine.length >= REALISATION_LIMIT) pendingDelete = mine[0]!;
    if (pendingDelete !== null) {
      const removal = record(
        load,
        'DELETE /api/artisan/details/{id}',
        await call(baseUrl, 'DELETE', `/api/artisan/details/${pendingDelete}`, { token }),
      );
      if (ok(removal) || removal.status === 404) {
        (ok(removal) ? ledger.deleted : ledger.deletedUnacked).add(pendingDelete);
        mine.splice(mine.indexOf(pendingDelete), 1);
        pendingDelete = null;
      } else {
        await backOff(removal);
        continue;
      }
    }

    if (pendingPath === null) {
      const { data, type } = await image();
      const upload = record(
        load,
        'POST /api/artisan/details/{id}/upload-file',
        await call(baseUrl, 'POST', `/api/artisan/details/${artisanId}/upload-file`, {
          token,
          form: imageForm(data, type),
        }),
      );
      if (!ok(upload)) {
        await backOff(upload);
        continue;
      }
      pendingPath = (upload.body as { path: string }).path;
      ledger.uploads.set(pendingPath, artisanId);
    }

    counter += 1;
    const creation = record(
      load,
      'POST /api/artisan/details',
      await call(baseUrl, 'POST', '/api/artisan/details', {
        token,
        json: {
          artisanId,
          type: 'IMG_REALISATION',
          pathImg: pendingPath,
          description: `Réalisation ${counter}`,
        },
      }),
    );
    if (ok(creation)) {
      const { id } = creation.body as { id: number };
      ledger.created.set(id, { artisanId, pathImg: pendingPath, at: Date.now() });
      mine.push(id);
      pendingPath = null;
    } else if (creation.status === 0 || creation.status >= 500) {
      uncertainCreate = true;
      await backOff(creation);
    } else if (creation.status === 400) {
      // The limit: a row this loop does not know of exists; read the truth and carry on.
      const list = await artisanDetails(load, artisanId);
      if (ok(list)) {
        const rows = (list.body as { id: number; type: string }[]).filter(
          (d) => d.type === 'IMG_REALISATION',
        );
        mine.splice(0, mine.length, ...rows.map((row) => row.id));
      }
    }
  }
}

/** Runs visitors and artisans until `until` resolves. */
async function runLoad(
  load: Omit<Load, 'stopped'>,
  visitors: number,
  artisans: ArtisanAccount[],
  ledger: Ledger,
  image: Image,
  until: Promise<unknown>,
): Promise<void> {
  let stop = false;
  const running: Load = { ...load, stopped: () => stop };
  const workers = [
    ...Array.from({ length: visitors }, () => visitor(running)),
    ...artisans.map((account) => artisanAtWork(running, account, ledger, image)),
  ];
  await until;
  stop = true;
  await Promise.all(workers);
}

// ---------------------------------------------------------------------------------------------------------------
// What the product holds: rows, files

interface Detail {
  id: number;
  artisanId: number;
  type: string;
  pathImg: string | null;
}

function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The files the image pipeline writes for pathImg: the main one and one per width. */
function imageFiles(pathImg: string): string[] {
  if (!pathImg.startsWith('/uploads/') || !pathImg.endsWith('.webp')) return [];
  const key = pathImg.slice('/uploads/'.length);
  const base = key.slice(0, -'.webp'.length);
  return [key, ...LIMITS.imageWidths.map((width) => `${base}-${width}.webp`)];
}

/** The image a stored file belongs to (`a/b-800.webp` → `a/b`). */
const imageOf = (file: string) => file.replace(/(?:-\d+)?\.webp$/, '').replace(/\.[^/]*\.tmp$/, '');

interface Holdings {
  details: Detail[];
  /** Details of the given artisans, by artisan. */
  byArtisan: Map<number, Detail[]>;
  referenced: Set<string>;
  files: string[];
  temporary: string[];
  missing: Detail[];
  orphanFiles: string[];
  orphanImages: Set<string>;
}

/** Reads every artisan's details and the trades through the API, and lists DATA_DIR/uploads. */
async function holdings(baseUrl: string, dataDir: string): Promise<Holdings> {
  const cat = await catalogue(baseUrl);
  const details: Detail[] = [];
  for (const artisanId of cat.artisans) {
    details.push(
      ...(await expectOk<Detail[]>(
        call(baseUrl, 'GET', `/api/artisan/details/artisan/${artisanId}`),
        `détails de l’artisan ${artisanId}`,
      )),
    );
  }
  const specialites = await expectOk<{ pathImg: string | null }[]>(
    call(baseUrl, 'GET', '/api/specialite'),
    'métiers',
  );
  const uploads = path.join(dataDir, 'uploads');
  const files = listFiles(uploads);
  const present = new Set(files);
  const referenced = new Set<string>();
  for (const pathImg of [...details.map((d) => d.pathImg), ...specialites.map((s) => s.pathImg)]) {
    if (pathImg) for (const file of imageFiles(pathImg)) referenced.add(file);
  }
  const byArtisan = new Map<number, Detail[]>();
  for (const detail of details)
    byArtisan.set(detail.artisanId, [...(byArtisan.get(detail.artisanId) ?? []), detail]);
  const temporary = files.filter((file) => file.endsWith('.tmp'));
  const orphanFiles = files.filter((file) => !file.endsWith('.tmp') && !referenced.has(file));
  return {
    details,
    byArtisan,
    referenced,
    files,
    temporary,
    missing: details.filter((d) => d.pathImg && imageFiles(d.pathImg).some((file) => !present.has(file))),
    orphanFiles,
    orphanImages: new Set(orphanFiles.map(imageOf)),
  };
}

interface Reconciliation {
  rows: number;
  expected: number;
  held: number;
  lost: number;
  resurrected: number;
  duplicated: number;
  unknownRows: number;
}

/** Compares the acknowledged creates and deletes of `artisans` with the rows the product holds. */
function reconcile(ledger: Ledger, artisans: number[], held: Holdings): Reconciliation {
  const rows = artisans
    .flatMap((id) => held.byArtisan.get(id) ?? [])
    .filter((d) => d.type === 'IMG_REALISATION');
  const rowIds = new Set(rows.map((row) => row.id));
  const expected = [...ledger.created.keys(), ...ledger.createdUnacked.keys()].filter(
    (id) => !ledger.deleted.has(id) && !ledger.deletedUnacked.has(id),
  );
  const known = new Set([...ledger.created.keys(), ...ledger.createdUnacked.keys()]);
  const paths = rows.map((row) => row.pathImg);
  return {
    rows: rows.length,
    expected: expected.length,
    held: expected.filter((id) => rowIds.has(id)).length,
    lost: expected.filter((id) => !rowIds.has(id)).length,
    resurrected: [...ledger.deleted].filter((id) => rowIds.has(id)).length,
    duplicated: paths.length - new Set(paths).size,
    unknownRows: rows.filter((row) => !known.has(row.id)).length,
  };
}

function writesTable(ledger: Ledger, result: Reconciliation, held: Holdings, benchArtisans: number[]) {
  const benchDirs = benchArtisans.map((id) => `artisans/${id}/`);
  const benchOrphans = [...held.orphanImages].filter((image) =>
    benchDirs.some((dir) => image.startsWith(dir)),
  );
  const used = new Set([...ledger.created.values(), ...ledger.createdUnacked.values()].map((c) => c.pathImg));
  const unusedUploads = [...ledger.uploads.keys()].filter((pathImg) => !used.has(pathImg));
  return [
    { 'mesure / measure': 'créations acquittées / acknowledged creates (201)', valeur: ledger.created.size },
    {
      'mesure / measure': 'créations sans réponse retrouvées / unanswered creates found',
      valeur: ledger.createdUnacked.size,
    },
    {
      'mesure / measure': 'suppressions acquittées / acknowledged deletes (204)',
      valeur: ledger.deleted.size,
    },
    {
      'mesure / measure': 'suppressions sans réponse constatées / unanswered deletes seen (404)',
      valeur: ledger.deletedUnacked.size,
    },
    { 'mesure / measure': 'lignes attendues = créées − supprimées / expected rows', valeur: result.expected },
    { 'mesure / measure': 'lignes en base / rows in the database', valeur: result.rows },
    { 'mesure / measure': 'tenues / held', valeur: result.held },
    { 'mesure / measure': 'perdues / lost', valeur: result.lost },
    { 'mesure / measure': 'supprimées revenues / deleted but back', valeur: result.resurrected },
    { 'mesure / measure': 'dupliquées / duplicated (same pathImg)', valeur: result.duplicated },
    { 'mesure / measure': 'lignes inconnues / rows nobody created', valeur: result.unknownRows },
    { 'mesure / measure': 'enregistrements de profil acquittés / acknowledged saves', valeur: ledger.saves },
    { 'mesure / measure': 'téléversements acquittés / acknowledged uploads', valeur: ledger.uploads.size },
    {
      'mesure / measure': 'dont jamais rattachés / of which never used in a detail',
      valeur: unusedUploads.length,
    },
    { 'mesure / measure': 'fichiers sous uploads / files under uploads', valeur: held.files.length },
    {
      'mesure / measure': 'lignes dont un fichier manque / rows missing a file (all artisans)',
      valeur: held.missing.length,
    },
    {
      'mesure / measure': 'images orphelines / orphaned images (files)',
      valeur: `${held.orphanImages.size} (${held.orphanFiles.length})`,
    },
    {
      'mesure / measure': 'dont chez les artisans du banc / of which the bench artisans',
      valeur: benchOrphans.length,
    },
    { 'mesure / measure': 'fichiers temporaires / temporary files (*.tmp)', valeur: held.temporary.length },
  ];
}

/** The artisans' last saved radius against what the API holds: an acknowledged save must stay. */
async function savesHeld(baseUrl: string, ledger: Ledger): Promise<{ held: number; lost: number }> {
  let held = 0;
  let lost = 0;
  for (const [artisanId, rayon] of ledger.rayon) {
    if (rayon.acked === null) continue;
    const artisan = await expectOk<{ rayonActivite: number }>(
      call(baseUrl, 'GET', `/api/artisan/${artisanId}`),
      'artisan',
    );
    if (artisan.rayonActivite === rayon.acked || rayon.unsure.includes(artisan.rayonActivite)) held += 1;
    else lost += 1;
  }
  return { held, lost };
}

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

  async createDatabase(): Promise<string> {
    const name = `annuaire_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: this.url('postgres') });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
    return this.url(name);
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
    product = await startProduct({ dataDir });
    const restartMs = Date.now() - started;
    const uploads = path.join(dataDir, 'uploads');
    const after = await holdings(product.baseUrl, dataDir);
    const bad = await undecodable(uploads, after.files);
    const ids = accounts.map((a) => a.artisanId);
    const result = reconcile(ledger, ids, after);
    console.table([
      { 'mesure / measure': 'SIGKILL après / after (ms)', valeur: killAfter },
      { 'mesure / measure': 'requêtes sans réponse / requests cut by the kill', valeur: inFlight },
      { 'mesure / measure': 'redémarrage sur le même DATA_DIR / restart (ms)', valeur: restartMs },
      { 'mesure / measure': 'fichiers images illisibles / partial image files', valeur: bad.length },
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
