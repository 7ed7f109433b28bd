// How an artisan is told of new requests (contract/demande-alertes.ts): GET and PUT
// /api/artisan/{artisanId}/alertes-demandes cell by cell and their French refusals; with « Un récapitulatif par
// jour », a request is not mailed to the artisan (its visitor's copy still is) and the daily digest sweep, driven
// at controlled moments, mails one digest per Paris day listing the requests since the previous one (none when
// nothing is new, none twice, none missed); POST /api/demandes/recapitulatifs (admin) runs it now.
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { ALERTES_MESSAGES, AlertesDemandesSchema } from '@annuaire/shared/contract/demande-alertes';
import { artisans, demandes, messages } from '../../src/db/schema';
import { bearer, insertUser } from '../helpers/fixture-artisans';
import { insertDetailsWorld, ownerCells, adminCells, type DetailsWorld } from '../helpers/fixture-details';
import { newMails, outboxFiles } from '../helpers/outbox-mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'https://annuaire.example';
const COPY_SUBJECT = 'Votre demande via l’Annuaire des artisans';
const LONG_MESSAGE =
  'Bonjour, je souhaite remplacer mon chauffe-eau de 200 litres avant l’hiver, il fuit depuis une semaine et fait du bruit.';

let counter = 0;
const nextIp = () => `10.7.0.${++counter}`;

describe('/api/artisan/{artisanId}/alertes-demandes and the daily digests', () => {
  let ctx: TestApp;
  let world: DetailsWorld;
  let formerOwner: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL } });
    world = await insertDetailsWorld(ctx.app);
    const spare = await insertUser(ctx.app, { role: 'ROLE_ARTISAN' });
    // A well-signed token naming the artisan, of an account that does not own it: the database decides.
    formerOwner = bearer(ctx.app, { sub: spare, role: 'ROLE_ARTISAN', artisanId: world.ownArtisanId });
  });
  afterAll(() => ctx?.close());
  afterEach(async () => {
    await ctx.app.db
      .update(artisans)
      .set({ alertesDemandes: 'CHAQUE', recapitulatifJour: null })
      .where(eq(artisans.id, world.ownArtisanId));
  });

  const url = (artisanId: number) => `/api/artisan/${artisanId}/alertes-demandes`;
  const put = (headers: Record<string, string>, payload: unknown, artisanId = world.ownArtisanId) =>
    ctx.app.inject({ method: 'PUT', url: url(artisanId), headers, payload: payload as object });
  const send = (artisanIds: number[], nom: string, message = LONG_MESSAGE) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/demandes',
      remoteAddress: nextIp(),
      payload: {
        nom,
        email: `visiteur${++counter}@exemple.fr`,
        codePostal: '19100',
        message,
        consentement: true,
        artisanIds,
      },
    });
  const waiting = async () =>
    (await ctx.app.db.select().from(demandes).where(eq(demandes.recapitulatifEnAttente, true))).length;

  describe('authorization, cell by cell', () => {
    it.each(ownerCells(200))('GET as %s: %i', async (caller, status) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: url(world.ownArtisanId),
        headers: world.headers[caller],
      });
      expect(response.statusCode).toBe(status);
      if (status === 200) {
        expect(AlertesDemandesSchema.parse(response.json())).toEqual({ mode: 'CHAQUE' });
        expect(response.headers['cache-control']).toBe('no-store');
      } else if (status === 403) expect(response.json().message).toBe(MESSAGES.forbidden);
    });

    it.each(ownerCells(200))('PUT as %s: %i, and only a success writes', async (caller, status) => {
      const response = await put(world.headers[caller], { mode: 'QUOTIDIEN' });
      expect(response.statusCode).toBe(status);
      const [row] = await ctx.app.db
        .select({ mode: artisans.alertesDemandes })
        .from(artisans)
        .where(eq(artisans.id, world.ownArtisanId));
      expect(row!.mode).toBe(status === 200 ? 'QUOTIDIEN' : 'CHAQUE');
      if (status === 200) expect(response.json()).toEqual({ mode: 'QUOTIDIEN' });
    });

    it('refuses a token whose account no longer owns the artisan (ownership read from the database)', async () => {
      expect((await put(formerOwner, { mode: 'QUOTIDIEN' })).statusCode).toBe(403);
      const read = await ctx.app.inject({
        method: 'GET',
        url: url(world.ownArtisanId),
        headers: formerOwner,
      });
      expect(read.statusCode).toBe(403);
    });

    it('lets an artisan manage its own only, an admin any', async () => {
      expect((await put(world.headers.artisan, { mode: 'QUOTIDIEN' }, world.otherArtisanId)).statusCode).toBe(
        403,
      );
      expect((await put(world.headers.admin, { mode: 'CHAQUE' }, world.otherArtisanId)).statusCode).toBe(200);
    });

    it.each(adminCells(200))('POST /api/demandes/recapitulatifs as %s: %i', async (caller, status) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/demandes/recapitulatifs',
        headers: world.headers[caller],
      });
      expect(response.statusCode).toBe(status);
      if (status === 200) expect(response.json()).toEqual({ recapitulatifs: 0, demandes: 0 });
    });
  });

  describe('French refusals', () => {
    it.each([[{ mode: 'HEBDO' }], [{}], [{ mode: 1 }]])('400 for %j', async (payload) => {
      const response = await put(world.headers.artisan, payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(ALERTES_MESSAGES.mode);
    });

    it('404 for an unknown artisan (admin), 400 for a malformed id', async () => {
      const unknown = await put(world.headers.admin, { mode: 'CHAQUE' }, 999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(ALERTES_MESSAGES.artisanNotFound);
      const malformed = await ctx.app.inject({
        method: 'GET',
        url: '/api/artisan/abc/alertes-demandes',
        headers: world.headers.admin,
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('the daily digest', () => {
    it('holds the artisan’s mails, then sends one digest a Paris day listing what is new, never twice', async () => {
      expect((await put(world.headers.artisan, { mode: 'QUOTIDIEN' })).statusCode).toBe(200);
      let files = outboxFiles(ctx.dataDir);
      expect((await send([world.ownArtisanId, world.otherArtisanId], 'Jeanne Martin')).statusCode).toBe(201);
      expect((await send([world.ownArtisanId], 'Paul Durand', 'Une fuite sous l’évier.')).statusCode).toBe(
        201,
      );
      let mails = newMails(ctx.dataDir, files);
      // The other artisan (« À chaque demande ») and the visitors' copies only: nothing to the digest's artisan.
      expect(mails.filter((mail) => mail.to === 'artisan@example.fr')).toHaveLength(0);
      expect(mails.filter((mail) => mail.to === 'autre@example.fr')).toHaveLength(1);
      expect(mails.filter((mail) => mail.subject === COPY_SUBJECT)).toHaveLength(2);
      expect(await waiting()).toBe(2);

      files = outboxFiles(ctx.dataDir);
      const morning = new Date('2026-11-28T06:30:00Z');
      expect(await ctx.app.recapitulatifSweep(morning)).toEqual({ recapitulatifs: 1, demandes: 2 });
      mails = newMails(ctx.dataDir, files);
      expect(mails).toHaveLength(1);
      const [digest] = mails;
      expect(digest!.to).toBe('artisan@example.fr');
      expect(digest!.subject).toBe('Récapitulatif : 2 nouvelles demandes via l’Annuaire des artisans');
      expect(digest!.text).toContain('Votre premier récapitulatif : 2 nouvelles demandes');
      expect(digest!.text).toMatch(
        /Jeanne Martin \(19100\) : « Bonjour, je souhaite remplacer mon chauffe-eau de 200 litres avant l’hiver, il… »/,
      );
      expect(digest!.text).toContain('Paul Durand (19100) : « Une fuite sous l’évier. »');
      expect(digest!.text.indexOf('Jeanne Martin')).toBeLessThan(digest!.text.indexOf('Paul Durand'));
      expect(digest!.text).toContain(`${PUBLIC_URL}/admin/artisan/${world.ownArtisanId}/demandes`);
      expect(digest!.html).toContain(`href="${PUBLIC_URL}/admin/artisan/${world.ownArtisanId}/demandes"`);
      expect(await waiting()).toBe(0);
      const [stored] = await ctx.app.db.select().from(messages).where(eq(messages.kind, 'RECAPITULATIF'));
      expect(stored).toMatchObject({ status: 'SENT', claimedUntil: null });

      // A new request the same Paris day waits for tomorrow's digest; a second run that day sends nothing.
      expect((await send([world.ownArtisanId], 'Alice Bernard', 'Devis salle de bains.')).statusCode).toBe(
        201,
      );
      files = outboxFiles(ctx.dataDir);
      expect(await ctx.app.recapitulatifSweep(new Date('2026-11-28T22:30:00Z'))).toEqual({
        recapitulatifs: 0,
        demandes: 0,
      });
      expect(newMails(ctx.dataDir, files).filter((mail) => mail.to === 'artisan@example.fr')).toHaveLength(0);

      // 23:30 UTC is already the 29th in Paris: the next day's digest lists only the new request.
      expect(await ctx.app.recapitulatifSweep(new Date('2026-11-28T23:30:00Z'))).toEqual({
        recapitulatifs: 1,
        demandes: 1,
      });
      const [next] = newMails(ctx.dataDir, files).filter((mail) => mail.to === 'artisan@example.fr');
      expect(next!.subject).toBe('Récapitulatif : 1 nouvelle demande via l’Annuaire des artisans');
      expect(next!.text).toContain(
        'Votre récapitulatif : 1 nouvelle demande depuis celui du 28 novembre 2026',
      );
      expect(next!.text).toContain('Alice Bernard');
      expect(next!.text).not.toContain('Jeanne Martin');

      // Nothing new the day after: no digest.
      files = outboxFiles(ctx.dataDir);
      expect(await ctx.app.recapitulatifSweep(new Date('2026-11-30T08:00:00Z'))).toEqual({
        recapitulatifs: 0,
        demandes: 0,
      });
      expect(newMails(ctx.dataDir, files)).toHaveLength(0);
    });

    it('lists a request received under the digest even once the artisan switched back, then mails at once', async () => {
      await put(world.headers.artisan, { mode: 'QUOTIDIEN' });
      expect((await send([world.ownArtisanId], 'Luc Petit', 'Un volet roulant bloqué.')).statusCode).toBe(
        201,
      );
      await put(world.headers.artisan, { mode: 'CHAQUE' });
      let files = outboxFiles(ctx.dataDir);
      expect((await send([world.ownArtisanId], 'Nina Roux', 'Une prise à changer.')).statusCode).toBe(201);
      expect(newMails(ctx.dataDir, files).filter((mail) => mail.to === 'artisan@example.fr')).toHaveLength(1);
      files = outboxFiles(ctx.dataDir);
      expect(await ctx.app.recapitulatifSweep(new Date('2026-12-02T07:00:00Z'))).toEqual({
        recapitulatifs: 1,
        demandes: 1,
      });
      const [digest] = newMails(ctx.dataDir, files);
      expect(digest!.text).toContain('Luc Petit');
      expect(digest!.text).not.toContain('Nina Roux');
    });

    it('runs one sweep at a time: two instances at the same moment store one digest', async () => {
      await put(world.headers.artisan, { mode: 'QUOTIDIEN' });
      expect((await send([world.ownArtisanId], 'Emma Blanc', 'Un robinet qui goutte.')).statusCode).toBe(201);
      const repository = ctx.app.demandeAlertesRepository;
      const at = new Date('2026-12-05T07:00:00Z');
      const [a, b] = await Promise.all([repository.sweep(at, 60_000), repository.sweep(at, 60_000)]);
      expect(a.messages.length + b.messages.length).toBe(1);
      expect(a.demandes + b.demandes).toBe(1);
      // Mailed by the outbox's retries once the lease has expired; here, sent at once.
      await ctx.app.messageOutbox.deliver([...a.messages, ...b.messages]);
    });

    it('sends nothing for a digest whose requests were all deleted meanwhile', async () => {
      await put(world.headers.artisan, { mode: 'QUOTIDIEN' });
      expect(
        (await send([world.ownArtisanId], 'Hugo Noir', 'Un carreau cassé à remplacer dans la cuisine.'))
          .statusCode,
      ).toBe(201);
      const run = await ctx.app.demandeAlertesRepository.sweep(new Date('2026-12-08T07:00:00Z'), 60_000);
      expect(run.messages).toHaveLength(1);
      await ctx.app.db.delete(demandes).where(eq(demandes.nom, 'Hugo Noir'));
      const files = outboxFiles(ctx.dataDir);
      await ctx.app.messageOutbox.deliver(run.messages);
      expect(newMails(ctx.dataDir, files)).toHaveLength(0);
    });

    it('leaves out a request its visitor withdrew before the digest was sent', async () => {
      await put(world.headers.artisan, { mode: 'QUOTIDIEN' });
      expect(
        (await send([world.ownArtisanId], 'Rose Gris', 'Une gouttière à refixer avant les pluies.'))
          .statusCode,
      ).toBe(201);
      const run = await ctx.app.demandeAlertesRepository.sweep(new Date('2026-12-10T07:00:00Z'), 60_000);
      expect(run.messages).toHaveLength(1);
      await ctx.app.db
        .update(demandes)
        .set({ retireeAt: sql`now()` })
        .where(eq(demandes.nom, 'Rose Gris'));
      const files = outboxFiles(ctx.dataDir);
      await ctx.app.messageOutbox.deliver(run.messages);
      expect(newMails(ctx.dataDir, files)).toHaveLength(0);
    });

    it('is deleted by the retention sweep with the requests it listed', async () => {
      const [old] = await ctx.app.db
        .insert(messages)
        .values({
          kind: 'RECAPITULATIF',
          payload: { artisanId: world.ownArtisanId, demandeIds: [] },
          status: 'SENT',
          createdAt: sql`now() - interval '13 months'`,
        })
        .returning({ id: messages.id });
      await ctx.app.retentionSweep();
      expect(await ctx.app.db.select().from(messages).where(eq(messages.id, old!.id))).toEqual([]);
    });

    it('the admin route sends the digests due now', async () => {
      await put(world.headers.artisan, { mode: 'QUOTIDIEN' });
      expect(
        (await send([world.ownArtisanId], 'Léa Vert', 'Une porte d’entrée à poser avant Noël.')).statusCode,
      ).toBe(201);
      const files = outboxFiles(ctx.dataDir);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/demandes/recapitulatifs',
        headers: world.headers.admin,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ recapitulatifs: 1, demandes: 1 });
      const [digest] = newMails(ctx.dataDir, files);
      expect(digest!.text).toContain('Léa Vert');
    });
  });
});
