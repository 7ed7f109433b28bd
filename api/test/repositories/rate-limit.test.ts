// repositories/rate-limit.ts on PGlite and on the PostgreSQL server of TEST_DATABASE_URL (migration 0002): one
// atomic upsert per request, even under concurrency; a window that ended starts again at 1; expired rows deleted.
import { sql } from 'drizzle-orm';
import { createRateLimitRepository, type RateLimitRepository } from '../../src/repositories/rate-limit';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('rate-limit repository', () => {
  let ctx: TestApp;
  let repository: RateLimitRepository;
  beforeAll(async () => {
    ctx = await createTestApp({ data: 'none' });
    repository = createRateLimitRepository(ctx.app.db);
  });
  afterAll(() => ctx?.close());

  it('counts hits in one window and reports the time left', async () => {
    const first = await repository.hit('k1', 60_000);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(59_000);
    expect(first.ttlMs).toBeLessThanOrEqual(60_000);
    const second = await repository.hit('k1', 60_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeLessThanOrEqual(first.ttlMs);
    expect(await repository.read('k1')).toEqual({ count: 2, ttlMs: expect.any(Number) });
    expect(await repository.read('absent')).toEqual({ count: 0, ttlMs: 0 });
  });

  it('never loses or repeats a count under concurrent hits', async () => {
    const hits = await Promise.all(Array.from({ length: 40 }, () => repository.hit('k2', 60_000)));
    expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it('starts again at 1 once the window ended, and deletes only expired counters', async () => {
    await repository.hit('k3', 50);
    await repository.hit('k3', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await repository.read('k3')).toEqual({ count: 0, ttlMs: 0 });
    expect((await repository.hit('k3', 60_000)).count).toBe(1);

    await repository.hit('k4', 20);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await repository.deleteExpired()).toBeGreaterThanOrEqual(1);
    const rows = (await ctx.app.db.execute(sql`select key from rate_limits order by key`)) as unknown as {
      rows: { key: string }[];
    };
    expect(rows.rows.map((row) => row.key)).toEqual(['k1', 'k2', 'k3']);
  });
});
