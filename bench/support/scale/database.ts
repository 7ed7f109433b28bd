// The bench database on the PostgreSQL server of bench/scale.ts: dropped and recreated for each size.
import pg from 'pg';

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/** Drops and recreates the bench database on the server (never `test`, `postgres` or a template). */
export async function recreateDatabase(url: string, drop = false): Promise<void> {
  const name = databaseName(url);
  if (!/^[\w-]+$/.test(name) || ['test', 'postgres', 'template0', 'template1'].includes(name))
    throw new Error(
      `Base « ${name} » refusée : choisissez une base dédiée au banc (BENCH_SCALE_DATABASE_URL).`,
    );
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    if (!drop) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
