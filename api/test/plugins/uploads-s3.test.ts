// Uploads with STORAGE=s3 against s3rver: an upload lands in the bucket (every width, nothing on the local disk),
// /uploads/ streams it back with its ETag, a year of cache and 304 on revalidation, 404 in French once deleted;
// the orphan sweep lists and deletes in the bucket; with PUBLIC_IMAGES_URL /uploads/ redirects there and img-src allows it.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LIMITS, MESSAGES } from '@annuaire/shared/contract/common';
import { sweepOrphanImages } from '../../src/plugins/orphan-images';
import { multipartScope } from '../../src/plugins/uploads';
import { jpeg, multipart } from '../helpers/fixture-details';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

const URL = '/api/test/upload';

describe('uploads through S3', () => {
  let server: TestS3Server;
  let ctx: TestApp;
  beforeAll(async () => {
    server = await startS3Server();
    ctx = await createTestApp({
      data: 'fixture',
      env: { ...server.env, S3_PREFIX: 'site' },
      extend: (app) => {
        void app.register(
          multipartScope(async (scope) => {
            scope.post(URL, async (request) => ({ path: await app.receiveImage(request, 'essais') }));
          }),
        );
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await server?.close();
  });

  it('stores an upload in the bucket, serves it at /uploads/ with ETag and 304, and deletes it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL,
      ...multipart([{ data: await jpeg(1000, 600), filename: 'chantier.jpg' }]),
    });
    expect(response.statusCode).toBe(200);
    const stored = response.json<{ path: string }>().path;
    // The stored path does not depend on where the image is.
    expect(stored).toMatch(/^\/uploads\/essais\/[0-9a-f]{24}\.webp$/);
    expect(fs.existsSync(path.join(ctx.dataDir, 'uploads', 'essais'))).toBe(false);
    expect(await ctx.app.imageExists(stored)).toBe(true);

    const served = await ctx.app.inject({ url: stored.replace(/\.webp$/, '-480.webp') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480);
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await ctx.app.inject({
      url: stored.replace(/\.webp$/, '-480.webp'),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await ctx.app.deleteImage(stored);
    expect(await ctx.app.imageExists(stored)).toBe(false);
    const gone = await ctx.app.inject({ url: stored });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: MESSAGES.notFound });
  });

  it('answers 404 in French for a path that is no stored image', async () => {
    for (const url of ['/uploads/absent.webp', '/uploads/../config.webp', '/uploads/a/b.png']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
    }
  });

  it('sweeps the orphan images of the bucket and keeps the referenced ones', async () => {
    const keys = (base: string) => [
      `${base}.webp`,
      ...LIMITS.imageWidths.map((width) => `${base}-${width}.webp`),
    ];
    const orphan = keys('artisans/1/orphelin');
    const used = keys('specialites/utilisee');
    for (const key of [...orphan, ...used]) await ctx.app.storage.put(key, Buffer.from('RIFF....WEBP'));
    const referenced = { listReferencedImages: async () => new Set(['/uploads/specialites/utilisee.webp']) };
    // Grace period of an hour: just written, nothing goes.
    expect(await sweepOrphanImages(ctx.app.storage, referenced, 3_600_000)).toEqual([]);
    const removed = await sweepOrphanImages(ctx.app.storage, referenced, 0);
    expect(removed.sort()).toEqual([...orphan].sort());
    for (const key of orphan) expect(await ctx.app.storage.exists(key)).toBe(false);
    for (const key of used) expect(await ctx.app.storage.exists(key)).toBe(true);
  });

  it('with PUBLIC_IMAGES_URL, redirects /uploads/ there for good and allows its origin in img-src', async () => {
    const cdn = await createTestApp({
      data: 'none',
      env: { ...server.env, PUBLIC_IMAGES_URL: 'https://images.exemple.fr/annuaire/' },
    });
    try {
      const response = await cdn.app.inject({ url: '/uploads/artisans/1/abc-480.webp' });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('https://images.exemple.fr/annuaire/artisans/1/abc-480.webp');
      expect(String(response.headers['content-security-policy'])).toMatch(
        /img-src [^;]*https:\/\/images\.exemple\.fr/,
      );
      expect((await cdn.app.inject({ url: '/uploads/../x.webp' })).statusCode).toBe(404);
    } finally {
      await cdn.close();
    }
  });
});
