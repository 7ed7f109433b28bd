// plugins/orphan-images.ts: images no detail or specialite references are deleted once older than the grace period,
// every width of them; referenced, young and non-image files stay; the sweep runs when the app gets ready.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { LIMITS } from '@annuaire/shared/contract/common';
import { sweepOrphanImages } from '../../src/plugins/orphan-images';
import { insertDetail } from '../helpers/fixture-details';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HOUR = 3_600_000;

/** Writes an image as the pipeline stores it (main file and one per width), last modified `ageMs` ago. */
function writeImage(root: string, base: string, ageMs: number): string[] {
  const keys = [`${base}.webp`, ...LIMITS.imageWidths.map((width) => `${base}-${width}.webp`)];
  const when = new Date(Date.now() - ageMs);
  for (const key of keys) {
    const file = path.join(root, key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'RIFF....WEBP');
    fs.utimesSync(file, when, when);
  }
  return keys;
}

const exists = (root: string, key: string) => fs.existsSync(path.join(root, key));

describe('orphan image sweep', () => {
  let ctx: TestApp;
  let root: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    root = path.join(ctx.dataDir, 'uploads');
  });
  afterAll(() => ctx?.close());

  it('deletes old unreferenced images only', async () => {
    const [artisan] = (
      (await ctx.app.db.execute(sql`select id from artisans order by id limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const orphan = writeImage(root, `artisans/${artisan!.id}/orphan`, 2 * HOUR);
    const young = writeImage(root, `artisans/${artisan!.id}/young`, 60_000);
    const used = writeImage(root, `artisans/${artisan!.id}/used`, 2 * HOUR);
    const trade = writeImage(root, 'specialites/carreleur', 2 * HOUR);
    await insertDetail(ctx.app, {
      artisanId: artisan!.id,
      type: 'IMG_REALISATION',
      pathImg: `/uploads/artisans/${artisan!.id}/used.webp`,
    });
    await ctx.app.db.execute(sql`update specialites set path_img = '/uploads/specialites/carreleur.webp'
      where id = (select min(id) from specialites)`);
    const notAnImage = path.join(root, 'artisans', 'notes.txt');
    fs.writeFileSync(notAnImage, 'gardé');
    fs.utimesSync(notAnImage, new Date(0), new Date(0));

    const removed = await sweepOrphanImages(ctx.app.storage, ctx.app.artisanDetailRepository, HOUR);
    expect(removed.sort()).toEqual([...orphan].sort());
    for (const key of orphan) expect(exists(root, key)).toBe(false);
    for (const key of [...young, ...used, ...trade]) expect(exists(root, key)).toBe(true);
    expect(fs.existsSync(notAnImage)).toBe(true);
  });

  it('runs when the app gets ready, with the grace period of UPLOAD_ORPHAN_GRACE_SECONDS', async () => {
    let written: string[] = [];
    let kept: string[] = [];
    const other = await createTestApp({
      env: { UPLOAD_ORPHAN_GRACE_SECONDS: '600' },
      // Before ready: as the files a killed process left for the next start.
      extend: (app) => {
        const uploads = path.join(app.config.dataDir, 'uploads');
        written = writeImage(uploads, 'artisans/1/killed', 11 * 60_000);
        kept = writeImage(uploads, 'artisans/1/in-flight', 9 * 60_000);
      },
    });
    try {
      const uploads = path.join(other.dataDir, 'uploads');
      expect(other.config.orphanUploadGraceMs).toBe(600_000);
      for (const key of written) expect(exists(uploads, key)).toBe(false);
      for (const key of kept) expect(exists(uploads, key)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
