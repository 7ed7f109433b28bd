// plugins/security-headers.ts: the Content-Security-Policy and helmet's headers on every kind of response (shell
// page, JSON, 404, error, upload, remote chunk), with the remotes' origins taken from the served remotes.json.
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import {
  buildContentSecurityPolicy,
  helmetHeaders,
  remoteOriginsOf,
  REMOTES_REFRESH_MS,
  urlOrigin,
} from '../../src/plugins/security-headers';
import { createTestApp, postRaw, type TestApp } from '../helpers/test-app';
import { makeWebRoot, SHELL_HTML } from '../helpers/web-root';

/** The directives of a CSP header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== '')
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse): Map<string, string[]> {
  const csp = directives(response.headers['content-security-policy']);
  expect(csp.get('script-src')).toContain("'self'");
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(response.headers['origin-agent-cluster']).toBe('?1');
  expect(response.headers['x-dns-prefetch-control']).toBe('off');
  expect(response.headers['x-permitted-cross-domain-policies']).toBe('none');
  return csp;
}

describe('helmetHeaders', () => {
  it("records helmet's headers for the options given, by lower-case name", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
    });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-xss-protection': '0',
    });
    expect(headers).not.toHaveProperty('content-security-policy');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('adds HSTS when asked, and fails on options helmet refuses', () => {
    expect(helmetHeaders({ strictTransportSecurity: true })['strict-transport-security']).toMatch(
      /^max-age=\d+/,
    );
    expect(() => helmetHeaders({ referrerPolicy: { policy: 'nowhere' as never } })).toThrow();
  });
});

describe('buildContentSecurityPolicy', () => {
  it('allows scripts from here and the remotes only, and the map host for fetches and images', () => {
    const csp = directives(
      buildContentSecurityPolicy({
        remoteOrigins: ['https://cdn.example.fr', 'https://cdn.example.fr'],
        mapOrigins: ['https://tiles.openfreemap.org'],
        upgradeInsecureRequests: false,
      }),
    );
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example.fr']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://cdn.example.fr',
      'https://tiles.openfreemap.org',
    ]);
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://tiles.openfreemap.org']),
    );
    // A blob: worker imports maplibre's worker file from remote-public's host: checked against worker-src.
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:', 'https://cdn.example.fr']);
    expect(csp.get('child-src')).toEqual(["'self'", 'blob:']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('asks for https subresources behind https', () => {
    const csp = directives(
      buildContentSecurityPolicy({ remoteOrigins: [], mapOrigins: [], upgradeInsecureRequests: true }),
    );
    expect(csp.get('upgrade-insecure-requests')).toEqual([]);
  });
});

describe('urlOrigin and remoteOriginsOf', () => {
  it('keeps the origin of absolute http(s) URLs and skips relative ones', () => {
    expect(urlOrigin('https://cdn.example.fr/backoffice/v42/mf-manifest.json')).toBe(
      'https://cdn.example.fr',
    );
    expect(urlOrigin('http://127.0.0.1:3003/mf-manifest.json')).toBe('http://127.0.0.1:3003');
    expect(urlOrigin('HTTPS://CDN.Example.FR:8443/x')).toBe('https://cdn.example.fr:8443');
    expect(urlOrigin('http://[::1]:3001/mf-manifest.json')).toBe('http://[::1]:3001');
    expect(urlOrigin('/remotes/public/mf-manifest.json')).toBeNull();
    expect(urlOrigin('//cdn.example.fr/x')).toBeNull();
    expect(urlOrigin('javascript:alert(1)')).toBeNull();
    expect(urlOrigin('data:text/javascript,alert(1)')).toBeNull();
  });

  it('never lets a host end a directive or add a source', () => {
    for (const hostile of [
      "https://a.fr;script-src 'unsafe-inline'/x",
      'https://a.fr,b.fr/x',
      "https://a'b.fr/x",
      'https://*.fr/x',
    ]) {
      expect(urlOrigin(hostile)).toBeNull();
    }
  });

  it('reads the known keys of a remotes.json document, once per origin', () => {
    expect(
      remoteOriginsOf({
        public: '/remotes/public/mf-manifest.json',
        proEditor: 'https://cdn.example.fr/pro/mf-manifest.json',
        backoffice: 'https://cdn.example.fr/bo/mf-manifest.json',
        other: 'https://ignored.example.fr/mf-manifest.json',
      }),
    ).toEqual(['https://cdn.example.fr']);
    expect(remoteOriginsOf(null)).toEqual([]);
    expect(remoteOriginsOf(['https://cdn.example.fr/x'])).toEqual([]);
  });
});

describe('security headers on every response', () => {
  let ctx: TestApp;
  let webRoot: string;
  let remotesFile: string;
  beforeAll(async () => {
    webRoot = makeWebRoot({
      'shell/dist/index.html': SHELL_HTML,
      'shell/dist/main.1a2b3c4d.js': 'console.log("shell");',
      'remote-public/dist/mf-manifest.json': '{"id":"public"}',
      'remote-public/dist/remoteEntry.js': 'var remote;',
    });
    remotesFile = path.join(webRoot, 'remotes.json');
    fs.writeFileSync(
      remotesFile,
      JSON.stringify({
        public: '/remotes/public/mf-manifest.json',
        proEditor: '/remotes/pro-editor/mf-manifest.json',
        backoffice: 'https://cdn.example.fr/backoffice/v42/mf-manifest.json',
      }),
    );
    ctx = await createTestApp({ data: 'none', webRoot, env: { REMOTES_FILE: remotesFile } });
    const uploads = path.join(ctx.dataDir, 'uploads', 'tests');
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, 'image.webp'), 'RIFF....WEBP');
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('on the shell page, a client-side route and a shell bundle', async () => {
    for (const url of ['/', '/metier/3', '/main.1a2b3c4d.js']) {
      const response = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expectSecurityHeaders(response);
    }
  });

  it('on JSON answers, errors and 404s', async () => {
    const health = await ctx.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expectSecurityHeaders(health);

    const missing = await ctx.app.inject({ url: '/api/absent' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);

    const asset = await ctx.app.inject({ url: '/absent.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    expectSecurityHeaders(asset);

    const badJson = await postRaw(ctx.app, '/api/auth/login', '{"username":');
    expect(badJson.statusCode).toBe(400);
    expectSecurityHeaders(badJson);

    const unauthorized = await ctx.app.inject({ url: '/api/user' });
    expect(unauthorized.statusCode).toBe(401);
    expectSecurityHeaders(unauthorized);
  });

  it('on uploads, remote files, the remotes and runtime config and the sitemap', async () => {
    for (const url of [
      '/uploads/tests/image.webp',
      '/uploads/tests/absent.webp',
      '/remotes/public/remoteEntry.js',
      '/remotes/pro-editor/mf-manifest.json',
      '/remotes.json',
      '/runtime-config.json',
      '/sitemap.xml',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBeLessThan(500);
      expectSecurityHeaders(response);
    }
  });

  it('allows the absolute remote origins of the served remotes.json, and the default tile host', async () => {
    const csp = expectSecurityHeaders(await ctx.app.inject({ url: '/', headers: { accept: 'text/html' } }));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example.fr']);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(['https://cdn.example.fr', 'https://tiles.openfreemap.org']),
    );
    expect(csp.get('style-src')).toContain('https://cdn.example.fr');
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:', 'https://cdn.example.fr']);
    // Plain http: no HSTS and no upgrade of subresources.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('follows a change of remotes.json without a restart', async () => {
    fs.writeFileSync(
      remotesFile,
      JSON.stringify({
        public: 'https://static.example.org/public/mf-manifest.json',
        backoffice: "https://evil.example.fr;script-src 'unsafe-inline'/mf-manifest.json",
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, REMOTES_REFRESH_MS + 100));
    // Requests arriving together while the file is re-read all wait for it and all get the new policy.
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => ctx.app.inject({ url: '/', headers: { accept: 'text/html' } })),
    );
    for (const response of responses) {
      const csp = expectSecurityHeaders(response);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://static.example.org']);
    }
  });
});

describe('security headers behind https', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({
      data: 'none',
      env: {
        PUBLIC_URL: 'https://annuaire.example.fr',
        MAP_STYLE_URL: 'https://tuiles.example.fr/style.json',
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('sends HSTS, upgrades subresources and allows the configured tile host', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    const csp = expectSecurityHeaders(response);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(csp.get('upgrade-insecure-requests')).toEqual([]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://tuiles.example.fr']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });
});

describe('without a tile service', () => {
  it('allows no tile host, and no HSTS over plain http', async () => {
    const ctx = await createTestApp({ data: 'none', env: { MAP_STYLE_URL: 'none' } });
    try {
      const response = await ctx.app.inject({ url: '/api/health' });
      const csp = expectSecurityHeaders(response);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });
});
