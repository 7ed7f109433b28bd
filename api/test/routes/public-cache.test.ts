// Only writes that change public data empty the cache of prepared public answers, and only what they change: an
// anonymous loop of logouts or messages once kept every public read uncached (the map 0.7 → 5 ms with 97 artisans).
import { insertPeople, type People } from '../helpers/fixture-people';
import { insertArtisan } from '../helpers/fixture-details';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('what empties the cache of public answers', () => {
  let ctx: TestApp;
  let people: People;
  let other: number;
  const reads = { markers: 0, profiles: new Map<number, number>(), trades: 0 };
  beforeAll(async () => {
    ctx = await createTestApp();
    people = await insertPeople(ctx.app);
    other = await insertArtisan(ctx.app, 'Autre Artisan');
    const repository = ctx.app.artisanRepository;
    const listMarkers = repository.listMarkers.bind(repository);
    const findPublicById = repository.findPublicById.bind(repository);
    const list = ctx.app.specialiteRepository.list.bind(ctx.app.specialiteRepository);
    repository.listMarkers = (id) => ((reads.markers += 1), listMarkers(id));
    repository.findPublicById = (id) => {
      reads.profiles.set(id, (reads.profiles.get(id) ?? 0) + 1);
      return findPublicById(id);
    };
    ctx.app.specialiteRepository.list = () => ((reads.trades += 1), list());
  }, 60_000);
  afterAll(() => ctx?.close());

  const visit = async () => {
    for (const url of [
      '/api/artisan/map',
      `/api/artisan/${people.artisan.artisanId}`,
      `/api/artisan/${other}`,
    ]) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(200);
    }
    expect((await ctx.app.inject({ url: '/api/specialite' })).statusCode).toBe(200);
  };
  const counts = () => ({
    markers: reads.markers,
    own: reads.profiles.get(people.artisan.artisanId!) ?? 0,
    other: reads.profiles.get(other) ?? 0,
    trades: reads.trades,
  });

  it('keeps them through anonymous logouts, logins and messages', async () => {
    await visit();
    const before = counts();
    for (let round = 0; round < 5; round += 1) {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'personne', password: 'Mauvais@2024' },
        remoteAddress: `192.0.2.${round + 1}`,
      });
    }
    const message = await ctx.app.inject({
      method: 'POST',
      url: '/api/artisan/email/support',
      payload: {
        nom: 'Jeanne Visiteuse',
        email: 'jeanne@example.fr',
        tel: '0555000000',
        role: 'Particulier',
        message: 'Bonjour, une question sur l’annuaire.',
      },
    });
    expect(message.statusCode).toBe(201);
    await visit();
    expect(counts()).toEqual(before);
  });

  it('forgets one artisan’s page and the lists on a write about it, and keeps the others’ pages', async () => {
    await visit();
    const before = counts();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/note',
      headers: people.admin.headers,
      payload: {
        particulierId: people.particulierIds[0],
        artisanId: people.artisan.artisanId,
        nombreEtoiles: 4,
      },
    });
    expect(created.statusCode).toBe(201);
    await visit();
    expect(counts()).toEqual({
      markers: before.markers + 1,
      own: before.own + 1,
      other: before.other,
      trades: before.trades,
    });
  });

  it('forgets everything on a write to the trades', async () => {
    await visit();
    const before = counts();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/specialite',
      headers: people.admin.headers,
      payload: { metier: 'Couvreur' },
    });
    expect(created.statusCode).toBe(201);
    await visit();
    expect(counts()).toEqual({
      markers: before.markers + 1,
      own: before.own + 1,
      other: before.other + 1,
      trades: before.trades + 1,
    });
  });

  it('keeps an artisan’s details until a write about them, which the next read shows', async () => {
    const repository = ctx.app.artisanDetailRepository;
    const listByArtisan = repository.listByArtisan.bind(repository);
    let detailReads = 0;
    repository.listByArtisan = (id) => ((detailReads += 1), listByArtisan(id));
    const url = `/api/artisan/details/artisan/${people.artisan.artisanId}`;
    const first = await ctx.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect((await ctx.app.inject({ url })).body).toBe(first.body);
    expect(detailReads).toBe(1);
    const description = (first.json() as { id: number; type: string }[]).find(
      (detail) => detail.type === 'DESCRIPTION',
    )!;
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/artisan/details/${description.id}`,
      headers: people.admin.headers,
      payload: {
        type: 'DESCRIPTION',
        artisanId: people.artisan.artisanId,
        description: 'Nouvelle description.',
      },
    });
    expect(updated.statusCode).toBe(200);
    const after = await ctx.app.inject({ url });
    expect(after.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ description: 'Nouvelle description.' })]),
    );
    expect(detailReads).toBe(2);
    // An unknown artisan is asked each time, never kept.
    expect((await ctx.app.inject({ url: '/api/artisan/details/artisan/999999' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/artisan/details/artisan/999999' })).statusCode).toBe(404);
    expect(detailReads).toBe(4);
  });
});
