// Upload quotas (routes/artisan-details.ts): an artisan cannot fill the disk with images no detail uses, nor upload
// without end; both refusals are French 429s, checked before the body is read.
import { LIMITS } from '@annuaire/shared/contract/limits';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { listUploads, multipart, openDetailsApp, png, type DetailsApp } from '../helpers/fixture-details';

describe('upload quotas', () => {
  let { ctx, world } = {} as DetailsApp;
  let image: Buffer;
  beforeAll(async () => {
    ({ ctx, world } = await openDetailsApp());
    image = await png(64, 48);
  }, 60_000);
  afterAll(() => ctx?.close());

  const upload = (artisanId: number, headers: Record<string, string>) => {
    const body = multipart([{ data: image, contentType: 'image/png', filename: 'photo.png' }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/artisan/details/${artisanId}/upload-file`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const mainImages = (artisanId: number) =>
    listUploads(ctx.dataDir).filter(
      (file) => file.startsWith(`artisans/${artisanId}/`) && !/-\d+\.webp$/.test(file),
    );

  it(`refuses one image more than the ${LIMITS.unattachedImagesMax} that no detail uses, and takes one again once one is used`, async () => {
    const artisanId = world.ownArtisanId;
    const paths: string[] = [];
    for (let index = 0; index < LIMITS.unattachedImagesMax; index += 1) {
      const response = await upload(artisanId, world.headers.artisan);
      expect(response.statusCode).toBe(201);
      paths.push(response.json<{ path: string }>().path);
    }
    const refused = await upload(artisanId, world.headers.artisan);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.uploadsUnattached });
    expect(mainImages(artisanId)).toHaveLength(LIMITS.unattachedImagesMax);
    // The administrator is held to the same bound for this artisan.
    expect((await upload(artisanId, world.headers.admin)).statusCode).toBe(429);

    const used = await ctx.app.inject({
      method: 'POST',
      url: '/api/artisan/details',
      headers: world.headers.artisan,
      payload: { type: 'NORME', artisanId, description: 'RGE', pathImg: paths[0] },
    });
    expect(used.statusCode).toBe(201);
    expect((await upload(artisanId, world.headers.artisan)).statusCode).toBe(201);
    // Another artisan's quota is its own.
    expect((await upload(world.otherArtisanId, world.headers.other)).statusCode).toBe(201);
  });

  it(`refuses more than ${LIMITS.uploadsPerHour} uploads in an hour, used or not, with Retry-After`, async () => {
    const artisanId = world.otherArtisanId;
    // One upload above came from the test before; each one here is used then deleted, so that only the hourly
    // bound can refuse.
    let accepted = 1;
    let refused: Awaited<ReturnType<typeof upload>> | null = null;
    while (accepted <= LIMITS.uploadsPerHour + 1 && !refused) {
      const response = await upload(artisanId, world.headers.other);
      if (response.statusCode !== 201) {
        refused = response;
        break;
      }
      accepted += 1;
      const detail = await ctx.app.inject({
        method: 'POST',
        url: '/api/artisan/details',
        headers: world.headers.other,
        payload: {
          type: 'NORME',
          artisanId,
          description: 'RGE',
          pathImg: response.json<{ path: string }>().path,
        },
      });
      expect(detail.statusCode).toBe(201);
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/artisan/details/${detail.json<{ id: number }>().id}`,
        headers: world.headers.other,
      });
      expect(removed.statusCode).toBe(204);
    }
    expect(accepted).toBe(LIMITS.uploadsPerHour);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toEqual({ message: MESSAGES.uploadsPerHour });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(59 * 60);
  }, 120_000);
});
