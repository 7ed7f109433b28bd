// Test databases: a PGlite data folder copied from a migrated template (initdb takes seconds, a copy does not),
// or, in the 'api (postgres)' Jest project (run when TEST_DATABASE_URL is set, as in CI), a fresh PostgreSQL
// database per test file, dropped afterwards.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/db/database';
import { createScratchDatabase } from './scratch-database';

/** The server URL CI gives, used by the postgres project only; test code may read it, the application never does. */
export const TEST_DATABASE_URL =
  process.env.API_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL || null : null;

export interface TestDatabase {
  /** DATABASE_URL for the app, or null for PGlite in DATA_DIR/db. */
  databaseUrl: string | null;
  drop(): Promise<void>;
}

function templateDir(): string {
  // A new migration or PGlite version makes a new template.
  const hash = createHash('sha1');
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (file.endsWith('.sql')) hash.update(fs.readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  // pglite's exports hide its package.json: find it beside the resolved entry (dist/index.cjs).
  hash.update(
    fs.readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')),
  );
  return path.join(os.tmpdir(), `annuaire-pglite-template-${hash.digest('hex').slice(0, 12)}`);
}

async function ensurePgliteTemplate(): Promise<string> {
  const template = templateDir();
  if (fs.existsSync(path.join(template, 'db', 'PG_VERSION'))) return template;
  // Built aside then renamed, so that parallel test workers never copy a half-made template.
  const building = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    const handle = await openDatabase({ dataDir: building, databaseUrl: null });
    await handle.close();
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw error;
  }
  try {
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const template = await ensurePgliteTemplate();
    fs.cpSync(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
    return { databaseUrl: null, drop: async () => {} };
  }
  const database = await createScratchDatabase(TEST_DATABASE_URL, `test_${Date.now().toString(36)}`);
  return { databaseUrl: database.url, drop: database.drop };
}
