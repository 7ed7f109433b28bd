// The public artisan page and the trade pages are the same for every visitor: after the first read they are sent
// from prepared answers (bytes, ETag, compressed forms) until a write under /api, like the map. Nearest first,
// which depends on the visitor's position, and unknown ids are read each time.
import zlib from 'node:zlib';
import { ArtisanPageSchema, ArtisanPublicSchema } from '@annuaire/shared/contract/artisan';
import { bearer, insertArtisan, insertUser, specialiteIds } from '../helpers/fixture-artisans';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('prepared answers of the artisan and trade pages', () => {
  let ctx: TestApp;
  let trades: Record<string, number>;
  let artisanId: number;
  let owner: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestApp();
    trades = await specialiteIds(ctx.app);
    const userId = await insertUser(ctx.app, { role: 'ROLE_ARTISAN' });
    artisanId = await insertArtisan(ctx.app, {
      userId,
      entrepriseNom: 'Menuiserie Mémoire',
      rayonActivite: 20,
      specialiteIds: [trades['Plombier']!],
    });
    for (let index = 0; index < 12; index += 1) {
      await insertArtisan(ctx.app, {
        entrepriseNom: `Menuiserie ${String(index).padStart(2, '0')}`,
        specialiteIds: [trades['Plombier']!],
      });
    }
    owner = bearer(ctx.app, { sub: userId, role: 'ROLE_ARTISAN', artisanId });
  });
  afterAll(() => ctx?.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

  it('reads an artisan once, then sends the same bytes with one ETag, 304 and compressed forms', async () => {
    const loads = jest.spyOn(ctx.app.artisanRepository, 'findPublicById');
    const first = await get(`/api/artisan/${artisanId}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    // What the route's response schema produces.
    expect(first.body).toBe(JSON.stringify(ArtisanPublicSchema.parse(JSON.parse(first.body))));
    const etag = first.headers.etag as string;

    const second = await get(`/api/artisan/${artisanId}`, { 'accept-encoding': 'gzip' });
    expect(second.headers.etag).toBe(etag);
    const body =
      second.headers['content-encoding'] === 'gzip'
        ? zlib.gunzipSync(second.rawPayload).toString()
        : second.body;
    expect(body).toBe(first.body);
    const notModified = await get(`/api/artisan/${artisanId}`, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('shows a change made through the API at once', async () => {
    expect((await get(`/api/artisan/${artisanId}`)).json()).toMatchObject({ rayonActivite: 20 });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/artisan/${artisanId}`,
      headers: owner,
      payload: { anneeExperience: 9, rayonActivite: 45, specialites: [trades['Plombier']!] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get(`/api/artisan/${artisanId}`)).json()).toMatchObject({
      rayonActivite: 45,
      anneeExperience: 9,
    });
  });

  it('answers 404 in French to an unknown artisan every time, without keeping it', async () => {
    const loads = jest.spyOn(ctx.app.artisanRepository, 'findPublicById');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const missing = await get('/api/artisan/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Artisan introuvable.' });
    }
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('reads a trade page once whatever the spelling of its defaults, and nearest first each time', async () => {
    const pages = jest.spyOn(ctx.app.artisanRepository, 'pageBySpecialite');
    const url = `/api/artisan/artisans-specialite/${trades['Plombier']}`;
    const first = await get(`${url}?page=1`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(JSON.stringify(ArtisanPageSchema.parse(JSON.parse(first.body))));
    expect((await get(`${url}?page=1&size=10`)).body).toBe(first.body);
    expect((await get(`${url}?size=10`)).body).toBe(first.body);
    expect(pages).toHaveBeenCalledTimes(1);

    const second = await get(`${url}?page=2`);
    expect(second.json()).toMatchObject({ page: 2 });
    expect(pages).toHaveBeenCalledTimes(2);

    await get(`${url}?page=1&lat=45.16&lon=1.53`);
    await get(`${url}?page=1&lat=45.16&lon=1.53`);
    expect(pages).toHaveBeenCalledTimes(4);
  });

  it("counts a trade's artisans once for all its pages in both orders, and again after a write", async () => {
    const counts = jest.spyOn(ctx.app.artisanRepository, 'countBySpecialite');
    // A write empties the prepared answers: the count starts afresh.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/artisan/${artisanId}`,
      headers: owner,
      payload: { anneeExperience: 9, rayonActivite: 45, specialites: [trades['Plombier']!] },
    });
    const url = `/api/artisan/artisans-specialite/${trades['Plombier']}`;
    const first = (await get(`${url}?page=1`)).json() as { total: number; pageCount: number };
    const total = first.total;
    // The 13 artisans of this file, and the fixture's own if any.
    expect(total).toBeGreaterThanOrEqual(13);
    expect(first.pageCount).toBe(Math.ceil(total / 10));
    expect((await get(`${url}?page=2`)).json()).toMatchObject({ total, page: 2 });
    expect((await get(`${url}?page=1&lat=45.16&lon=1.53`)).json()).toMatchObject({ total });
    expect((await get(`${url}?page=9`)).json()).toEqual({
      items: [],
      total,
      page: 9,
      size: 10,
      pageCount: Math.ceil(total / 10),
    });
    expect(counts).toHaveBeenCalledTimes(1);

    const otherTrade = Object.entries(trades).find(([name]) => name !== 'Plombier')![1];
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/artisan/${artisanId}`,
      headers: owner,
      payload: { anneeExperience: 9, rayonActivite: 45, specialites: [otherTrade] },
    });
    expect(moved.statusCode).toBe(200);
    expect((await get(`${url}?page=1`)).json()).toMatchObject({ total: total - 1 });
    const lastPage = Math.ceil(total / 10);
    const pages = await Promise.all(
      Array.from({ length: lastPage }, (_, index) => get(`${url}?page=${index + 1}`)),
    );
    const ids = pages.flatMap((page) =>
      (page.json() as { items: { id: number }[] }).items.map((card) => card.id),
    );
    expect(ids).toHaveLength(total - 1);
    expect(ids).not.toContain(artisanId);
    expect(counts).toHaveBeenCalledTimes(2);
  });

  it('answers 404 in French to an unknown trade', async () => {
    const missing = await get('/api/artisan/artisans-specialite/999999?page=1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Spécialité introuvable.' });
  });
});
