// repositories/message.ts on PGlite and on the PostgreSQL server of TEST_DATABASE_URL (migration 0003): a retry
// claims each message atomically for a lease, so that concurrent retries never take the same message.
import { sql } from 'drizzle-orm';
import type { MessagePayload, PendingMessage } from '../../src/repositories/message';
import { createMessageRepository, type MessageRepository } from '../../src/repositories/message';
import { createTestApp, type TestApp } from '../helpers/test-app';

const payload = (index: number): MessagePayload => ({
  nom: `Durand ${index}`,
  prenom: 'Paul',
  email: `paul.${index}@example.fr`,
  phone: '0611111111',
});

const LEASE = 60_000;
const retryable = { staleAfterMs: 0, maxAttempts: 50, leaseMs: LEASE };

describe('message repository: claims', () => {
  let ctx: TestApp;
  let repository: MessageRepository;
  beforeAll(async () => {
    ctx = await createTestApp({ data: 'none' });
    repository = createMessageRepository(ctx.app.db);
  });
  beforeEach(async () => {
    await ctx.app.db.execute(sql`DELETE FROM messages`);
  });
  afterAll(() => ctx?.close());

  /** A message whose first attempt failed: stored, then its failure recorded (which releases the claim). */
  async function failedMessage(index: number): Promise<number> {
    const id = await repository.insert('JOIN', payload(index), LEASE);
    await repository.markFailed(id, 'Error: SMTP indisponible');
    return id;
  }

  async function claimedUntil(id: number): Promise<string | null> {
    const result = (await ctx.app.db.execute(
      sql`SELECT claimed_until FROM messages WHERE id = ${id}`,
    )) as unknown as { rows: { claimed_until: string | null }[] };
    return result.rows[0]!.claimed_until;
  }

  it('leaves a message alone while its first attempt holds the lease', async () => {
    const id = await repository.insert('JOIN', payload(1), LEASE);
    expect(await claimedUntil(id)).not.toBeNull();
    await expect(repository.claimNextRetryable(retryable)).resolves.toBeNull();
  });

  it('takes a message whose lease expired (the instance sending it died)', async () => {
    const id = await repository.insert('JOIN', payload(1), 0);
    await expect(repository.claimNextRetryable(retryable)).resolves.toMatchObject({ id, attempts: 0 });
    // Claimed now: nobody else takes it.
    await expect(repository.claimNextRetryable(retryable)).resolves.toBeNull();
  });

  it('claims a failed message once, until its outcome is recorded', async () => {
    const id = await failedMessage(1);
    const claimed = await repository.claimNextRetryable(retryable);
    expect(claimed).toEqual({ id, kind: 'JOIN', payload: payload(1), attempts: 1 });
    await expect(repository.claimNextRetryable(retryable)).resolves.toBeNull();

    await repository.markFailed(id, 'Error: SMTP toujours indisponible');
    expect(await claimedUntil(id)).toBeNull();
    await expect(repository.claimNextRetryable({ ...retryable, skipIds: [id] })).resolves.toBeNull();
    await expect(repository.claimNextRetryable(retryable)).resolves.toMatchObject({ id, attempts: 2 });

    await repository.markSent(id);
    expect(await claimedUntil(id)).toBeNull();
    await expect(repository.claimNextRetryable(retryable)).resolves.toBeNull();
  });

  it('skips messages past the attempt limit, and PENDING ones younger than the stale delay', async () => {
    const id = await repository.insert('JOIN', payload(1), 0);
    await expect(repository.claimNextRetryable({ ...retryable, staleAfterMs: 60_000 })).resolves.toBeNull();
    await repository.markFailed(id, 'Error: SMTP indisponible');
    await expect(repository.claimNextRetryable({ ...retryable, maxAttempts: 1 })).resolves.toBeNull();
  });

  it('gives each message to one claimer when many claim at once', async () => {
    const ids = [];
    for (let index = 0; index < 12; index++) ids.push(await failedMessage(index));
    /** One retry run as the outbox does it: claim, "send", until nothing is left. */
    const run = async (): Promise<PendingMessage[]> => {
      const taken: PendingMessage[] = [];
      for (;;) {
        const message = await repository.claimNextRetryable(retryable);
        if (!message) return taken;
        taken.push(message);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    };
    const runs = await Promise.all(Array.from({ length: 4 }, run));
    const claimed = runs.flat().map((message) => message.id);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
    // Claims come oldest first.
    expect(runs.every((taken) => taken.every((m, i) => i === 0 || m.id > taken[i - 1]!.id))).toBe(true);
  });
});
