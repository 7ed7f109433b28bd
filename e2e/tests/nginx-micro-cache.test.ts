// deploy/nginx.conf's micro-cache, run by Debian's nginx in front of a small upstream that counts the requests it
// gets: a public GET is served from the cache the second time (X-Cache-Status HIT, one upstream request); a request
// with the session cookie (jwt) or an Authorization header is never served from nor stored in the cache; an answer
// with Set-Cookie or Cache-Control private/no-store is not stored; a write always reaches the upstream. Within the
// 1 s validity an answer is a HIT; past it (a slow machine) nginx serves the stale copy while refreshing it: both
// are answers from the cache, told apart from MISS and BYPASS, which reached the upstream.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { microCacheDirectives } from '../../bench/support/micro-cache';
import { runNginx, type NginxProcess } from '../../bench/support/nginx';
import { freePort } from '../support/server';

describe('nginx micro-cache of deploy/nginx.conf', () => {
  const hits = new Map<string, number>();
  let upstream: Server;
  let nginx: NginxProcess;
  let folder: string;

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      const key = `${request.method} ${request.url}`;
      hits.set(key, (hits.get(key) ?? 0) + 1);
      if (request.url?.startsWith('/cookie')) response.setHeader('Set-Cookie', 'jwt=nouveau; HttpOnly');
      // What the API says: no-cache on public answers (browsers revalidate), private, no-store on personal ones.
      response.setHeader(
        'Cache-Control',
        request.url?.startsWith('/personnel') ? 'private, no-store' : 'no-cache',
      );
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end(`réponse ${hits.get(key)}`);
    });
    const upstreamPort = await freePort();
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    folder = mkdtempSync(path.join(os.tmpdir(), 'micro-cache-'));
    const cache = microCacheDirectives(path.join(folder, 'cache'));
    const port = await freePort();
    nginx = await runNginx({
      folder,
      port,
      probePath: '/sonde',
      http: [
        ...cache.http,
        `  upstream annuaire_api { server 127.0.0.1:${upstreamPort}; keepalive 8; }`,
        '  server {',
        `    listen 127.0.0.1:${port};`,
        '    location / {',
        '      proxy_pass http://annuaire_api;',
        '      proxy_http_version 1.1;',
        '      proxy_set_header Connection "";',
        ...cache.location,
        '    }',
        '  }',
      ],
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
    const response = await fetch(`${nginx.baseUrl}${url}`, { method, headers });
    return { status: response.headers.get('x-cache-status'), body: await response.text() };
  }

  const FROM_CACHE = expect.stringMatching(/^(HIT|UPDATING|STALE)$/);

  it('serves a public GET from the cache the second time', async () => {
    expect(await get('/public')).toEqual({ status: 'MISS', body: 'réponse 1' });
    expect(await get('/public')).toEqual({ status: FROM_CACHE, body: 'réponse 1' });
  });

  it('never serves nor stores a request carrying the session cookie or an Authorization header', async () => {
    await get('/prive');
    expect((await get('/prive', { Cookie: 'jwt=jeton' })).status).toBe('BYPASS');
    expect((await get('/prive', { Authorization: 'Bearer jeton' })).status).toBe('BYPASS');
    expect(hits.get('GET /prive')).toBe(3);
    // The signed-in answers were not stored: a visitor still gets the first, public one.
    expect(await get('/prive')).toEqual({ status: FROM_CACHE, body: 'réponse 1' });
    expect((await get('/seul', { Cookie: 'autre=1; jwt=jeton' })).status).toBe('BYPASS');
    expect((await get('/seul')).status).toBe('MISS');
  });

  it('does not store an answer setting a cookie', async () => {
    await get('/cookie');
    expect(await get('/cookie')).toEqual({ status: 'MISS', body: 'réponse 2' });
  });

  it('does not store an answer marked private or no-store', async () => {
    await get('/personnel');
    expect(await get('/personnel')).toEqual({ status: 'MISS', body: 'réponse 2' });
  });

  it('sends every write to the upstream', async () => {
    await get('/ecriture', {}, 'POST');
    await get('/ecriture', {}, 'POST');
    expect(hits.get('POST /ecriture')).toBe(2);
  });
});
