// Builds the real app for a test file: a temporary DATA_DIR, a fresh database (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set), silent logs, and by default a tiny fixture instead of the whole demo seed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { insertFixture } from './fixture';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** 'fixture' (default): 3 trades, 2 accounts, 1 artisan. 'demo': the real demo seed. 'none': empty. */
  data?: 'fixture' | 'demo' | 'none';
  env?: Record<string, string>;
  /** Folder standing for the repository root whose shell/ and remote-*\/ dist folders are served. */
  webRoot?: string;
  /** Folder standing for api/dist, the files of the API's build. */
  buildDataDir?: string;
  /** Receives the log lines (JSON); set LOG_LEVEL in `env` to get any. */
  logStream?: { write(line: string): void };
  /** Adds test-only routes before the app is ready. */
  extend?: (app: FastifyInstance) => void;
}

/**
 * A second instance of the app on the database and DATA_DIR of `first`, as a second process behind a load
 * balancer would run (PostgreSQL server only: PGlite's folder opens in one process). Its close() leaves both.
 */
export async function createSecondInstance(
  first: TestApp,
  options: Pick<TestAppOptions, 'env' | 'extend'> = {},
): Promise<TestApp> {
  if (!first.config.databaseUrl) throw new Error('Une seconde instance demande un serveur PostgreSQL.');
  const env: Record<string, string> = {
    DATA_DIR: first.dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: first.config.databaseUrl,
    JWT_SECRET: first.config.jwtSecret,
    ...options.env,
  };
  const config = loadConfig(env, { cwd: first.dataDir });
  const app = await buildApp(config, { seed: false, print: () => {} });
  try {
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, config, dataDir: first.dataDir, close: () => app.close() };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-test-'));
  let database: TestDatabase | null = null;
  let app: FastifyInstance | null = null;
  let config: AppConfig;
  try {
    database = await createTestDatabase(dataDir);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // The full lists' per-address limit would stop suites that read them often from one address.
      FULL_LIST_LIMIT: '10000',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...options.env,
    };
    config = {
      ...loadConfig(env, { cwd: dataDir }),
      ...(options.webRoot ? { webRoot: options.webRoot } : {}),
      ...(options.buildDataDir ? { buildDataDir: options.buildDataDir } : {}),
    };
    app = await buildApp(config, {
      seed: options.data === 'demo',
      print: () => {},
      logStream: options.logStream,
    });
    options.extend?.(app);
    await app.ready();
    if ((options.data ?? 'fixture') === 'fixture') await insertFixture(app);
  } catch (error) {
    // A failed start must not leave a database or a temporary folder behind.
    await app?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const dropDatabase = database.drop;
  const ready = app;
  return {
    app: ready,
    config,
    dataDir,
    async close() {
      await ready.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs a body written by hand with this media type (JSON by default), as a client sending it raw would. */
export function postRaw(
  app: FastifyInstance,
  url: string,
  payload: string,
  contentType = 'application/json',
) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}
