// What the product holds after the load of issue 8 (rows through the API, files under DATA_DIR/uploads) and its
// comparison with the ledger: held, lost, duplicated, orphaned.
import fs from 'node:fs';
import path from 'node:path';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { catalogue, type ArtisanAccount } from './accounts';
import { call, expectOk } from './http';
import type { Ledger } from './ledger';

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

/** After a load: what the product holds, the bench artisans' rows compared with the ledger, the saves held. */
export async function checkWrites(
  baseUrl: string,
  dataDir: string,
  ledger: Ledger,
  accounts: ArtisanAccount[],
) {
  const after = await holdings(baseUrl, dataDir);
  const ids = accounts.map((account) => account.artisanId);
  const result = reconcile(ledger, ids, after);
  const saves = await savesHeld(baseUrl, ledger);
  return { after, ids, result, saves };
}
