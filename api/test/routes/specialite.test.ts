// /api/specialite: the list in French alphabetical order, one by id, French 404 and 400, ETag revalidation; the
// trades of one artisan; admin-only writes (unique metier ignoring case and accents, in-use deletion refused,
// images released) and the image upload.
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { sql } from 'drizzle-orm';
import {
  SpecialiteListSchema,
  SpecialiteWithCountListSchema,
  SpecialiteSchema,
  SpecialiteUsageListSchema,
  type Specialite,
} from '@annuaire/shared/contract/specialite';
import { UPLOAD_MESSAGES } from '../../src/plugins/uploads';
import { DETAIL_MESSAGES } from '../../src/routes/artisan-details';
import { SPECIALITE_MESSAGES } from '../../src/routes/specialite';
import {
  addTrade,
  adminCells,
  insertArtisan,
  insertDetail,
  jpeg,
  listUploads,
  multipart,
  openDetailsApp,
  png,
  pngOfSize,
  SVG,
  truncatedPng,
  type DetailsApp,
  type DetailsCaller as Caller,
} from '../helpers/fixture-details';
import { resolveRefs } from '../helpers/openapi';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('/api/specialite', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it('lists the trades sorted by metier, accents ignored', async () => {
    const response = await ctx.app.inject({ url: '/api/specialite' });
    expect(response.statusCode).toBe(200);
    const list = SpecialiteWithCountListSchema.parse(response.json());
    expect(list.map((item) => item.metier)).toEqual(['Électricien', 'Maçon', 'Plombier']);
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'metier', 'nombreArtisans', 'pathImg']);
  });

  it('sends no-cache with a weak ETag, and 304 when the client has it', async () => {
    const first = await ctx.app.inject({ url: '/api/specialite' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await ctx.app.inject({ url: '/api/specialite', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await ctx.app.inject({ url: '/api/specialite', headers: { 'if-none-match': 'W/"autre"' } });
    expect(other.statusCode).toBe(200);
  });

  it('reads one trade by id', async () => {
    const list = SpecialiteListSchema.parse((await ctx.app.inject({ url: '/api/specialite' })).json());
    const plombier = list.find((item) => item.metier === 'Plombier')!;
    const response = await ctx.app.inject({ url: `/api/specialite/${plombier.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(plombier);
  });

  it.each(['999999', '2147483647'])('answers a French 404 for the unknown id %s', async (id) => {
    const response = await ctx.app.inject({ url: `/api/specialite/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Spécialité introuvable.' });
  });

  it.each(['abc', '0', '-3', '1.5', '2147483648', '99999999999999999999'])(
    'answers a French 400 for the malformed id %s',
    async (id) => {
      const response = await ctx.app.inject({ url: `/api/specialite/${id}` });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; errors: { path: string }[] }>();
      expect(body.message).toMatch(/^id : /);
      expect(body.errors[0]!.path).toBe('id');
    },
  );
});

describe('/api/specialite writes and uploads', () => {
  let { ctx, world } = {} as DetailsApp;
  beforeAll(async () => ({ ctx, world } = await openDetailsApp()));
  afterAll(() => ctx?.close());

  const post = (body: object, caller: Caller = 'admin') =>
    ctx.app.inject({ method: 'POST', url: '/api/specialite', payload: body, headers: world.headers[caller] });
  const put = (id: number | string, body: object, caller: Caller = 'admin') =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/specialite/${id}`,
      payload: body,
      headers: world.headers[caller],
    });
  const del = (id: number | string, caller: Caller = 'admin') =>
    ctx.app.inject({ method: 'DELETE', url: `/api/specialite/${id}`, headers: world.headers[caller] });
  const upload = (data: Buffer, caller: Caller = 'admin', contentType = 'image/png') => {
    const { payload, headers } = multipart([{ data, contentType, filename: 'metier.png' }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/specialite/upload-file',
      payload,
      headers: { ...headers, ...world.headers[caller] },
    });
  };
  const storedImage = async () => {
    const response = await upload(await png());
    expect(response.statusCode).toBe(201);
    return response.json<{ path: string }>().path;
  };
  const fileExists = (pathImg: string) => fs.existsSync(path.join(ctx.dataDir, pathImg));
  const list = async () =>
    SpecialiteListSchema.parse((await ctx.app.inject({ url: '/api/specialite' })).json());
  const byMetier = async (metier: string) => (await list()).find((item) => item.metier === metier)!;

  describe('GET /specialites-artisan/{artisanId}', () => {
    it("lists one artisan's trades, sorted, without an account", async () => {
      const artisanId = await insertArtisan(ctx.app, 'Multi-métiers');
      await addTrade(ctx.app, artisanId, (await byMetier('Plombier')).id);
      await addTrade(ctx.app, artisanId, (await byMetier('Électricien')).id);
      const response = await ctx.app.inject({ url: `/api/specialite/specialites-artisan/${artisanId}` });
      expect(response.statusCode).toBe(200);
      expect(SpecialiteListSchema.parse(response.json()).map((item) => item.metier)).toEqual([
        'Électricien',
        'Plombier',
      ]);
      const none = await ctx.app.inject({
        url: `/api/specialite/specialites-artisan/${world.otherArtisanId}`,
      });
      expect(none.json()).toEqual([]);
    });

    it('answers 404 for an unknown artisan and 400 for a malformed id', async () => {
      const unknown = await ctx.app.inject({ url: '/api/specialite/specialites-artisan/999999' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: DETAIL_MESSAGES.artisanNotFound });
      const malformed = await ctx.app.inject({ url: '/api/specialite/specialites-artisan/abc' });
      expect(malformed.statusCode).toBe(400);
    });
  });

  // Issue 22: the back office knows before a deletion that a trade in use cannot be deleted.
  describe('GET /usage', () => {
    const usage = (caller: Caller = 'admin') =>
      ctx.app.inject({ url: '/api/specialite/usage', headers: world.headers[caller] });

    it.each(adminCells(200))('by %s → %d', async (caller, status) => {
      const response = await usage(caller);
      expect(response.statusCode).toBe(status);
      if (status === 401) expect(response.json()).toEqual({ message: MESSAGES.unauthorized });
      if (status === 403) expect(response.json()).toEqual({ message: MESSAGES.forbidden });
      if (status === 200) expect(() => SpecialiteUsageListSchema.parse(response.json())).not.toThrow();
    });

    it('counts the artisans of each trade in use, and follows their changes', async () => {
      const counted = async () =>
        new Map(
          SpecialiteUsageListSchema.parse((await usage()).json()).map((row) => [
            row.specialiteId,
            row.artisans,
          ]),
        );
      const listed = async () =>
        SpecialiteWithCountListSchema.parse((await ctx.app.inject({ url: '/api/specialite' })).json()).find(
          (row) => row.id === created.id,
        )?.nombreArtisans;
      const created = SpecialiteSchema.parse((await post({ metier: 'Poseur de parquet' })).json());
      expect((await counted()).has(created.id)).toBe(false);
      expect(await listed()).toBe(0);
      await addTrade(ctx.app, await insertArtisan(ctx.app, 'Parquets A'), created.id);
      const closing = await insertArtisan(ctx.app, 'Parquets B');
      await addTrade(ctx.app, closing, created.id);
      expect((await counted()).get(created.id)).toBe(2);
      // The public list counts them too once its cached answer is dropped, as the routes that change an artisan's
      // trades do ('directory'); the helpers above write to the database directly.
      expect(await listed()).toBe(0);
      await ctx.app.forgetPublic('directory');
      expect(await listed()).toBe(2);
      // A listing the registers closed leaves the trade's page, and its public count with it; it still holds the
      // trade, which therefore cannot be deleted.
      await ctx.app.db.execute(sql`update artisans set fermee_le = now() where id = ${closing}`);
      await ctx.app.forgetPublic('directory');
      expect(await listed()).toBe(1);
      expect((await counted()).get(created.id)).toBe(2);
      // Whatever the count says, the DELETE still decides (an artisan may take the trade meanwhile).
      expect((await del(created.id)).json()).toEqual({ message: MESSAGES.specialiteInUse });
    });
  });

  describe('authorization: admin only', () => {
    it.each(adminCells(201))('POST by %s → %d', async (caller, status) => {
      const response = await post({ metier: `Couvreur ${caller}` }, caller);
      expect(response.statusCode).toBe(status);
      if (status === 401) expect(response.json()).toEqual({ message: MESSAGES.unauthorized });
      if (status === 403) expect(response.json()).toEqual({ message: MESSAGES.forbidden });
      expect((await list()).some((item) => item.metier === `Couvreur ${caller}`)).toBe(status === 201);
    });

    it.each(adminCells(200))('PUT by %s → %d', async (caller, status) => {
      const created = SpecialiteSchema.parse((await post({ metier: `Vitrier ${caller}` })).json());
      const response = await put(created.id, { metier: `Miroitier ${caller}` }, caller);
      expect(response.statusCode).toBe(status);
      const after = (await list()).find((item) => item.id === created.id)!;
      expect(after.metier).toBe(status === 200 ? `Miroitier ${caller}` : `Vitrier ${caller}`);
    });

    it.each(adminCells(204))('DELETE by %s → %d', async (caller, status) => {
      const created = SpecialiteSchema.parse((await post({ metier: `Ramoneur ${caller}` })).json());
      const response = await del(created.id, caller);
      expect(response.statusCode).toBe(status);
      expect((await list()).some((item) => item.id === created.id)).toBe(status !== 204);
    });

    it.each(adminCells(201))('upload by %s → %d', async (caller, status) => {
      const before = listUploads(ctx.dataDir);
      const response = await upload(await png(), caller);
      expect(response.statusCode).toBe(status);
      if (status === 201) {
        expect(response.json().path).toMatch(/^\/uploads\/specialites\/[0-9a-f]{24}\.webp$/);
        expect(fileExists(response.json().path)).toBe(true);
      } else {
        expect(listUploads(ctx.dataDir)).toEqual(before);
      }
    });
  });

  describe('rules', () => {
    it('serves the cached list until a write, then the list as written', async () => {
      const before = await list();
      await expect(list()).resolves.toEqual(before);
      const created = await post({ metier: 'Vitrailliste' });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: number }>().id;
      expect((await list()).map((item) => item.metier)).toContain('Vitrailliste');
      expect((await put(id, { metier: 'Vitrailliste d’art' })).statusCode).toBe(200);
      expect((await list()).find((item) => item.id === id)?.metier).toBe('Vitrailliste d’art');
      expect((await del(id)).statusCode).toBe(204);
      expect((await list()).map((item) => item.id)).not.toContain(id);
    });

    it('creates a trade with an uploaded image', async () => {
      const pathImg = await storedImage();
      const response = await post({ metier: '  Carreleur  ', pathImg });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(Number), metier: 'Carreleur', pathImg });
      expect((await list()).map((item) => item.metier)).toContain('Carreleur');
    });

    it.each(['plombier', 'PLOMBIER', 'électricien', 'Electricien', ' maçon ', 'MACON'])(
      'refuses the duplicate metier %j (case and accents ignored)',
      async (metier) => {
        const response = await post({ metier });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Ce métier existe déjà.' });
      },
    );

    it('lets exactly one of several concurrent creations of the same metier through', async () => {
      const responses = await Promise.all(
        ['Zingueur', 'zingueur', 'ZINGUEUR', 'Zïngueur', ' zingueur'].map((metier) => post({ metier })),
      );
      expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
      for (const response of responses.filter((item) => item.statusCode !== 201)) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Ce métier existe déjà.' });
      }
    });

    it('requires a metier, with the French message', async () => {
      for (const body of [{}, { metier: '   ' }]) {
        const response = await post(body);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Le métier est obligatoire.');
      }
    });

    it('refuses an image that is not a stored upload', async () => {
      const missing = await post({ metier: 'Parqueteur', pathImg: '/uploads/specialites/absent.webp' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: SPECIALITE_MESSAGES.imageMissing });
      const outside = await post({ metier: 'Parqueteur', pathImg: '/etc/passwd' });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().message).toBe('Chemin d’image invalide.');
      expect((await list()).some((item) => item.metier === 'Parqueteur')).toBe(false);
    });

    it('PUT keeps its own metier under another case, refuses another trade’s, and 404s an unknown id', async () => {
      const created = SpecialiteSchema.parse((await post({ metier: 'Serrurier' })).json());
      const recased = await put(created.id, { metier: 'SERRURIER' });
      expect(recased.statusCode).toBe(200);
      expect(recased.json()).toMatchObject({ metier: 'SERRURIER' });
      const taken = await put(created.id, { metier: 'Électricien' });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({ message: 'Ce métier existe déjà.' });
      const unknown = await put(999999, { metier: 'Inconnu' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: SPECIALITE_MESSAGES.notFound });
      for (const id of ['abc', '0', '2147483648'])
        expect((await put(id, { metier: 'x' })).statusCode).toBe(400);
    });

    it('PUT without pathImg keeps the image, with another one releases the old files, with null removes it', async () => {
      const first = await storedImage();
      const created: Specialite = (await post({ metier: 'Plaquiste', pathImg: first })).json();
      const kept = await put(created.id, { metier: 'Plaquiste' });
      expect(kept.json().pathImg).toBe(first);
      const second = await storedImage();
      const replaced = await put(created.id, { metier: 'Plaquiste', pathImg: second });
      expect(replaced.json().pathImg).toBe(second);
      expect(fileExists(first)).toBe(false);
      const removed = await put(created.id, { metier: 'Plaquiste', pathImg: null });
      expect(removed.json().pathImg).toBeNull();
      expect(fileExists(second)).toBe(false);
    });

    it('DELETE of a trade an artisan uses answers 400 with the spec message and deletes nothing', async () => {
      const plombier = await byMetier('Plombier');
      const response = await del(plombier.id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Cette spécialité ne peut pas être supprimée car elle est utilisée par des artisans.',
      });
      expect(response.json().message).toBe(MESSAGES.specialiteInUse);
      expect((await list()).some((item) => item.id === plombier.id)).toBe(true);
    });

    it('DELETE answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await del(999999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: SPECIALITE_MESSAGES.notFound });
      for (const id of ['abc', '-1', '2147483648']) expect((await del(id)).statusCode).toBe(400);
    });

    it('DELETE removes the image files unless another row still uses them', async () => {
      const own = await storedImage();
      const alone: Specialite = (await post({ metier: 'Étancheur', pathImg: own })).json();
      expect((await del(alone.id)).statusCode).toBe(204);
      expect(fileExists(own)).toBe(false);

      const shared = await storedImage();
      const used: Specialite = (await post({ metier: 'Façadier', pathImg: shared })).json();
      await insertDetail(ctx.app, { artisanId: world.ownArtisanId, type: 'NORME', pathImg: shared });
      expect((await del(used.id)).statusCode).toBe(204);
      expect(fileExists(shared)).toBe(true);
    });
  });

  describe('upload', () => {
    it('accepts a JPEG and exactly 2 MiB, refuses one byte more with 413', async () => {
      expect((await upload(await jpeg(), 'admin', 'image/jpeg')).statusCode).toBe(201);
      expect((await upload(await pngOfSize(2 * 1024 * 1024))).statusCode).toBe(201);
      const before = listUploads(ctx.dataDir);
      const tooLarge = await upload(await pngOfSize(2 * 1024 * 1024 + 1));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ message: MESSAGES.imageTooLarge });
      expect(listUploads(ctx.dataDir)).toEqual(before);
    });

    it('refuses an SVG and a truncated PNG with 415, and a missing file with 400, storing nothing', async () => {
      const before = listUploads(ctx.dataDir);
      for (const data of [SVG, await truncatedPng()]) {
        const response = await upload(data);
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.notAnImage });
      }
      const { payload, headers } = multipart([], { metier: 'x' });
      const noFile = await ctx.app.inject({
        method: 'POST',
        url: '/api/specialite/upload-file',
        payload,
        headers: { ...headers, ...world.headers.admin },
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toEqual({ message: UPLOAD_MESSAGES.fileRequired });
      expect(listUploads(ctx.dataDir)).toEqual(before);
    });
  });

  it('publishes every route in the OpenAPI document, the upload as multipart', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths['/api/specialite']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/specialite/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(document.paths['/api/specialite/specialites-artisan/{artisanId}'].get).toBeDefined();
    const uploadOp = document.paths['/api/specialite/upload-file'].post;
    const uploadBody = resolveRefs(document, uploadOp.requestBody.content['multipart/form-data'].schema) as {
      properties: Record<string, unknown>;
    };
    expect(uploadBody.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(uploadOp.responses['201']).toBeDefined();
    const details = document.paths['/api/artisan/details/{artisanId}/upload-file'].post;
    expect(details.requestBody.content['multipart/form-data']).toBeDefined();
    for (const [url, methods] of Object.entries({
      '/api/artisan/details': ['post'],
      '/api/artisan/details/{id}': ['delete', 'put'],
      '/api/artisan/details/artisan/{artisanId}': ['get'],
      '/api/artisan/details/type-artisan/{id}': ['get'],
    })) {
      expect(Object.keys(document.paths[url]).sort()).toEqual(methods);
    }
  });
});
