// One run of the real importer, as an operator runs it: the command line of `npm run import:registres` in a
// child process of its own, under GNU time (`/usr/bin/time -v`), so that its peak resident memory is the
// kernel's count for that process alone (Node, tsx, the parser, the sets of SIRETs, and PGlite's WebAssembly heap
// when PGlite is the database). Its progress lines are timestamped as they arrive: a phase ends with its last
// line, and starts where the previous one ended (the first one where the run's row says it started). The run's
// figures are read back from its row of registre_imports once the child has exited.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { REGISTRES_COMMAND_MESSAGES } from '../../../shared/src/contract/registres-messages';
import { openDatabase } from '../../../api/src/db/database';
import { registreImports } from '../../../api/src/db/schema';
import type { RegistreFiles } from '../../../api/src/registres/import';

export const REPOSITORY = path.join(__dirname, '..', '..', '..');
const TIME = '/usr/bin/time';

/**
 * The command line of the root package's `import:registres` script, as an operator runs it (its Node options, the
 * heap's cap among them, included): Node's path for `node`, and the script's file made absolute.
 */
function commandLine(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPOSITORY, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [node, ...args] = manifest.scripts['import:registres']!.split(/\s+/);
  if (node !== 'node') throw new Error('Le script import:registres ne lance plus node : adaptez ce banc.');
  return [process.execPath, ...args.map((arg) => (arg.endsWith('.ts') ? path.join(REPOSITORY, arg) : arg))];
}

export type Database = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface Phase {
  /** The phase's key (etablissements, unitesLegales, geolocalisation, ecriture, rge). */
  phase: string;
  seconds: number;
  rows: number;
  kept: number;
}

export interface RunFigures {
  startedAt: string;
  endedAt: string;
  statut: string;
  lues: number;
  retenues: number;
  inserees: number;
  modifiees: number;
  inchangees: number;
  fermees: number;
  details: {
    unitesLegales: { lues: number; retenues: number } | null;
    rge: { lues: number; inserees: number; modifiees: number; terminees: number } | null;
  };
  erreurs: string[];
}

export interface ImportRun {
  exitCode: number;
  /** From the spawn to the exit, as the operator waits for it (Node's start and the migrations included). */
  wallSeconds: number;
  /** The run's own time, from its row of registre_imports. */
  importSeconds: number;
  /** The publication's time that follows the import (the listings from the register's tables), as printed. */
  publishSeconds: number;
  maxRssMb: number;
  phases: Phase[];
  figures: RunFigures | null;
  output: string[];
}

const PHASE_KEYS = new Map(
  Object.entries(REGISTRES_COMMAND_MESSAGES.phases).map(([key, label]) => [label, key] as const),
);
const PROGRESS =
  /^(.+?) : ([\d\s\u202f\u00a0]+) lignes lues, [\d\s\u202f\u00a0]+ lignes\/s, ([\d\s\u202f\u00a0]+) retenues/;
const PUBLISHED = new RegExp(
  `^${REGISTRES_COMMAND_MESSAGES.reportPublishedTitle('(\\d+(?:,\\d+)?)').replace(/[.]/g, '\\.')}$`,
);
const number = (text: string) => Number(text.replace(/[\s\u202f\u00a0]/g, ''));

async function lastRun(database: Database): Promise<RunFigures | null> {
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<RunFigures>(
        `select started_at::text as "startedAt", ended_at::text as "endedAt", statut, lues, retenues, inserees,
           modifiees, inchangees, fermees, details, erreurs
         from registre_imports order by id desc limit 1`,
      );
      return rows[0] ?? null;
    } finally {
      await client.end();
    }
  }
  const handle = await openDatabase({ dataDir: database.dataDir, databaseUrl: null });
  try {
    const rows = await handle.db.select().from(registreImports);
    const last = rows.sort((a, b) => b.id - a.id)[0];
    return last ? (last as unknown as RunFigures) : null;
  } finally {
    await handle.close();
  }
}

function commandArgs(files: RegistreFiles): string[] {
  const args = ['--etablissements', files.etablissements];
  if (files.unitesLegales) args.push('--unites-legales', files.unitesLegales);
  if (files.geolocalisation) args.push('--geolocalisation', files.geolocalisation);
  if (files.rge) args.push('--rge', files.rge);
  return args;
}

export function checkTime(): void {
  if (!fs.existsSync(TIME))
    throw new Error(`${TIME} est absent : installez le paquet Debian « time » (apt-get install time).`);
}

export async function runImport(
  database: Database,
  files: RegistreFiles,
  onLine: (line: string) => void = () => undefined,
): Promise<ImportRun> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (database.kind === 'postgres') env.DATABASE_URL = database.url;
  else env.DATA_DIR = database.dataDir;
  const spawned = Date.now();
  const child = spawn(TIME, ['-v', ...commandLine(), ...commandArgs(files)], {
    cwd: REPOSITORY,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const seen: { phase: string; at: number; rows: number; kept: number }[] = [];
  let stdout = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const at = Date.now();
    stdout += chunk;
    let end: number;
    while ((end = stdout.indexOf('\n')) >= 0) {
      const line = stdout.slice(0, end);
      stdout = stdout.slice(end + 1);
      output.push(line);
      onLine(line);
      const match = PROGRESS.exec(line);
      // A label the contract no longer has (an older importer's phase) is kept as it is printed.
      const phase = match && (PHASE_KEYS.get(match[1]!) ?? match[1]!);
      if (phase) seen.push({ phase, at, rows: number(match[2]!), kept: number(match[3]!) });
    }
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
  const exited = Date.now();
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  const errors = stderr
    .split('\n')
    .filter((line) => line.trim() && !/^\s/.test(line) && !line.startsWith('Command'));
  output.push(...errors);
  const figures = exitCode === 0 ? await lastRun(database) : null;
  const published = output.map((line) => PUBLISHED.exec(line)).find(Boolean);

  // Each phase from its last line; a phase's lines all come before the next phase's first one.
  const phases: Phase[] = [];
  let start = figures ? Date.parse(figures.startedAt) : spawned;
  for (let i = 0; i < seen.length; i += 1) {
    const line = seen[i]!;
    if (seen[i + 1]?.phase === line.phase) continue;
    phases.push({ phase: line.phase, seconds: (line.at - start) / 1000, rows: line.rows, kept: line.kept });
    start = line.at;
  }
  return {
    exitCode,
    wallSeconds: (exited - spawned) / 1000,
    importSeconds: figures ? (Date.parse(figures.endedAt) - Date.parse(figures.startedAt)) / 1000 : NaN,
    publishSeconds: published ? Number(published[1]!.replace(',', '.')) : NaN,
    maxRssMb: rss ? Number(rss[1]) / 1024 : NaN,
    phases,
    figures,
    output,
  };
}
