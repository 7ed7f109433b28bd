// registres/command.ts, the command `npm run import:registres`: its refusals (a French message, exit status 1,
// nothing written), a run on the shipped files with its progress and report, and a PGlite database held by another
// process. On PGlite, or on the PostgreSQL server of TEST_DATABASE_URL.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REGISTRES_COMMAND_MESSAGES } from '@annuaire/shared/contract/registres-messages';
import { openDatabase } from '../../src/db/database';
import { registreEtablissements, registreImports } from '../../src/db/schema';
import { main, parseArgs, progressPrinter } from '../../src/registres/command';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../helpers/test-database';
import { ETABLISSEMENTS_FILE, GEOLOCALISATION_FILE, RGE_FILE, UNITES_LEGALES_FILE } from './registres-files';

const API_DIR = path.join(__dirname, '../..');
const ALL = [
  '--etablissements',
  ETABLISSEMENTS_FILE,
  '--unites-legales',
  UNITES_LEGALES_FILE,
  '--geolocalisation',
  GEOLOCALISATION_FILE,
  `--rge=${RGE_FILE}`,
];

describe('npm run import:registres', () => {
  let dataDir: string;
  let database: TestDatabase;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-registres-cmd-'));
    database = await createTestDatabase(dataDir);
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function run(argv: string[]) {
    let stdout = '';
    let stderr = '';
    const status = await main(argv, {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      env: { DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl ?? undefined },
      cwd: dataDir,
      rgeDate: '2026-11-02',
    });
    return { status, stdout, stderr };
  }

  async function counts() {
    const handle = await openDatabase({ dataDir, databaseUrl: database.databaseUrl });
    try {
      return {
        runs: (await handle.db.select().from(registreImports)).length,
        etablissements: (await handle.db.select().from(registreEtablissements)).length,
      };
    } finally {
      await handle.close();
    }
  }

  it.each([
    [['--etablissements'], REGISTRES_COMMAND_MESSAGES.missingValue('--etablissements')],
    [['--rge', RGE_FILE], REGISTRES_COMMAND_MESSAGES.missingEtablissements],
    [
      ['--etablissements', ETABLISSEMENTS_FILE, '--siren', 'x'],
      REGISTRES_COMMAND_MESSAGES.unknownOption('--siren'),
    ],
    [
      ['--etablissements', ETABLISSEMENTS_FILE, '--etablissements', ETABLISSEMENTS_FILE],
      REGISTRES_COMMAND_MESSAGES.repeatedOption('--etablissements'),
    ],
    [['--etablissements', ETABLISSEMENTS_FILE, '--departements', '19,99'], '« 99 » n’est pas un département'],
  ])('refuses %j with a French message, exit 1, nothing written', async (argv, message) => {
    const result = await run(argv);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
    expect(await counts()).toEqual({ runs: 0, etablissements: 0 });
  });

  it('refuses a missing file, named from the working directory', async () => {
    const result = await run(['--etablissements', ETABLISSEMENTS_FILE, '--rge', 'absent.csv']);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`Le fichier ${path.join(dataDir, 'absent.csv')} n’existe pas.\n`);
    expect(await counts()).toEqual({ runs: 0, etablissements: 0 });
  });

  it('refuses a file without a required column, naming the file and the column', async () => {
    const broken = path.join(dataDir, 'geoloc.csv');
    fs.writeFileSync(broken, 'siret;x_longitude\n81234567600017;1.77\n');
    const result = await run(['--etablissements', ETABLISSEMENTS_FILE, '--geolocalisation', broken]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `Le fichier ${broken} (géolocalisation des établissements) n’a pas la colonne`,
    );
    expect(result.stderr).toContain('y_latitude ou latitude ou y');
    expect(await counts()).toEqual({ runs: 0, etablissements: 0 });
  });

  it('imports the shipped files, printing its progress and the report', async () => {
    const result = await run([...ALL, '--departements', '19,46']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    // No terminal: plain lines, one at each file's end at least.
    expect(result.stdout).toContain('établissements : 16 lignes lues');
    expect(result.stdout).not.toContain('\r');
    expect(result.stdout).toMatch(/Import des registres n° 1 terminé en/);
    expect(result.stdout).toContain('Départements : 19, 46.');
    expect(result.stdout).toContain('Établissements : 16 lignes lues, 12 retenues.');
    expect(result.stdout).toContain('  12 ajoutés, 0 modifiés, 0 inchangés, 0 fermés.');
    expect(result.stdout).toContain('ignorés (hors des départements choisis) : 1');
    expect(result.stdout).toMatch(/StockEtablissement_utf8\.csv \(5\s113 octets, SHA-256 [0-9a-f]{64}\)/);
    expect(result.stdout).toContain('Liste RGE du 2026-11-02');
    expect(await counts()).toEqual({ runs: 1, etablissements: 12 });
    // Then the publication, timed: the listings, and the qualifications of ADEME's list.
    expect(result.stdout).toMatch(/Publication dans l’annuaire terminée en \d+(,\d)? s\./);
    expect(result.stdout).toMatch(/Fiches de l’annuaire : [1-9]\d* créées, 0 reliées à une fiche existante/);
    expect(result.stdout).toMatch(/Qualifications RGE publiées : [1-9]\d* créées, 0 mises à jour\./);

    const again = await run([...ALL, '--departements', '19,46']);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('  0 ajoutés, 0 modifiés, 12 inchangés, 0 fermés.');
    expect(again.stdout).toContain(
      'Fiches de l’annuaire : 0 créées, 0 reliées à une fiche existante, 0 mises à jour, 0 fermées, 0 rouvertes.',
    );
  });

  it('runs from the script, and exits 1 on a wrong option', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import-registres.ts', '--oups'], {
      cwd: API_DIR,
      env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: dataDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(REGISTRES_COMMAND_MESSAGES.unknownOption('--oups'));
    expect(result.stderr).toContain(REGISTRES_COMMAND_MESSAGES.usage);
  });

  // Only PGlite's data folder belongs to one process; a PostgreSQL server serves the instances and the command alike.
  (TEST_DATABASE_URL ? describe.skip : describe)('on PGlite', () => {
    const lockFile = () => path.join(dataDir, 'db.lock');

    it('says the database is in use while another process holds it, and writes nothing', async () => {
      const before = await counts();
      const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
      try {
        fs.writeFileSync(lockFile(), `${holder.pid}\n`);
        const result = await run(ALL);
        expect(result.status).toBe(1);
        expect(result.stderr).toBe(`${REGISTRES_COMMAND_MESSAGES.databaseInUse(lockFile(), holder.pid!)}\n`);
        expect(fs.readFileSync(lockFile(), 'utf8')).toBe(`${holder.pid}\n`);
      } finally {
        holder.kill();
        await new Promise((resolve) => holder.once('exit', resolve));
      }
      // The holder is gone: its lock is stale, taken over, then removed when the command closes the database.
      expect(await counts()).toEqual(before);
      const result = await run(ALL);
      expect(result.status).toBe(0);
      expect(fs.existsSync(lockFile())).toBe(false);
    });
  });
});

describe('the command’s options and progress', () => {
  it('reads --name value and --name=value, files from the working directory', () => {
    expect(parseArgs(['--etablissements=a.csv', '--rge', 'b.csv', '--departements', '2a,974'], '/w')).toEqual(
      {
        ok: true,
        files: { etablissements: '/w/a.csv', rge: '/w/b.csv' },
        departements: new Set(['2A', '974']),
      },
    );
  });

  it('redraws one line on a terminal, with the time left from the bytes read', () => {
    let out = '';
    let now = 0;
    const print = progressPrinter({ write: (text: string) => (out += text), isTTY: true }, 10, () => now);
    const step = { phase: 'etablissements' as const, file: 'f', kept: 10, size: 1000, done: false };
    print({ ...step, rowsRead: 0, bytesRead: 0 });
    now = 10_000;
    print({ ...step, rowsRead: 5000, bytesRead: 250 });
    const thousands = (5000).toLocaleString('fr-FR');
    expect(out).toBe(
      `\rétablissements : ${thousands} lignes lues, 500 lignes/s, 10 retenues, reste 30 s\x1b[K`,
    );
  });
});
