// src/db/database.ts: PGlite's data folder belongs to one process. Opening it takes DATA_DIR/db.lock with the pid;
// another live process's lock is refused (DatabaseInUseError), a dead one's is stale and taken over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquirePgliteLock, DatabaseInUseError, openDatabase } from '../../src/db/database';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../helpers/test-database';

// Only PGlite's folder is locked: a PostgreSQL server serves many processes.
(TEST_DATABASE_URL ? describe.skip : describe)('the PGlite lock', () => {
  let dataDir: string;
  let database: TestDatabase;
  const lockFile = () => path.join(dataDir, 'db.lock');
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-lock-'));
    database = await createTestDatabase(dataDir);
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds DATA_DIR/db.lock with its pid while the database is open', async () => {
    const handle = await openDatabase({ dataDir, databaseUrl: null });
    try {
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
      // A second handle of the same process shares the lock.
      const second = await openDatabase({ dataDir, databaseUrl: null });
      await second.close();
      expect(fs.existsSync(lockFile())).toBe(true);
    } finally {
      await handle.close();
    }
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses a lock held by a live process', () => {
    const directory = path.join(dataDir, 'autre');
    fs.writeFileSync(`${directory}.lock`, `${process.ppid}\n`);
    expect(() => acquirePgliteLock(directory)).toThrow(DatabaseInUseError);
    fs.rmSync(`${directory}.lock`);
  });

  it('takes over a stale lock whose process is dead', async () => {
    fs.writeFileSync(lockFile(), '2147483646\n');
    const handle = await openDatabase({ dataDir, databaseUrl: null });
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
    await handle.close();
    expect(fs.existsSync(lockFile())).toBe(false);
  });
});
