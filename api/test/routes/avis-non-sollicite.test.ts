// Unsolicited reviews (« Laisser un avis » on an artisan's page): POST /api/artisan/{artisanId}/avis-demandes mails
// the visitor a single-use link to the review form; the review posted through it waits for moderation like the
// others and is labelled NON_SOLLICITE; one review per mailbox and artisan, invitations included; never from the
// artisan's own address; the French refusals, the hourly limit and every caller of the public route.
import { eq, sql } from 'drizzle-orm';
import {
  AVIS_LIMITS,
  AVIS_MESSAGES,
  AvisModerationListSchema,
  InvitationListSchema,
  InvitationStatusSchema,
} from '@annuaire/shared/contract/avis';
import { NOTE_MESSAGES, NoteListSchema } from '@annuaire/shared/contract/note';
import { artisans, invitations, users } from '../../src/db/schema';
import { insertDetailsWorld, type DetailsWorld } from '../helpers/fixture-details';
import { newMails, outboxFiles } from '../helpers/outbox-mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'https://annuaire.example';
let ipCounter = 1;
const nextIp = () => `10.3.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let customerCounter = 0;
const nextCustomer = () => `visiteur${++customerCounter}@exemple.fr`;
type Caller = keyof DetailsWorld['headers'];

describe('POST /api/artisan/{artisanId}/avis-demandes', () => {
  let ctx: TestApp;
  let world: DetailsWorld;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL } });
    world = await insertDetailsWorld(ctx.app);
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
      headers: world.headers[caller],
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });

  const ask = (email: string, artisanId = world.ownArtisanId, caller: Caller = 'visitor', ip = nextIp()) =>
    call(caller, 'POST', `/api/artisan/${artisanId}/avis-demandes`, { email, dateExperience: '2025-04' }, ip);

  /** Asks for a link as a visitor and returns the token read from the mail, with the mail. */
  async function askLink(email = nextCustomer()) {
    const files = outboxFiles(ctx.dataDir);
    const response = await ask(email);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(AVIS_MESSAGES.unsolicitedSent(email));
    const [mail] = newMails(ctx.dataDir, files).filter((item) => item.to === email);
    const link = /https:\/\/annuaire\.example\/avis\/nouveau\?token=(\S+)/.exec(mail!.text);
    return { token: decodeURIComponent(link![1]!), email, mail: mail! };
  }

  const postReview = (token: string) =>
    call('visitor', 'POST', '/api/avis', {
      token,
      nombreEtoiles: 3,
      commentaire: 'Intervention rapide.',
      dateExperience: '2025-04',
      auteur: 'Paul R.',
      consentement: true,
    });

  it.each<[Caller, number]>([
    ['visitor', 201],
    ['particulier', 201],
    ['artisan', 201],
    ['other', 201],
    ['admin', 201],
  ])('is public: as %s → %i', async (caller, status) => {
    expect((await ask(nextCustomer(), world.ownArtisanId, caller)).statusCode).toBe(status);
  });

  it('mails a single-use link in French naming the artisan, its validity and the label', async () => {
    const { token, mail } = await askLink();
    const [artisan] = await ctx.app.db
      .select({ nom: artisans.entrepriseNom })
      .from(artisans)
      .where(eq(artisans.id, world.ownArtisanId));
    expect(mail.subject).toBe(`Confirmez votre avis sur ${artisan!.nom}`);
    expect(mail.text).toContain(`Vous avez demandé à laisser un avis sur ${artisan!.nom}`);
    expect(mail.text).toContain('Ce lien fonctionne une seule fois, jusqu’au');
    expect(mail.text).toContain('« Avis non sollicité par l’artisan »');
    const status = InvitationStatusSchema.parse(
      (await call('visitor', 'GET', `/api/avis/invitations/${token}`)).json(),
    );
    expect(status).toMatchObject({
      valide: true,
      nonSollicite: true,
      dateExperience: '2025-04',
      artisan: { id: world.ownArtisanId },
    });
    const days = (new Date(status.dateExpiration).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(AVIS_LIMITS.unsolicitedValidityDays);
  });

  it('is neither in the artisan’s invitations nor in their daily count', async () => {
    const before = InvitationListSchema.parse((await call('artisan', 'GET', '/api/avis/invitations')).json());
    const { email } = await askLink();
    const after = InvitationListSchema.parse((await call('artisan', 'GET', '/api/avis/invitations')).json());
    expect(after.invitations.map((item) => item.email)).not.toContain(email);
    expect(after.restantesAujourdhui).toBe(before.restantesAujourdhui);
  });

  it('stores the review waiting, labelled « non sollicité » once published; the link works once', async () => {
    const { token, email } = await askLink();
    expect((await postReview(token)).statusCode).toBe(201);
    const again = await postReview(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(AVIS_MESSAGES.linkUsed);
    const list = AvisModerationListSchema.parse((await call('admin', 'GET', '/api/avis/moderation')).json());
    const waiting = list.enAttente.find((item) => item.email === email);
    expect(waiting).toMatchObject({
      source: 'NON_SOLLICITE',
      statut: 'EN_ATTENTE',
      dateExperience: '2025-04',
    });
    expect(
      (await call('admin', 'PUT', `/api/avis/${waiting!.id}/moderation`, { decision: 'PUBLIER' })).statusCode,
    ).toBe(200);
    const published = NoteListSchema.parse(
      (await call('visitor', 'GET', `/api/note/artisan/${world.ownArtisanId}`)).json(),
    );
    expect(published.find((note) => note.id === waiting!.id)).toMatchObject({
      source: 'NON_SOLLICITE',
      auteur: 'Paul R.',
    });
  });

  it('allows one review per mailbox and artisan, invitations included, with a French 409', async () => {
    const { token, email } = await askLink();
    expect((await postReview(token)).statusCode).toBe(201);
    const again = await ask(email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AVIS_MESSAGES.alreadyReviewed);
    // Another artisan can still be reviewed from the same address.
    expect((await ask(email, world.otherArtisanId)).statusCode).toBe(201);

    // An invitation's review and an unsolicited one count together, both ways.
    const invited = nextCustomer();
    const second = await askLink(invited);
    const invitation = await call('artisan', 'POST', '/api/avis/invitations', { email: invited });
    expect(invitation.statusCode).toBe(201);
    const [row] = await ctx.app.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.id, invitation.json().invitation.id));
    expect(row).toBeDefined();
    expect((await postReview(second.token)).statusCode).toBe(201);
    expect((await ask(invited)).statusCode).toBe(409);

    // Two links asked before any review: the second review is refused at posting time.
    const twice = nextCustomer();
    const first = await askLink(twice);
    const other = await askLink(twice);
    expect((await postReview(first.token)).statusCode).toBe(201);
    const refused = await postReview(other.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AVIS_MESSAGES.alreadyReviewed);
  });

  it('refuses the artisan’s own account address, however written, on the e-mail field', async () => {
    const [account] = await ctx.app.db
      .select({ email: users.email })
      .from(artisans)
      .innerJoin(users, eq(users.id, artisans.userId))
      .where(eq(artisans.id, world.ownArtisanId));
    const [local, domain] = account!.email.split('@') as [string, string];
    const files = outboxFiles(ctx.dataDir);
    for (const email of [account!.email, `${local.toUpperCase()}+avis@${domain}`]) {
      const response = await ask(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: AVIS_MESSAGES.unsolicitedFromArtisan,
        errors: [{ path: 'email', message: AVIS_MESSAGES.unsolicitedFromArtisan }],
      });
    }
    expect(newMails(ctx.dataDir, files)).toEqual([]);
  });

  it('answers 404 in French to an unknown artisan, 400 in French to a bad body', async () => {
    const unknown = await ask(nextCustomer(), 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(AVIS_MESSAGES.artisanNotFound);
    const bad = await call('visitor', 'POST', `/api/artisan/${world.ownArtisanId}/avis-demandes`, {
      email: 'pas-une-adresse',
      dateExperience: '2099-01',
    });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().errors.map((error: { message: string }) => error.message);
    expect(messages).toContain(NOTE_MESSAGES.dateExperienceFuture);
  });

  it(`sends ${AVIS_LIMITS.unsolicitedPerHour} links an hour per address at most, then 429 in French`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < AVIS_LIMITS.unsolicitedPerHour; i++) {
      expect((await ask(nextCustomer(), world.ownArtisanId, 'visitor', ip)).statusCode).toBe(201);
    }
    const refused = await ask(nextCustomer(), world.ownArtisanId, 'visitor', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Trop de demandes d’avis depuis votre connexion\. Réessayez dans \d+ minutes?\.$/,
    );
    // Expired: the link says so (the unsolicited link's own validity).
    const { token } = await askLink();
    await ctx.app.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.nonSollicite, true));
    const expired = await postReview(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(AVIS_MESSAGES.linkExpired);
  });
});
