// Requests to a listing of the registers nobody manages, through the API on PGlite or the PostgreSQL server: what its
// page says (joignabilite), a request mailed to the business's RGE e-mail with the invitation to claim the listing,
// Reply-To the visitor and RFC 8058's one-click headers, the allowance of the window (the next request refused with
// a French 409 and nothing stored, freed as the window moves, two requests racing for the last place), a listing
// without e-mail, « Ne plus recevoir de demandes » and its undoing through the mail's link (one click, a mail
// client's form post, an altered or stale link, a listing managed meanwhile), a mail waiting when the business
// refused or claimed, and the claimed artisans a listing that cannot be reached offers instead.
import { eq, sql } from 'drizzle-orm';
import { ArtisanCardListSchema, ArtisanPublicSchema } from '@annuaire/shared/contract/artisan';
import { OptOutSchema } from '@annuaire/shared/contract/demande';
import {
  FICHE_NON_GEREE_LIMITS,
  FICHE_NON_GEREE_MESSAGES,
  FICHE_NON_GEREE_TEXTS,
} from '@annuaire/shared/contract/fiche-non-geree';
import { artisans, demandes } from '../../src/db/schema';
import type { MailInput } from '../../src/plugins/mailer';
import { insertArtisan, insertSpecialite, insertUser } from '../helpers/fixture-artisans';
import {
  insertFinishedImportRun,
  insertRegistreListing,
  type RegistreListingOptions,
} from '../helpers/fixture-registre';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { spyOnMails } from '../helpers/mail-spy';

const PUBLIC_URL = 'https://annuaire.example';
/** Where the listings of the alternatives' tests stand. */
const BRIVE = { latitude: 45.159, longitude: 1.533 };

let ipCounter = 1;
const nextIp = () => `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let emailCounter = 0;
const nextEmail = () => `particulier${++emailCounter}@exemple.fr`;

const MESSAGE = 'Bonjour, je souhaite un devis pour remplacer mon chauffe-eau.';

describe('requests to a listing nobody manages', () => {
  let ctx: TestApp;
  let sent: MailInput[];
  let sendSpy: jest.SpyInstance;
  let runId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL } });
    runId = await insertFinishedImportRun(ctx.app);
  });
  beforeEach(() => {
    ({ sent, spy: sendSpy } = spyOnMails(ctx.app));
  });
  afterEach(() => sendSpy.mockRestore());
  afterAll(() => ctx?.close());

  const insertListing = (options: RegistreListingOptions = {}) =>
    insertRegistreListing(ctx.app, runId, options);
  const send = (artisanIds: number[], email = nextEmail()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/demandes',
      remoteAddress: nextIp(),
      payload: {
        nom: 'Claire Petit',
        email,
        telephone: '06 12 34 56 78',
        codePostal: '19100',
        message: MESSAGE,
        consentement: true,
        artisanIds,
      },
    });
  const profile = async (artisanId: number) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/artisan/${artisanId}` });
    expect(response.statusCode).toBe(200);
    return ArtisanPublicSchema.parse(response.json());
  };
  const stored = (artisanId: number) =>
    ctx.app.db.select().from(demandes).where(eq(demandes.artisanId, artisanId));
  /** The opt-out link of the last mail to `email` (the listing's), as its text writes it. */
  const optOutTokenOf = (email: string | null) => {
    const mail = sent.filter((each) => each.to === email).at(-1)!;
    const match = /ne-plus-recevoir-de-demandes\?jeton=([^\s]+)/.exec(mail.text);
    return decodeURIComponent(match![1]!);
  };
  const optOut = (method: 'GET' | 'POST' | 'DELETE', token: string) =>
    ctx.app.inject({ method, url: `/api/demandes/refus/${encodeURIComponent(token)}` });

  it('says how a visitor reaches it: by its RGE e-mail, not yet without one, and null once managed', async () => {
    const withEmail = await insertListing();
    const withoutEmail = await insertListing({ email: null });
    const managed = await insertListing({ userId: await insertUser(ctx.app, { role: 'ROLE_ARTISAN' }) });
    expect((await profile(withEmail.artisanId)).joignabilite).toBe('PAR_EMAIL');
    expect((await profile(withoutEmail.artisanId)).joignabilite).toBe('SANS_EMAIL');
    expect((await profile(managed.artisanId)).joignabilite).toBeNull();
  });

  it('mails a request to the RGE e-mail with the invitation to claim, Reply-To the visitor, and stores it', async () => {
    const listing = await insertListing();
    const visitor = nextEmail();
    const response = await send([listing.artisanId], visitor);
    expect(response.statusCode).toBe(201);

    const toBusiness = sent.find((mail) => mail.to === listing.email)!;
    expect(toBusiness).toBeDefined();
    expect(toBusiness.replyTo).toBe(visitor);
    expect(toBusiness.text).toContain(FICHE_NON_GEREE_TEXTS.invitation);
    expect(toBusiness.html).toContain('Un particulier vous demande un devis via l’Annuaire des artisans.');
    expect(toBusiness.text).toContain(MESSAGE);
    expect(toBusiness.text).toContain(`${PUBLIC_URL}/revendiquer?fiche=${listing.artisanId}`);
    expect(toBusiness.text).toContain(
      `${FICHE_NON_GEREE_TEXTS.optOutLink} : ${PUBLIC_URL}/ne-plus-recevoir-de-demandes?jeton=`,
    );
    const token = optOutTokenOf(listing.email);
    expect(toBusiness.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/demandes/refus/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The visitor's copy, as for any request.
    expect(sent.some((mail) => mail.to === visitor)).toBe(true);
    // Never the directory's own address to forward it, as for an artisan without account.
    expect(sent).toHaveLength(2);
    const [row] = await stored(listing.artisanId);
    expect(row).toMatchObject({ ficheNonGeree: true, email: visitor, recapitulatifEnAttente: false });
  });

  it(`takes ${FICHE_NON_GEREE_LIMITS.demandesMax} requests in ${FICHE_NON_GEREE_LIMITS.fenetreJours} days, then refuses with a 409 and stores nothing`, async () => {
    const listing = await insertListing();
    for (let index = 0; index < FICHE_NON_GEREE_LIMITS.demandesMax; index += 1) {
      expect((await send([listing.artisanId])).statusCode).toBe(201);
    }
    expect((await profile(listing.artisanId)).joignabilite).toBe('PLAFOND');
    const over = await send([listing.artisanId]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: FICHE_NON_GEREE_MESSAGES.notYet });
    expect(await stored(listing.artisanId)).toHaveLength(FICHE_NON_GEREE_LIMITS.demandesMax);

    // The window moves: the oldest request falls out of it and frees a place.
    await ctx.app.db.execute(sql`update demandes set created_at = now() - interval '31 days'
      where id = (select min(id) from demandes where artisan_id = ${listing.artisanId})`);
    ctx.app.hotCache.invalidate();
    expect((await profile(listing.artisanId)).joignabilite).toBe('PAR_EMAIL');
    expect((await send([listing.artisanId])).statusCode).toBe(201);
  });

  it('refuses a request naming a listing without e-mail, storing nothing for the other artisans either', async () => {
    const listing = await insertListing({ email: null });
    const other = await insertArtisan(ctx.app, {
      entrepriseNom: 'Plomberie Gérée',
      userId: await insertUser(ctx.app, { role: 'ROLE_ARTISAN' }),
    });
    const response = await send([other, listing.artisanId]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(FICHE_NON_GEREE_MESSAGES.notYet);
    expect(await stored(other)).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it('lets only one of two requests racing for the last place through', async () => {
    const listing = await insertListing();
    for (let index = 1; index < FICHE_NON_GEREE_LIMITS.demandesMax; index += 1) {
      expect((await send([listing.artisanId])).statusCode).toBe(201);
    }
    const answers = await Promise.all([send([listing.artisanId]), send([listing.artisanId])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await stored(listing.artisanId)).toHaveLength(FICHE_NON_GEREE_LIMITS.demandesMax);
  });

  it('« Ne plus recevoir de demandes »: honoured at once, kept, said on the page, and undone', async () => {
    const listing = await insertListing();
    expect((await send([listing.artisanId])).statusCode).toBe(201);
    const token = optOutTokenOf(listing.email);

    const before = await optOut('GET', token);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(OptOutSchema.parse(before.json())).toMatchObject({
      artisanId: listing.artisanId,
      refus: false,
      dateRefus: null,
    });

    const refused = OptOutSchema.parse((await optOut('POST', token)).json());
    expect(refused).toMatchObject({ artisanId: listing.artisanId, refus: true });
    expect(refused.dateRefus).not.toBeNull();
    // Another click (another mail's link) keeps the first date.
    expect(OptOutSchema.parse((await optOut('POST', token)).json()).dateRefus).toBe(refused.dateRefus);

    expect((await profile(listing.artisanId)).joignabilite).toBe('REFUS');
    const refusedRequest = await send([listing.artisanId]);
    expect(refusedRequest.statusCode).toBe(409);
    expect(refusedRequest.json().message).toBe(FICHE_NON_GEREE_MESSAGES.refused);

    const undone = OptOutSchema.parse((await optOut('DELETE', token)).json());
    expect(undone).toMatchObject({ refus: false, dateRefus: null });
    expect((await profile(listing.artisanId)).joignabilite).toBe('PAR_EMAIL');
  });

  it('takes a mail client’s one-click form post (RFC 8058)', async () => {
    const listing = await insertListing();
    expect((await send([listing.artisanId])).statusCode).toBe(201);
    const [, url] = /^<(.+)>$/.exec(
      sent.find((mail) => mail.to === listing.email)!.headers!['List-Unsubscribe']!,
    )!;
    const response = await ctx.app.inject({
      method: 'POST',
      url: url!.slice(PUBLIC_URL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ refus: true });
  });

  it('refuses an altered, malformed or stale link in French, and a listing managed meanwhile with a 409', async () => {
    const listing = await insertListing();
    expect((await send([listing.artisanId])).statusCode).toBe(201);
    const token = optOutTokenOf(listing.email);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await optOut('POST', altered)).json()).toEqual({ message: FICHE_NON_GEREE_MESSAGES.linkInvalid });
    expect((await optOut('POST', altered)).statusCode).toBe(404);
    // Another listing's id with this signature.
    const [id, signature] = token.split('.');
    expect((await optOut('GET', `${Number(id) + 1}.${signature}`)).statusCode).toBe(404);
    const tooLong = await optOut('GET', 'x'.repeat(FICHE_NON_GEREE_LIMITS.jetonMax + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(FICHE_NON_GEREE_MESSAGES.linkFormat);

    const userId = await insertUser(ctx.app, { role: 'ROLE_ARTISAN' });
    await ctx.app.db
      .update(artisans)
      .set({ userId, nonGeree: false })
      .where(eq(artisans.id, listing.artisanId));
    const managed = await optOut('POST', token);
    expect(managed.statusCode).toBe(409);
    expect(managed.json()).toEqual({ message: FICHE_NON_GEREE_MESSAGES.managed });
    expect((await optOut('GET', token)).json()).toMatchObject({ refus: false });
  });

  it('mails nobody a waiting request once its business refused, and its account once it claimed', async () => {
    const refusing = await insertListing();
    const claimed = await insertListing();
    sendSpy.mockRejectedValue(new Error('SMTP indisponible'));
    expect((await send([refusing.artisanId])).statusCode).toBe(201);
    expect((await send([claimed.artisanId])).statusCode).toBe(201);
    const [waitingRefused] = await stored(refusing.artisanId);
    const [waitingClaimed] = await stored(claimed.artisanId);

    await ctx.app.db
      .update(artisans)
      .set({ refusDemandesLe: sql`now()` })
      .where(eq(artisans.id, refusing.artisanId));
    const userId = await insertUser(ctx.app, { role: 'ROLE_ARTISAN', email: 'gerant@plomberie-x.fr' });
    await ctx.app.db
      .update(artisans)
      .set({ userId, nonGeree: false })
      .where(eq(artisans.id, claimed.artisanId));

    const repository = ctx.app.messageRepository;
    expect(await repository.findDemandeDelivery(waitingRefused!.id)).toMatchObject({
      nonGeree: true,
      emailNonGeree: null,
    });
    expect(await repository.findDemandeDelivery(waitingClaimed!.id)).toMatchObject({
      nonGeree: false,
      accountEmail: 'gerant@plomberie-x.fr',
    });
  });

  describe('GET /api/artisan/{artisanId}/alternatives', () => {
    let tradeId: number;
    let otherTradeId: number;
    const managedAt = async (name: string, point: { lat: number; lon: number }, rayonActivite = 30) =>
      insertArtisan(ctx.app, {
        entrepriseNom: name,
        userId: await insertUser(ctx.app, { role: 'ROLE_ARTISAN' }),
        latitude: point.lat,
        longitude: point.lon,
        rayonActivite,
        specialiteIds: [tradeId],
      });

    beforeAll(async () => {
      tradeId = await insertSpecialite(ctx.app, 'Chauffagiste alternatives');
      otherTradeId = await insertSpecialite(ctx.app, 'Couvreur alternatives');
    });

    it('offers the nearest managed artisans of its trade that serve its place, at most three', async () => {
      const listing = await insertListing({ email: null, ...BRIVE, specialiteIds: [tradeId] });
      const near = await managedAt('Chauffage Proche', { lat: 45.16, lon: 1.54 });
      // The fourth nearest: left out.
      await managedAt('Chauffage Loin', { lat: 45.3, lon: 1.7 }, 50);
      const nearer = await managedAt('Chauffage Tout Près', { lat: 45.1595, lon: 1.534 });
      const third = await managedAt('Chauffage Troisième', { lat: 45.25, lon: 1.6 }, 40);
      // Too small a radius to reach Brive, another trade, a listing nobody manages: never offered.
      await managedAt('Chauffage Hors Zone', { lat: 45.3, lon: 1.8 }, 5);
      await insertArtisan(ctx.app, {
        entrepriseNom: 'Couverture Proche',
        userId: await insertUser(ctx.app, { role: 'ROLE_ARTISAN' }),
        latitude: 45.16,
        longitude: 1.535,
        specialiteIds: [otherTradeId],
      });
      await insertListing({ ...BRIVE, specialiteIds: [tradeId] });

      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/artisan/${listing.artisanId}/alternatives`,
      });
      expect(response.statusCode).toBe(200);
      const cards = ArtisanCardListSchema.parse(response.json());
      expect(cards.map((card) => card.id)).toEqual([nearer, near, third]);
      expect(cards.every((card) => card.geree && card.couvre)).toBe(true);
    });

    it('measures from the place given, and answers 404 for an unknown listing, 400 for half a place', async () => {
      const listing = await insertListing({ email: null, ...BRIVE, specialiteIds: [tradeId] });
      const tulle = await managedAt('Chauffage Tulle', { lat: 45.267, lon: 1.771 }, 10);
      const fromTulle = await ctx.app.inject({
        method: 'GET',
        url: `/api/artisan/${listing.artisanId}/alternatives?lat=45.267&lon=1.771`,
      });
      expect(ArtisanCardListSchema.parse(fromTulle.json())[0]!.id).toBe(tulle);

      const unknown = await ctx.app.inject({ method: 'GET', url: '/api/artisan/987654/alternatives' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Artisan introuvable.');
      const half = await ctx.app.inject({
        method: 'GET',
        url: `/api/artisan/${listing.artisanId}/alternatives?lat=45.2`,
      });
      expect(half.statusCode).toBe(400);
      expect(half.json().message).toBe('La latitude et la longitude doivent être indiquées ensemble.');
    });

    it('is empty for a listing without position or trade', async () => {
      const listing = await insertListing({ email: null });
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/artisan/${listing.artisanId}/alternatives`,
      });
      expect(response.json()).toEqual([]);
    });
  });
});
