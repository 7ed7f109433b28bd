// A server started without the API's build (api/dist absent, as after `npm ci --omit=dev` without `npm run build`):
// it runs, says in its log which file is missing and how to make it, answers the address search with a French 503
// and seeds no demo data. Then readCommunesIndex on a corrupt file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMMUNES_INDEX_FILE, readCommunesIndex } from '../../src/geo/communes-index';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('without the files of the API build', () => {
  let ctx: TestApp;
  let emptyDir: string;
  const logs: { level: number; msg: string; file?: string }[] = [];
  beforeAll(async () => {
    emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-no-build-'));
    ctx = await createTestApp({
      data: 'demo',
      buildDataDir: emptyDir,
      // Port 9 (discard) refuses the connection at once: the search falls back on the missing index.
      env: { LOG_LEVEL: 'error', ADDRESS_API_URL: 'http://127.0.0.1:9/geocodage/search' },
      logStream: { write: (line) => logs.push(JSON.parse(line)) },
    });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(emptyDir, { recursive: true, force: true });
  });

  it('starts, seeds nothing and says which file is missing and how to build it', async () => {
    expect(await ctx.app.seedRepository.isEmpty()).toBe(true);
    const seedLog = logs.find((line) => line.msg.startsWith('données de démonstration non créées'));
    expect(seedLog).toMatchObject({ level: 50, file: path.join(emptyDir, 'demo-icons.json') });
    expect(seedLog!.msg).toContain('lancez « npm run build »');
    expect(seedLog!.msg).toContain('run "npm run build" before starting the API');
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers the address search with a French 503, logging the missing index', async () => {
    const response = await ctx.app.inject({ url: '/api/geo/search?q=brive' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'La recherche d’adresse est momentanément indisponible.' });
    const file = path.join(emptyDir, COMMUNES_INDEX_FILE);
    expect(logs.some((line) => line.file === file && line.msg.includes('npm run build'))).toBe(true);
    // Each search tries again: once the build has written the file, no restart is needed.
    expect((await ctx.app.inject({ url: '/api/geo/search?q=tulle' })).statusCode).toBe(503);
  });

  it('refuses a corrupt index with a message that says to build again', () => {
    fs.writeFileSync(path.join(emptyDir, COMMUNES_INDEX_FILE), '{"format":1,"communes":[');
    expect(() => readCommunesIndex(emptyDir)).toThrow(/illisible : relancez « npm run build -w api »/);
  });
});
