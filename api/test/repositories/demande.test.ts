// repositories/demande.ts on PGlite and on the PostgreSQL server of TEST_DATABASE_URL: the stored figures of an
// artisan (count and median time to « traitée » of the decided requests: handled, or unhandled for over 48 h at their
// age), the creation of requests with their outbox messages in one transaction, and the retention sweep (old requests,
// contact and join messages, invitations, claims of listings that did not succeed).
import { eq, sql } from 'drizzle-orm';
import { artisans, demandes, invitations, messages, notes, revendications } from '../../src/db/schema';
import {
  createDemandeRepository,
  refreshFigures,
  type DemandeRepository,
} from '../../src/repositories/demande';
import { fixtureArtisan, insertArtisan } from '../helpers/fixture-artisans';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('demande repository', () => {
  let ctx: TestApp;
  let repository: DemandeRepository;
  let counter = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    repository = createDemandeRepository(ctx.app.db);
  });
  afterAll(() => ctx?.close());

  const fields = () => ({
    nom: 'Jean Dupont',
    email: `jean${++counter}@exemple.fr`,
    codePostal: '19100',
    message: 'Bonjour, un devis pour une terrasse.',
  });

  /** A request written in SQL: sent `ageMinutes` ago, handled `handledAfter` minutes later (or not handled). */
  async function insertDemande(
    artisanId: number,
    ageMinutes: number,
    handledAfter: number | null = null,
  ): Promise<number> {
    const [row] = await ctx.app.db
      .insert(demandes)
      .values({
        artisanId,
        ...fields(),
        createdAt: sql`now() - ${ageMinutes}::int * interval '1 minute'`,
        traitee: handledAfter !== null,
        traiteeAt:
          handledAfter === null
            ? null
            : sql`now() - ${ageMinutes}::int * interval '1 minute' + ${handledAfter}::int * interval '1 minute'`,
      })
      .returning({ id: demandes.id });
    return row!.id;
  }

  const refresh = (ids: number[]) => ctx.app.db.transaction((tx) => refreshFigures(tx, ids));
  async function figures(artisanId: number) {
    const [row] = await ctx.app.db
      .select({ count: artisans.demandesCount, median: artisans.delaiMedianMinutes })
      .from(artisans)
      .where(eq(artisans.id, artisanId));
    return row!;
  }
  const newArtisan = (name: string) => insertArtisan(ctx.app, { entrepriseNom: name });
  const hours = (count: number) => count * 60;

  describe('stored figures', () => {
    it('are 0 and null without requests, and a refresh that changes nothing reports nothing', async () => {
      const id = await newArtisan('Sans Demande');
      expect(await figures(id)).toEqual({ count: 0, median: null });
      expect(await refresh([id])).toEqual([]);
    });

    it('keep the median time to « traitée », in minutes, odd and even counts', async () => {
      const odd = await newArtisan('Impair');
      for (const after of [30, 10, 20]) await insertDemande(odd, 600, after);
      const even = await newArtisan('Pair');
      for (const after of [10, 20]) await insertDemande(even, 600, after);
      expect(await refresh([even, odd, odd])).toEqual([odd, even].sort((a, b) => a - b));
      expect(await figures(odd)).toEqual({ count: 3, median: 20 });
      expect(await figures(even)).toEqual({ count: 2, median: 15 });
      // Unchanged figures are not written again.
      expect(await refresh([odd, even])).toEqual([]);
    });

    it('do not count an unhandled request waiting for 48 h at most: it is not decided yet', async () => {
      const id = await newArtisan('Pas Encore');
      await insertDemande(id, 0);
      await insertDemande(id, 120);
      await insertDemande(id, hours(48) - 1);
      expect(await refresh([id])).toEqual([]);
      expect(await figures(id)).toEqual({ count: 0, median: null });
      await insertDemande(id, 600, 10);
      await insertDemande(id, 50, 5);
      await insertDemande(id, 300, 20);
      expect(await refresh([id])).toEqual([id]);
      // 10, 5 and 20 (handled); the three waiting ones are left out: the median is 10.
      expect(await figures(id)).toEqual({ count: 3, median: 10 });
    });

    it('count an unhandled request waiting for over 48 h, with its age when computed', async () => {
      const id = await newArtisan('En Attente');
      const late = await insertDemande(id, hours(49));
      await refresh([id]);
      expect(await figures(id)).toEqual({ count: 1, median: hours(49) });
      await insertDemande(id, 600, 10);
      await insertDemande(id, 50, 5);
      // Just received: still not counted.
      await insertDemande(id, 1);
      await refresh([id]);
      // 10, 5 and 49 h (still waiting): the median is 10.
      expect(await figures(id)).toEqual({ count: 3, median: 10 });
      await insertDemande(id, hours(60));
      await insertDemande(id, hours(72));
      await refresh([id]);
      // 5, 10, 49 h, 60 h and 72 h: a median of 49 h, over 48 h.
      expect(await figures(id)).toEqual({ count: 5, median: hours(49) });
      // Handled at last: it counts with the time it took to be handled, no longer with its age.
      await ctx.app.db
        .update(demandes)
        .set({ traitee: true, traiteeAt: sql`${demandes.createdAt} + interval '50 hours'` })
        .where(eq(demandes.id, late));
      await refresh([id]);
      // 5, 10, 50 h, 60 h and 72 h.
      expect(await figures(id)).toEqual({ count: 5, median: hours(50) });
      await ctx.app.db
        .update(demandes)
        .set({ traiteeAt: sql`${demandes.createdAt} + interval '1 hour'` })
        .where(eq(demandes.id, late));
      await refresh([id]);
      // 5, 10, 60 minutes, 60 h and 72 h.
      expect(await figures(id)).toEqual({ count: 5, median: 60 });
    });

    it('go back to 0 and null once the requests are gone', async () => {
      const id = await newArtisan('Vidé');
      await insertDemande(id, 60, 1);
      await refresh([id]);
      await ctx.app.db.delete(demandes).where(eq(demandes.artisanId, id));
      expect(await refresh([id])).toEqual([id]);
      expect(await figures(id)).toEqual({ count: 0, median: null });
    });
  });

  describe('create', () => {
    it('stores one request and one claimed DEMANDE message per artisan, and their figures, together', async () => {
      const { id: own } = await fixtureArtisan(ctx.app);
      const other = await newArtisan('Deuxième');
      // Waiting for 49 h, its figures not recomputed since it was new (when it did not count yet).
      await insertDemande(other, hours(49));
      const created = await repository.create([other, own], fields(), 60_000);
      if (!created.ok) throw new Error(created.reason);
      expect(created.demandeIds).toHaveLength(2);
      // The new requests count for neither (just received, not handled); the late one now counts for the other.
      expect(created.changed).toEqual([other]);
      const rows = await ctx.app.db
        .select({
          demandeId: messages.demandeId,
          kind: messages.kind,
          status: messages.status,
          claimed: sql<boolean>`${messages.claimedUntil} > now()`,
        })
        .from(messages)
        .where(sql`${messages.demandeId} in (${sql.join(created.demandeIds, sql`, `)})`);
      // One DEMANDE per artisan, and the visitor's copy once, on the first artisan's row (the visitor's order).
      const [first] = created.demandeIds;
      expect(rows).toEqual(
        expect.arrayContaining([
          ...created.demandeIds.map((demandeId) => ({
            demandeId,
            kind: 'DEMANDE',
            status: 'PENDING',
            claimed: true,
          })),
          { demandeId: first, kind: 'DEMANDE_COPIE', status: 'PENDING', claimed: true },
        ]),
      );
      expect(rows).toHaveLength(3);
      expect(created.messages.map((message) => message.kind)).toEqual([
        'DEMANDE',
        'DEMANDE',
        'DEMANDE_COPIE',
      ]);
      expect(created.messages[2]).toMatchObject({ payload: { artisans: ['Deuxième', 'Plomberie Test'] } });
      expect(await figures(own)).toEqual({ count: 0, median: null });
      expect(await figures(other)).toEqual({ count: 1, median: hours(49) });
    });

    it('refuses an unknown artisan, and skips an artisan the same e-mail wrote to within the day', async () => {
      const id = await newArtisan('Menuiserie Refus');
      const other = await newArtisan('Menuiserie Autre');
      const before = (await ctx.app.db.select({ id: demandes.id }).from(demandes)).length;
      expect(await repository.create([id, 2_000_000], fields(), 0)).toEqual({
        ok: false,
        reason: 'artisanNotFound',
      });
      const first = fields();
      expect((await repository.create([id], first, 0)).ok).toBe(true);
      expect(await repository.create([id], { ...first, email: first.email.toUpperCase() }, 0)).toEqual({
        ok: true,
        demandeIds: [],
        messages: [],
        changed: [],
      });
      const mixed = await repository.create([other, id], first, 0);
      if (!mixed.ok) throw new Error(mixed.reason);
      expect(mixed.demandeIds).toHaveLength(1);
      // Its DEMANDE, and the visitor's copy naming only the artisan it went to.
      expect(mixed.messages.map((message) => message.kind)).toEqual(['DEMANDE', 'DEMANDE_COPIE']);
      expect(mixed.messages[1]).toMatchObject({ payload: { artisans: ['Menuiserie Autre'] } });
      const rows = await ctx.app.db.select({ artisanId: demandes.artisanId }).from(demandes);
      expect(rows.length).toBe(before + 2);
      expect(rows.filter((row) => row.artisanId === other)).toHaveLength(1);
    });
  });

  describe('retention sweep', () => {
    /** A contact or join message sent `months` months ago. */
    async function insertMessage(kind: 'CONTACT' | 'JOIN', months: number): Promise<number> {
      const [row] = await ctx.app.db
        .insert(messages)
        .values({
          kind,
          payload: {
            nom: 'Ancien',
            email: 'ancien@exemple.fr',
            tel: '0600000000',
            role: 'Particulier',
            message: 'x',
          },
          status: 'SENT',
          createdAt: sql`now() - ${months}::int * interval '1 month'`,
        })
        .returning({ id: messages.id });
      return row!.id;
    }
    async function exists(
      table: typeof demandes | typeof messages | typeof invitations,
      id: number,
    ): Promise<boolean> {
      return (await ctx.app.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
    }

    it('deletes what is over 12 months old, keeps the rest, recomputes the figures, and is idempotent', async () => {
      // Whatever the start-up sweep of the app was doing is over.
      await ctx.app.retentionSweep();
      const artisan = await newArtisan('Vieilles Demandes');
      const waiting = await newArtisan('Demande En Attente');
      const fresh = await newArtisan('Demande Récente');
      const month = 30 * 24 * 60;
      const old = await insertDemande(artisan, 13 * month, 60);
      const [oldMessage] = await ctx.app.db
        .insert(messages)
        .values({ kind: 'DEMANDE', payload: {}, demandeId: old, status: 'SENT' })
        .returning({ id: messages.id });
      const recent = await insertDemande(artisan, 11 * month, 30);
      // Waiting for three days: its stored figures are still those of when it was new (it did not count yet).
      await insertDemande(waiting, hours(72));
      // Waiting for a day: not decided yet, today as when it was new.
      await insertDemande(fresh, hours(24));
      await refresh([artisan]);
      expect(await figures(waiting)).toEqual({ count: 0, median: null });
      expect(await figures(artisan)).toEqual({ count: 2, median: 45 });
      const oldContact = await insertMessage('CONTACT', 13);
      const oldJoin = await insertMessage('JOIN', 12);
      const keptContact = await insertMessage('CONTACT', 11);
      // Invitations to review: the old one goes with its message; the review posted through it stays, without
      // its author's address.
      const invitation = (months: number) =>
        ctx.app.db
          .insert(invitations)
          .values({
            artisanId: artisan,
            email: `client${months}@exemple.fr`,
            nonce: 'n',
            createdAt: sql`now() - ${months}::int * interval '1 month'`,
            expiresAt: sql`now() - ${months}::int * interval '1 month' + interval '30 days'`,
            usedAt: sql`now() - ${months}::int * interval '1 month'`,
          })
          .returning({ id: invitations.id });
      const [oldInvitation] = await invitation(13);
      const [keptInvitation] = await invitation(11);
      const [review] = await ctx.app.db
        .insert(notes)
        .values({
          artisanId: artisan,
          invitationId: oldInvitation!.id,
          nombreEtoiles: 5,
          dateExperience: '2025-01',
          auteur: 'Anne B.',
          source: 'VERIFIE',
        })
        .returning({ id: notes.id });

      const result = await repository.sweep(12);
      expect(result.invitations).toBeGreaterThanOrEqual(1);
      expect(await exists(invitations, oldInvitation!.id)).toBe(false);
      expect(await exists(invitations, keptInvitation!.id)).toBe(true);
      const [kept] = await ctx.app.db
        .select({ invitationId: notes.invitationId })
        .from(notes)
        .where(eq(notes.id, review!.id));
      expect(kept).toEqual({ invitationId: null });
      expect(result.demandes).toBeGreaterThanOrEqual(1);
      expect(result.messages).toBeGreaterThanOrEqual(2);
      expect(result.changed).toEqual(expect.arrayContaining([artisan, waiting]));
      expect(result.changed).not.toContain(fresh);
      expect(await exists(demandes, old)).toBe(false);
      expect(await exists(messages, oldMessage!.id)).toBe(false);
      expect(await exists(demandes, recent)).toBe(true);
      expect(await exists(messages, oldContact)).toBe(false);
      expect(await exists(messages, oldJoin)).toBe(false);
      expect(await exists(messages, keptContact)).toBe(true);
      expect(await figures(artisan)).toEqual({ count: 1, median: 30 });
      expect(await figures(waiting)).toEqual({ count: 1, median: hours(72) });
      expect(await figures(fresh)).toEqual({ count: 0, median: null });

      expect(await repository.sweep(12)).toEqual({
        demandes: 0,
        messages: 0,
        invitations: 0,
        suivis: 0,
        revendications: 0,
        changed: [],
      });
    });

    it('deletes the claims closed without success over 12 months ago, and keeps the validated and the recent', async () => {
      const artisan = await newArtisan('Fiche Revendiquée');
      /** A claim of the artisan with its status, closed `months` months ago (null: still in progress). */
      const insertClaim = async (
        statut: 'EN_COURS' | 'VALIDEE' | 'EXPIREE' | 'REFUSEE' | 'REPRISE',
        months: number | null,
      ) => {
        const [row] = await ctx.app.db
          .insert(revendications)
          .values({
            artisanId: artisan,
            siret: '73282932000074',
            nom: 'Paul Martin',
            email: 'paul@exemple.fr',
            telephone: '0612345678',
            role: 'DIRIGEANT',
            certifieeLe: sql`now()`,
            preuve: 'EMAIL',
            statut,
            nonce: 'nonce',
            closeLe: months === null ? null : sql`now() - ${months}::int * interval '1 month'`,
            motifDecision: statut === 'REFUSEE' || statut === 'REPRISE' ? 'Motif.' : null,
          })
          .returning({ id: revendications.id });
        return row!.id;
      };
      const oldExpired = await insertClaim('EXPIREE', 13);
      const recentExpired = await insertClaim('EXPIREE', 11);
      const oldValidated = await insertClaim('VALIDEE', 13);
      const inProgress = await insertClaim('EN_COURS', null);
      const oldRefused = await insertClaim('REFUSEE', 13);
      const oldTakenBack = await insertClaim('REPRISE', 13);
      const result = await repository.sweep(12);
      expect(result.revendications).toBe(2);
      const left = (await ctx.app.db.select({ id: revendications.id }).from(revendications)).map(
        (row) => row.id,
      );
      expect(left).not.toContain(oldExpired);
      expect(left).not.toContain(oldRefused);
      // A listing taken back keeps the claim that had given it, as the validated ones.
      expect(left).toEqual(expect.arrayContaining([recentExpired, oldValidated, inProgress, oldTakenBack]));
    });

    it('deletes each old row once when two sweeps run at the same moment', async () => {
      const artisan = await newArtisan('Balayage Double');
      for (let index = 0; index < 5; index += 1) await insertDemande(artisan, 400 * 24 * 60, 10);
      await insertMessage('JOIN', 14);
      const [a, b] = await Promise.all([repository.sweep(12), repository.sweep(12)]);
      expect(a.demandes + b.demandes).toBe(5);
      expect(a.messages + b.messages).toBe(1);
      expect(await figures(artisan)).toEqual({ count: 0, median: null });
    });
  });
});
