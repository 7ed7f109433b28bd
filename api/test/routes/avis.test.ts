// Verified reviews (issue 20): invitations (POST and GET /api/avis/invitations: the mail and its single-use link,
// the daily limit, « Demander un avis » on a request), a link's state (GET /api/avis/invitations/{token}), the
// customer's review (POST /api/avis: waiting, single use, expiry, the contract's limits in French), moderation
// (GET /api/avis/moderation, PUT /api/avis/{id}/moderation: publish, refuse with a ground mailed to the author,
// reported reviews kept or withdrawn), the artisan's reply (once, editable 24 h) and report, the averages from
// published reviews only, and every route's authorization cell by cell.
import { eq, sql } from 'drizzle-orm';
import { ArtisanPublicSchema } from '@annuaire/shared/contract/artisan';
import {
  AVIS_LIMITS,
  AVIS_MESSAGES,
  AvisModerationListSchema,
  InvitationListSchema,
  InvitationStatusSchema,
  REFUS_MOTIF_LABELS,
} from '@annuaire/shared/contract/avis';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { NOTE_MESSAGES, NoteListSchema, currentMonth } from '@annuaire/shared/contract/note';
import { artisans, demandes, invitations, notes, users } from '../../src/db/schema';
import { bearer, insertUser } from '../helpers/fixture-artisans';
import { insertDetailsWorld, type DetailsWorld } from '../helpers/fixture-details';
import { newMails, outboxFiles } from '../helpers/outbox-mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'https://annuaire.example';
let ipCounter = 1;
const nextIp = () => `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let customerCounter = 0;
const nextCustomer = () => `client${++customerCounter}@exemple.fr`;

type Caller = keyof DetailsWorld['headers'] | 'formerOwner';

describe('/api/avis and the artisan’s replies and reports', () => {
  let ctx: TestApp;
  let world: DetailsWorld;
  let headers: Record<Caller, Record<string, string>>;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL } });
    world = await insertDetailsWorld(ctx.app);
    const spareUserId = await insertUser(ctx.app, { role: 'ROLE_ARTISAN' });
    headers = {
      ...world.headers,
      // A well-signed token naming the artisan, of an account that does not own it.
      formerOwner: bearer(ctx.app, { sub: spareUserId, role: 'ROLE_ARTISAN', artisanId: world.ownArtisanId }),
    };
  });
  afterAll(() => ctx?.close());

  const call = (
    caller: Caller,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    ip = nextIp(),
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: headers[caller],
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });

  /** Invites a fresh customer as the own artisan, and returns the token read from the mail. */
  async function invite(email = nextCustomer()): Promise<{ token: string; email: string; id: number }> {
    // This file sends far more than a day's invitations: the earlier ones are moved to the day before.
    await ctx.app.db
      .update(invitations)
      .set({ createdAt: sql`${invitations.createdAt} - interval '1 day'` })
      .where(eq(invitations.artisanId, world.ownArtisanId));
    const files = outboxFiles(ctx.dataDir);
    const response = await call('artisan', 'POST', '/api/avis/invitations', { email });
    expect(response.statusCode).toBe(201);
    const [mail] = newMails(ctx.dataDir, files).filter((item) => item.to === email);
    const link = /https:\/\/annuaire\.example\/avis\/nouveau\?token=(\S+)/.exec(mail!.text);
    return { token: decodeURIComponent(link![1]!), email, id: response.json().invitation.id };
  }

  const review = (token: string, overrides: Record<string, unknown> = {}) => ({
    token,
    nombreEtoiles: 4,
    commentaire: 'Travail soigné, chantier laissé propre.',
    dateExperience: currentMonth(),
    auteur: 'Marie D.',
    consentement: true,
    ...overrides,
  });

  async function postReview(token: string, overrides: Record<string, unknown> = {}) {
    return call('visitor', 'POST', '/api/avis', review(token, overrides));
  }

  async function publicNotes(artisanId = world.ownArtisanId) {
    const response = await call('visitor', 'GET', `/api/note/artisan/${artisanId}`);
    return NoteListSchema.parse(response.json());
  }

  async function publicArtisan(artisanId = world.ownArtisanId) {
    const response = await call('visitor', 'GET', `/api/artisan/${artisanId}`);
    return ArtisanPublicSchema.parse(response.json());
  }

  /** A customer's review, posted then published by an admin; its id. */
  async function publishedReview(overrides: Record<string, unknown> = {}): Promise<number> {
    const { id: invitationId, token } = await invite();
    expect((await postReview(token, overrides)).statusCode).toBe(201);
    const [note] = await ctx.app.db
      .select({ id: notes.id })
      .from(notes)
      .where(eq(notes.invitationId, invitationId));
    const published = await call('admin', 'PUT', `/api/avis/${note!.id}/moderation`, { decision: 'PUBLIER' });
    expect(published.statusCode).toBe(200);
    return note!.id;
  }

  describe('invitations', () => {
    it('mails the customer a single-use link naming the artisan, valid 30 days', async () => {
      const files = outboxFiles(ctx.dataDir);
      const email = nextCustomer();
      const response = await call('artisan', 'POST', '/api/avis/invitations', { email });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe(AVIS_MESSAGES.invitationSent(email));
      expect(body.invitation).toMatchObject({ email, etat: 'VALIDE', demandeId: null });
      const days =
        (Date.parse(body.invitation.dateExpiration) - Date.parse(body.invitation.dateEnvoi)) / 86_400_000;
      expect(Math.round(days)).toBe(AVIS_LIMITS.invitationValidityDays);

      const [mail] = newMails(ctx.dataDir, files);
      expect(mail!.to).toBe(email);
      const [artisan] = await ctx.app.db
        .select({ nom: artisans.entrepriseNom })
        .from(artisans)
        .where(eq(artisans.id, world.ownArtisanId));
      expect(mail!.subject).toBe(`${artisan!.nom} vous invite à laisser un avis`);
      expect(mail!.text).toContain('Ce lien fonctionne une seule fois');
      expect(mail!.text).toContain(`${PUBLIC_URL}/fonctionnement-des-avis`);
      const token = decodeURIComponent(/token=(\S+)/.exec(mail!.text)![1]!);

      const status = await call('visitor', 'GET', `/api/avis/invitations/${encodeURIComponent(token)}`);
      expect(status.statusCode).toBe(200);
      expect(InvitationStatusSchema.parse(status.json())).toMatchObject({
        artisan: { id: world.ownArtisanId, entrepriseNom: artisan!.nom },
        etat: 'VALIDE',
        valide: true,
        message: null,
      });
      // The database holds no token: only the nonce it is signed from.
      const [row] = await ctx.app.db.select().from(invitations).where(eq(invitations.id, body.invitation.id));
      expect(JSON.stringify(row)).not.toContain(token.split('.')[1]);
    });

    it('asks the sender of one of the artisan’s requests, never another artisan’s', async () => {
      const [own, other] = await ctx.app.db
        .insert(demandes)
        .values([
          {
            artisanId: world.ownArtisanId,
            nom: 'Paul',
            email: 'paul@exemple.fr',
            codePostal: '19100',
            message: 'x'.repeat(30),
          },
          {
            artisanId: world.otherArtisanId,
            nom: 'Léa',
            email: 'lea@exemple.fr',
            codePostal: '19100',
            message: 'x'.repeat(30),
          },
        ])
        .returning({ id: demandes.id });
      const files = outboxFiles(ctx.dataDir);
      const response = await call('artisan', 'POST', '/api/avis/invitations', { demandeId: own!.id });
      expect(response.statusCode).toBe(201);
      expect(response.json().invitation).toMatchObject({ email: 'paul@exemple.fr', demandeId: own!.id });
      expect(newMails(ctx.dataDir, files).map((mail) => mail.to)).toEqual(['paul@exemple.fr']);

      const foreign = await call('artisan', 'POST', '/api/avis/invitations', { demandeId: other!.id });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(AVIS_MESSAGES.demandeNotFound);
    });

    it('refuses to invite the artisan’s own account, however written, typed or as a request’s sender', async () => {
      const [account] = await ctx.app.db
        .select({ email: users.email })
        .from(artisans)
        .innerJoin(users, eq(users.id, artisans.userId))
        .where(eq(artisans.id, world.ownArtisanId));
      const own = account!.email;
      const [local, domain] = own.split('@') as [string, string];
      const [selfSent] = await ctx.app.db
        .insert(demandes)
        .values({
          artisanId: world.ownArtisanId,
          nom: 'Moi-même',
          email: own.toUpperCase(),
          codePostal: '19100',
          message: 'x'.repeat(30),
        })
        .returning({ id: demandes.id });
      const before = await ctx.app.db.select({ id: invitations.id }).from(invitations);
      const files = outboxFiles(ctx.dataDir);
      for (const body of [
        { email: own },
        { email: `  ${own.toUpperCase()} ` },
        { email: `${local}+avis@${domain}` },
        { demandeId: selfSent!.id },
      ]) {
        const response = await call('artisan', 'POST', '/api/avis/invitations', body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: AVIS_MESSAGES.invitationToSelf,
          errors: [{ path: 'email', message: AVIS_MESSAGES.invitationToSelf }],
        });
      }
      expect(await ctx.app.db.select({ id: invitations.id }).from(invitations)).toHaveLength(before.length);
      expect(newMails(ctx.dataDir, files)).toEqual([]);
      // Another artisan's account is a customer like any other for this artisan.
      const other = await call('other', 'POST', '/api/avis/invitations', { email: own });
      expect(other.statusCode).toBe(201);
    });

    it('refuses an empty body and a bad e-mail in French', async () => {
      const empty = await call('artisan', 'POST', '/api/avis/invitations', {});
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain(AVIS_MESSAGES.invitationTargetRequired);
      const bad = await call('artisan', 'POST', '/api/avis/invitations', { email: 'pas-une-adresse' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain(MESSAGES.emailInvalid);
    });

    it.each<[Caller, number]>([
      ['visitor', 401],
      ['particulier', 403],
      ['admin', 403],
      ['formerOwner', 403],
      ['other', 201],
      ['artisan', 201],
    ])('POST /api/avis/invitations as %s → %i', async (caller, status) => {
      const response = await call(caller, 'POST', '/api/avis/invitations', { email: nextCustomer() });
      expect(response.statusCode).toBe(status);
    });

    it.each<[Caller, number]>([
      ['visitor', 401],
      ['particulier', 403],
      ['admin', 403],
      ['formerOwner', 403],
      ['artisan', 200],
    ])('GET /api/avis/invitations as %s → %i', async (caller, status) => {
      expect((await call(caller, 'GET', '/api/avis/invitations')).statusCode).toBe(status);
    });

    it('lists the artisan’s own invitations only, newest first, with those left today', async () => {
      const list = InvitationListSchema.parse((await call('other', 'GET', '/api/avis/invitations')).json());
      const rows = await ctx.app.db
        .select({ id: invitations.id })
        .from(invitations)
        .where(eq(invitations.artisanId, world.otherArtisanId));
      expect(list.invitations.map((item) => item.id).sort()).toEqual(rows.map((row) => row.id).sort());
      expect(list.restantesAujourdhui).toBe(AVIS_LIMITS.invitationsPerDay - rows.length);
    });

    it(`sends ${AVIS_LIMITS.invitationsPerDay} invitations a day at most, then answers 429 in French`, async () => {
      const sender = await insertUser(ctx.app, { role: 'ROLE_ARTISAN' });
      const [artisan] = await ctx.app.db
        .insert(artisans)
        .values({
          userId: sender,
          entrepriseNom: 'Peinture Limite',
          siret: '73282932000074',
          siren: '732829320',
        })
        .returning({ id: artisans.id });
      headers.formerOwner = bearer(ctx.app, { sub: sender, role: 'ROLE_ARTISAN', artisanId: artisan!.id });
      // Yesterday's invitations do not count.
      await ctx.app.db.insert(invitations).values({
        artisanId: artisan!.id,
        email: 'hier@exemple.fr',
        nonce: 'n',
        createdAt: sql`now() - interval '2 days'`,
        expiresAt: sql`now() + interval '28 days'`,
      });
      for (let index = 0; index < AVIS_LIMITS.invitationsPerDay; index += 1) {
        const response = await call('formerOwner', 'POST', '/api/avis/invitations', {
          email: nextCustomer(),
        });
        expect(response.statusCode).toBe(201);
      }
      const refused = await call('formerOwner', 'POST', '/api/avis/invitations', { email: nextCustomer() });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(AVIS_MESSAGES.invitationsPerDay);
      const list = InvitationListSchema.parse(
        (await call('formerOwner', 'GET', '/api/avis/invitations')).json(),
      );
      expect(list.restantesAujourdhui).toBe(0);
      headers.formerOwner = bearer(ctx.app, {
        sub: await insertUser(ctx.app, { role: 'ROLE_ARTISAN' }),
        role: 'ROLE_ARTISAN',
        artisanId: world.ownArtisanId,
      });
    });
  });

  describe('GET /api/avis/invitations/{token}', () => {
    it('answers 404 in French to an unknown, altered or malformed token', async () => {
      const { token } = await invite();
      const [id, signature] = token.split('.') as [string, string];
      const altered = `${id}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      for (const value of [altered, `999999.${signature}`, 'nimportequoi', `${id}.${signature}x`]) {
        const response = await call('visitor', 'GET', `/api/avis/invitations/${encodeURIComponent(value)}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(AVIS_MESSAGES.linkInvalid);
      }
      const tooLong = await call(
        'visitor',
        'GET',
        `/api/avis/invitations/${'a'.repeat(AVIS_LIMITS.tokenMax + 1)}`,
      );
      // Longer than any token: refused before the route (the router's limit of a parameter), in French.
      expect([404, 414]).toContain(tooLong.statusCode);
      expect(tooLong.json().message).toMatch(/^[A-ZÀ-Ü]/);
    });
  });

  describe('POST /api/avis', () => {
    it('stores the review waiting for moderation: not public, not counted; the link then says it was used', async () => {
      const before = await publicArtisan();
      const { token, id } = await invite();
      const response = await postReview(token, { auteur: '  Marie   D. ' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: AVIS_MESSAGES.published });

      const [row] = await ctx.app.db.select().from(notes).where(eq(notes.invitationId, id));
      expect(row).toMatchObject({
        statut: 'EN_ATTENTE',
        source: 'VERIFIE',
        auteur: 'Marie D.',
        nombreEtoiles: 4,
        particulierId: null,
        dateExperience: currentMonth(),
      });
      expect((await publicNotes()).some((note) => note.id === row!.id)).toBe(false);
      const after = await publicArtisan();
      expect(after.nombreAvis).toBe(before.nombreAvis);
      expect(after.moyenne).toBe(before.moyenne);

      const again = await postReview(token);
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toBe(AVIS_MESSAGES.linkUsed);
      const status = await call('visitor', 'GET', `/api/avis/invitations/${encodeURIComponent(token)}`);
      expect(status.json()).toMatchObject({
        etat: 'UTILISEE',
        valide: false,
        message: AVIS_MESSAGES.linkUsed,
      });
    });

    it('answers 410 « Ce lien a expiré. » after 30 days', async () => {
      const { token, id } = await invite();
      await ctx.app.db
        .update(invitations)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(invitations.id, id));
      const response = await postReview(token);
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe(AVIS_MESSAGES.linkExpired);
      const status = await call('visitor', 'GET', `/api/avis/invitations/${encodeURIComponent(token)}`);
      expect(status.json()).toMatchObject({
        etat: 'EXPIREE',
        valide: false,
        message: AVIS_MESSAGES.linkExpired,
      });
      expect(await ctx.app.db.select().from(notes).where(eq(notes.invitationId, id))).toHaveLength(0);
    });

    it('uses a link once even when two posts race', async () => {
      const { token } = await invite();
      const answers = await Promise.all([postReview(token), postReview(token)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 410]);
    });

    it('answers 404 to a forged token', async () => {
      const { token } = await invite();
      const response = await postReview(`${token.split('.')[0]}.${'A'.repeat(43)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(AVIS_MESSAGES.linkInvalid);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['no note', { nombreEtoiles: undefined }, NOTE_MESSAGES.stars],
      ['6 stars', { nombreEtoiles: 6 }, NOTE_MESSAGES.stars],
      [
        'a comment too long',
        { commentaire: 'a'.repeat(AVIS_LIMITS.commentaireMax + 1) },
        AVIS_MESSAGES.commentaireTooLong,
      ],
      [
        'a future month',
        { dateExperience: `${Number(currentMonth().slice(0, 4)) + 1}-01` },
        NOTE_MESSAGES.dateExperienceFuture,
      ],
      ['a malformed month', { dateExperience: '2025-13' }, NOTE_MESSAGES.dateExperienceInvalid],
      ['no name', { auteur: ' ' }, AVIS_MESSAGES.auteurRequired],
      ['a one-letter name', { auteur: 'M' }, AVIS_MESSAGES.auteurTooShort],
      ['a name too long', { auteur: 'M'.repeat(AVIS_LIMITS.auteurMax + 1) }, AVIS_MESSAGES.auteurTooLong],
      ['an e-mail as name', { auteur: 'marie@exemple.fr' }, AVIS_MESSAGES.auteurInvalid],
      ['no consent', { consentement: false }, AVIS_MESSAGES.consentRequired],
    ])('refuses %s in French (400) and keeps the link', async (_case, overrides, message) => {
      const { token } = await invite();
      const response = await postReview(token, overrides);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
      expect((await postReview(token)).statusCode).toBe(201);
    });

    it('accepts a comment of exactly 2,000 characters, and none', async () => {
      const long = await invite();
      expect(
        (await postReview(long.token, { commentaire: 'a'.repeat(AVIS_LIMITS.commentaireMax) })).statusCode,
      ).toBe(201);
      const none = await invite();
      expect((await postReview(none.token, { commentaire: '' })).statusCode).toBe(201);
      const [row] = await ctx.app.db.select().from(notes).where(eq(notes.invitationId, none.id));
      expect(row!.commentaire).toBeNull();
    });
  });

  describe('moderation', () => {
    it.each<[Caller, number]>([
      ['visitor', 401],
      ['particulier', 403],
      ['artisan', 403],
      ['admin', 200],
    ])('GET /api/avis/moderation as %s → %i', async (caller, status) => {
      expect((await call(caller, 'GET', '/api/avis/moderation')).statusCode).toBe(status);
    });

    it.each<[Caller, number]>([
      ['visitor', 401],
      ['particulier', 403],
      ['artisan', 403],
      ['other', 403],
    ])('PUT /api/avis/{id}/moderation as %s → %i', async (caller, status) => {
      const { token, id } = await invite();
      await postReview(token);
      const [note] = await ctx.app.db.select({ id: notes.id }).from(notes).where(eq(notes.invitationId, id));
      const response = await call(caller, 'PUT', `/api/avis/${note!.id}/moderation`, { decision: 'PUBLIER' });
      expect(response.statusCode).toBe(status);
    });

    it('lists the waiting review with its author’s e-mail; publishing shows it « Avis vérifié » and counts it', async () => {
      const before = await publicArtisan();
      const { token, id, email } = await invite();
      await postReview(token, { nombreEtoiles: 5, dateExperience: '2025-03' });
      const list = AvisModerationListSchema.parse(
        (await call('admin', 'GET', '/api/avis/moderation')).json(),
      );
      const waiting = list.enAttente.find((item) => item.email === email);
      expect(waiting).toMatchObject({
        statut: 'EN_ATTENTE',
        email,
        source: 'VERIFIE',
        artisan: { id: world.ownArtisanId },
        dateExperience: '2025-03',
      });

      const published = await call('admin', 'PUT', `/api/avis/${waiting!.id}/moderation`, {
        decision: 'PUBLIER',
      });
      expect(published.statusCode).toBe(200);
      expect(published.json()).toMatchObject({ statut: 'PUBLIE', signalement: null });
      const note = (await publicNotes()).find((item) => item.id === waiting!.id);
      expect(note).toMatchObject({
        source: 'VERIFIE',
        auteur: 'Marie D.',
        dateExperience: '2025-03',
        reponse: null,
      });
      expect(note).not.toHaveProperty('particulierId');
      expect(note).not.toHaveProperty('signalement');
      const after = await publicArtisan();
      expect(after.nombreAvis).toBe(before.nombreAvis + 1);
      expect(after.nombreAvisVerifies).toBe(before.nombreAvisVerifies + 1);

      const again = await call('admin', 'PUT', `/api/avis/${waiting!.id}/moderation`, {
        decision: 'REFUSER',
        motif: 'HORS_SUJET',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(AVIS_MESSAGES.alreadyDecided);
      const [row] = await ctx.app.db.select({ id: notes.id }).from(notes).where(eq(notes.invitationId, id));
      expect(row!.id).toBe(waiting!.id);
    });

    it('refuses with a published ground only, and mails it to the author', async () => {
      const before = await publicArtisan();
      const { token, id, email } = await invite();
      await postReview(token, { nombreEtoiles: 1 });
      const [note] = await ctx.app.db.select({ id: notes.id }).from(notes).where(eq(notes.invitationId, id));

      const noGround = await call('admin', 'PUT', `/api/avis/${note!.id}/moderation`, {
        decision: 'REFUSER',
      });
      expect(noGround.statusCode).toBe(400);
      expect(noGround.body).toContain('Choisissez le motif du refus.');
      const unknownGround = await call('admin', 'PUT', `/api/avis/${note!.id}/moderation`, {
        decision: 'REFUSER',
        motif: 'JE_N_AIME_PAS',
      });
      expect(unknownGround.statusCode).toBe(400);

      const files = outboxFiles(ctx.dataDir);
      const refused = await call('admin', 'PUT', `/api/avis/${note!.id}/moderation`, {
        decision: 'REFUSER',
        motif: 'CONFLIT_INTERETS',
      });
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toMatchObject({ statut: 'REFUSE', motifRefus: 'CONFLIT_INTERETS' });
      const [mail] = newMails(ctx.dataDir, files);
      expect(mail!.to).toBe(email);
      expect(mail!.subject).toMatch(/^Votre avis sur .+ n’a pas été publié$/);
      expect(mail!.text).toContain(`Motif : ${REFUS_MOTIF_LABELS.CONFLIT_INTERETS}.`);
      expect((await publicNotes()).some((item) => item.id === note!.id)).toBe(false);
      expect((await publicArtisan()).nombreAvis).toBe(before.nombreAvis);
    });

    it('lists a review’s id on the artisan only once published: never while waiting, never once refused', async () => {
      const waitingIds: number[] = [];
      for (let index = 0; index < 2; index += 1) {
        const { token, id } = await invite();
        await postReview(token);
        const [row] = await ctx.app.db.select({ id: notes.id }).from(notes).where(eq(notes.invitationId, id));
        waitingIds.push(row!.id);
      }
      const [refusedId, publishedId] = waitingIds as [number, number];
      const waiting = await publicArtisan();
      expect(waiting.notes).not.toContain(refusedId);
      expect(waiting.notes).not.toContain(publishedId);
      await call('admin', 'PUT', `/api/avis/${refusedId}/moderation`, {
        decision: 'REFUSER',
        motif: 'HORS_SUJET',
      });
      await call('admin', 'PUT', `/api/avis/${publishedId}/moderation`, { decision: 'PUBLIER' });
      const after = await publicArtisan();
      expect(after.notes).toContain(publishedId);
      expect(after.notes).not.toContain(refusedId);
      // The same for an administrator's reading of the artisan: only published reviews exist outside moderation.
      const asAdmin = ArtisanPublicSchema.parse(
        (await call('admin', 'GET', `/api/artisan/${world.ownArtisanId}`)).json(),
      );
      expect(asAdmin.notes).not.toContain(refusedId);
    });

    it('answers 404 to an unknown review', async () => {
      const response = await call('admin', 'PUT', '/api/avis/999999/moderation', { decision: 'PUBLIER' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(AVIS_MESSAGES.noteNotFound);
    });
  });

  describe('PUT /api/note/{id}/reponse', () => {
    it('publishes the reply under the review, editable for 24 hours, then 409', async () => {
      const id = await publishedReview();
      const first = await call('artisan', 'PUT', `/api/note/${id}/reponse`, {
        texte: '  Merci pour votre confiance.  ',
      });
      expect(first.statusCode).toBe(200);
      const date = first.json().reponse.date;
      expect(first.json().reponse.texte).toBe('Merci pour votre confiance.');
      const edited = await call('artisan', 'PUT', `/api/note/${id}/reponse`, { texte: 'Merci beaucoup !' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().reponse).toEqual({ texte: 'Merci beaucoup !', date });
      expect((await publicNotes()).find((note) => note.id === id)!.reponse).toEqual({
        texte: 'Merci beaucoup !',
        date,
      });

      await ctx.app.db
        .update(notes)
        .set({ reponseDate: sql`now() - interval '24 hours 1 minute'` })
        .where(eq(notes.id, id));
      const late = await call('artisan', 'PUT', `/api/note/${id}/reponse`, { texte: 'Trop tard.' });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(AVIS_MESSAGES.reponseLocked);
      expect((await publicNotes()).find((note) => note.id === id)!.reponse!.texte).toBe('Merci beaucoup !');
    });

    it.each<[Caller, number, string]>([
      ['visitor', 401, MESSAGES.unauthorized],
      ['particulier', 403, MESSAGES.forbidden],
      ['admin', 403, MESSAGES.forbidden],
      ['formerOwner', 403, MESSAGES.forbidden],
      ['other', 403, AVIS_MESSAGES.notYourReview],
    ])('as %s → %i', async (caller, status, message) => {
      const id = await publishedReview();
      const response = await call(caller, 'PUT', `/api/note/${id}/reponse`, { texte: 'Réponse.' });
      expect(response.statusCode).toBe(status);
      if (caller !== 'visitor') expect(response.json().message).toBe(message);
    });

    it('answers 404 for a review waiting for moderation or unknown; 400 in French for an empty or long reply', async () => {
      const { token, id } = await invite();
      await postReview(token);
      const [waiting] = await ctx.app.db
        .select({ id: notes.id })
        .from(notes)
        .where(eq(notes.invitationId, id));
      const pending = await call('artisan', 'PUT', `/api/note/${waiting!.id}/reponse`, { texte: 'Merci.' });
      expect(pending.statusCode).toBe(404);
      expect(pending.json().message).toBe(AVIS_MESSAGES.noteNotFound);
      expect((await call('artisan', 'PUT', '/api/note/999999/reponse', { texte: 'Merci.' })).statusCode).toBe(
        404,
      );

      const published = await publishedReview();
      const empty = await call('artisan', 'PUT', `/api/note/${published}/reponse`, { texte: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain(AVIS_MESSAGES.reponseRequired);
      const long = await call('artisan', 'PUT', `/api/note/${published}/reponse`, {
        texte: 'a'.repeat(AVIS_LIMITS.reponseMax + 1),
      });
      expect(long.statusCode).toBe(400);
      expect(long.body).toContain(AVIS_MESSAGES.reponseTooLong);
      const longest = await call('artisan', 'PUT', `/api/note/${published}/reponse`, {
        texte: 'a'.repeat(AVIS_LIMITS.reponseMax),
      });
      expect(longest.statusCode).toBe(200);
    });
  });

  describe('POST /api/note/{id}/signalement', () => {
    it('keeps the review published until an admin decides; kept, then withdrawn on a second report', async () => {
      const id = await publishedReview({ nombreEtoiles: 2 });
      const short = await call('artisan', 'POST', `/api/note/${id}/signalement`, { motif: 'Faux.' });
      expect(short.statusCode).toBe(400);
      expect(short.body).toContain(AVIS_MESSAGES.signalementTooShort);

      const reported = await call('artisan', 'POST', `/api/note/${id}/signalement`, {
        motif: 'Je n’ai jamais travaillé pour ce client.',
      });
      expect(reported.statusCode).toBe(201);
      expect(reported.json()).toEqual({ message: AVIS_MESSAGES.signalementSent });
      const twice = await call('artisan', 'POST', `/api/note/${id}/signalement`, {
        motif: 'Encore une fois.',
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(AVIS_MESSAGES.alreadyReported);

      expect((await publicNotes()).find((note) => note.id === id)).not.toHaveProperty('signalement');
      const own = NoteListSchema.parse(
        (await call('artisan', 'GET', `/api/note/artisan/${world.ownArtisanId}`)).json(),
      );
      expect(own.find((note) => note.id === id)!.signalement).toMatchObject({
        motif: 'Je n’ai jamais travaillé pour ce client.',
      });
      const list = AvisModerationListSchema.parse(
        (await call('admin', 'GET', '/api/avis/moderation')).json(),
      );
      expect(list.signales.map((item) => item.id)).toContain(id);

      const kept = await call('admin', 'PUT', `/api/avis/${id}/moderation`, { decision: 'PUBLIER' });
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ statut: 'PUBLIE', signalement: null });
      expect((await publicNotes()).some((note) => note.id === id)).toBe(true);

      const before = await publicArtisan();
      await call('artisan', 'POST', `/api/note/${id}/signalement`, {
        motif: 'Le client a reconnu une erreur.',
      });
      const withdrawn = await call('admin', 'PUT', `/api/avis/${id}/moderation`, {
        decision: 'REFUSER',
        motif: 'PAS_CLIENT',
      });
      expect(withdrawn.statusCode).toBe(200);
      expect((await publicNotes()).some((note) => note.id === id)).toBe(false);
      expect((await publicArtisan()).nombreAvis).toBe(before.nombreAvis - 1);
    });

    it.each<[Caller, number]>([
      ['visitor', 401],
      ['particulier', 403],
      ['admin', 403],
      ['formerOwner', 403],
      ['other', 403],
    ])('as %s → %i', async (caller, status) => {
      const id = await publishedReview();
      const response = await call(caller, 'POST', `/api/note/${id}/signalement`, {
        motif: 'Un doute sérieux.',
      });
      expect(response.statusCode).toBe(status);
    });
  });
});
