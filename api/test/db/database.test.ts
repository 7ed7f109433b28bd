// src/db/database.ts: migrations apply once and again without harm, on PGlite or on the PostgreSQL server of
// TEST_DATABASE_URL, and the schema's constraints hold.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { isSerialId, openDatabase } from '../../src/db/database';
import { artisans, notes, specialites, users } from '../../src/db/schema';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../helpers/test-database';

/** Has the server end the session `pid` (FATAL 57P01), then waits up to 1 s for `lost` to hear of it. */
async function terminateBackend(pid: number, lost: Error[]): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
  for (let i = 0; i < 50 && lost.length === 0; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('openDatabase', () => {
  let dataDir: string;
  let database: TestDatabase;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-db-'));
    database = await createTestDatabase(dataDir);
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The database opened with a listener that collects the connection errors it hears of. */
  const openListening = async () => {
    const lost: Error[] = [];
    const handle = await openDatabase({
      dataDir,
      databaseUrl: database.databaseUrl,
      onConnectionError: (error) => lost.push(error),
    });
    return { lost, handle };
  };

  // Only a server can lose a connection: PGlite runs inside the process.
  (TEST_DATABASE_URL ? it : it.skip)(
    'survives a pooled connection killed by the server, and reconnects',
    async () => {
      const { lost, handle } = await openListening();
      try {
        const pid = (await handle.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await terminateBackend(pid.rows[0]!.pid, lost);
        expect(lost).toHaveLength(1);
        const again = (await handle.db.execute(sql`SELECT 1 AS one`)) as unknown as {
          rows: { one: number }[];
        };
        expect(again.rows[0]!.one).toBe(1);
      } finally {
        await handle.close();
      }
    },
  );

  (TEST_DATABASE_URL ? it : it.skip)(
    'survives a connection killed by the server in the middle of a transaction',
    async () => {
      const { lost, handle } = await openListening();
      try {
        const transaction = handle.db.transaction(async (tx) => {
          const pid = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
            rows: { pid: number }[];
          };
          // Between two statements the connection is checked out and runs no query: the server's FATAL 57P01
          // arrives as an 'error' event, which used to have no listener and crashed the process.
          await terminateBackend(pid.rows[0]!.pid, lost);
          await tx.execute(sql`SELECT 1`);
        });
        await expect(transaction).rejects.toThrow();
        expect(lost.map((error) => (error as { code?: string }).code)).toEqual(['57P01']);
        const again = (await handle.db.execute(sql`SELECT 1 AS one`)) as unknown as {
          rows: { one: number }[];
        };
        expect(again.rows[0]!.one).toBe(1);
      } finally {
        await handle.close();
      }
    },
  );

  it('migrates, reopens without migrating twice, and enforces the constraints', async () => {
    const first = await openDatabase({ dataDir, databaseUrl: database.databaseUrl });
    await first.close();
    const handle = await openDatabase({ dataDir, databaseUrl: database.databaseUrl });
    try {
      // Both drivers answer raw SQL with `{ rows }`; the shared Db type leaves it untyped.
      const applied = (await handle.db.execute(
        sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { count: number }[] };
      const migrationFiles = fs
        .readdirSync(path.join(__dirname, '..', '..', 'drizzle'))
        .filter((file) => file.endsWith('.sql'));
      expect(applied.rows[0]!.count).toBe(migrationFiles.length);

      const [user] = await handle.db
        .insert(users)
        .values({ username: 'u', email: 'u@exemple.fr', passwordHash: 'h', role: 'ROLE_ARTISAN' })
        .returning();
      await expect(
        handle.db.insert(users).values({
          username: 'v',
          email: 'v@exemple.fr',
          passwordHash: 'h',
          role: 'ROLE_ROI' as 'ROLE_ADMIN',
        }),
      ).rejects.toThrow();
      await expect(
        handle.db
          .insert(users)
          .values({ username: 'u', email: 'w@exemple.fr', passwordHash: 'h', role: 'ROLE_ADMIN' }),
      ).rejects.toThrow();

      const [artisan] = await handle.db
        .insert(artisans)
        .values({ userId: user!.id, entrepriseNom: 'Test', siret: '73282932000074', siren: '732829320' })
        .returning();
      expect(artisan).toMatchObject({ pays: 'France', rayonActivite: 0, latitude: null });
      await expect(
        handle.db
          .insert(notes)
          .values({ artisanId: artisan!.id, nombreEtoiles: 6, dateExperience: '2025-01', auteur: 'Léa D.' }),
      ).rejects.toThrow();
      await expect(
        handle.db.insert(specialites).values([
          { metier: 'Électricien', metierKey: 'electricien' },
          { metier: 'Electricien', metierKey: 'electricien' },
        ]),
      ).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});

describe('isSerialId', () => {
  it('accepts what fits a PostgreSQL serial', () => {
    expect(isSerialId(1)).toBe(true);
    expect(isSerialId(2_147_483_647)).toBe(true);
    expect(isSerialId(2_147_483_648)).toBe(false);
    expect(isSerialId(0)).toBe(false);
    expect(isSerialId(1.5)).toBe(false);
  });
});
