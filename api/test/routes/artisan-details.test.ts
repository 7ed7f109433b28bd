// /api/artisan/details: public lists, writes by admins and by the owning artisan only, per-type limits (also under
// concurrency), description length, image paths that must be stored uploads, image files released on delete.
import fs from 'node:fs';
import path from 'node:path';
import { ArtisanDetailListSchema, ArtisanDetailSchema } from '@annuaire/shared/contract/artisan-detail';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { DETAIL_MESSAGES } from '../../src/routes/artisan-details';
import { UPLOAD_MESSAGES } from '../../src/plugins/uploads';
import {
  detailRows,
  insertArtisan,
  insertDetail,
  jpeg,
  listUploads,
  multipart,
  openDetailsApp,
  ownerCells,
  png,
  TEXT,
  type DetailsApp,
  type DetailsCaller as Caller,
} from '../helpers/fixture-details';

/** The qualification fields of a detail that has none (issue 21). */
const NO_QUALIFICATION = {
  organisme: null,
  numero: null,
  dateDebut: null,
  dateFin: null,
  rge: false,
  verifiee: false,
  listeRgeDu: null,
};

describe('/api/artisan/details', () => {
  let { ctx, world } = {} as DetailsApp;
  beforeAll(async () => ({ ctx, world } = await openDetailsApp()));
  afterAll(() => ctx?.close());

  const uploadFor = async (artisanId: number | string, caller: Caller = 'admin', data?: Buffer) => {
    const { payload, headers } = multipart([{ data: data ?? (await png()) }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/artisan/details/${artisanId}/upload-file`,
      payload,
      headers: { ...headers, ...world.headers[caller] },
    });
  };

  /** Uploads an image for the artisan (as admin) and returns its stored path. */
  const storedImage = async (artisanId: number) => {
    const response = await uploadFor(artisanId);
    expect(response.statusCode).toBe(201);
    return response.json<{ path: string }>().path;
  };

  const post = (body: object, caller: Caller = 'admin') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/artisan/details',
      payload: body,
      headers: world.headers[caller],
    });
  const put = (id: number | string, body: object, caller: Caller = 'admin') =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/artisan/details/${id}`,
      payload: body,
      headers: world.headers[caller],
    });
  const del = (id: number | string, caller: Caller = 'admin') =>
    ctx.app.inject({ method: 'DELETE', url: `/api/artisan/details/${id}`, headers: world.headers[caller] });

  /** A certification of the fixture's artisan, without image. */
  const insertEmptyNorme = () =>
    insertDetail(ctx.app, { artisanId: world.ownArtisanId, type: 'NORME', pathImg: null });

  const fileExists = (pathImg: string) => fs.existsSync(path.join(ctx.dataDir, pathImg));

  describe('public reading', () => {
    it("lists an artisan's details without an account", async () => {
      const response = await ctx.app.inject({ url: `/api/artisan/details/artisan/${world.ownArtisanId}` });
      expect(response.statusCode).toBe(200);
      const list = ArtisanDetailListSchema.parse(response.json());
      expect(list).toEqual([
        {
          id: expect.any(Number),
          artisanId: world.ownArtisanId,
          type: 'DESCRIPTION',
          description: 'Plombier de test.',
          pathImg: null,
          ...NO_QUALIFICATION,
        },
      ]);
    });

    it('lists the details of one type, and an empty list for a type the artisan has none of', async () => {
      const description = await ctx.app.inject({
        url: `/api/artisan/details/type-artisan/${world.ownArtisanId}?type=DESCRIPTION`,
      });
      expect(description.statusCode).toBe(200);
      expect(description.json()).toHaveLength(1);
      const main = await ctx.app.inject({
        url: `/api/artisan/details/type-artisan/${world.ownArtisanId}?type=IMG_PRINCIPALE`,
      });
      expect(main.statusCode).toBe(200);
      expect(main.json()).toEqual([]);
    });

    it.each(['IMAGE', 'img_principale', ''])('refuses the type %j with a French 400', async (type) => {
      const response = await ctx.app.inject({
        url: `/api/artisan/details/type-artisan/${world.ownArtisanId}?type=${type}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Type de détail invalide : IMG_PRINCIPALE, IMG_REALISATION, DESCRIPTION, NORME ou ASSURANCE.',
      );
    });

    it('refuses a missing type with a French 400', async () => {
      const response = await ctx.app.inject({
        url: `/api/artisan/details/type-artisan/${world.ownArtisanId}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe('type');
    });

    it.each(['/api/artisan/details/artisan/999999', '/api/artisan/details/type-artisan/999999?type=NORME'])(
      'answers 404 for an unknown artisan: %s',
      async (url) => {
        const response = await ctx.app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: DETAIL_MESSAGES.artisanNotFound });
      },
    );

    it.each(['abc', '0', '-1', '2147483648'])('answers 400 for the malformed artisan id %s', async (id) => {
      for (const url of [
        `/api/artisan/details/artisan/${id}`,
        `/api/artisan/details/type-artisan/${id}?type=NORME`,
      ]) {
        const response = await ctx.app.inject({ url });
        expect(response.statusCode).toBe(400);
      }
    });
  });

  describe('authorization', () => {
    const norme = (artisanId: number, pathImg: string) => ({ type: 'NORME', artisanId, pathImg });

    it.each(ownerCells(201))(
      "POST of a detail for the fixture's artisan by %s → %d",
      async (caller, status) => {
        const pathImg = await storedImage(world.ownArtisanId);
        const response = await post(norme(world.ownArtisanId, pathImg), caller);
        expect(response.statusCode).toBe(status);
        if (status === 401) expect(response.json()).toEqual({ message: MESSAGES.unauthorized });
        if (status === 403) expect(response.json()).toEqual({ message: MESSAGES.forbidden });
        if (status === 201) {
          expect(ArtisanDetailSchema.parse(response.json())).toMatchObject({
            artisanId: world.ownArtisanId,
            type: 'NORME',
            pathImg,
            description: null,
          });
        }
      },
    );

    it.each(ownerCells(200))(
      'PUT of a detail of the fixture’s artisan by %s → %d',
      async (caller, status) => {
        const id = await insertEmptyNorme();
        const pathImg = await storedImage(world.ownArtisanId);
        // The body names the caller's own artisan: ownership still comes from the stored row.
        const artisanId = caller === 'other' ? world.otherArtisanId : world.ownArtisanId;
        const response = await put(id, { type: 'NORME', artisanId, pathImg, description: 'RGE' }, caller);
        expect(response.statusCode).toBe(status);
        const [row] = (await detailRows(ctx.app, world.ownArtisanId)).filter((detail) => detail.id === id);
        if (status === 200) {
          expect(response.json()).toEqual({
            id,
            artisanId: world.ownArtisanId,
            type: 'NORME',
            pathImg,
            description: 'RGE',
            ...NO_QUALIFICATION,
          });
        } else {
          expect(row).toMatchObject({ pathImg: null, description: null });
        }
        await del(id);
      },
    );

    it.each(ownerCells(204))(
      'DELETE of a detail of the fixture’s artisan by %s → %d',
      async (caller, status) => {
        const id = await insertEmptyNorme();
        const response = await del(id, caller);
        expect(response.statusCode).toBe(status);
        const remaining = (await detailRows(ctx.app, world.ownArtisanId)).some((detail) => detail.id === id);
        expect(remaining).toBe(status !== 204);
        if (status === 204) expect(response.body).toBe('');
        else await del(id);
      },
    );

    it('never moves a detail to another artisan, whatever artisanId the PUT body names', async () => {
      const id = await insertDetail(ctx.app, {
        artisanId: world.otherArtisanId,
        type: 'DESCRIPTION',
        description: 'Autre.',
      });
      const response = await put(
        id,
        { type: 'DESCRIPTION', artisanId: world.ownArtisanId, description: 'Piraté' },
        'artisan',
      );
      expect(response.statusCode).toBe(403);
      const asAdmin = await put(id, {
        type: 'DESCRIPTION',
        artisanId: world.ownArtisanId,
        description: 'Corrigé.',
      });
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json()).toMatchObject({ artisanId: world.otherArtisanId, description: 'Corrigé.' });
      await del(id);
    });

    it.each(ownerCells(201))("upload for the fixture's artisan by %s → %d", async (caller, status) => {
      const before = listUploads(ctx.dataDir);
      const response = await uploadFor(world.ownArtisanId, caller);
      expect(response.statusCode).toBe(status);
      if (status === 201) {
        expect(response.json().path).toMatch(
          new RegExp(`^/uploads/artisans/${world.ownArtisanId}/[0-9a-f]{24}\\.webp$`),
        );
        expect(fileExists(response.json().path)).toBe(true);
      } else {
        expect(listUploads(ctx.dataDir)).toEqual(before);
      }
    });

    it('upload: 404 for an unknown artisan (admin), 400 for a malformed id, 415/413 reported in French', async () => {
      const unknown = await uploadFor(999999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: DETAIL_MESSAGES.artisanNotFound });
      const malformed = await uploadFor('abc');
      expect(malformed.statusCode).toBe(400);
      const before = listUploads(ctx.dataDir);
      const text = await uploadFor(world.ownArtisanId, 'artisan', TEXT);
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({ message: UPLOAD_MESSAGES.notAnImage });
      const big = await uploadFor(world.ownArtisanId, 'artisan', Buffer.alloc(2 * 1024 * 1024 + 1, 1));
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ message: MESSAGES.imageTooLarge });
      expect(listUploads(ctx.dataDir)).toEqual(before);
    });

    it('upload: a JPEG from the artisan is accepted too', async () => {
      const response = await uploadFor(world.ownArtisanId, 'artisan', await jpeg());
      expect(response.statusCode).toBe(201);
    });
  });

  describe('validation', () => {
    it('accepts a description of 499 characters and refuses 500 with the spec message', async () => {
      const artisanId = await insertArtisan(ctx.app, 'Description SARL');
      const tooLong = await post({ type: 'DESCRIPTION', artisanId, description: 'é'.repeat(500) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe(
        "Veuillez ne pas dépasser 500 caractères pour la description de l'artisan.",
      );
      const ok = await post({ type: 'DESCRIPTION', artisanId, description: 'é'.repeat(499) });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().description).toHaveLength(499);
    });

    it('requires the field the type calls for', async () => {
      const artisanId = world.otherArtisanId;
      const noDescription = await post({ type: 'DESCRIPTION', artisanId });
      expect(noDescription.statusCode).toBe(400);
      expect(noDescription.json().message).toBe(MESSAGES.descriptionRequired);
      const blank = await post({ type: 'DESCRIPTION', artisanId, description: '   ' });
      expect(blank.json().message).toBe(MESSAGES.descriptionRequired);
      const noImage = await post({ type: 'IMG_REALISATION', artisanId, description: 'Cuisine' });
      expect(noImage.statusCode).toBe(400);
      expect(noImage.json().errors[0].path).toBe('pathImg');
      const badType = await post({ type: 'VIDEO', artisanId, description: 'x' });
      expect(badType.statusCode).toBe(400);
      const noArtisan = await post({ type: 'DESCRIPTION', description: 'x' });
      expect(noArtisan.statusCode).toBe(400);
      expect(await detailRows(ctx.app, artisanId)).toEqual([]);
    });

    it('refuses an image path outside /uploads, a missing file, and another artisan’s upload', async () => {
      const artisanId = world.ownArtisanId;
      for (const pathImg of [
        '/etc/passwd',
        '/uploads/../db/x.webp',
        'https://exemple.fr/a.webp',
        '/uploads//a.webp',
      ]) {
        const response = await post({ type: 'NORME', artisanId, pathImg });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Chemin d’image invalide.');
      }
      const missing = await post({
        type: 'NORME',
        artisanId,
        pathImg: `/uploads/artisans/${artisanId}/absent.webp`,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: DETAIL_MESSAGES.imageMissing });

      const othersImage = await storedImage(world.otherArtisanId);
      const stolen = await post({ type: 'NORME', artisanId, pathImg: othersImage }, 'artisan');
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json()).toEqual({ message: DETAIL_MESSAGES.imageNotOwned });
    });

    it('answers 404 for an unknown artisan or detail, 400 for malformed ids and JSON', async () => {
      const unknownArtisan = await post({ type: 'DESCRIPTION', artisanId: 999999, description: 'x' });
      expect(unknownArtisan.statusCode).toBe(404);
      expect(unknownArtisan.json()).toEqual({ message: DETAIL_MESSAGES.artisanNotFound });
      for (const response of [
        await put(999999, { type: 'DESCRIPTION', description: 'x' }),
        await del(999999),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: DETAIL_MESSAGES.detailNotFound });
      }
      for (const id of ['abc', '0', '2147483648']) {
        expect((await put(id, { type: 'DESCRIPTION', description: 'x' })).statusCode).toBe(400);
        expect((await del(id)).statusCode).toBe(400);
      }
      const malformed = await ctx.app.inject({
        method: 'POST',
        url: '/api/artisan/details',
        headers: { ...world.headers.admin, 'content-type': 'application/json' },
        payload: '{"type":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: MESSAGES.malformedJson });
    });
  });

  describe('limits per type', () => {
    it.each([
      ['IMG_PRINCIPALE', 1, "Vous ne pouvez ajouter qu'une seule image principale."],
      ['IMG_REALISATION', 10, 'Vous avez atteint le nombre maximal de 10 images secondaires.'],
      ['DESCRIPTION', 1, 'Vous avez atteint le nombre maximal de 1 descriptions.'],
      ['NORME', 10, 'Vous avez atteint le nombre maximal de 10 normes.'],
    ] as const)('%s: %d accepted, one more refused with the spec message', async (type, limit, message) => {
      const artisanId = await insertArtisan(ctx.app, `Limite ${type}`);
      const pathImg = await storedImage(artisanId);
      const body =
        type === 'DESCRIPTION' ? { type, artisanId, description: 'Texte.' } : { type, artisanId, pathImg };
      for (let index = 0; index < limit; index += 1) {
        expect((await post(body)).statusCode).toBe(201);
      }
      const refused = await post(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message });
      expect(message).toBe(MESSAGES.detailLimit[type]);
      expect(await detailRows(ctx.app, artisanId)).toHaveLength(limit);
    });

    it('holds under 15 concurrent POSTs of IMG_REALISATION: exactly 10 succeed', async () => {
      const artisanId = await insertArtisan(ctx.app, 'Concurrence');
      const pathImg = await storedImage(artisanId);
      const responses = await Promise.all(
        Array.from({ length: 15 }, () => post({ type: 'IMG_REALISATION', artisanId, pathImg })),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 400)).toHaveLength(5);
      for (const response of responses.filter((item) => item.statusCode === 400)) {
        expect(response.json()).toEqual({ message: MESSAGES.detailLimit.IMG_REALISATION });
      }
      expect(await detailRows(ctx.app, artisanId)).toHaveLength(10);
    });

    it('a PUT that changes the type respects the limit of the new type', async () => {
      const artisanId = await insertArtisan(ctx.app, 'Changement de type');
      const pathImg = await storedImage(artisanId);
      expect((await post({ type: 'IMG_PRINCIPALE', artisanId, pathImg })).statusCode).toBe(201);
      const work = await post({ type: 'IMG_REALISATION', artisanId, pathImg });
      const refused = await put(work.json().id, { type: 'IMG_PRINCIPALE', pathImg });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: MESSAGES.detailLimit.IMG_PRINCIPALE });
      expect((await detailRows(ctx.app, artisanId)).find((row) => row.id === work.json().id)?.type).toBe(
        'IMG_REALISATION',
      );
      // Same type: no limit check against itself.
      const same = await put(work.json().id, {
        type: 'IMG_REALISATION',
        pathImg,
        description: 'Salle de bains',
      });
      expect(same.statusCode).toBe(200);
      // To a type with room: allowed, and an image detail turned description loses its path.
      const toDescription = await put(work.json().id, { type: 'DESCRIPTION', description: 'Texte.' });
      expect(toDescription.statusCode).toBe(200);
      expect(toDescription.json()).toMatchObject({
        type: 'DESCRIPTION',
        pathImg: null,
        description: 'Texte.',
      });
    });
  });

  describe('image files', () => {
    it('deleting an image detail deletes its files, unless another row still uses them', async () => {
      const artisanId = await insertArtisan(ctx.app, 'Fichiers');
      const pathImg = await storedImage(artisanId);
      const first = (await post({ type: 'IMG_REALISATION', artisanId, pathImg })).json().id as number;
      const second = (await post({ type: 'NORME', artisanId, pathImg })).json().id as number;
      expect((await del(first)).statusCode).toBe(204);
      expect(fileExists(pathImg)).toBe(true);
      expect((await del(second)).statusCode).toBe(204);
      expect(fileExists(pathImg)).toBe(false);
      const name = path.basename(pathImg, '.webp');
      expect(listUploads(ctx.dataDir).filter((file) => file.includes(name))).toEqual([]);
    });

    it('replacing the image of a detail releases the old one', async () => {
      const artisanId = await insertArtisan(ctx.app, 'Remplacement');
      const oldImage = await storedImage(artisanId);
      const newImage = await storedImage(artisanId);
      const id = (await post({ type: 'IMG_PRINCIPALE', artisanId, pathImg: oldImage })).json().id as number;
      const response = await put(id, { type: 'IMG_PRINCIPALE', pathImg: newImage });
      expect(response.statusCode).toBe(200);
      expect(fileExists(oldImage)).toBe(false);
      expect(fileExists(newImage)).toBe(true);
    });

    it('an artisan may keep a shared image the detail already has (demo pictures)', async () => {
      const shared = await storedImage(world.otherArtisanId);
      const id = await insertDetail(ctx.app, {
        artisanId: world.ownArtisanId,
        type: 'NORME',
        pathImg: shared,
      });
      const response = await put(id, { type: 'NORME', pathImg: shared, description: 'Qualibat' }, 'artisan');
      expect(response.statusCode).toBe(200);
      await del(id);
    });
  });
});
