// The demo seed with STORAGE=s3: its pictures land in the bucket, every width, and none on the local disk.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { LIMITS } from '@annuaire/shared/contract/common';
import { uploadKey } from '../../src/plugins/uploads';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('demo seed with STORAGE=s3', () => {
  let server: TestS3Server;
  let ctx: TestApp;
  beforeAll(async () => {
    server = await startS3Server();
    ctx = await createTestApp({ data: 'demo', env: server.env });
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
    await server?.close();
  });

  it('puts the trade pictures in the bucket in every width', async () => {
    const { rows } = (await ctx.app.db.execute(
      sql`select path_img from specialites where path_img is not null`,
    )) as unknown as { rows: { path_img: string }[] };
    const paths = rows.map((row) => row.path_img);
    expect(paths.length).toBeGreaterThan(0);
    for (const pathImg of paths) {
      const key = uploadKey(pathImg)!;
      expect(await ctx.app.storage.exists(key)).toBe(true);
      for (const width of LIMITS.imageWidths)
        expect(await ctx.app.storage.exists(key.replace(/\.webp$/, `-${width}.webp`))).toBe(true);
    }
    expect(fs.existsSync(path.join(ctx.dataDir, 'uploads', 'specialites'))).toBe(false);
  });
});
