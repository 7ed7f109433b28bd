// /sitemap.xml: static pages, every trade and every artisan with lastmod, absolute URLs under PUBLIC_URL, XML
// escaping, and served as XML even to a browser navigation that the shell fallback would otherwise take.
import { SpecialiteListSchema } from '@annuaire/shared/contract/specialite';
import { SITEMAP_STATIC_PATHS } from '../../src/routes/sitemap';
import { escapeXml } from '../../src/text/xml';
import { insertArtisan, insertSpecialite } from '../helpers/fixture-artisans';
import { createTestApp, type TestApp } from '../helpers/test-app';

const BASE = 'https://annuaire.exemple.fr';

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
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
