// The road from the public registers' files to the register's tables (registre_*): SIRENE's stock of establishments
// with its legal units and geolocation, and ADEME's RGE list. The pure functions beside this file decide what a row
// becomes; this one reads the files as streams, writes in batches and keeps the run's report. It writes only the
// registre_* tables: the artisans table (the public listings) is never touched here.
//
// Reading. The stock is read once (about 43 million rows nationally, 96 % of them skipped on their SIRET, state and
// code before they are made into records: stockPrefilter). Without legal units nor geolocation, each establishment
// kept is written as it is read. With them, the rows kept (about 900,000 nationally) are set aside in a temporary
// file and their SIRETs and SIRENs kept in memory (some 150 MB of strings); only those legal units (about 25
// million rows, their names) and positions (about 40 million) are loaded, filtered likewise, then the rows set aside
// are read back and written: neither the big files nor the rows kept are ever held whole in memory.
//
// Writes. Establishments are upserted by SIRET in multi-row statements whose DO UPDATE only fires when a register's
// field differs: an unchanged row costs no write, so the same files twice insert and update nothing. Closure: a
// row the stock now says `F` is closed; a row absent from the stock is closed when the run covers its département
// (every département without --departements).
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  REGISTRES_MESSAGES,
  type RegistresPositionReason,
  type RegistresRgeReason,
  type RegistresSkipReason,
} from '@annuaire/shared/contract/registres-messages';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import {
  registreEtablissements,
  registreImports,
  registreQualifications,
  registreSuppressions,
} from '../db/schema';
import {
  ETABLISSEMENT_COLUMNS,
  ETABLISSEMENT_QUICK_COLUMNS,
  etablissementToDraft,
  field,
  fieldValue,
  legalUnitFromRecord,
  quickSkip,
  UNITE_LEGALE_COLUMNS,
  type LegalUnit,
  type ListingDraft,
} from './etablissement';
import {
  GEOLOCALISATION_COLUMNS,
  positionFromGeolocRecord,
  positionFromStock,
  type Position,
} from './position';
import { detached } from './csv-lines';
import { openRegistreCsv, type CsvPrefilter, type CsvSpec, type RegistreCsv } from './read-csv';
import { RGE_COLUMNS, rgeToQualification, type RgeQualificationDraft } from './rge';

export type RegistreRole = 'etablissements' | 'unitesLegales' | 'geolocalisation' | 'rge';

export interface RegistreFiles {
  etablissements: string;
  unitesLegales?: string;
  geolocalisation?: string;
  rge?: string;
}

export const REGISTRE_SPECS: Readonly<Record<RegistreRole, CsvSpec>> = {
  etablissements: { label: 'stock des établissements', required: ETABLISSEMENT_COLUMNS },
  unitesLegales: { label: 'stock des unités légales', required: UNITE_LEGALE_COLUMNS },
  geolocalisation: { label: 'géolocalisation des établissements', required: GEOLOCALISATION_COLUMNS },
  rge: { label: 'liste des entreprises RGE', required: RGE_COLUMNS },
};

export interface ImportOptions {
  /** The départements chosen with --departements; the whole of France when absent. */
  departements?: ReadonlySet<string>;
  /** The RGE list's date (`YYYY-MM-DD`); the day the file was last modified when absent. */
  rgeDate?: string;
  /** Rows per INSERT statement. */
  batchSize?: number;
}

/** The stock, then the legal units and the geolocation, then the stock's rows kept set aside, then the RGE list. */
export type ImportPhase = 'etablissements' | 'unitesLegales' | 'geolocalisation' | 'ecriture' | 'rge';

export interface ImportProgress {
  phase: ImportPhase;
  file: string;
  rowsRead: number;
  kept: number;
  /** Bytes of the file read so far, and its size: the time left is read from them. */
  bytesRead: number;
  size: number;
  done: boolean;
}

export type ProgressListener = (progress: ImportProgress) => void;

export interface ImportedFile {
  role: RegistreRole;
  name: string;
  size: number;
  sha256: string;
}

export interface ImportReport {
  runId: number;
  startedAt: string;
  endedAt: string;
  departements: string[] | null;
  fichiers: ImportedFile[];
  lues: number;
  retenues: number;
  inserees: number;
  modifiees: number;
  inchangees: number;
  /** Establishments closed by this run: now `F` in the stock, or absent from a stock covering their département. */
  fermees: number;
  ignorees: Partial<Record<RegistresSkipReason, number>>;
  details: {
    fermeesEtatF: number;
    fermeesAbsentes: number;
    /** Rows deleted because their SIRET is on the suppression list (RGPD article 21). */
    retirees: number;
    unitesLegales: { lues: number; retenues: number } | null;
    positions: {
      geolocalisation: number;
      stock: number;
      aucune: number;
      refusees: Partial<Record<RegistresPositionReason, number>>;
    };
    rge: {
      date: string;
      lues: number;
      retenues: number;
      inserees: number;
      modifiees: number;
      inchangees: number;
      terminees: number;
      ignorees: Partial<Record<RegistresRgeReason, number>>;
    } | null;
  };
  erreurs: string[];
}

const DEFAULT_BATCH = 1000;
const MAX_ERRORS = 50;
const PROGRESS_EVERY = 5000;

/**
 * Opens every file and checks its header (readable, CSV or zip, required columns), then releases it: the caller
 * learns of any problem with the files, as a RegistreFileError, before anything is written.
 */
export async function checkRegistreFiles(files: RegistreFiles): Promise<void> {
  for (const role of roles(files)) {
    const csv = await openRegistreCsv(files[role]!, REGISTRE_SPECS[role]);
    csv.close();
  }
}

function roles(files: RegistreFiles): RegistreRole[] {
  return (['etablissements', 'unitesLegales', 'geolocalisation', 'rge'] as const).filter(
    (role) => files[role],
  );
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function increment<K extends string>(counts: Partial<Record<K, number>>, key: K): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

/** The day of the file's last modification, `YYYY-MM-DD` (UTC). */
function fileDay(file: string): string {
  return fs.statSync(file).mtime.toISOString().slice(0, 10);
}

// The register's fields of an establishment: an upsert rewrites the row only when one of them differs.
const ETABLISSEMENT_FIELDS = [
  'siren',
  'nom',
  'nom_source',
  'rue',
  'complement',
  'code_postal',
  'commune',
  'code_commune',
  'departement',
  'naf',
  'metiers',
  'date_creation',
  'tranche_effectifs',
  'siege',
  'diffusion',
  'etat',
  'publie',
  'longitude',
  'latitude',
  'position_precision',
  'position_source',
  'closed_at',
] as const;

const QUALIFICATION_FIELDS = [
  'organisme',
  'code',
  'nom',
  'certificat',
  'domaine',
  'meta_domaine',
  'date_debut',
  'date_fin',
  'particulier',
  'ended_at',
  'telephone',
  'email',
  'site_internet',
] as const;

/**
 * Columns an upsert leaves as stored when `when` (SQL over `excluded`, the row offered) holds: what a file the run
 * was not given brought before is not erased by its absence.
 */
interface KeptColumns {
  when: string;
  columns: readonly string[];
}

/** Separates the items of an array column (the trades) inside the one text parameter that carries them. */
const ITEM_SEPARATOR = '\u001f';

/**
 * A multi-row upsert: `INSERT … SELECT … FROM unnest(one array parameter per column) ON CONFLICT (target) DO UPDATE
 * SET (update) WHERE (compare) IS DISTINCT FROM excluded`, returning whether each written row was inserted. One
 * parameter per column rather than per value: a batch of a thousand rows is a short statement, built in
 * microseconds (drizzle's builder takes a fifth of a second for the same rows). Rows the WHERE leaves alone are not
 * written and not returned: they are the unchanged ones.
 */
async function upsert<T extends Record<string, unknown>>(
  db: Db,
  table: PgTable,
  rows: readonly T[],
  target: readonly string[],
  update: readonly string[],
  compare: readonly string[],
  kept: readonly KeptColumns[] = [],
): Promise<{ inserted: boolean }[]> {
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!);
  const names = keys.map((key) => columns[key]!.name);
  const parameters: SQL[] = [];
  const selected: SQL[] = [];
  keys.forEach((key, index) => {
    const type = columns[key]!.getSQLType();
    const name = sql.identifier(names[index]!);
    if (type.endsWith('[]')) {
      const joined = rows.map((row) => (row[key] as string[] | null)?.join(ITEM_SEPARATOR) ?? null);
      parameters.push(sql`${sql.param(joined)}::text[]`);
      selected.push(sql`string_to_array(u.${name}, chr(31))`);
    } else {
      parameters.push(sql`${sql.param(rows.map((row) => row[key] ?? null))}::${sql.raw(type)}[]`);
      selected.push(sql`u.${name}`);
    }
  });
  const tableName = getTableName(table);
  const stored = (name: string) => sql`${sql.identifier(tableName)}.${sql.identifier(name)}`;
  // The value a column gets: the row's, unless a KeptColumns group keeps the stored one.
  const incoming = (name: string) => {
    const group = kept.find((candidate) => candidate.columns.includes(name));
    return group
      ? sql`case when ${sql.raw(group.when)} then ${stored(name)} else excluded.${sql.identifier(name)} end`
      : sql`excluded.${sql.identifier(name)}`;
  };
  const own = sql.join(
    compare.map((name) => stored(name)),
    sql`, `,
  );
  const excluded = sql.join(
    compare.map((name) => incoming(name)),
    sql`, `,
  );
  const set = sql.join(
    update.map((key) => sql`${sql.identifier(columns[key]!.name)} = ${incoming(columns[key]!.name)}`),
    sql`, `,
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  return rowsOf<{ inserted: boolean }>(
    await db.execute(sql`INSERT INTO ${sql.identifier(tableName)} (${list})
      SELECT ${sql.join(selected, sql`, `)} FROM unnest(${sql.join(parameters, sql`, `)}) AS u(${list})
      ON CONFLICT (${sql.join(
        target.map((name) => sql.identifier(name)),
        sql`, `,
      )}) DO UPDATE SET ${set}
      WHERE (${own}) IS DISTINCT FROM (${excluded})
      RETURNING (xmax = 0) AS "inserted"`),
  );
}

type Placed = { position: Position; source: 'geolocalisation' | 'stock' } | null;

/** The establishment's position: the geolocation file's, else the stock's Lambert coordinates. */
function placeOf(
  draft: ListingDraft,
  geolocated: Position | undefined,
  refused: Partial<Record<RegistresPositionReason, number>>,
): Placed {
  // A partially diffusible establishment never gets a position closer than its commune (article A123-96).
  const allowed = (position: Position) => draft.diffusion === 'O' || position.precision === 'commune';
  if (geolocated && allowed(geolocated)) return { position: geolocated, source: 'geolocalisation' };
  if (!draft.projected) return null;
  const outcome = positionFromStock(draft.projected, draft.address.departement);
  if (!outcome.ok) {
    increment(refused, outcome.reason);
    return null;
  }
  return allowed(outcome.position) ? { position: outcome.position, source: 'stock' } : null;
}

/**
 * Imports the registers' files into the registre_* tables and stores the run's report. The files are checked
 * first (checkRegistreFiles): a RegistreFileError is thrown before anything is written.
 */
export async function runImport(
  db: Db,
  files: RegistreFiles,
  options: ImportOptions = {},
  progress: ProgressListener = () => undefined,
): Promise<ImportReport> {
  await checkRegistreFiles(files);
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const departements = options.departements ? [...options.departements].sort() : null;
  const rgeDate = files.rge ? (options.rgeDate ?? fileDay(files.rge)) : null;
  const checksums = Promise.all(
    roles(files).map(async (role): Promise<ImportedFile> => {
      const name = files[role]!;
      return { role, name: path.basename(name), size: fs.statSync(name).size, sha256: await sha256(name) };
    }),
  );
  checksums.catch(() => undefined);

  const [run] = await db
    .insert(registreImports)
    .values({ departements })
    .returning({ id: registreImports.id, startedAt: registreImports.startedAt });
  const runId = run!.id;
  const report: ImportReport = {
    runId,
    startedAt: run!.startedAt,
    endedAt: run!.startedAt,
    departements,
    fichiers: [],
    lues: 0,
    retenues: 0,
    inserees: 0,
    modifiees: 0,
    inchangees: 0,
    fermees: 0,
    ignorees: {},
    details: {
      fermeesEtatF: 0,
      fermeesAbsentes: 0,
      retirees: 0,
      unitesLegales: null,
      positions: { geolocalisation: 0, stock: 0, aucune: 0, refusees: {} },
      rge: null,
    },
    erreurs: [],
  };
  const addError = (message: string) => {
    if (report.erreurs.length < MAX_ERRORS) report.erreurs.push(message);
  };
  const rowErrors = (csv: RegistreCsv) => {
    for (const error of csv.rowErrors.first)
      addError(REGISTRES_MESSAGES.csvRow(csv.file, error.line, error.message));
  };

  try {
    // Right to object (RGPD article 21): a withdrawn SIRET is deleted if it was imported before, and never kept.
    const suppressed = new Set(
      (await db.select({ siret: registreSuppressions.siret }).from(registreSuppressions)).map(
        (row) => row.siret,
      ),
    );
    const removed = rowsOf<{ siret: string }>(
      await db.execute(sql`DELETE FROM "registre_etablissements"
        WHERE "siret" IN (SELECT "siret" FROM "registre_suppressions") RETURNING "siret"`),
    );
    report.details.retirees = removed.length;

    const draftOptions = options.departements ? { departements: options.departements } : {};
    // A run without the legal units keeps the names they gave (a sole trader's, a company's), and one without the
    // geolocation the positions it gave, where the stock alone offers none: a file left out is not news that the
    // name or position went. Every run keeps the commune's centre the publication gave an establishment the files do
    // not locate (publish.ts), so that the same files twice change nothing. A position is kept only in the same
    // commune, and never for a partially diffusible establishment, which keeps neither name nor position.
    const stored = `"${getTableName(registreEtablissements)}"`;
    const keptWithoutFiles: KeptColumns[] = [
      ...(files.unitesLegales
        ? []
        : [{ when: `excluded.nom is null and excluded.diffusion = 'O'`, columns: ['nom', 'nom_source'] }]),
      {
        when: `excluded.longitude is null and excluded.diffusion = 'O'
          and excluded.code_commune is not distinct from ${stored}.code_commune
          ${files.geolocalisation ? `and ${stored}.position_source = 'commune'` : ''}`,
        columns: ['longitude', 'latitude', 'position_precision', 'position_source'],
      },
    ];
    const seen = new Set<string>();
    let upserts = new Map<string, typeof registreEtablissements.$inferInsert>();
    let closures: string[] = [];
    const now = new Date().toISOString();
    // One statement in flight while the next batch is read: on a PostgreSQL server, its process writes while this
    // one reads on (PGlite runs in this thread: neither gain nor loss). A failed statement fails the next flush.
    let writing: Promise<void> = Promise.resolve();
    const flushUpserts = async () => {
      if (upserts.size === 0) return;
      const rows = [...upserts.values()];
      upserts = new Map();
      await writing;
      writing = writeBatch(rows);
      writing.catch(() => undefined);
    };
    const writeBatch = async (rows: (typeof registreEtablissements.$inferInsert)[]) => {
      const written = await upsert(
        db,
        registreEtablissements,
        rows,
        ['siret'],
        [
          'siren',
          'nom',
          'nomSource',
          'rue',
          'complement',
          'codePostal',
          'commune',
          'codeCommune',
          'departement',
          'naf',
          'metiers',
          'dateCreation',
          'trancheEffectifs',
          'siege',
          'diffusion',
          'etat',
          'publie',
          'longitude',
          'latitude',
          'positionPrecision',
          'positionSource',
          'closedAt',
          'lastChangedRun',
          'updatedAt',
        ],
        ETABLISSEMENT_FIELDS,
        keptWithoutFiles,
      );
      const inserted = written.filter((row) => row.inserted).length;
      report.inserees += inserted;
      report.modifiees += written.length - inserted;
      report.inchangees += rows.length - written.length;
    };
    const flushClosures = async () => {
      if (closures.length === 0) return;
      const sirets = closures;
      closures = [];
      const closed = rowsOf<{ siret: string }>(
        await db.execute(sql`UPDATE "registre_etablissements"
          SET "etat" = 'F', "closed_at" = ${now}, "last_changed_run" = ${runId}, "updated_at" = ${now}
          WHERE "siret" = ANY(${sql.param(sirets)}::text[]) AND "etat" = 'A' RETURNING "siret"`),
      );
      report.details.fermeesEtatF += closed.length;
    };
    const write = async (draft: ListingDraft, geolocated: Position | undefined) => {
      const place = placeOf(draft, geolocated, report.details.positions.refusees);
      if (place) report.details.positions[place.source] += 1;
      else report.details.positions.aucune += 1;
      upserts.set(draft.siret, {
        siret: draft.siret,
        siren: draft.siren,
        nom: draft.name,
        nomSource: draft.nameSource,
        rue: draft.address.street,
        complement: draft.address.complement,
        codePostal: draft.address.postcode,
        commune: draft.address.commune,
        codeCommune: draft.address.communeCode,
        departement: draft.address.departement,
        naf: draft.nafCode,
        metiers: [...draft.trades],
        dateCreation: draft.dateCreation,
        trancheEffectifs: draft.workforce?.code ?? null,
        siege: draft.siege,
        diffusion: draft.diffusion,
        etat: 'A',
        publie: draft.published,
        longitude: place?.position.lon ?? null,
        latitude: place?.position.lat ?? null,
        positionPrecision: place?.position.precision ?? null,
        positionSource: place?.source ?? null,
        firstSeenRun: runId,
        lastChangedRun: runId,
        closedAt: null,
        updatedAt: now,
      });
      if (upserts.size >= batchSize) await flushUpserts();
    };

    // A row the stock says `F` closes the establishment if the table holds it open: it was open before this run,
    // or kept earlier in this file. Only those SIRETs are sent to the database, not the 25 million closed rows.
    const open = await openSirets(db, batchSize);
    const skip = (reason: RegistresSkipReason, siret: string) => {
      increment(report.ignorees, reason);
      if (reason === 'ferme' && (open.has(siret) || seen.has(siret))) closures.push(detached(siret));
    };

    // The stock, read once. Without legal units nor geolocation, each establishment kept is written at once;
    // with them, its row is set aside in a file until their names and positions are loaded.
    const deferred = files.unitesLegales || files.geolocalisation ? await setAside() : null;
    const keptSirens = new Set<string>();
    try {
      const read = await readFile(
        files.etablissements,
        'etablissements',
        'etablissements',
        progress,
        async (record) => {
          if (closures.length >= batchSize) await flushClosures();
          const siret = field(record, 'siret') ?? '';
          if (suppressed.has(siret)) {
            skip('suppression', siret);
            return false;
          }
          const outcome = etablissementToDraft(record, undefined, draftOptions);
          if (!outcome.kept) {
            skip(outcome.reason, siret);
            return false;
          }
          // Detached: a SIRET cut from its line would keep the whole line in memory as long as the set lives.
          seen.add(detached(siret));
          if (!deferred) await write(outcome.draft, undefined);
          else {
            keptSirens.add(outcome.draft.siren);
            await deferred.add(record);
          }
          return true;
        },
        stockPrefilter(suppressed, skip),
      );
      open.clear();
      rowErrors(read.csv);
      report.lues = read.rows;

      let legalUnits: Map<string, LegalUnit> | undefined;
      if (files.unitesLegales) {
        const units = new Map<string, LegalUnit>();
        const read = await readFile(
          files.unitesLegales,
          'unitesLegales',
          'unitesLegales',
          progress,
          (record) => {
            const siren = field(record, 'siren') ?? '';
            if (!keptSirens.has(siren)) return false;
            units.set(detached(siren), detachedUnit(legalUnitFromRecord(record)));
            return true;
          },
          // Only the legal units of the establishments kept become records (about 1 in 30 nationally).
          { columns: ['siren'], keep: ([siren]) => keptSirens.has(fieldValue(siren) ?? '') },
        );
        rowErrors(read.csv);
        report.details.unitesLegales = { lues: read.rows, retenues: units.size };
        legalUnits = units;
      }
      keptSirens.clear();
      let positions: Map<string, Position> | undefined;
      if (files.geolocalisation) {
        const found = new Map<string, Position>();
        const read = await readFile(
          files.geolocalisation,
          'geolocalisation',
          'geolocalisation',
          progress,
          (record) => {
            const siret = field(record, 'siret') ?? '';
            if (!seen.has(siret)) return false;
            const { outcome } = positionFromGeolocRecord(record);
            if (!outcome.ok) {
              increment(report.details.positions.refusees, outcome.reason);
              return false;
            }
            found.set(detached(siret), outcome.position);
            return true;
          },
          { columns: ['siret'], keep: ([siret]) => seen.has(fieldValue(siret) ?? '') },
        );
        rowErrors(read.csv);
        positions = found;
      }

      if (deferred) {
        // The establishments set aside, now with their legal unit's name and their position.
        await readFile(await deferred.close(), 'etablissements', 'ecriture', progress, async (record) => {
          const siren = field(record, 'siren') ?? '';
          const outcome = etablissementToDraft(record, legalUnits?.get(siren), draftOptions);
          if (!outcome.kept) return false;
          await write(outcome.draft, positions?.get(outcome.draft.siret));
          return true;
        });
      }
    } finally {
      await deferred?.remove();
    }
    await flushUpserts();
    await writing;
    await flushClosures();
    report.retenues = seen.size;

    // Establishments the stock no longer holds, in the départements it covers, are closed.
    let after = '';
    for (;;) {
      const page = rowsOf<{ siret: string }>(
        await db.execute(sql`SELECT "siret" FROM "registre_etablissements"
          WHERE "etat" = 'A' AND "siret" > ${after}
          ${departements ? sql`AND "departement" = ANY(${sql.param(departements)}::text[])` : sql``}
          ORDER BY "siret" LIMIT ${batchSize * 10}`),
      );
      if (page.length === 0) break;
      after = page.at(-1)!.siret;
      const absent = page.map((row) => row.siret).filter((siret) => !seen.has(siret));
      if (absent.length > 0) {
        const closed = rowsOf<{ siret: string }>(
          await db.execute(sql`UPDATE "registre_etablissements"
            SET "etat" = 'F', "closed_at" = ${now}, "last_changed_run" = ${runId}, "updated_at" = ${now}
            WHERE "siret" = ANY(${sql.param(absent)}::text[]) AND "etat" = 'A' RETURNING "siret"`),
        );
        report.details.fermeesAbsentes += closed.length;
      }
    }
    report.fermees = report.details.fermeesEtatF + report.details.fermeesAbsentes;

    if (files.rge && rgeDate)
      report.details.rge = await importRge(db, files.rge, rgeDate, seen, departements);

    report.fichiers = await checksums;
    const [ended] = await db
      .update(registreImports)
      .set({ ...runFigures(report), statut: 'termine', endedAt: sql`now()` })
      .where(sql`${registreImports.id} = ${runId}`)
      .returning({ endedAt: registreImports.endedAt });
    report.endedAt = ended!.endedAt!;
    return report;

    async function importRge(
      database: Db,
      file: string,
      date: string,
      kept: ReadonlySet<string>,
      scope: string[] | null,
    ): Promise<NonNullable<ImportReport['details']['rge']>> {
      const figures: NonNullable<ImportReport['details']['rge']> = {
        date,
        lues: 0,
        retenues: 0,
        inserees: 0,
        modifiees: 0,
        inchangees: 0,
        terminees: 0,
        ignorees: {},
      };
      const keys = new Set<string>();
      let batch = new Map<string, typeof registreQualifications.$inferInsert>();
      const flush = async () => {
        if (batch.size === 0) return;
        const rows = [...batch.values()];
        batch = new Map();
        const written = await upsert(
          database,
          registreQualifications,
          rows,
          ['siret', 'cle'],
          [
            'organisme',
            'code',
            'nom',
            'certificat',
            'domaine',
            'metaDomaine',
            'dateDebut',
            'dateFin',
            'particulier',
            'endedAt',
            'telephone',
            'email',
            'siteInternet',
            'dateFichier',
            'lastChangedRun',
          ],
          QUALIFICATION_FIELDS,
        );
        const inserted = written.filter((row) => row.inserted).length;
        figures.inserees += inserted;
        figures.modifiees += written.length - inserted;
        figures.inchangees += rows.length - written.length;
      };
      const read = await readFile(file, 'rge', 'rge', progress, async (record) => {
        const outcome = rgeToQualification(record);
        if (!outcome.ok) {
          increment(figures.ignorees, outcome.reason);
          return false;
        }
        const q: RgeQualificationDraft = outcome.qualification;
        if (!kept.has(q.siret)) {
          increment(figures.ignorees, 'horsEtablissements');
          return false;
        }
        const cle = [q.organisme, q.code ?? q.nom ?? '', q.dateDebut ?? ''].join('|');
        keys.add(`${q.siret}|${cle}`);
        batch.set(`${q.siret}|${cle}`, {
          siret: q.siret,
          cle,
          organisme: q.organisme,
          code: q.code,
          nom: q.nom,
          certificat: q.certificat,
          domaine: q.domaine,
          metaDomaine: q.metaDomaine,
          dateDebut: q.dateDebut,
          dateFin: q.dateFin,
          particulier: q.particulier,
          source: q.source,
          dateFichier: date,
          endedAt: null,
          telephone: q.contact.telephone,
          email: q.contact.email,
          siteInternet: q.contact.siteInternet,
          firstSeenRun: runId,
          lastChangedRun: runId,
        });
        if (batch.size >= batchSize) await flush();
        return true;
      });
      await flush();
      rowErrors(read.csv);
      figures.lues = read.rows;
      figures.retenues = keys.size;

      // A qualification the list no longer holds is ended at the list's date, never deleted; with --departements,
      // only those of establishments in the départements read.
      let afterId = 0;
      for (;;) {
        const page = rowsOf<{ id: number; key: string }>(
          await database.execute(sql`SELECT q."id", q."siret" || '|' || q."cle" AS "key"
            FROM "registre_qualifications" q JOIN "registre_etablissements" e ON e."siret" = q."siret"
            WHERE q."ended_at" IS NULL AND q."id" > ${afterId}
            ${scope ? sql`AND e."departement" = ANY(${sql.param(scope)}::text[])` : sql``}
            ORDER BY q."id" LIMIT ${batchSize * 10}`),
        );
        if (page.length === 0) break;
        afterId = page.at(-1)!.id;
        const gone = page.filter((row) => !keys.has(row.key)).map((row) => row.id);
        if (gone.length > 0) {
          const ended = rowsOf<{ id: number }>(
            await database.execute(sql`UPDATE "registre_qualifications"
              SET "ended_at" = ${date}, "last_changed_run" = ${runId}
              WHERE "id" = ANY(${sql.param(gone)}::int[]) AND "ended_at" IS NULL RETURNING "id"`),
          );
          figures.terminees += ended.length;
        }
      }
      return figures;
    }
  } catch (error) {
    addError(error instanceof Error ? error.message : String(error));
    await db
      .update(registreImports)
      .set({ ...runFigures(report), statut: 'echec', endedAt: sql`now()` })
      .where(sql`${registreImports.id} = ${runId}`)
      .catch(() => undefined);
    throw error;
  }
}

function runFigures(report: ImportReport) {
  return {
    fichiers: report.fichiers,
    lues: report.lues,
    retenues: report.retenues,
    inserees: report.inserees,
    modifiees: report.modifiees,
    inchangees: report.inchangees,
    fermees: report.fermees,
    ignorees: report.ignorees,
    details: report.details,
    erreurs: report.erreurs,
  };
}

/**
 * Reads a register's file to its end, telling the progress listener every PROGRESS_EVERY rows and at the end. With
 * a prefilter, the rows it refuses are counted as read but never made into records.
 */
async function readFile(
  file: string,
  role: RegistreRole,
  phase: ImportPhase,
  progress: ProgressListener,
  onRecord: (record: Readonly<Record<string, string>>) => boolean | Promise<boolean>,
  prefilter?: CsvPrefilter,
): Promise<{ rows: number; kept: number; csv: RegistreCsv }> {
  let rows = 0;
  let kept = 0;
  // Called once rows are read, after `csv` below is opened.
  const tell = (done: boolean) =>
    progress({ phase, file, rowsRead: rows, kept, bytesRead: csv.bytesRead(), size: csv.size, done });
  const counted = () => {
    rows += 1;
    if (rows % PROGRESS_EVERY === 0) tell(false);
  };
  const csv = await openRegistreCsv(
    file,
    REGISTRE_SPECS[role],
    prefilter
      ? {
          prefilter: {
            columns: prefilter.columns,
            keep: (values) => {
              counted();
              return prefilter.keep(values);
            },
          },
        }
      : {},
  );
  try {
    for await (const record of csv) {
      if (!prefilter) counted();
      if (await onRecord(record)) kept += 1;
    }
  } finally {
    csv.close();
  }
  tell(true);
  return { rows, kept, csv };
}

/**
 * The stock's prefilter: a row skipped on its SIRET, state or code (quickSkip, or the suppression list) never
 * becomes a record, and `onSkip` is told why. The other rows go on to etablissementToDraft, which decides the rest.
 */
function stockPrefilter(
  suppressed: ReadonlySet<string>,
  onSkip: (reason: RegistresSkipReason, siret: string) => void,
): CsvPrefilter {
  return {
    columns: ETABLISSEMENT_QUICK_COLUMNS,
    keep: ([siretValue, etat, naf]) => {
      const siret = fieldValue(siretValue) ?? '';
      if (suppressed.has(siret)) {
        onSkip('suppression', siret);
        return false;
      }
      const reason = quickSkip(siret, fieldValue(etat), fieldValue(naf));
      if (reason) onSkip(reason, siret);
      return !reason;
    },
  };
}

/** A legal unit whose texts hold nothing of the line they were read from (see detached), whatever its fields. */
function detachedUnit(unit: LegalUnit): LegalUnit {
  return Object.fromEntries(
    Object.entries(unit).map(([key, value]) => [key, typeof value === 'string' ? detached(value) : value]),
  ) as unknown as LegalUnit;
}

/** The SIRETs the table holds open (`A`), read in pages of the primary key's order. */
async function openSirets(db: Db, batchSize: number): Promise<Set<string>> {
  const open = new Set<string>();
  let after = '';
  for (;;) {
    const page = rowsOf<{ siret: string }>(
      await db.execute(sql`SELECT "siret" FROM "registre_etablissements"
        WHERE "etat" = 'A' AND "siret" > ${after} ORDER BY "siret" LIMIT ${batchSize * 10}`),
    );
    if (page.length === 0) return open;
    for (const row of page) open.add(row.siret);
    after = page.at(-1)!.siret;
  }
}

/**
 * A temporary CSV file for the stock's rows kept while the legal units and the geolocation are read: about
 * 900,000 rows nationally (some 200 MB), written as the stock writes them and read back by the same reader, so
 * that the stock itself is read only once and no row is held in memory.
 */
async function setAside(): Promise<{
  add(record: Readonly<Record<string, string>>): Promise<void>;
  close(): Promise<string>;
  remove(): Promise<void>;
}> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'annuaire-registres-'));
  const file = path.join(dir, 'etablissements-retenus.csv');
  const out = fs.createWriteStream(file);
  let columns: string[] | null = null;
  let lines: string[] = [];
  let length = 0;
  const flush = async () => {
    const text = lines.join('');
    lines = [];
    length = 0;
    if (!out.write(text)) await once(out, 'drain');
  };
  const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return {
    async add(record) {
      if (!columns) {
        columns = Object.keys(record);
        lines.push(`${columns.map(quote).join(',')}\n`);
      }
      const line = `${columns.map((column) => quote(record[column] ?? '')).join(',')}\n`;
      lines.push(line);
      length += line.length;
      if (length >= 1 << 20) await flush();
    },
    async close() {
      // An empty file would be refused as not a CSV: the header alone stands for no row.
      if (!columns) lines.push(`${ETABLISSEMENT_COLUMNS.flat().join(',')}\n`);
      await flush();
      out.end();
      await once(out, 'finish');
      return file;
    },
    async remove() {
      out.destroy();
      await fs.promises.rm(dir, { recursive: true, force: true });
    },
  };
}
