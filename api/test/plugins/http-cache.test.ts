// plugins/http-cache.ts: ETag and 304 on API GETs, the in-process hot-answer cache that the writes which change
// public data empty (only what they change), and prepared answers (body, ETag and compressed forms made once); on a
// PostgreSQL server, a write through one instance empties the other instance's cache too.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { demandes } from '../../src/db/schema';
import { createHotCache, keyPrefix } from '../../src/plugins/hot-cache';
import { pageCacheKey } from '../../src/ssr/page-render';
import { prepareJson, staleKeys } from '../../src/plugins/http-cache';
import { HttpError } from '../../src/http-error';
import { FIXTURE } from '../helpers/fixture';
import { bearer, insertArtisan, insertUser } from '../helpers/fixture-artisans';
import { createSecondInstance, createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASE_URL } from '../helpers/test-database';

describe('createHotCache', () => {
  it('loads once, shares a pending load between concurrent callers, and serves the stored value', async () => {
    const cache = createHotCache();
    const loader = jest.fn(async () => ['Plombier']);
    const [first, second] = await Promise.all([
      cache.get('specialites', loader),
      cache.get('specialites', loader),
    ]);
    expect(first).toEqual(['Plombier']);
    expect(second).toBe(first);
    await cache.get('specialites', loader);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('runs a lazy thenable loader (a drizzle query) once, not at every read', async () => {
    const cache = createHotCache();
    let runs = 0;
    // Like a drizzle query builder: each `then` runs the query again.
    const query = { then: (resolve: (rows: string[]) => void) => resolve([`run ${++runs}`]) };
    const loader = () => query as unknown as Promise<string[]>;
    await expect(cache.get('specialites', loader)).resolves.toEqual(['run 1']);
    await expect(cache.get('specialites', loader)).resolves.toEqual(['run 1']);
    expect(runs).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createHotCache();
    await expect(
      cache.get('k', async () => Promise.reject(new Error('base indisponible'))),
    ).rejects.toThrow();
    await expect(cache.get('k', async () => 'ok')).resolves.toBe('ok');
  });

  it('forgets everything, or the keys and prefixes it is given, on invalidate', async () => {
    const cache = createHotCache();
    await cache.get('specialite:list', async () => 1);
    await cache.get('artisan:map', async () => 2);
    await cache.get('artisan:public:1', async () => 3);
    await cache.get('artisan:public:12', async () => 4);
    await cache.get('specialite', async () => 5);
    cache.invalidate([keyPrefix('specialite:'), 'artisan:public:1']);
    expect(await cache.get('artisan:public:1', async () => 30)).toBe(30);
    // A key that is not a keyPrefix names itself only, however it ends.
    expect(await cache.get('artisan:public:12', async () => 40)).toBe(4);
    expect(await cache.get('specialite', async () => 50)).toBe(5);
    expect(await cache.get('specialite:list', async () => 10)).toBe(10);
    expect(await cache.get('artisan:map', async () => 20)).toBe(2);
    cache.invalidate();
    expect(await cache.get('artisan:map', async () => 30)).toBe(30);
  });

  it('takes a prefix only when it is said to be one', async () => {
    const cache = createHotCache();
    await cache.get('page:/metier/3:|public', async () => 1);
    await cache.get('page:/metier/', async () => 2);
    cache.invalidate(['page:/metier/']);
    expect(await cache.get('page:/metier/3:|public', async () => 10)).toBe(1);
    expect(await cache.get('page:/metier/', async () => 20)).toBe(20);
    cache.invalidate([keyPrefix('page:/metier/')]);
    expect(await cache.get('page:/metier/3:|public', async () => 30)).toBe(30);
    expect(() => cache.get(keyPrefix('page:/metier/'), async () => 1)).toThrow(/prefix/);
  });

  it('does not store a load that began before an invalidation', async () => {
    const cache = createHotCache();
    let release!: (value: string) => void;
    const stale = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate(['other']);
    release('avant');
    await expect(stale).resolves.toBe('avant');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', async () => 'après')).toBe('après');
  });

  it('expires entries after their lifetime, for the other instances of a cluster', async () => {
    let now = 1_000;
    const cache = createHotCache(30_000, () => now);
    await cache.get('k', async () => 'ancien');
    now += 29_999;
    expect(await cache.get('k', async () => 'nouveau')).toBe('ancien');
    now += 2;
    expect(await cache.get('k', async () => 'nouveau')).toBe('nouveau');
  });

  it('keeps at most its number of entries, dropping the least recently used of those asked for once', async () => {
    // 10 entries: 2 in probation, 8 protected.
    const cache = createHotCache(30_000, Date.now, 10);
    const loads: string[] = [];
    const load = (key: string) => cache.get(key, async () => (loads.push(key), key));
    await load('artisan:1');
    await load('artisan:2');
    await load('artisan:3');
    // Two asked for once fit in probation: the oldest went.
    await load('artisan:2');
    await load('artisan:3');
    await load('artisan:1');
    expect(loads).toEqual(['artisan:1', 'artisan:2', 'artisan:3', 'artisan:1']);
  });

  it('keeps the answers asked for again while thousands of others are asked for once', async () => {
    const cache = createHotCache(30_000, Date.now, 100);
    const loads = new Map<string, number>();
    const load = (key: string) => cache.get(key, async () => loads.set(key, (loads.get(key) ?? 0) + 1));
    const hot = ['specialite:list', 'artisan:markers:all', 'artisan:trade:1:1:10'];
    for (const key of hot) {
      await load(key);
      await load(key);
    }
    // A crawl of every page number and position, each once, between two visits of the hot answers.
    for (let page = 1; page <= 5_000; page += 1) await load(`artisan:trade:1:${page}:7`);
    for (const key of hot) await load(key);
    expect(hot.map((key) => loads.get(key))).toEqual([1, 1, 1]);
    // Protected answers go back to probation as the least recently used of their line, then out: 120 answers asked
    // for twice push out the hot ones that were not asked for meanwhile.
    for (let id = 1; id <= 120; id += 1) {
      await load(`artisan:public:${id}`);
      await load(`artisan:public:${id}`);
    }
    await load('specialite:list');
    expect(loads.get('specialite:list')).toBe(2);
  });
});

describe('createHotCache with a varying lifetime', () => {
  it('keeps nothing while the lifetime is 0 (another instance cannot be heard)', async () => {
    let lifetime = 0;
    const cache = createHotCache(() => lifetime);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(2);
    lifetime = 30_000;
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(3);
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createSecondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const metiers = async (instance: TestApp) =>
    (await instance.app.inject({ url: '/api/specialite' })).json<{ metier: string }[]>().map((s) => s.metier);

  it('sees on one instance, within moments, a write made through the other', async () => {
    const login = await a.app.inject({ method: 'POST', url: '/api/auth/login', payload: FIXTURE.admin });
    const { token } = login.json<{ token: string }>();
    // Both caches hold the list now.
    expect(await metiers(a)).not.toContain('Carreleur');
    expect(await metiers(b)).not.toContain('Carreleur');

    const created = await a.app.inject({
      method: 'POST',
      url: '/api/specialite',
      headers: { authorization: `Bearer ${token}` },
      payload: { metier: 'Carreleur' },
    });
    expect(created.statusCode).toBe(201);
    expect(await metiers(a)).toContain('Carreleur');
    // The notification travels through the server: far below the 30 s lifetime that bounded it before.
    const started = Date.now();
    while (!(await metiers(b)).includes('Carreleur') && Date.now() - started < 3000)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await metiers(b)).toContain('Carreleur');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('shows on the other instance an artisan’s badge changed by « traitée », then by the retention sweep', async () => {
    const userId = await insertUser(a.app);
    const artisanId = await insertArtisan(a.app, { entrepriseNom: 'Peinture Réactive', userId });
    const owner = bearer(a.app, { sub: userId, role: 'ROLE_ARTISAN', artisanId });
    // Four requests handled within minutes: one short of the badge.
    await a.app.db.execute(sql`INSERT INTO demandes (artisan_id, nom, email, code_postal, message, created_at,
        traitee, traitee_at)
      SELECT ${artisanId}, 'Client', 'client' || n || '@exemple.fr', '19100', 'Un devis pour une façade.',
        now() - interval '1 hour', true, now() - interval '50 minutes' FROM generate_series(1, 4) AS n`);
    await a.app.retentionSweep();
    const badge = async (instance: TestApp) =>
      (await instance.app.inject({ url: `/api/artisan/${artisanId}` })).json<{ repondRapidement: boolean }>()
        .repondRapidement;
    const eventually = async (instance: TestApp, expected: boolean) => {
      const started = Date.now();
      while ((await badge(instance)) !== expected && Date.now() - started < 3000)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await badge(instance)).toBe(expected);
    };
    // Both caches hold the answer now.
    expect(await badge(a)).toBe(false);
    expect(await badge(b)).toBe(false);

    const sent = await a.app.inject({
      method: 'POST',
      url: '/api/demandes',
      payload: {
        nom: 'Cinquième',
        email: 'cinquieme@exemple.fr',
        codePostal: '19100',
        message: 'Bonjour, un devis pour repeindre la cuisine.',
        consentement: true,
        artisanIds: [artisanId],
      },
    });
    expect(sent.statusCode).toBe(201);
    // Just received and not handled, it does not count yet: still four, no badge.
    const inbox = await a.app.inject({ url: `/api/artisan/${artisanId}/demandes`, headers: owner });
    expect(inbox.json<{ reactivite: unknown }>().reactivite).toEqual({
      demandesCount: 4,
      delaiMedianHeures: 10 / 60,
      repondRapidement: false,
    });
    expect(await badge(b)).toBe(false);

    // The artisan marks it handled through instance a: five handled within minutes, b shows the badge.
    const [fifth] = await a.app.db
      .select({ id: demandes.id })
      .from(demandes)
      .where(eq(demandes.email, 'cinquieme@exemple.fr'));
    const handled = await a.app.inject({
      method: 'PUT',
      url: `/api/demandes/${fifth!.id}`,
      headers: owner,
      payload: { traitee: true },
    });
    expect(handled.statusCode).toBe(200);
    await eventually(b, true);

    // Six requests left without an answer for three days: over 48 h, they count with their age, and the median is
    // over 48 h once the daily sweep (here of instance a) recomputes it; b drops the badge too.
    await a.app.db.execute(sql`INSERT INTO demandes (artisan_id, nom, email, code_postal, message, created_at)
      SELECT ${artisanId}, 'Client', 'attente' || n || '@exemple.fr', '19100', 'Un devis pour une façade.',
        now() - interval '3 days' FROM generate_series(1, 6) AS n`);
    await a.app.retentionSweep();
    await eventually(b, false);
  });
});

describe('the HTTP cache plugin', () => {
  let ctx: TestApp;
  let loads = 0;
  beforeAll(async () => {
    ctx = await createTestApp({
      data: 'none',
      extend: (app) => {
        app.get('/api/test-hot', async () =>
          app.hotCache.get('test:list', async () => {
            loads += 1;
            return { loads };
          }),
        );
        app.post('/api/test-hot', async (request) => {
          request.publicChange = 'directory';
          return { saved: true };
        });
        app.delete('/api/test-hot', async (request, reply) => {
          request.publicChange = 'directory';
          return reply.code(204).send();
        });
        app.put('/api/test-hot', async (request) => {
          request.publicChange = 'directory';
          throw new HttpError(400, 'Données invalides.');
        });
        // A write that changes no public answer (a message sent, a login) says nothing.
        app.post('/api/test-quiet', async () => ({ saved: true }));
      },
    });
  });
  afterAll(() => ctx?.close());

  const read = async () => (await ctx.app.inject({ url: '/api/test-hot' })).json<{ loads: number }>().loads;

  it('serves a hot list from memory until a successful write that changed it', async () => {
    const before = await read();
    expect(await read()).toBe(before);

    expect((await ctx.app.inject({ method: 'PUT', url: '/api/test-hot' })).statusCode).toBe(400);
    expect(await read()).toBe(before);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/test-quiet' })).statusCode).toBe(200);
    expect(await read()).toBe(before);

    expect((await ctx.app.inject({ method: 'POST', url: '/api/test-hot' })).statusCode).toBe(200);
    const afterPost = await read();
    expect(afterPost).toBe(before + 1);
    expect(await read()).toBe(afterPost);

    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/test-hot' })).statusCode).toBe(204);
    expect(await read()).toBe(afterPost + 1);
  });

  it('sends Cache-Control: no-cache and a weak ETag, and answers 304 to a matching If-None-Match', async () => {
    const first = await ctx.app.inject({ url: '/api/test-hot' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await ctx.app.inject({ url: '/api/test-hot', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await ctx.app.inject({ url: '/api/test-hot', headers: { 'if-none-match': 'W/"autre"' } });
    expect(other.statusCode).toBe(200);
  });
});

describe('what a write makes stale', () => {
  it('names one artisan page and the lists with cards, or everything', () => {
    expect(staleKeys({ artisanId: 7 })).toEqual([
      'artisan:public:7',
      'artisan:details:7',
      keyPrefix('page:/artisan/7:'),
      keyPrefix('page:/metier/'),
      'artisan:names',
      keyPrefix('artisan:markers:'),
      keyPrefix('artisan:trade:'),
      keyPrefix('sitemap:'),
    ]);
    expect(staleKeys('directory')).toBeUndefined();
  });

  it("forgets every kept page that shows an artisan's card, and leaves the other artisans' pages", async () => {
    const cache = createHotCache();
    const pages = {
      own: pageCacheKey('/artisan/7', '', 'public'),
      ownSecond: pageCacheKey('/artisan/7', '?page=2', 'public'),
      trade: pageCacheKey('/metier/3', '', 'public'),
      tradeSecond: pageCacheKey('/metier/12', '?page=4', 'public'),
      other: pageCacheKey('/artisan/70', '', 'public'),
    };
    for (const key of Object.values(pages)) await cache.get(key, async () => 'avant');
    cache.invalidate(staleKeys({ artisanId: 7 }));
    const after = async (key: string) => cache.get(key, async () => 'après');
    expect(await after(pages.own)).toBe('après');
    expect(await after(pages.ownSecond)).toBe('après');
    expect(await after(pages.trade)).toBe('après');
    expect(await after(pages.tradeSecond)).toBe('après');
    expect(await after(pages.other)).toBe('avant');
  });

  it('names only the profile and page of artisans whose responsiveness figures changed (no card shows them)', () => {
    expect(staleKeys({ reactiviteOf: [7, 12] })).toEqual([
      'artisan:public:7',
      keyPrefix('page:/artisan/7:'),
      'artisan:public:12',
      keyPrefix('page:/artisan/12:'),
    ]);
  });
});

describe('prepareJson', () => {
  it('keeps the body, its ETag, and makes each compressed form once', async () => {
    const body = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, nom: `Artisan ${id}` })));
    const prepared = prepareJson(body);
    expect(prepared.body.toString()).toBe(body);
    expect(prepared.etag).toBe(`W/"${createHash('sha1').update(body).digest('base64url')}"`);
    const br = await prepared.encoded('br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(body);
    expect(await prepared.encoded('br')).toBe(br);
    expect(zlib.gunzipSync(await prepared.encoded('gzip')).toString()).toBe(body);
  });
});
