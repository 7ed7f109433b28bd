// The sitemap: /sitemap.xml is an index of files (pages.xml: static pages and trades; artisans-<département>.xml,
// one per block of ids, numbered past the first) of at most SITEMAP_MAX_URLS URLs; every entry with its lastmod (the
// last change a visitor can see: the front's build for the static pages, the last card changed, come or gone for a
// trade, the record, details and published reviews for an artisan), a file's lastmod in the index its last change;
// a listing that stays in its file whatever others do; absolute URLs under PUBLIC_URL, XML escaping, closed
// listings absent, prepared answers (ETag, compressed forms), and served as XML even to a browser navigation that
// the shell fallback would otherwise take.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { SITEMAP_MESSAGES } from '@annuaire/shared/contract/messages';
import { SpecialiteListSchema } from '@annuaire/shared/contract/specialite';
import {
  artisanSpecialites,
  artisans,
  notes,
  particuliers,
  SITEMAP_SLICE_IDS,
  sitemapTrades,
} from '../../src/db/schema';
import { SITEMAP_STATIC_PATHS } from '../../src/routes/sitemap';
import { escapeXml } from '../../src/text/xml';
import { addTrade } from '../helpers/fixture-details';
import { insertArtisan, insertSpecialite } from '../helpers/fixture-artisans';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeWebRoot } from '../helpers/web-root';

const BASE = 'https://annuaire.exemple.fr';

/** Every file the index names, as paths under the site (the index's own XML too). */
async function sitemapFiles(app: TestApp['app'], base = BASE) {
  const index = await app.inject({ url: '/sitemap.xml' });
  expect(index.statusCode).toBe(200);
  const files = [
    ...index.body.matchAll(/<sitemap><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/sitemap>/g),
  ].map((match) => ({ path: match[1]!.replace(base, ''), lastmod: match[2] }));
  return { index: index.body, files };
}

/** Every file of the sitemap, joined: the whole sitemap as one list of <url> entries. */
async function wholeSitemap(app: TestApp['app'], base = BASE): Promise<string> {
  // The answers are kept in the hot cache, which the routes' writes empty; these tests also write to the database
  // directly.
  app.hotCache.invalidate();
  const { files } = await sitemapFiles(app, base);
  const bodies = await Promise.all(files.map(async (file) => (await app.inject({ url: file.path })).body));
  return bodies.join('\n');
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

/** Each <loc> with its <lastmod> (undefined without one). */
function lastmods(xml: string): Map<string, string | undefined> {
  return new Map(
    [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((match) => [
      match[1]!,
      match[2],
    ]),
  );
}

describe('/sitemap.xml', () => {
  let ctx: TestApp;
  let artisanId: number;
  let tradeId: number;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: `${BASE}/` } });
    tradeId = await insertSpecialite(ctx.app, 'Couvreur');
    artisanId = await insertArtisan(ctx.app, {
      entrepriseNom: 'Toiture <Dupont> & Fils',
      specialiteIds: [tradeId],
      dateUpdate: '2025-02-03T04:05:06Z',
    });
  });
  afterAll(() => ctx?.close());

  it('answers a sitemap index naming its files by absolute URL', async () => {
    const response = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.body.trimEnd().endsWith('</sitemapindex>')).toBe(true);
    const { files } = await sitemapFiles(ctx.app);
    expect(files.map((file) => file.path)).toContain('/sitemaps/pages.xml');
    expect(
      files.every((file) => /^\/sitemaps\/(pages|artisans-[0-9a-z]+(-[0-9]+)?)\.xml$/.test(file.path)),
    ).toBe(true);
  });

  it('answers each file as an XML urlset of absolute URLs', async () => {
    const response = await ctx.app.inject({ url: '/sitemaps/pages.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.body.trimEnd().endsWith('</urlset>')).toBe(true);
    const whole = await wholeSitemap(ctx.app);
    const urls = locs(whole);
    expect(urls.every((url) => url.startsWith(`${BASE}/`))).toBe(true);
    expect(urls).not.toContain(`${BASE}//`);
    expect((whole.match(/<url>/g) ?? []).length).toBe(urls.length);
  });

  it('lists the static pages of the spec', async () => {
    const urls = locs((await ctx.app.inject({ url: '/sitemaps/pages.xml' })).body);
    for (const path of [
      '/',
      '/metiers',
      '/map',
      '/about',
      '/contact',
      '/cgu',
      '/politique-confidentialite',
      '/accessibilite',
      '/fonctionnement-des-avis',
      '/join',
      '/partenaires',
      '/infos-et-aides',
      '/aides-maprimerenov-cee',
      '/eco-ptz',
      '/tva-travaux',
      '/lire-un-devis',
      '/verifier-decennale-rge',
      '/comparatif-regimes',
      '/fisc-immo',
      '/infos-dpe',
      '/financement-immobilier',
      '/infos-lmnp',
      '/infos-lmp',
      '/infos-location-nue',
      '/strategie-investissement',
      '/faq',
    ]) {
      expect(urls).toContain(`${BASE}${path}`);
    }
    expect(SITEMAP_STATIC_PATHS).toHaveLength(26);
    expect(urls.some((url) => /admin|backoffice|password/.test(url))).toBe(false);
  });

  it('lists every trade and every artisan, artisans with their last update', async () => {
    const body = await wholeSitemap(ctx.app);
    const trades = SpecialiteListSchema.parse((await ctx.app.inject({ url: '/api/specialite' })).json());
    expect(trades.map((trade) => trade.id)).toContain(tradeId);
    const urls = locs(body);
    for (const trade of trades) expect(urls).toContain(`${BASE}/metier/${trade.id}`);
    const artisans = (await ctx.app.inject({ url: '/api/artisan/artisans' })).json<{ id: number }[]>();
    expect(artisans.length).toBeGreaterThanOrEqual(2);
    for (const artisan of artisans) expect(urls).toContain(`${BASE}/artisan/${artisan.id}`);
    expect(body).toContain(
      `<url><loc>${BASE}/artisan/${artisanId}</loc><lastmod>2025-02-03T04:05:06.000Z</lastmod></url>`,
    );
    // Company names are not in the sitemap: nothing from the database reaches it unescaped.
    expect(body).not.toContain('Dupont');
  });

  it('follows new artisans without a restart', async () => {
    const later = await insertArtisan(ctx.app, { entrepriseNom: 'Nouveau Venu' });
    expect(locs(await wholeSitemap(ctx.app))).toContain(`${BASE}/artisan/${later}`);
  });

  it('is served as XML to a browser navigation too, not as the shell', async () => {
    const response = await ctx.app.inject({ url: '/sitemap.xml', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});

describe('/sitemap.xml lastmod: the last change a visitor can see', () => {
  const OLD = '2024-01-02T03:04:05.000Z';
  const BUILT = new Date('2025-06-07T08:09:10Z');
  let ctx: TestApp;
  let webRoot: string;
  let tradeId: number;
  let otherTradeId: number;
  let artisanId: number;
  let otherId: number;
  beforeAll(async () => {
    webRoot = makeWebRoot({ 'remote-public/dist/mf-manifest.json': '{"id":"public"}' });
    fs.utimesSync(path.join(webRoot, 'remote-public/dist/mf-manifest.json'), BUILT, BUILT);
    ctx = await createTestApp({ data: 'none', webRoot, env: { PUBLIC_URL: BASE } });
    tradeId = await insertSpecialite(ctx.app, 'Ramoneur');
    otherTradeId = await insertSpecialite(ctx.app, 'Vitrier');
    artisanId = await insertArtisan(ctx.app, {
      entrepriseNom: 'Suie et Fils',
      specialiteIds: [tradeId],
      dateUpdate: OLD,
    });
    otherId = await insertArtisan(ctx.app, {
      entrepriseNom: 'Cheminées du Causse',
      specialiteIds: [tradeId],
      dateUpdate: '2023-05-06T00:00:00Z',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const sitemap = async () => lastmods(await wholeSitemap(ctx.app));
  const artisanLastmod = async (id = artisanId) => (await sitemap()).get(`${BASE}/artisan/${id}`);
  /** Dates the artisan's record back to OLD, so that a change made now shows. */
  const ageRecord = () =>
    ctx.app.db.update(artisans).set({ dateUpdate: OLD }).where(eq(artisans.id, artisanId));
  const recent = (value: string | undefined) => Date.now() - Date.parse(value ?? '') < 60_000;

  it("dates the static pages by remote-public's build, and a trade without artisans not at all", async () => {
    const entries = await sitemap();
    for (const page of SITEMAP_STATIC_PATHS) expect(entries.get(`${BASE}${page}`)).toBe(BUILT.toISOString());
    expect(entries.get(`${BASE}/metier/${otherTradeId}`)).toBeUndefined();
  });

  it('dates an artisan by its record, and a trade by the last time one of its cards changed, came or left', async () => {
    const entries = await sitemap();
    expect(entries.get(`${BASE}/artisan/${artisanId}`)).toBe(OLD);
    // Both artisans came to the trade's page when they were inserted, whatever their records' dates.
    expect(recent(entries.get(`${BASE}/metier/${tradeId}`))).toBe(true);
  });

  it('dates a trade when a card leaves it: its artisan closed, or the trade removed from it', async () => {
    const tradeDate = async (id: number) =>
      (await ctx.app.db.select().from(sitemapTrades).where(eq(sitemapTrades.specialiteId, id)))[0]?.lastmod;
    const leaving = await insertArtisan(ctx.app, {
      entrepriseNom: 'Vitres du Lot',
      specialiteIds: [otherTradeId],
      dateUpdate: OLD,
    });
    const arrived = await tradeDate(otherTradeId);
    expect(recent(arrived)).toBe(true);
    // A later change shows: the page lost a card, though no remaining card changed.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await ctx.app.db
      .update(artisans)
      .set({ fermeeLe: '2025-03-01T00:00:00Z' })
      .where(eq(artisans.id, leaving));
    const closed = await tradeDate(otherTradeId);
    expect(Date.parse(closed!)).toBeGreaterThan(Date.parse(arrived!));
    expect((await sitemap()).get(`${BASE}/metier/${otherTradeId}`)).toBe(new Date(closed!).toISOString());
    // A closed listing's links are not its page's cards: removing one dates nothing.
    await ctx.app.db.delete(artisanSpecialites).where(eq(artisanSpecialites.artisanId, leaving));
    expect(await tradeDate(otherTradeId)).toBe(closed);
  });

  it('moves an artisan’s lastmod, and its trade’s, when a review is published, then replied to', async () => {
    const [particulier] = await ctx.app.db
      .insert(particuliers)
      .values({ nom: 'Roche', prenom: 'Inès' })
      .returning({ id: particuliers.id });
    const [note] = await ctx.app.db
      .insert(notes)
      .values({
        artisanId,
        particulierId: particulier!.id,
        nombreEtoiles: 5,
        dateExperience: '2024-01',
        auteur: 'Inès R.',
        statut: 'EN_ATTENTE',
        dateCreation: OLD,
        datePublication: OLD,
      })
      .returning({ id: notes.id });
    // Waiting for moderation: nothing shows yet.
    expect(await artisanLastmod()).toBe(OLD);

    const moderated = await ctx.app.avisRepository.moderate(note!.id, { decision: 'PUBLIER' }, 60_000);
    expect(moderated.ok).toBe(true);
    const published = await artisanLastmod();
    expect(recent(published)).toBe(true);
    expect((await sitemap()).get(`${BASE}/metier/${tradeId}`)).toBe(published);
    // Another artisan of the trade is not moved.
    expect(await artisanLastmod(otherId)).toBe('2023-05-06T00:00:00.000Z');

    await ctx.app.db.update(notes).set({ datePublication: OLD }).where(eq(notes.id, note!.id));
    expect(await artisanLastmod()).toBe(OLD);
    expect((await ctx.app.avisRepository.reply(note!.id, artisanId, 'Merci !')).ok).toBe(true);
    expect(recent(await artisanLastmod())).toBe(true);
    await ctx.app.db
      .update(notes)
      .set({ statut: 'REFUSE', motifRefus: 'HORS_SUJET' })
      .where(eq(notes.id, note!.id));
    expect(await artisanLastmod()).toBe(OLD);
  });

  it('moves an artisan’s lastmod when a photo is added, changed or removed', async () => {
    await ageRecord();
    const fields = {
      type: 'IMG_REALISATION' as const,
      description: 'Conduit refait',
      pathImg: '/uploads/artisans/conduit.webp',
      organisme: null,
      numero: null,
      dateDebut: null,
      dateFin: null,
      rge: false,
    };
    const created = await ctx.app.artisanDetailRepository.create(artisanId, fields);
    if (!created.ok) throw new Error(created.reason);
    expect(recent(await artisanLastmod())).toBe(true);

    await ageRecord();
    await ctx.app.artisanDetailRepository.update(created.detail.id, {
      ...fields,
      description: 'Conduit tubé',
    });
    expect(recent(await artisanLastmod())).toBe(true);

    await ageRecord();
    expect(await ctx.app.artisanDetailRepository.delete(created.detail.id)).not.toBeNull();
    expect(recent(await artisanLastmod())).toBe(true);
  });

  it('reads the dates with one query per kind, not one per artisan', async () => {
    for (let index = 0; index < 5; index += 1) {
      const id = await insertArtisan(ctx.app, { entrepriseNom: `Ramonage ${index}` });
      await addTrade(ctx.app, id, tradeId);
    }
    const { files } = await sitemapFiles(ctx.app);
    ctx.app.hotCache.invalidate();
    const spy = jest.spyOn(ctx.app.db, 'select');
    for (const file of files) {
      spy.mockClear();
      await ctx.app.inject({ url: file.path });
      // The trades and their dates, or one area's artisans with their dates (and review subquery): a fixed number.
      expect(spy.mock.calls.length).toBeGreaterThanOrEqual(1);
      expect(spy.mock.calls.length).toBeLessThanOrEqual(4);
    }
    spy.mockRestore();
  });
});

describe('/sitemap.xml under a PUBLIC_URL that needs escaping', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://exemple.fr/annuaire&co' } });
  });
  afterAll(() => ctx?.close());

  it('escapes the address in every <loc>', async () => {
    const body = await wholeSitemap(ctx.app, 'https://exemple.fr/annuaire&amp;co');
    const urls = locs(body);
    expect(urls).toContain('https://exemple.fr/annuaire&amp;co/metiers');
    expect(urls.every((url) => url.startsWith('https://exemple.fr/annuaire&amp;co/'))).toBe(true);
    expect(body).not.toMatch(/&co/);
  });
});

describe('sitemap files of at most SITEMAP_MAX_URLS URLs: each département by blocks of ids', () => {
  let ctx: TestApp;
  const ids: Record<string, number[]> = {};
  let closedId: number;
  const startedAt = new Date().toISOString();
  // A web root without a build: the static pages have no lastmod, whether or not this checkout was built.
  const webRoot = makeWebRoot({});

  /** Inserts an artisan whose id falls in the given slice of ids (the sequence moved on to it). */
  const insertInSlice = async (slice: number, fixture: Parameters<typeof insertArtisan>[1]) => {
    const [row] = await ctx.app.db.select({ last: sql<string>`last_value::text` }).from(sql`artisans_id_seq`);
    if (Number(row!.last) < slice * SITEMAP_SLICE_IDS)
      await ctx.app.db.execute(sql`select setval('artisans_id_seq', ${slice * SITEMAP_SLICE_IDS})`);
    const id = await insertArtisan(ctx.app, fixture);
    expect(Math.floor(id / SITEMAP_SLICE_IDS)).toBe(slice);
    return id;
  };

  beforeAll(async () => {
    // A file of one slice of ids (the smallest limit allowed): Corrèze's listings fall in the first, second and
    // fourth; Guadeloupe's (three digits) and one without a code postal in the fourth, as a closed one.
    ctx = await createTestApp({
      data: 'none',
      webRoot,
      env: { PUBLIC_URL: BASE, SITEMAP_MAX_URLS: String(SITEMAP_SLICE_IDS) },
    });
    const tradeId = await insertSpecialite(ctx.app, 'Plombier');
    const places: [number, string, string][] = [
      [0, '19', '19100'],
      [0, '19', '19000'],
      [1, '19', '19200'],
      [1, '19', '19300'],
      [3, '19', '19400'],
      [3, '971', '97110'],
      [3, 'autres', ''],
    ];
    for (const [index, [slice, area, codePostal]] of places.entries()) {
      const id = await insertInSlice(slice, {
        entrepriseNom: `Plomberie ${index}`,
        codePostal,
        specialiteIds: [tradeId],
        dateUpdate: `2025-01-0${index + 1}T00:00:00Z`,
      });
      (ids[area] ??= []).push(id);
    }
    closedId = await insertInSlice(3, { entrepriseNom: 'Fermée', codePostal: '19500' });
    await ctx.app.db.update(artisans).set({ fermeeLe: '2025-03-01' }).where(eq(artisans.id, closedId));
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const url = (id: number) => `${BASE}/artisan/${id}`;
  /** A file's entries (null when it answers 404) and its date in the index. */
  const fileOf = async (name: string) => {
    ctx.app.hotCache.invalidate();
    const { files } = await sitemapFiles(ctx.app);
    const response = await ctx.app.inject({ url: `/sitemaps/${name}` });
    return {
      lastmod: files.find((file) => file.path === `/sitemaps/${name}`)?.lastmod,
      locs: response.statusCode === 200 ? locs(response.body) : null,
    };
  };

  it('cuts a département into files by block of ids, numbered by block, a block without listings no file', async () => {
    ctx.app.hotCache.invalidate();
    const { files } = await sitemapFiles(ctx.app);
    expect(files.map((file) => file.path)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/artisans-19.xml',
      '/sitemaps/artisans-19-2.xml',
      '/sitemaps/artisans-19-4.xml',
      '/sitemaps/artisans-971-4.xml',
      '/sitemaps/artisans-autres-4.xml',
    ]);
    const parts = await Promise.all(
      files.slice(1).map(async (file) => locs((await ctx.app.inject({ url: file.path })).body)),
    );
    expect(parts).toEqual([
      ids['19']!.slice(0, 2).map(url),
      ids['19']!.slice(2, 4).map(url),
      ids['19']!.slice(4).map(url),
      ids['971']!.map(url),
      ids['autres']!.map(url),
    ]);
  });

  it('dates each file in the index by its last change: its entries came during this test', async () => {
    const { files } = await sitemapFiles(ctx.app);
    for (const file of files.slice(1)) {
      const entries = [...lastmods((await ctx.app.inject({ url: file.path })).body).values()].filter(
        (value): value is string => value !== undefined,
      );
      // Their records are of January 2025; the file changed when they arrived.
      expect(entries.every((entry) => entry < '2025-02-01')).toBe(true);
      expect(file.lastmod! >= startedAt).toBe(true);
    }
    // The trade's page changed as its artisans came: the pages file is as recent.
    expect(files[0]!.lastmod! >= startedAt).toBe(true);
  });

  it('leaves closed listings out of every file', async () => {
    expect(await wholeSitemap(ctx.app)).not.toContain(`${BASE}/artisan/${closedId}</loc>`);
  });

  it('answers a French 404 to a file that does not exist, and does not keep it', async () => {
    for (const file of [
      'artisans-19-3.xml',
      'artisans-19-1.xml',
      'artisans-22.xml',
      'artisans-19.txt',
      'autre.xml',
      'artisans-19-0.xml',
      'artisans-19-99999999999.xml',
    ]) {
      const response = await ctx.app.inject({ url: `/sitemaps/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: SITEMAP_MESSAGES.fileNotFound });
    }
    // A listing that arrives later makes its file exist at once.
    const id = await insertInSlice(3, { entrepriseNom: 'Côtes-d’Armor', codePostal: '22000' });
    expect(locs((await ctx.app.inject({ url: '/sitemaps/artisans-22-4.xml' })).body)).toEqual([url(id)]);
  });

  it('is a prepared answer: an ETag, a 304 on a match, and a compressed form', async () => {
    const first = await ctx.app.inject({ url: '/sitemaps/artisans-19.xml' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({
      url: '/sitemaps/artisans-19.xml',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const index = await ctx.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(index.headers.etag).toBeTruthy();
    // Under the compression threshold (1 kB) it goes as it is; the pages file, longer, goes compressed.
    const pages = await ctx.app.inject({
      url: '/sitemaps/pages.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(pages.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(pages.rawPayload).toString()).toContain('<urlset');
  });

  it('keeps every other file as it was when a listing leaves one, and dates only that one', async () => {
    const before = await Promise.all(
      ['artisans-19.xml', 'artisans-19-2.xml', 'artisans-19-4.xml'].map(fileOf),
    );
    await ctx.app.db
      .update(artisans)
      .set({ fermeeLe: '2025-03-01T00:00:00Z' })
      .where(eq(artisans.id, ids['19']![0]!));
    const after = await Promise.all(
      ['artisans-19.xml', 'artisans-19-2.xml', 'artisans-19-4.xml'].map(fileOf),
    );
    expect(after[0]!.locs).toEqual([url(ids['19']![1]!)]);
    expect(after[0]!.lastmod! > before[0]!.lastmod!).toBe(true);
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it('moves a listing to its new département’s file, dating both', async () => {
    const moving = ids['19']![2]!;
    await ctx.app.db.update(artisans).set({ codePostal: '22000' }).where(eq(artisans.id, moving));
    const [left, joined] = [await fileOf('artisans-19-2.xml'), await fileOf('artisans-22-2.xml')];
    expect(left.locs).toEqual([url(ids['19']![3]!)]);
    expect(joined.locs).toEqual([url(moving)]);
    expect(joined.lastmod).toBe(left.lastmod);
    expect(left.lastmod! > startedAt).toBe(true);
  });

  it('drops the file whose last listing left', async () => {
    await ctx.app.db
      .update(artisans)
      .set({ fermeeLe: '2025-03-01T00:00:00Z' })
      .where(eq(artisans.id, ids['19']![3]!));
    expect(await fileOf('artisans-19-2.xml')).toEqual({ lastmod: undefined, locs: null });
  });
});
