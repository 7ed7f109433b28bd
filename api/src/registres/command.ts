// The command `npm run import:registres -- --etablissements F [--unites-legales F] [--geolocalisation F] [--rge F]
// [--departements 19,24,46]` (api/scripts/import-registres.ts): reads its options, checks every file's header, opens
// the database of DATA_DIR or DATABASE_URL as `npm start` does, runs the import with its progress and prints the
// report, in French. A wrong option, a problem with a file or a PGlite database held by another process is a
// message and exit status 1, before anything is written.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  REGISTRES_COMMAND_MESSAGES as M,
  REGISTRES_RGE_REASONS,
  REGISTRES_SKIP_REASONS,
} from '@annuaire/shared/contract/registres-messages';
import { BUILD_DATA_DIR } from '../build-data/files';
import { ConfigError, loadDatabaseConfig } from '../config';
import { CHANGE_CHANNEL } from '../db/change-feed';
import { DatabaseInUseError, openDatabase, type DatabaseHandle } from '../db/database';
import { parseDepartements } from './etablissement';
import {
  checkRegistreFiles,
  runImport,
  type ImportProgress,
  type ImportReport,
  type RegistreFiles,
} from './import';
import { communeCentresFrom, publishRegistres, type CommuneCentre, type PublishReport } from './publish';
import { RegistreFileError } from './read-csv';

const OPTIONS = {
  '--etablissements': 'etablissements',
  '--unites-legales': 'unitesLegales',
  '--geolocalisation': 'geolocalisation',
  '--rge': 'rge',
  '--departements': 'departements',
} as const;
type OptionKey = (typeof OPTIONS)[keyof typeof OPTIONS];

export interface CommandIo {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Seconds between two plain progress lines where there is no terminal. */
  progressEvery?: number;
  /** Where the build wrote the communes index (api/dist by default), for the commune-centre positions. */
  buildDataDir?: string;
  /** The RGE list's date, for the tests; the file's modification day otherwise. */
  rgeDate?: string;
}

export type ParsedArgs =
  { ok: true; files: RegistreFiles; departements: Set<string> | undefined } | { ok: false; message: string };

/** The command's options, `--name value` or `--name=value`, each at most once. */
export function parseArgs(argv: readonly string[], cwd: string): ParsedArgs {
  const values: Partial<Record<OptionKey, string>> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const equals = arg.indexOf('=');
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    const key = (OPTIONS as Record<string, OptionKey | undefined>)[name];
    if (!key) return { ok: false, message: M.unknownOption(arg) };
    let value: string | undefined;
    if (equals > 0) value = arg.slice(equals + 1);
    else if (i + 1 < argv.length && !argv[i + 1]!.startsWith('--')) value = argv[(i += 1)];
    if (!value?.trim()) return { ok: false, message: M.missingValue(name) };
    if (values[key] !== undefined) return { ok: false, message: M.repeatedOption(name) };
    values[key] = value.trim();
  }
  if (!values.etablissements) return { ok: false, message: M.missingEtablissements };
  let departements: Set<string> | undefined;
  if (values.departements !== undefined) {
    const parsed = parseDepartements(values.departements);
    if (!parsed.ok) return { ok: false, message: parsed.message };
    departements = parsed.codes;
  }
  const resolve = (file: string | undefined) => (file ? path.resolve(cwd, file) : undefined);
  const files: RegistreFiles = { etablissements: resolve(values.etablissements)! };
  for (const key of ['unitesLegales', 'geolocalisation', 'rge'] as const) {
    const file = resolve(values[key]);
    if (file) files[key] = file;
  }
  return { ok: true, files, departements };
}

const number = (value: number) => Math.round(value).toLocaleString('fr-FR');

function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

/**
 * The progress of each phase: on a terminal one line redrawn at most five times a second, elsewhere a plain line
 * every `every` seconds and at each phase's end.
 */
export function progressPrinter(
  out: CommandIo['stdout'],
  every: number,
  now: () => number = () => Date.now(),
): (progress: ImportProgress) => void {
  const tty = !!out.isTTY;
  let phase = '';
  let started = 0;
  let last = 0;
  return (progress) => {
    const time = now();
    if (progress.phase + progress.file !== phase) {
      phase = progress.phase + progress.file;
      started = time;
      last = time;
    }
    if (!progress.done && time - last < (tty ? 200 : every * 1000)) return;
    last = time;
    const elapsed = Math.max((time - started) / 1000, 0.001);
    const rate = progress.rowsRead / elapsed;
    const byteRate = progress.bytesRead / elapsed;
    const left =
      !progress.done && byteRate > 0 && progress.size > progress.bytesRead
        ? duration((progress.size - progress.bytesRead) / byteRate)
        : null;
    const line = M.progress(
      M.phases[progress.phase] ?? progress.phase,
      number(progress.rowsRead),
      number(rate),
      number(progress.kept),
      left,
    );
    if (tty) out.write(`\r${line}\x1b[K${progress.done ? '\n' : ''}`);
    else out.write(`${line}\n`);
  };
}

/** The run's report, in French. */
export function formatReport(report: ImportReport): string {
  const seconds = ((Date.parse(report.endedAt) - Date.parse(report.startedAt)) / 1000).toLocaleString(
    'fr-FR',
    {
      maximumFractionDigits: 1,
    },
  );
  const lines = [M.reportTitle(report.runId, seconds), M.reportDepartements(report.departements)];
  for (const file of report.fichiers) {
    lines.push(M.reportFile(M.roles[file.role] ?? file.role, file.name, number(file.size), file.sha256));
  }
  lines.push(M.reportEtablissements(report.lues, report.retenues));
  lines.push(M.reportWrites(report.inserees, report.modifiees, report.inchangees, report.fermees));
  for (const [reason, count] of Object.entries(report.ignorees)) {
    lines.push(
      M.reportSkipped(REGISTRES_SKIP_REASONS[reason as keyof typeof REGISTRES_SKIP_REASONS], count!),
    );
  }
  const positions = report.details.positions;
  lines.push(M.reportPositions(positions.geolocalisation, positions.stock, positions.aucune));
  if (report.details.retirees > 0) lines.push(M.reportRemoved(report.details.retirees));
  const rge = report.details.rge;
  if (rge) {
    lines.push(
      M.reportRge(
        rge.date,
        rge.lues,
        rge.retenues,
        rge.inserees,
        rge.modifiees,
        rge.inchangees,
        rge.terminees,
      ),
    );
    for (const [reason, count] of Object.entries(rge.ignorees)) {
      lines.push(
        M.reportSkipped(REGISTRES_RGE_REASONS[reason as keyof typeof REGISTRES_RGE_REASONS], count!),
      );
    }
  }
  if (report.erreurs.length > 0) {
    lines.push(M.reportErrors(report.erreurs.length), ...report.erreurs.map((error) => `  ${error}`));
  }
  return `${lines.join('\n')}\n`;
}

/** What the publication did, in French. */
export function formatPublishReport(
  report: PublishReport,
  communeCentre: CommuneCentre | null,
  seconds: number,
): string {
  const lines = [
    M.reportPublishedTitle(seconds.toLocaleString('fr-FR', { maximumFractionDigits: 1, useGrouping: false })),
    M.reportPublished(report.creees, report.liees, report.modifiees, report.fermees, report.rouvertes),
  ];
  if (report.supprimees > 0) lines.push(M.reportUnpublished(report.supprimees));
  lines.push(communeCentre ? M.reportCommuneCentres(report.centresCommune) : M.reportNoCommunesIndex);
  if (report.metiersCrees.length > 0) lines.push(M.reportNewTrades(report.metiersCrees));
  lines.push(M.reportQualificationsPublished(report.qualifications.creees, report.qualifications.modifiees));
  return `${lines.join('\n')}\n`;
}

/** Runs the command; resolves to its exit status. */
export async function main(argv: readonly string[], io: CommandIo): Promise<number> {
  const fail = (message: string, usage = false) => {
    io.stderr.write(`${message}\n${usage ? `${M.usage}\n` : ''}`);
    return 1;
  };
  const args = parseArgs(argv, io.cwd);
  if (!args.ok) return fail(args.message, true);
  let database: { dataDir: string; databaseUrl: string | null };
  try {
    database = loadDatabaseConfig(io.env, { cwd: io.cwd });
  } catch (error) {
    if (error instanceof ConfigError) return fail(M.configInvalid(error.issues));
    throw error;
  }
  try {
    await checkRegistreFiles(args.files);
  } catch (error) {
    if (error instanceof RegistreFileError) return fail(error.message);
    throw error;
  }
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(database);
  } catch (error) {
    if (error instanceof DatabaseInUseError) return fail(M.databaseInUse(error.lockFile, error.pid));
    return fail(M.failed(error instanceof Error ? error.message : String(error)));
  }
  try {
    const report = await runImport(
      handle.db,
      args.files,
      { departements: args.departements, ...(io.rgeDate ? { rgeDate: io.rgeDate } : {}) },
      progressPrinter(io.stdout, io.progressEvery ?? 10),
    );
    io.stdout.write(formatReport(report));
    const communeCentre = communeCentresFrom(io.buildDataDir ?? BUILD_DATA_DIR);
    const publishing = performance.now();
    const published = await publishRegistres(handle.db, {
      runId: report.runId,
      ...(communeCentre ? { communeCentre } : {}),
    });
    io.stdout.write(formatPublishReport(published, communeCentre, (performance.now() - publishing) / 1000));
    // The API instances sharing this PostgreSQL server empty their hot caches (db/change-feed.ts): the new
    // listings show within seconds, without a restart. A PGlite database has no other process to tell.
    if (handle.driver === 'postgres') {
      await handle.db.execute(
        sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify({ from: 'import-registres' })})`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof RegistreFileError) return fail(error.message);
    return fail(M.failed(error instanceof Error ? error.message : String(error)));
  } finally {
    await handle.close();
  }
}
