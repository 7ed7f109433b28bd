// /sitemap.xml: static pages, every trade and every artisan with lastmod (the last change a visitor can see: the
// front's build for the static pages, the artisans' cards for a trade, the record, details and published reviews for
// an artisan), absolute URLs under PUBLIC_URL, XML escaping, and served as XML even to a browser navigation that the
// shell fallback would otherwise take.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SpecialiteListSchema } from '@annuaire/shared/contract/specialite';
import { artisans, notes, particuliers } from '../../src/db/schema';
import { SITEMAP_STATIC_PATHS } from '../../src/routes/sitemap';
import { escapeXml } from '../../src/text/xml';
import { addTrade } from '../helpers/fixture-details';
import { insertArtisan, insertSpecialite } from '../helpers/fixture-artisans';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeWebRoot } from '../helpers/web-root';

const BASE = 'https://annuaire.exemple.fr';

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

  it('answers an XML sitemap of absolute URLs', async () => {
    const response = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.body.trimEnd().endsWith('</urlset>')).toBe(true);
    const urls = locs(response.body);
    expect(urls.every((url) => url.startsWith(`${BASE}/`))).toBe(true);
    expect(urls).not.toContain(`${BASE}//`);
    expect((response.body.match(/<url>/g) ?? []).length).toBe(urls.length);
  });

  it('lists the static pages of the spec', async () => {
    const urls = locs((await ctx.app.inject({ url: '/sitemap.xml' })).body);
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
    expect(SITEMAP_STATIC_PATHS).toHaveLength(21);
    expect(urls.some((url) => /admin|backoffice|password/.test(url))).toBe(false);
  });

  it('lists every trade and every artisan, artisans with their last update', async () => {
    const response = await ctx.app.inject({ url: '/sitemap.xml' });
    const trades = SpecialiteListSchema.parse((await ctx.app.inject({ url: '/api/specialite' })).json());
    expect(trades.map((trade) => trade.id)).toContain(tradeId);
    const urls = locs(response.body);
    for (const trade of trades) expect(urls).toContain(`${BASE}/metier/${trade.id}`);
    const artisans = (await ctx.app.inject({ url: '/api/artisan/artisans' })).json<{ id: number }[]>();
    expect(artisans.length).toBeGreaterThanOrEqual(2);
    for (const artisan of artisans) expect(urls).toContain(`${BASE}/artisan/${artisan.id}`);
    expect(response.body).toContain(
      `<url><loc>${BASE}/artisan/${artisanId}</loc><lastmod>2025-02-03T04:05:06.000Z</lastmod></url>`,
    );
    // Company names are not in the sitemap: nothing from the database reaches it unescaped.
    expect(response.body).not.toContain('Dupont');
  });

  it('follows new artisans without a restart', async () => {
    const later = await insertArtisan(ctx.app, { entrepriseNom: 'Nouveau Venu' });
    expect(locs((await ctx.app.inject({ url: '/sitemap.xml' })).body)).toContain(`${BASE}/artisan/${later}`);
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

  const sitemap = async () => lastmods((await ctx.app.inject({ url: '/sitemap.xml' })).body);
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

  it("dates an artisan by its record, and a trade by the last of its artisans' changes", async () => {
    const entries = await sitemap();
    expect(entries.get(`${BASE}/artisan/${artisanId}`)).toBe(OLD);
    expect(entries.get(`${BASE}/metier/${tradeId}`)).toBe(OLD);
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
    const spy = jest.spyOn(ctx.app.db, 'select');
    await ctx.app.inject({ url: '/sitemap.xml' });
    // The trades, their dates and the artisans' dates (each with its review subquery): a fixed number.
    expect(spy.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(spy.mock.calls.length).toBeLessThanOrEqual(6);
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
    const body = (await ctx.app.inject({ url: '/sitemap.xml' })).body;
    const urls = locs(body);
    expect(urls).toContain('https://exemple.fr/annuaire&amp;co/metiers');
    expect(urls.every((url) => url.startsWith('https://exemple.fr/annuaire&amp;co/'))).toBe(true);
    expect(body).not.toMatch(/&co/);
  });
});
