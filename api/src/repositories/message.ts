// Message repository: contact messages and join requests, stored before they are mailed so that a mail failure
// loses nothing. Decorates `fastify.messageRepository`; used by routes/email.ts, routes/messages.ts and the
// delivery worker (mail/message-outbox.ts).
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { StoredMessage } from '@annuaire/shared/contract/message';
import type { Db } from '../db/database';
import { messages } from '../db/schema';

export type MessageKind = StoredMessage['kind'];
export type MessagePayload = StoredMessage['payload'];

export interface PendingMessage {
  id: number;
  kind: MessageKind;
  payload: MessagePayload;
  attempts: number;
}

export interface MessageRepository {
  /** Stores a message as PENDING and returns its id. */
  insert(kind: MessageKind, payload: MessagePayload): Promise<number>;
  findPending(id: number): Promise<PendingMessage | null>;
  /**
   * Messages to retry: FAILED ones, and PENDING ones older than `staleAfterMs` (their first attempt never
   * finished, e.g. the process stopped), while under `maxAttempts`; oldest first.
   */
  listRetryable(options: {
    staleAfterMs: number;
    maxAttempts: number;
    limit: number;
  }): Promise<PendingMessage[]>;
  markSent(id: number): Promise<void>;
  /** Records a failed attempt; `error` is the transport's message, never the mail's content. */
  markFailed(id: number, error: string): Promise<void>;
  /** Every message, newest first, for the back office. */
  list(): Promise<StoredMessage[]>;
}

const pendingColumns = {
  id: messages.id,
  kind: messages.kind,
  payload: messages.payload,
  attempts: messages.attempts,
};

function iso(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function createMessageRepository(db: Db): MessageRepository {
  return {
    async insert(kind, payload) {
      const [row] = await db.insert(messages).values({ kind, payload }).returning({ id: messages.id });
      return row!.id;
    },

    async findPending(id) {
      const [row] = await db
        .select(pendingColumns)
        .from(messages)
        .where(and(eq(messages.id, id), inArray(messages.status, ['PENDING', 'FAILED'])))
        .limit(1);
      return row ? { ...row, payload: row.payload as MessagePayload } : null;
    },

    async listRetryable({ staleAfterMs, maxAttempts, limit }) {
      const staleBefore = new Date(Date.now() - staleAfterMs).toISOString();
      const rows = await db
        .select(pendingColumns)
        .from(messages)
        .where(
          and(
            or(
              eq(messages.status, 'FAILED'),
              and(eq(messages.status, 'PENDING'), lt(messages.createdAt, staleBefore)),
            ),
            lt(messages.attempts, maxAttempts),
          ),
        )
        .orderBy(messages.createdAt, messages.id)
        .limit(limit);
      return rows.map((row) => ({ ...row, payload: row.payload as MessagePayload }));
    },

    async markSent(id) {
      await db
        .update(messages)
        .set({ status: 'SENT', sentAt: sql`now()`, attempts: sql`${messages.attempts} + 1`, lastError: null })
        .where(eq(messages.id, id));
    },

    async markFailed(id, error) {
      await db
        .update(messages)
        .set({ status: 'FAILED', attempts: sql`${messages.attempts} + 1`, lastError: error.slice(0, 1000) })
        // A concurrent successful attempt wins.
        .where(and(eq(messages.id, id), inArray(messages.status, ['PENDING', 'FAILED'])));
    },

    async list() {
      const rows = await db
        .select({
          id: messages.id,
          kind: messages.kind,
          status: messages.status,
          payload: messages.payload,
          attempts: messages.attempts,
          createdAt: messages.createdAt,
          sentAt: messages.sentAt,
        })
        .from(messages)
        .orderBy(desc(messages.createdAt), desc(messages.id));
      return rows.map((row) => ({
        ...row,
        payload: row.payload as MessagePayload,
        createdAt: iso(row.createdAt),
        sentAt: row.sentAt === null ? null : iso(row.sentAt),
      }));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    messageRepository: MessageRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('messageRepository', createMessageRepository(fastify.db));
  },
  { name: 'message-repository', dependencies: ['db'] },
);
