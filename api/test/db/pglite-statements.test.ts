// src/db/pglite-statements.ts: reads kept as named statements answer exactly as PGlite's own query() does, with the
// same errors, inside the same locks, and the number kept stays bounded.
import { PGlite } from '@electric-sql/pglite';
import { MAX_STATEMENTS, StatementCachingPGlite } from '../../src/db/pglite-statements';

/** Names of the statements the connection has prepared, read through PGlite's plain path (exec). */
async function preparedNames(client: PGlite): Promise<string[]> {
  const [result] = await client.exec('SELECT name FROM pg_prepared_statements ORDER BY name');
  return (result!.rows as { name: string }[]).map((row) => row.name);
}

describe('StatementCachingPGlite', () => {
  let client: StatementCachingPGlite;
  let reference: PGlite;

  const SCHEMA = `
    CREATE TABLE item (
      id serial PRIMARY KEY,
      label text NOT NULL,
      price numeric(8, 2),
      tags text[] NOT NULL DEFAULT '{}',
      data jsonb,
      active boolean NOT NULL DEFAULT true,
      created timestamptz NOT NULL DEFAULT '2026-11-24T08:00:00Z'
    );
    INSERT INTO item (label, price, tags, data, active) VALUES
      ('Plomberie', 12.5, '{eau,cuivre}', '{"a": 1}', true),
      ('Électricité', NULL, '{}', NULL, false),
      ('Maçonnerie « pierre »', 99.99, '{mur}', '{"b": [1, 2]}', true);`;

  beforeAll(async () => {
    client = new StatementCachingPGlite();
    reference = new PGlite();
    await Promise.all([client.waitReady, reference.waitReady]);
    await client.exec(SCHEMA);
    await reference.exec(SCHEMA);
  });
  afterAll(async () => {
    await Promise.all([client.close(), reference.close()]);
  });

  it('answers a read as PGlite does, with every kind of parameter and in both row modes', async () => {
    const query =
      'SELECT id, label, price, tags, data, active, created FROM item ' +
      'WHERE (label = $1 OR id = $2 OR data @> $3 OR $4::boolean IS NULL) AND created <= $5 ORDER BY id';
    const cases: unknown[][] = [
      ['Plomberie', 0, null, false, new Date('2027-01-01T00:00:00Z')],
      ['', 2, { b: [1, 2] }, false, '2027-01-01T00:00:00Z'],
      ['x', -1, null, null, new Date('2027-01-01T00:00:00Z')],
      ["' OR 1=1 --", 999, { a: 2 }, false, new Date('2020-01-01T00:00:00Z')],
    ];
    for (const params of cases) {
      for (const rowMode of ['object', 'array'] as const) {
        const [ours, theirs] = await Promise.all([
          client.query(query, params, { rowMode }),
          reference.query(query, params, { rowMode }),
        ]);
        expect(ours.rows).toEqual(theirs.rows);
        expect(ours.fields).toEqual(theirs.fields);
        expect(ours.affectedRows).toEqual(theirs.affectedRows);
      }
    }
    // The second case found item 3 by its JSON; the last found nothing.
    expect((await client.query(query, cases[1])).rows).toHaveLength(2);
    expect((await client.query(query, cases[3])).rows).toEqual([]);
  });

  it('parses a read once, then only binds and runs it', async () => {
    const query = 'SELECT label FROM item WHERE id = $1';
    const before = client.keptStatements;
    const labels: string[] = [];
    for (const id of [1, 2, 3, 1]) {
      const { rows } = await client.query<{ label: string }>(query, [id]);
      labels.push(rows[0]!.label);
    }
    expect(labels).toEqual(['Plomberie', 'Électricité', 'Maçonnerie « pierre »', 'Plomberie']);
    expect(client.keptStatements).toBe(before + 1);
    expect((await preparedNames(client)).length).toBe(client.keptStatements);
  });

  it('leaves writes and statements with other options to PGlite', async () => {
    const before = client.keptStatements;
    const inserted = await client.query<{ id: number }>('INSERT INTO item (label) VALUES ($1) RETURNING id', [
      'Toiture',
    ]);
    expect(inserted.rows[0]!.id).toBe(4);
    const { rows } = await client.query('SELECT count(*)::int AS n FROM item', [], { paramTypes: [] });
    expect(rows).toEqual([{ n: 4 }]);
    expect(client.keptStatements).toBe(before);
    await client.query('DELETE FROM item WHERE id = $1', [4]);
  });

  it('throws PostgreSQL errors as PGlite does, and keeps working', async () => {
    await expect(client.query('SELECT nope FROM item')).rejects.toMatchObject({
      code: '42703',
      query: 'SELECT nope FROM item',
    });
    const divide = 'SELECT 10 / $1::int AS quotient';
    await expect(client.query(divide, [0])).rejects.toMatchObject({ code: '22012', params: [0] });
    await expect(client.query(divide, ['dix'])).rejects.toMatchObject({ code: '22P02' });
    expect((await client.query(divide, [5])).rows).toEqual([{ quotient: 2 }]);
    // The failed texts left no statement behind but the one that finally ran.
    const names = await preparedNames(client);
    expect(names).toHaveLength(client.keptStatements);
    // No transaction was left aborted: a write still commits.
    await client.query('UPDATE item SET active = $1 WHERE id = $2', [true, 2]);
    expect((await client.query('SELECT active FROM item WHERE id = $1', [2])).rows).toEqual([
      { active: true },
    ]);
  });

  it('parses a read again when a schema change altered its result', async () => {
    await client.exec('CREATE TABLE changing (id int)');
    await client.exec('INSERT INTO changing VALUES (1)');
    const query = 'SELECT * FROM changing WHERE id = $1';
    expect((await client.query(query, [1])).rows).toEqual([{ id: 1 }]);
    await client.exec("ALTER TABLE changing ADD COLUMN label text NOT NULL DEFAULT 'nouveau'");
    expect((await client.query(query, [1])).rows).toEqual([{ id: 1, label: 'nouveau' }]);
    await client.exec('DROP TABLE changing');
    await expect(client.query(query, [1])).rejects.toMatchObject({ code: '42P01' });
  });

  it('never reads inside a transaction in progress', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await tx.query("INSERT INTO item (label) VALUES ('fantôme')");
        inserted();
        await held;
        await tx.rollback();
      })
      .catch(() => undefined);
    await insertDone;
    let read: { n: number }[] | null = null;
    const reading = client
      .query<{ n: number }>('SELECT count(*)::int AS n FROM item WHERE label = $1', ['fantôme'])
      .then((result) => (read = result.rows));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The read waits for the transaction, as PGlite's query() does ...
    expect(read).toBeNull();
    release();
    await Promise.all([transaction, reading]);
    // ... and never sees the row it rolled back.
    expect(read).toEqual([{ n: 0 }]);
  });

  it(`keeps at most ${MAX_STATEMENTS} statements, closing the least recently used first`, async () => {
    const hot = 'SELECT id FROM item WHERE id = $1 AND true';
    await client.query(hot, [1]);
    for (let i = 0; i < MAX_STATEMENTS + 20; i += 1) {
      // The hot read is used again every ten statements: it is never the least recently used.
      if (i % 10 === 0) await client.query(hot, [1]);
      const { rows } = await client.query(`SELECT $1::int + ${i} AS n`, [1]);
      expect(rows).toEqual([{ n: i + 1 }]);
    }
    expect(client.keptStatements).toBe(MAX_STATEMENTS);
    expect(await preparedNames(client)).toHaveLength(MAX_STATEMENTS);
    // The oldest one-off reads are gone, the hot one is still kept: running it parses nothing new.
    const names = await preparedNames(client);
    expect((await client.query(hot, [1])).rows).toEqual([{ id: 1 }]);
    expect(await preparedNames(client)).toEqual(names);
  });
});
