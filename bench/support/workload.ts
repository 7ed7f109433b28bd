// The load of issue 8 shared by bench/faults.ts and bench/cluster.ts: an HTTP client that never throws, a tally of
// answers by kind, visitors browsing and artisans saving and uploading (with a ledger of what the server
// acknowledged), then what the product holds afterwards (rows through the API, files under DATA_DIR/uploads) and
// the comparison of the two: held, lost, duplicated, orphaned.
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LIMITS } from '@annuaire/shared/contract/limits';

export const REALISATION_LIMIT = LIMITS.detailsPerType.IMG_REALISATION;
export const PASSWORD = 'Banc@2024x';
/** No request of the bench waits longer than this; a longer one counts as « délai dépassé ». */
export const REQUEST_TIMEOUT_MS = 30_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

// ---------------------------------------------------------------------------------------------------------------
// HTTP

export interface Reply {
  /** HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  body: unknown;
  headers: Headers | null;
  error?: string;
  started: number;
  ms: number;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  /** Further request headers (Accept, X-Forwarded-For, …), sent as given. */
  headers?: Record<string, string>;
}

export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
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

export const ok = (reply: Reply) => reply.status >= 200 && reply.status < 300;

export async function expectOk<T>(reply: Promise<Reply>, what: string): Promise<T> {
  const answer = await reply;
  if (!ok(answer))
    throw new Error(`${what} : ${answer.status} ${JSON.stringify(answer.body ?? answer.error)}`);
  return answer.body as T;
}

/** One line of a table: how many requests of a kind ended in each class of answer. */
export class Tally {
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

export async function smallPng(): Promise<Buffer> {
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
export async function largeJpeg(): Promise<Buffer> {
  const width = 2400;
  const height = 1800;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 70 })
    .toBuffer();
}

export function imageForm(image: Buffer, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type }), type === 'image/png' ? 'r.png' : 'r.jpg');
  return form;
}

// ---------------------------------------------------------------------------------------------------------------
// Accounts and the public catalogue

export interface ArtisanAccount {
  artisanId: number;
  token: string;
}

export interface Catalogue {
  specialites: number[];
  artisans: number[];
}

export function luhnCompletion(prefix: string): string {
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

export function siretAndSiren(): { siret: string; siren: string } {
  const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
  const siren = luhnCompletion(`${1 + randomInt(9)}${digits(7)}`);
  return { siren, siret: luhnCompletion(`${siren}${digits(4)}`) };
}

export async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const body = await expectOk<{ token: string }>(
    call(baseUrl, 'POST', '/api/auth/login', { json: { username, password } }),
    `connexion de ${username}`,
  );
  return body.token;
}

export async function catalogue(baseUrl: string): Promise<Catalogue> {
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
export async function createArtisans(
  baseUrl: string,
  adminToken: string,
  count: number,
  specialites: number[],
) {
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

export interface Load {
  baseUrl: string;
  catalogue: Catalogue;
  stopped: () => boolean;
  tally: Tally;
  /** Every reply, for scenarios that split them by phase. */
  onReply?: (kind: string, reply: Reply) => void;
}

export function record(load: Load, kind: string, reply: Reply): Reply {
  load.tally.record(kind, reply);
  load.onReply?.(kind, reply);
  return reply;
}

export async function visitor(load: Load): Promise<void> {
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

export interface AckedCreate {
  artisanId: number;
  pathImg: string;
  at: number;
}

/** What the server acknowledged, to be compared with what it holds at the end. */
export class Ledger {
  created = new Map<number, AckedCreate>();
  /** Rows created by a request that got no answer, found afterwards by reading the artisan's details. */
  createdUnacked = new Map<number, AckedCreate>();
  deleted = new Set<number>();
  /** Deletes that got no answer and whose row was gone when retried (404). */
  deletedUnacked = new Set<number>();
  /**
   * Deletes that got no answer and were not retried before the load stopped (a kill): the row may be there or not,
   * both are correct, so it is neither expected nor counted as lost.
   */
  deleteInDoubt = new Set<number>();
  uploads = new Map<string, number>();
  saves = 0;
  /** Per artisan: the rayon of the last acknowledged save, then those of later saves that got no answer. */
  rayon = new Map<number, { acked: number | null; unsure: number[] }>();
}

export type Image = () => Promise<{ data: Buffer; type: string }>;

export async function artisanDetails(load: Load, artisanId: number) {
  return call(load.baseUrl, 'GET', `/api/artisan/details/artisan/${artisanId}`);
}

/**
 * One artisan in the editor, in a loop: saves the profile (radius), makes room when at the limit of work photos,
 * uploads a photo and adds it as a detail. After a request that got no answer it reads its details before
 * retrying, as a careful client would, so that any duplicate found at the end is the server's doing.
 */
export async function artisanAtWork(
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
        ledger.deleteInDoubt.delete(pendingDelete);
        (ok(removal) ? ledger.deleted : ledger.deletedUnacked).add(pendingDelete);
        mine.splice(mine.indexOf(pendingDelete), 1);
        pendingDelete = null;
      } else {
        // No answer: the row may be gone; the next loop asks again, unless the load stops first.
        if (removal.status === 0) ledger.deleteInDoubt.add(pendingDelete);
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
export async function runLoad(
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

export interface Detail {
  id: number;
  artisanId: number;
  type: string;
  pathImg: string | null;
}

export function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The files the image pipeline writes for pathImg: the main one and one per width. */
export function imageFiles(pathImg: string): string[] {
  if (!pathImg.startsWith('/uploads/') || !pathImg.endsWith('.webp')) return [];
  const key = pathImg.slice('/uploads/'.length);
  const base = key.slice(0, -'.webp'.length);
  return [key, ...LIMITS.imageWidths.map((width) => `${base}-${width}.webp`)];
}

/** The image a stored file belongs to (`a/b-800.webp` → `a/b`). */
export const imageOf = (file: string) => file.replace(/(?:-\d+)?\.webp$/, '').replace(/\.[^/]*\.tmp$/, '');

export interface Holdings {
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
export async function holdings(baseUrl: string, dataDir: string): Promise<Holdings> {
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

export interface Reconciliation {
  rows: number;
  expected: number;
  held: number;
  lost: number;
  resurrected: number;
  duplicated: number;
  unknownRows: number;
}

/** Compares the acknowledged creates and deletes of `artisans` with the rows the product holds. */
export function reconcile(ledger: Ledger, artisans: number[], held: Holdings): Reconciliation {
  const rows = artisans
    .flatMap((id) => held.byArtisan.get(id) ?? [])
    .filter((d) => d.type === 'IMG_REALISATION');
  const rowIds = new Set(rows.map((row) => row.id));
  const expected = [...ledger.created.keys(), ...ledger.createdUnacked.keys()].filter(
    (id) => !ledger.deleted.has(id) && !ledger.deletedUnacked.has(id) && !ledger.deleteInDoubt.has(id),
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

export function writesTable(ledger: Ledger, result: Reconciliation, held: Holdings, benchArtisans: number[]) {
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
    {
      'mesure / measure': 'suppressions sans réponse jamais reposées / unanswered deletes left in doubt',
      valeur: ledger.deleteInDoubt.size,
    },
    {
      'mesure / measure': 'lignes attendues = créées − supprimées (hors doute) / expected rows',
      valeur: result.expected,
    },
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
export async function savesHeld(baseUrl: string, ledger: Ledger): Promise<{ held: number; lost: number }> {
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
