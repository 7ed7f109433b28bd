// Tells the other API instances sharing a PostgreSQL server that data changed, through LISTEN/NOTIFY on one channel:
// each instance listens on a connection of its own (reopened when it breaks) and publishes after every write.
// plugins/http-cache.ts uses it to empty every instance's hot cache, not only the writer's.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './database';

export const CHANGE_CHANNEL = 'annuaire_changes';

export interface ChangeFeed {
  /** Tells the other instances (never this one) that data changed; resolves once the server has it. */
  publish(): Promise<void>;
  /** Whether the listening connection is up: while it is not, changes made elsewhere may go unnoticed. */
  listening(): boolean;
  /** Resolves once listening (the first time), for tests and start-up. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  connectionString: string;
  /** The pool the publications go through (a NOTIFY is a one-row select). */
  db: Db;
  /** Another instance published. */
  onChange: () => void;
  /** The listening connection came up (after a loss, changes may have been missed meanwhile) or went down. */
  onListening: (listening: boolean) => void;
  onError: (error: unknown) => void;
  /** Pause before reopening a lost listening connection. */
  retryMs?: number;
}

export function startChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  const retryMs = options.retryMs ?? 1000;
  // Who published, so that an instance ignores its own notifications.
  const self = randomBytes(8).toString('hex');
  let client: pg.Client | null = null;
  let up = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let markReady!: () => void;
  const firstReady = new Promise<void>((resolve) => (markReady = resolve));

  const setUp = (value: boolean) => {
    if (up === value) return;
    up = value;
    options.onListening(value);
  };

  const lost = (current: pg.Client, error?: unknown) => {
    if (client !== current) return;
    client = null;
    setUp(false);
    if (error) options.onError(error);
    void current.end().catch(() => {});
    if (!closed) {
      retry = setTimeout(connect, retryMs);
      retry.unref();
    }
  };

  async function connect(): Promise<void> {
    retry = null;
    if (closed) return;
    const current = new pg.Client({ connectionString: options.connectionString });
    client = current;
    // Without a listener a broken connection's 'error' would crash the process.
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload !== self) options.onChange();
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client !== current || closed) return;
      setUp(true);
      markReady();
    } catch (error) {
      lost(current, error);
    }
  }
  void connect();

  return {
    async publish() {
      await options.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${self})`);
    },
    listening: () => up,
    ready: () => firstReady,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      up = false;
      await current?.end().catch(() => {});
    },
  };
}
