// One-process serving: the shell and remote builds, /remotes.json (default and overrides), /runtime-config.json,
// the client-side routing fallback, /uploads and the French message when a build is missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeWebRoot, SHELL_HTML } from '../helpers/web-root';

describe('front-end serving', () => {
  let ctx: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = makeWebRoot({
      'shell/dist/index.html': SHELL_HTML,
      'shell/dist/static/js/main.1a2b3c4d.js': 'console.log("shell");',
      'remote-public/dist/mf-manifest.json': '{"id":"public"}',
      'remote-public/dist/remoteEntry.js': 'var remote;',
      'remote-public/dist/static/js/maplibre-worker.0a1b2c3d4e.mjs': 'export {};',
      'remote-backoffice/dist/mf-manifest.json': '{"id":"backoffice"}',
      // remote-pro-editor is deliberately not built.
    });
    ctx = await createTestApp({
      data: 'none',
      webRoot,
      env: { API_BASIC_AUTH_USER: 'front', API_BASIC_AUTH_PASSWORD: 'motdepasse' },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the shell at / without caching index.html', async () => {
    const response = await ctx.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await ctx.app.inject({ url: '/static/js/main.1a2b3c4d.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('answers pages with the client-rendered shell when there is no server build, whatever the Accept header', async () => {
    for (const url of ['/metier/3', '/artisan/12?onglet=avis']) {
      for (const accept of ['text/html,application/xhtml+xml', '*/*']) {
        const response = await ctx.app.inject({ url, headers: { accept } });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(SHELL_HTML);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('keeps the log-in pages, the editor and the back office client-rendered and out of search engines', async () => {
    for (const url of ['/backoffice/admin/home', '/admin', '/admin/artisan/3', '/backoffice']) {
      const response = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta name="robots" content="noindex"></head><body>');
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('does not answer missing assets or API paths with the shell', async () => {
    const asset = await ctx.app.inject({ url: '/static/js/absent.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    const api = await ctx.app.inject({ url: '/api/absent', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Ressource introuvable.' });
  });

  it('serves remotes with CORS, JavaScript types and revalidated entry files', async () => {
    const manifest = await ctx.app.inject({ url: '/remotes/public/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ id: 'public' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const entry = await ctx.app.inject({ url: '/remotes/public/remoteEntry.js' });
    expect(entry.headers['content-type']).toMatch(/^text\/javascript/);
    expect(entry.headers['cache-control']).toBe('no-cache');

    const worker = await ctx.app.inject({ url: '/remotes/public/static/js/maplibre-worker.0a1b2c3d4e.mjs' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(worker.headers['access-control-allow-origin']).toBe('*');

    expect((await ctx.app.inject({ url: '/remotes/backoffice/mf-manifest.json' })).statusCode).toBe(200);
  });

  it('answers a French message for a remote that is not built', async () => {
    const response = await ctx.app.inject({ url: '/remotes/pro-editor/mf-manifest.json' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Interface non construite : lancez npm run build.');
  });

  it('answers /remotes.json with the default entries, fresh each time', async () => {
    const response = await ctx.app.inject({ url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      public: '/remotes/public/mf-manifest.json',
      proEditor: '/remotes/pro-editor/mf-manifest.json',
      backoffice: '/remotes/backoffice/mf-manifest.json',
    });

    // A DATA_DIR/remotes.json takes over without a restart.
    const override = { public: 'https://cdn.exemple.fr/public/mf-manifest.json' };
    fs.writeFileSync(path.join(ctx.dataDir, 'remotes.json'), JSON.stringify(override));
    try {
      expect((await ctx.app.inject({ url: '/remotes.json' })).json()).toEqual(override);
    } finally {
      fs.rmSync(path.join(ctx.dataDir, 'remotes.json'));
    }
  });

  it('answers /runtime-config.json with the API prefix and basic-auth credentials', async () => {
    const response = await ctx.app.inject({ url: '/runtime-config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      apiPrefix: '/api',
      basicAuth: { username: 'front', password: 'motdepasse' },
      mapStyleUrl: 'https://tiles.openfreemap.org/styles/liberty',
    });
  });

  it('serves uploads with a one-year immutable cache', async () => {
    await ctx.app.storage.put('tests/image.webp', Buffer.from('RIFF'));
    const response = await ctx.app.inject({ url: '/uploads/tests/image.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await ctx.app.inject({
      url: '/uploads/tests/absent.webp',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('front-end serving with REMOTES_FILE and no build', () => {
  let ctx: TestApp;
  let emptyRoot: string;
  let remotesFile: string;
  beforeAll(async () => {
    emptyRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-web-vide-'));
    remotesFile = path.join(emptyRoot, 'remotes-prod.json');
    fs.writeFileSync(remotesFile, JSON.stringify({ public: 'https://a.exemple.fr/mf-manifest.json' }));
    ctx = await createTestApp({
      data: 'none',
      webRoot: emptyRoot,
      env: { REMOTES_FILE: remotesFile, MAP_STYLE_URL: 'none' },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(emptyRoot, { recursive: true, force: true });
  });

  it('answers /remotes.json from REMOTES_FILE, re-read on each request', async () => {
    expect((await ctx.app.inject({ url: '/remotes.json' })).json()).toEqual({
      public: 'https://a.exemple.fr/mf-manifest.json',
    });
    fs.writeFileSync(remotesFile, JSON.stringify({ public: 'https://b.exemple.fr/mf-manifest.json' }));
    expect((await ctx.app.inject({ url: '/remotes.json' })).json()).toEqual({
      public: 'https://b.exemple.fr/mf-manifest.json',
    });
    expect((await ctx.app.inject({ url: '/runtime-config.json' })).json()).toEqual({
      apiPrefix: '/api',
      basicAuth: null,
      mapStyleUrl: null,
    });
  });

  it('still answers the API, and a French page where the interface is not built', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    for (const url of ['/', '/metiers']) {
      const response = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Interface non construite : lancez npm run build.');
    }
    expect((await ctx.app.inject({ url: '/remotes/public/mf-manifest.json' })).statusCode).toBe(404);
  });

  it('answers a French 500 when REMOTES_FILE is unreadable', async () => {
    fs.writeFileSync(remotesFile, '{ cassé');
    const response = await ctx.app.inject({ url: '/remotes.json' });
    expect(response.statusCode).toBe(500);
    expect(response.json<{ message: string }>().message).toMatch(/erreur interne/);
  });
});
