// Tells the other API instances sharing a PostgreSQL server that data changed, through LISTEN/NOTIFY on one channel:
// each instance listens on a connection of its own (reopened when it breaks) and publishes after every write.
// plugins/http-cache.ts uses it to empty every instance's hot cache, not only the writer's.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './database';

export const CHANGE_CHANNEL = 'annuaire_changes';

export interface ChangeFeed {
  /**
   * Tells the other instances (never this one) that data changed: the hot-cache keys it made stale, or undefined
   * for all; resolves once the server has it.
   */
  publish(keys?: readonly string[]): Promise<void>;
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
  /** Another instance published these keys (undefined: all). */
  onChange: (keys: string[] | undefined) => void;
  /** The listening connection came up (after a loss, changes may have been missed meanwhile) or went down. */
  onListening: (listening: boolean) => void;
  onError: (error: unknown) => void;
  /** Pause before reopening a lost listening connection. */
  retryMs?: number;
}

/** A notification's sender and keys; anything unreadable counts as « everything changed », from someone else. */
export function readPayload(payload: string): { from: string | null; keys: string[] | undefined } {
  try {
    const parsed = JSON.parse(payload) as { from?: unknown; keys?: unknown };
    const keys =
      Array.isArray(parsed.keys) && parsed.keys.every((key) => typeof key === 'string')
        ? (parsed.keys as string[])
        : undefined;
    return { from: typeof parsed.from === 'string' ? parsed.from : null, keys };
  } catch {
    return { from: null, keys: undefined };
  }
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
      if (message.channel !== CHANGE_CHANNEL || message.payload === undefined) return;
      const { from, keys } = readPayload(message.payload);
      if (from !== self) options.onChange(keys);
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
    async publish(keys) {
      const payload = JSON.stringify({ from: self, keys: keys ?? null });
      // NOTIFY takes 8,000 bytes at most: a longer list is sent as « everything ».
      const bounded = payload.length < 7_000 ? payload : JSON.stringify({ from: self, keys: null });
      await options.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${bounded})`);
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
