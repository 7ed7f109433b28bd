// The retention sweep's timer (plugins/retention-sweep.ts): a run when the app is ready, then on its interval,
// stopped on close; a failure is logged, never thrown. Then the real sweep in the app: what it deletes and logs, and
// the public answers it makes stale (an artisan whose waiting requests grew old loses « Répond rapidement »).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { ArtisanPublicSchema } from '@annuaire/shared/contract/artisan';
import { artisans } from '../../src/db/schema';
import type { MessageOutbox } from '../../src/mail/message-outbox';
import retentionSweep from '../../src/plugins/retention-sweep';
import type { DemandeRepository, RetentionSweep } from '../../src/repositories/demande';
import type { RevendicationRepository } from '../../src/repositories/revendication';
import { insertArtisan } from '../helpers/fixture-artisans';
import { createTestApp, type TestApp } from '../helpers/test-app';

async function build(
  sweep: jest.Mock,
  forgetPublic: jest.Mock,
  intervalMs = 40,
  followUps: jest.Mock = jest.fn(async () => []),
  deliver: jest.Mock = jest.fn(async () => {}),
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // Where the letters would be: a folder that holds none.
  app.decorate('config', {
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-')),
  } as FastifyInstance['config']);
  await app.register(
    fp(
      async (f) => {
        f.decorate('demandeRepository', { sweep, followUps } as unknown as DemandeRepository);
      },
      { name: 'demande-repository' },
    ),
  );
  await app.register(
    fp(
      async (f) => {
        f.decorate('messageOutbox', { deliver } as unknown as MessageOutbox);
      },
      { name: 'message-outbox' },
    ),
  );
  await app.register(
    fp(
      async (f) => {
        f.decorate('revendicationRepository', {
          sweepDocuments: async () => [],
        } as unknown as RevendicationRepository);
      },
      { name: 'revendication-repository' },
    ),
  );
  await app.register(
    fp(
      async (f) => {
        f.decorate('forgetPublic', forgetPublic);
      },
      { name: 'http-cache' },
    ),
  );
  await app.register(retentionSweep, { intervalMs });
  return app;
}

const result = (changed: number[]): RetentionSweep => ({
  demandes: 2,
  messages: 1,
  invitations: 0,
  suivis: 0,
  revendications: 0,
  changed,
});

describe('retention sweep timer', () => {
  it('sweeps once ready, then on its interval, forgets the changed artisans, and stops on close', async () => {
    const sweep = jest.fn(async () => result([4, 7]));
    const forgetPublic = jest.fn(async () => {});
    const app = await build(sweep, forgetPublic);
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sweep).toHaveBeenCalledWith(12);
    expect(forgetPublic).toHaveBeenCalledWith({ reactiviteOf: [4, 7] });
    await new Promise((resolve) => setTimeout(resolve, 130));
    const calls = sweep.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(3);
    await app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sweep.mock.calls.length).toBe(calls);
  });

  it('mails the follow-ups due after each sweep, with the clock it is given', async () => {
    const pending = [{ id: 9, kind: 'DEMANDE_RELANCE', demandeId: 3, attempts: 0 }];
    const followUps = jest.fn().mockResolvedValueOnce(pending).mockResolvedValue([]);
    const deliver = jest.fn(async () => {});
    const app = await build(
      jest.fn(async () => result([])),
      jest.fn(async () => {}),
      3_600_000,
      followUps,
      deliver,
    );
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(followUps).toHaveBeenCalledWith(expect.any(Date), expect.any(Number));
    expect(deliver).toHaveBeenCalledWith(pending);
    const at = new Date('2027-01-01T08:00:00.000Z');
    await expect(app.demandeFollowUps(at)).resolves.toBe(0);
    expect(followUps).toHaveBeenLastCalledWith(at, expect.any(Number));
    expect(deliver).toHaveBeenCalledTimes(1);
    // A failure is logged, never thrown: the next run takes them.
    followUps.mockRejectedValueOnce(new Error('base injoignable'));
    await expect(app.demandeFollowUps(at)).resolves.toBe(0);
    await app.close();
  });

  it('logs a failure and tries again at the next run, without throwing', async () => {
    const sweep = jest
      .fn()
      .mockRejectedValueOnce(new Error('base injoignable'))
      .mockResolvedValue(result([]));
    const forgetPublic = jest.fn(async () => {});
    const app = await build(sweep, forgetPublic, 3_600_000);
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(app.retentionSweep()).resolves.toEqual(result([]));
    expect(sweep).toHaveBeenCalledTimes(2);
    // Nothing changed: nothing to forget.
    expect(forgetPublic).not.toHaveBeenCalled();
    await app.close();
  });

  it('lets a run under way finish before the close goes on', async () => {
    let finish: (value: RetentionSweep) => void = () => {};
    const sweep = jest.fn(() => new Promise<RetentionSweep>((resolve) => (finish = resolve)));
    const forgetPublic = jest.fn(async () => {});
    const app = await build(sweep, forgetPublic, 3_600_000);
    await app.ready();
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);
    finish(result([]));
    await closing;
    expect(closed).toBe(true);
  });
});

describe('retention sweep in the app', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it('deletes the old requests and messages, logs the counts, and makes the changed profiles fresh', async () => {
    await ctx.app.retentionSweep();
    const artisanId = await insertArtisan(ctx.app, { entrepriseNom: 'Zinguerie Oubliée' });
    // Five requests sent a day ago and handled within half an hour: the badge.
    await ctx.app.db
      .execute(sql`INSERT INTO demandes (artisan_id, nom, email, code_postal, message, created_at,
        traitee, traitee_at)
      SELECT ${artisanId}, 'Client', 'client' || n || '@exemple.fr', '19100', 'Un devis pour une toiture.',
        now() - interval '1 day', true, now() - interval '1 day' + interval '30 minutes'
      FROM generate_series(1, 5) AS n`);
    // Six sent a day ago and not handled yet: not decided, they do not count.
    await ctx.app.db
      .execute(sql`INSERT INTO demandes (artisan_id, nom, email, code_postal, message, created_at)
      SELECT ${artisanId}, 'Client', 'attente' || n || '@exemple.fr', '19100', 'Un devis pour une gouttière.',
        now() - interval '1 day' FROM generate_series(1, 6) AS n`);
    // One of last year, handled within half an hour too.
    await ctx.app.db
      .execute(sql`INSERT INTO demandes (artisan_id, nom, email, code_postal, message, created_at,
        traitee, traitee_at)
      VALUES (${artisanId}, 'Ancien', 'ancien@exemple.fr', '19100', 'Une demande de l’an passé.',
        now() - interval '13 months', true, now() - interval '13 months' + interval '30 minutes')`);
    await ctx.app.db.execute(sql`INSERT INTO messages (kind, payload, status, created_at)
      VALUES ('CONTACT', '{}'::jsonb, 'SENT', now() - interval '13 months')`);
    // The figures as computed before last year's request was swept: six handled in 30 minutes.
    await ctx.app.db.execute(
      sql`UPDATE artisans SET demandes_count = 6, delai_median_minutes = 30, demandes_expediteurs = 6 WHERE id = ${artisanId}`,
    );
    const figures = async () =>
      (
        await ctx.app.db
          .select({ count: artisans.demandesCount, median: artisans.delaiMedianMinutes })
          .from(artisans)
          .where(eq(artisans.id, artisanId))
      )[0];
    const read = async () =>
      ArtisanPublicSchema.parse((await ctx.app.inject({ url: `/api/artisan/${artisanId}` })).json());
    // Kept in the hot cache from now on.
    expect((await read()).repondRapidement).toBe(true);

    // A claim's letter whose code stopped working 31 days ago, and one of yesterday.
    const letters = path.join(ctx.dataDir, 'outbox', 'courrier');
    fs.mkdirSync(letters, { recursive: true });
    const oldLetter = path.join(letters, 'ancienne-revendication-1.pdf');
    fs.writeFileSync(oldLetter, '%PDF-1.3\n');
    const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60_000);
    fs.utimesSync(oldLetter, monthAgo, monthAgo);
    fs.writeFileSync(path.join(letters, 'recente-revendication-2.pdf'), '%PDF-1.3\n');
    const info = jest.spyOn(ctx.app.log, 'info');
    const swept = await ctx.app.retentionSweep();
    expect(swept).toEqual({
      demandes: 1,
      messages: 1,
      invitations: 0,
      suivis: 0,
      revendications: 0,
      changed: [artisanId],
    });
    expect(info).toHaveBeenCalledWith(
      { demandes: 1, messages: 1, invitations: 0, revendications: 0, artisans: 1 },
      expect.stringContaining('balayage de conservation'),
    );
    expect(info).toHaveBeenCalledWith({ lettres: 1 }, expect.stringContaining('courriers de revendication'));
    expect(fs.readdirSync(letters)).toEqual(['recente-revendication-2.pdf']);
    info.mockRestore();
    // Five handled in 30 minutes; the six waiting for a day do not count yet: still the badge.
    expect(await figures()).toEqual({ count: 5, median: 30 });
    expect((await read()).repondRapidement).toBe(true);

    // Two more days without an answer: waiting for over 48 h, the six count with their age (72 h), the median goes
    // over 48 h, and the next sweep takes the badge away, at once.
    await ctx.app.db.execute(
      sql`UPDATE demandes SET created_at = now() - interval '3 days' WHERE artisan_id = ${artisanId} AND NOT traitee`,
    );
    expect(await ctx.app.retentionSweep()).toEqual({
      demandes: 0,
      messages: 0,
      invitations: 0,
      suivis: 0,
      revendications: 0,
      changed: [artisanId],
    });
    expect(await figures()).toEqual({ count: 11, median: 72 * 60 });
    expect((await read()).repondRapidement).toBe(false);
  });
});
