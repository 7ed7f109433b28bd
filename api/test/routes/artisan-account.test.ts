// GET /api/artisan/{id}/compte: the editor's read of the account behind an artisan, and who may read it.
import { UserSchema } from '@annuaire/shared/contract/user';
import { bearer, insertArtisan, insertUser } from '../helpers/fixture-artisans';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /api/artisan/:id/compte', () => {
  let ctx: TestApp;
  let ownerId: number;
  let artisanId: number;
  let otherOwnerId: number;
  let otherArtisanId: number;
  let orphanArtisanId: number;
  let admin: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    ownerId = await insertUser(ctx.app, {
      email: 'cache@exemple.fr',
      telephone: '0601020304',
      personnalDataToShow: 'NOTHING',
    });
    artisanId = await insertArtisan(ctx.app, { entrepriseNom: 'Compte Discret', userId: ownerId });
    otherOwnerId = await insertUser(ctx.app);
    otherArtisanId = await insertArtisan(ctx.app, { entrepriseNom: 'Autre Atelier', userId: otherOwnerId });
    orphanArtisanId = await insertArtisan(ctx.app, { entrepriseNom: 'Sans Compte', userId: null });
    const adminId = await insertUser(ctx.app, { role: 'ROLE_ADMIN' });
    admin = bearer(ctx.app, { sub: adminId, role: 'ROLE_ADMIN', artisanId: null });
  });
  afterAll(() => ctx?.close());

  const read = (id: number | string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/api/artisan/${id}/compte`, headers });
  const owner = () => bearer(ctx.app, { sub: ownerId, role: 'ROLE_ARTISAN', artisanId });

  it('gives the owner their e-mail, phone and visibility even when hidden from the public, never cached', async () => {
    const response = await read(artisanId, owner());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const account = UserSchema.parse(response.json());
    expect(account).toMatchObject({
      id: ownerId,
      email: 'cache@exemple.fr',
      telephone: '0601020304',
      role: 'ROLE_ARTISAN',
      personnalDataToShow: 'NOTHING',
    });
    expect(Object.keys(response.json()).sort()).toEqual(
      ['email', 'id', 'pendingActivation', 'personnalDataToShow', 'role', 'telephone', 'username'].sort(),
    );
    // The public profile still hides them.
    const publicProfile = (await ctx.app.inject({ url: `/api/artisan/${artisanId}` })).json();
    expect(publicProfile).toMatchObject({ telephone: null, email: null });
  });

  it('lets an admin read any artisan’s account', async () => {
    const response = await read(otherArtisanId, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: otherOwnerId, role: 'ROLE_ARTISAN' });
  });

  it('answers 401 to a visitor and 403 to a particulier', async () => {
    const visitor = await read(artisanId);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Authentification requise.' });
    const particulierId = await insertUser(ctx.app, { role: 'ROLE_PARTICULIER' });
    const asParticulier = await read(
      artisanId,
      bearer(ctx.app, { sub: particulierId, role: 'ROLE_PARTICULIER', artisanId: null }),
    );
    expect(asParticulier.statusCode).toBe(403);
    expect(asParticulier.json()).toEqual({ message: 'Accès refusé.' });
  });

  it('answers 403 to an artisan reading another artisan’s account, even with a forged claim', async () => {
    const other = await read(otherArtisanId, owner());
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'Accès refusé.' });
    const forged = await read(
      otherArtisanId,
      bearer(ctx.app, { sub: ownerId, role: 'ROLE_ARTISAN', artisanId: otherArtisanId }),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'Accès refusé.' });
  });

  it('answers French 404s for an unknown artisan or one without an account, and 400 for a bad id', async () => {
    const unknown = await read(999_999, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Artisan introuvable.' });
    const orphan = await read(orphanArtisanId, admin);
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json()).toEqual({ message: 'Aucun compte utilisateur n’est lié à cet artisan.' });
    const malformed = await read('abc', admin);
    expect(malformed.statusCode).toBe(400);
  });

  it('publishes the route in /api/openapi.json', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    expect(document.paths['/api/artisan/{id}/compte']?.get).toBeDefined();
  });
});
