// The uploads plugin: multipart field `file`, 2 Mo limit (exactly 2 MiB accepted, one byte more refused), type
// decided by decoding (text, SVG, HTML, PDF, polyglot, truncated PNG refused), re-encoded widths, nothing left
// behind by a failed upload.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LIMITS, MESSAGES } from '@annuaire/shared/contract/common';
import { UPLOAD_MESSAGES, imageKeys, multipartScope, uploadKey } from '../../src/plugins/uploads';
import {
  HTML,
  PDF,
  SVG,
  TEXT,
  jpeg,
  listUploads,
  multipart,
  png,
  pngOfSize,
  polyglotPng,
  truncatedPng,
} from '../helpers/fixture-details';
import { createTestApp, postRaw, type TestApp } from '../helpers/test-app';

const URL = '/api/test/upload';

describe('uploads plugin (receiveImage)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({
      data: 'none',
      extend: (app) => {
        // As the upload routes are: in a scope that reads multipart bodies.
        void app.register(
          multipartScope(async (scope) => {
            scope.post(URL, async (request) => ({ path: await app.receiveImage(request, 'essais') }));
          }),
        );
      },
    });
  });
  afterAll(() => ctx?.close());

  const upload = (...args: Parameters<typeof multipart>) =>
    ctx.app.inject({ method: 'POST', url: URL, ...multipart(...args) });

  it('stores a JPEG re-encoded to WebP in the four widths, without its EXIF, under a random name', async () => {
    const response = await upload([{ data: await jpeg(2400, 1600), filename: 'chantier.jpg' }]);
    expect(response.statusCode).toBe(200);
    const { path: stored } = response.json<{ path: string }>();
    expect(stored).toMatch(/^\/uploads\/essais\/[0-9a-f]{24}\.webp$/);
    expect(stored).not.toContain('chantier');
    const base = path.join(ctx.dataDir, stored);
    for (const [file, width] of [
      [base, 1200],
      [base.replace(/\.webp$/, '-480.webp'), 480],
      [base.replace(/\.webp$/, '-800.webp'), 800],
      [base.replace(/\.webp$/, '-1200.webp'), 1200],
      [base.replace(/\.webp$/, '-1920.webp'), 1920],
    ] as const) {
      const metadata = await sharp(file).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(metadata.exif).toBeUndefined();
    }
    const served = await ctx.app.inject({ url: stored });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('max-age=31536000');
  });

  it('stores a PNG, never upscaled', async () => {
    const response = await upload([
      { data: await png(320, 200), filename: 'logo.png', contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(200);
    const stored = path.join(ctx.dataDir, response.json<{ path: string }>().path);
    expect((await sharp(stored.replace(/\.webp$/, '-1920.webp')).metadata()).width).toBe(320);
  });

  it('accepts GIF, WebP and AVIF, whatever name and declared type they come with', async () => {
    const gif = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#123456' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#654321' } })
      .webp()
      .toBuffer();
    const avif = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#abcdef' } })
      .avif()
      .toBuffer();
    for (const data of [gif, webp, avif]) {
      const response = await upload([{ data, filename: 'document.txt', contentType: 'text/plain' }]);
      expect(response.statusCode).toBe(200);
    }
  });

  it('accepts exactly 2 MiB and refuses one byte more with 413 and the spec message', async () => {
    const exact = await pngOfSize(LIMITS.imageMaxBytes);
    expect(exact.length).toBe(2 * 1024 * 1024);
    const accepted = await upload([{ data: exact, contentType: 'image/png' }]);
    expect(accepted.statusCode).toBe(200);

    const before = listUploads(ctx.dataDir);
    const tooLarge = await upload([
      { data: await pngOfSize(LIMITS.imageMaxBytes + 1), contentType: 'image/png' },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: "La taille de l'image ne doit pas dépasser 2 Mo." });
    expect(tooLarge.json()).toEqual({ message: MESSAGES.imageTooLarge });
    expect(listUploads(ctx.dataDir)).toEqual(before);
  });

  it.each([
    ['du texte', TEXT, 'note.png', 'image/png'],
    ['un SVG (pas une image matricielle)', SVG, 'dessin.svg', 'image/svg+xml'],
    ['une page HTML', HTML, 'page.jpg', 'image/jpeg'],
    ['un PDF', PDF, 'doc.jpg', 'image/jpeg'],
  ])(
    'refuses %s with 415, whatever its name and type, and stores nothing',
    async (_label, data, filename, type) => {
      const before = listUploads(ctx.dataDir);
      const response = await upload([{ data, filename, contentType: type }]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: 'Le fichier doit être une image (JPEG, PNG, WebP, AVIF ou GIF).',
      });
      expect(listUploads(ctx.dataDir)).toEqual(before);
    },
  );

  it('refuses a truncated PNG and a PNG/HTML polyglot with 415, leaving no file behind', async () => {
    const before = listUploads(ctx.dataDir);
    for (const data of [await truncatedPng(), await polyglotPng()]) {
      const response = await upload([{ data, filename: 'photo.png', contentType: 'image/png' }]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.notAnImage });
    }
    expect(listUploads(ctx.dataDir)).toEqual(before);
  });

  it('refuses a small file claiming more than 40 million pixels with 422', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(LIMITS.imageMaxBytes);
    const response = await upload([{ data: bomb, contentType: 'image/png' }]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.tooManyPixels });
  });

  it('answers 400 in French without a `file` field, with an empty file, or without multipart', async () => {
    const fileRequired = { message: UPLOAD_MESSAGES.fileRequired };
    const noFile = await upload([], { description: 'rien' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual(fileRequired);

    const otherField = await upload([{ field: 'image', data: await jpeg() }]);
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json()).toEqual(fileRequired);

    const empty = await upload([{ data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(fileRequired);

    const json = await ctx.app.inject({ method: 'POST', url: URL, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(fileRequired);

    const noBoundary = await postRaw(ctx.app, URL, 'abc', 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ message: UPLOAD_MESSAGES.malformed });
  });

  it('leaves multipart to the upload routes: elsewhere a form gets 415 in French, not its parser', async () => {
    const { payload, headers } = multipart([{ data: await jpeg() }]);
    const elsewhere = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload });
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.json()).toEqual({ message: 'Type de contenu non pris en charge.' });
    // A read carries none of multipart's per-request hooks.
    const routes = ctx.app.printRoutes({ includeHooks: true, commonPrefix: false });
    const health = routes.split('\n').findIndex((line) => line.includes('api/health'));
    const hooksOfHealth = routes
      .split('\n')
      .slice(health, health + 6)
      .join('\n');
    expect(hooksOfHealth).toContain('onRequest');
    // Every request's only onResponse hook is the request log's (plugins/request-log.ts).
    const onResponse = hooksOfHealth.split('\n').find((line) => line.includes('(onResponse)'));
    expect(onResponse).toContain('["requestLog()"]');
  });

  it('refuses a body cut in the middle of the file with a 400, not a 5xx', async () => {
    const { payload, headers } = multipart([{ data: await jpeg() }]);
    const cut = (payload as Buffer).subarray(0, 2000);
    const response = await ctx.app.inject({ method: 'POST', url: URL, headers, payload: cut });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('maps stored paths to storage keys and refuses anything outside /uploads', () => {
    expect(uploadKey('/uploads/artisans/3/ab.webp')).toBe('artisans/3/ab.webp');
    expect(uploadKey('/uploads/../secret.webp')).toBeNull();
    expect(uploadKey('/etc/passwd')).toBeNull();
    expect(imageKeys('/uploads/a/b.webp')).toEqual([
      'a/b.webp',
      'a/b-480.webp',
      'a/b-800.webp',
      'a/b-1200.webp',
      'a/b-1920.webp',
    ]);
  });

  it('deleteImage removes the main file and every width', async () => {
    const response = await upload([{ data: await png() }]);
    const stored = response.json<{ path: string }>().path;
    expect(await ctx.app.imageExists(stored)).toBe(true);
    await ctx.app.deleteImage(stored);
    expect(await ctx.app.imageExists(stored)).toBe(false);
    const name = path.basename(stored, '.webp');
    expect(listUploads(ctx.dataDir).filter((file) => file.includes(name))).toEqual([]);
    expect(fs.existsSync(path.join(ctx.dataDir, 'uploads'))).toBe(true);
  });
});
