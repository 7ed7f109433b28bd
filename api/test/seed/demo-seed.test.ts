// The real demo seed on an empty database: counts, the four named trades, a trade with more than 20 artisans,
// coordinates around the map's default centre, valid SIRET/SIREN, images on disk, working demo accounts, and no
// second seed on restart.
import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { LIMITS } from '@annuaire/shared/contract/common';
import { currentMonth, displayedAuthor, NoteListSchema } from '@annuaire/shared/contract/note';
import { UI_SETTINGS } from '@annuaire/shared/config/ui-settings';
import { isValidSiren, isValidSiret } from '@annuaire/shared/domain/luhn';
import {
  artisanDetails,
  artisanSpecialites,
  artisans,
  demandes,
  notes,
  registreEtablissements,
  registreImports,
  particuliers,
  specialites,
  users,
} from '../../src/db/schema';
import { DemandeMessageSchema, isFastReplier, type DemandeList } from '@annuaire/shared/contract/demande';
import { createTestApp, type TestApp } from '../helpers/test-app';

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

describe('demo seed', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ data: 'demo' });
  }, 120_000);
  afterAll(() => ctx?.close());

  it('creates at least 15 trades including the four of the home page, each with an image', async () => {
    const rows = await ctx.app.db.select().from(specialites);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.map((row) => row.metier)).toEqual(
      expect.arrayContaining(['Plombier', 'Menuisier', 'Charpentier', 'Électricien']),
    );
    for (const row of rows) {
      expect(row.pathImg).toMatch(/^\/uploads\/specialites\/[a-z-]+\.webp$/);
    }
  });

  it('creates at least 80 artisans, with one trade of more than 20', async () => {
    const [artisanCount] = await ctx.app.db.select({ value: count() }).from(artisans);
    expect(artisanCount!.value).toBeGreaterThanOrEqual(80);
    const perTrade = await ctx.app.db
      .select({ metier: specialites.metier, value: count() })
      .from(artisanSpecialites)
      .innerJoin(specialites, eq(specialites.id, artisanSpecialites.specialiteId))
      .groupBy(specialites.metier);
    expect(perTrade.find((row) => row.metier === 'Plombier')!.value).toBeGreaterThan(20);
    // Every trade has artisans, so no trade page is empty.
    expect(perTrade.length).toBeGreaterThanOrEqual(15);
  });

  it('places every hand-made artisan within 70 km of the map centre, with valid identifiers and sane values', async () => {
    const rows = await ctx.app.db.select().from(artisans).where(eq(artisans.nonGeree, false));
    const { latitude, longitude } = UI_SETTINGS.mapDefaultCenter;
    const positions = new Set<string>();
    for (const row of rows) {
      expect(haversineKm(latitude, longitude, row.latitude!, row.longitude!)).toBeLessThan(70);
      positions.add(`${row.latitude},${row.longitude}`);
      expect(isValidSiret(row.siret)).toBe(true);
      expect(isValidSiren(row.siren)).toBe(true);
      expect(row.siret.slice(0, 9)).toBe(row.siren);
      expect(row.rayonActivite).toBeGreaterThanOrEqual(10);
      expect(row.rayonActivite).toBeLessThanOrEqual(100);
      expect(row.codePostal).toMatch(/^(19|24|46)\d{3}$/);
      expect(row.userId).not.toBeNull();
    }
    // Pins do not stack.
    expect(positions.size).toBe(rows.length);
    expect(rows.some((row) => row.anneeExperience === null)).toBe(true);
  });

  it('imports and publishes the shipped register files through the importer, beside the hand-made artisans', async () => {
    const [run] = await ctx.app.db.select().from(registreImports);
    expect(run).toMatchObject({ statut: 'termine', lues: 645 });
    const published = await ctx.app.db
      .select({
        id: artisans.id,
        userId: artisans.userId,
        ville: artisans.ville,
      })
      .from(artisans)
      .where(eq(artisans.nonGeree, true));
    // A few hundred businesses of Corrèze and its neighbouring départements (registres/README.md).
    expect(published.length).toBeGreaterThan(250);
    const departements = await ctx.app.db
      .selectDistinct({ departement: registreEtablissements.departement })
      .from(registreEtablissements)
      .where(isNotNull(registreEtablissements.artisanId));
    expect(departements.map((row) => row.departement).sort()).toEqual([
      '15',
      '19',
      '23',
      '24',
      '46',
      '63',
      '87',
    ]);
    for (const listing of published) expect(listing.userId).toBeNull();
    expect(published.map((listing) => listing.ville)).toContain('Tulle');
    // Never a partially diffusible establishment.
    const partial = await ctx.app.db
      .select({ artisanId: registreEtablissements.artisanId })
      .from(registreEtablissements)
      .where(eq(registreEtablissements.diffusion, 'P'));
    expect(partial.length).toBeGreaterThan(0);
    for (const row of partial) expect(row.artisanId).toBeNull();
  });

  it('gives each hand-made artisan a main image and a description under 500 characters, and 1 to 3 trades', async () => {
    const details = await ctx.app.db.select().from(artisanDetails);
    const links = await ctx.app.db.select().from(artisanSpecialites);
    const rows = await ctx.app.db
      .select({ id: artisans.id })
      .from(artisans)
      .where(eq(artisans.nonGeree, false));
    for (const { id } of rows) {
      const own = details.filter((detail) => detail.artisanId === id);
      const byType = (type: string) => own.filter((detail) => detail.type === type);
      expect(byType('IMG_PRINCIPALE')).toHaveLength(1);
      expect(byType('DESCRIPTION')).toHaveLength(1);
      expect(byType('DESCRIPTION')[0]!.description!.length).toBeLessThan(500);
      expect(byType('IMG_REALISATION').length).toBeLessThanOrEqual(4);
      expect(byType('NORME').length).toBeLessThanOrEqual(3);
      const trades = links.filter((link) => link.artisanId === id).length;
      expect(trades).toBeGreaterThanOrEqual(1);
      expect(trades).toBeLessThanOrEqual(3);
    }
    // Every image a detail points at exists in every width.
    const paths = new Set(
      details.map((detail) => detail.pathImg).filter((value): value is string => value !== null),
    );
    for (const pathImg of paths) {
      const base = path.join(ctx.dataDir, pathImg.replace(/\.webp$/, ''));
      expect(fs.existsSync(`${base}.webp`)).toBe(true);
      for (const width of LIMITS.imageWidths) expect(fs.existsSync(`${base}-${width}.webp`)).toBe(true);
    }
  });

  it('creates particuliers and 1-5 star reviews, and a mix of contact visibilities', async () => {
    const [particulierCount] = await ctx.app.db.select({ value: count() }).from(particuliers);
    expect(particulierCount!.value).toBeGreaterThanOrEqual(30);
    const reviews = await ctx.app.db.select().from(notes);
    expect(reviews.length).toBeGreaterThan(300);
    expect(new Set(reviews.map((review) => review.nombreEtoiles))).toEqual(new Set([1, 2, 3, 4, 5]));
    const visibilities = await ctx.app.db
      .selectDistinct({ value: users.personnalDataToShow })
      .from(users)
      .where(eq(users.role, 'ROLE_ARTISAN'));
    expect(new Set(visibilities.map((row) => row.value))).toEqual(
      new Set(['ALL', 'TEL', 'MAIL', 'NOTHING', null]),
    );
    const phones = await ctx.app.db.select({ telephone: users.telephone }).from(users);
    for (const { telephone } of phones) expect(telephone).toMatch(/^0\d{9}$/);
  });

  it('dates, signs and sources every review: entered by the administration, or verified through an invitation', async () => {
    const reviews = await ctx.app.db
      .select({
        particulierId: notes.particulierId,
        statut: notes.statut,
        source: notes.source,
        dateCreation: notes.dateCreation,
        datePublication: notes.datePublication,
        dateExperience: notes.dateExperience,
        auteur: notes.auteur,
        nom: particuliers.nom,
        prenom: particuliers.prenom,
      })
      .from(notes)
      .innerJoin(particuliers, eq(particuliers.id, notes.particulierId));
    // A few entered by the administration; most come from invitations (« Avis vérifié »).
    expect(reviews.length).toBeGreaterThan(50);
    const verified = await ctx.app.db
      .select({ id: notes.id })
      .from(notes)
      .where(and(eq(notes.source, 'VERIFIE'), eq(notes.statut, 'PUBLIE')));
    expect(verified.length).toBeGreaterThan(reviews.length * 2);
    const months = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
    for (const review of reviews) {
      expect(review).toMatchObject({ statut: 'PUBLIE', source: 'ADMINISTRATION' });
      expect(new Date(review.datePublication).getTime()).toBe(new Date(review.dateCreation).getTime());
      expect(review.auteur).toBe(displayedAuthor(review.prenom, review.nom));
      expect(review.auteur).not.toContain(review.nom);
      const gap = months(currentMonth(new Date(review.dateCreation))) - months(review.dateExperience);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(3);
      expect(review.dateExperience <= currentMonth()).toBe(true);
    }
    // The months vary (the demo's review list shows it).
    expect(
      new Set(
        reviews.map(
          (review) => months(currentMonth(new Date(review.dateCreation))) - months(review.dateExperience),
        ),
      ).size,
    ).toBeGreaterThan(1);

    // The public list of the demo artisan shows its four entered by the administration and its two verified ones
    // (one answered); the third verified one waits for moderation, neither listed nor counted.
    const [demo] = await ctx.app.db
      .select({ id: artisans.id })
      .from(artisans)
      .innerJoin(users, eq(users.id, artisans.userId))
      .where(eq(users.username, 'artisan'));
    const listed = NoteListSchema.parse(
      (await ctx.app.inject({ url: `/api/note/artisan/${demo!.id}` })).json(),
    );
    expect(listed).toHaveLength(6);
    expect(listed.every((note) => /^\S+ \p{Lu}\.$/u.test(note.auteur))).toBe(true);
    expect(listed.filter((note) => note.source === 'VERIFIE')).toHaveLength(2);
    expect(listed.filter((note) => note.reponse !== null)).toHaveLength(1);
    expect((await ctx.app.inject({ url: `/api/artisan/${demo!.id}` })).json()).toMatchObject({
      nombreAvis: 6,
      nombreAvisVerifies: 2,
    });
    const waiting = await ctx.app.db
      .select({ id: notes.id, invitationId: notes.invitationId })
      .from(notes)
      .where(eq(notes.statut, 'EN_ATTENTE'));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.invitationId).not.toBeNull();
  });

  it('lets the demo accounts log in; the artisan owns a plumber in Brive', async () => {
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'Admin@2024' },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ role: 'ROLE_ADMIN', artisanId: null });

    const artisan = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'artisan', password: 'Artisan@2024' },
    });
    expect(artisan.statusCode).toBe(200);
    const { artisanId } = artisan.json<{ artisanId: number }>();
    const [profile] = await ctx.app.db.select().from(artisans).where(eq(artisans.id, artisanId));
    expect(profile!.ville).toBe('Brive-la-Gaillarde');
    const trades = await ctx.app.db
      .select({ metier: specialites.metier })
      .from(artisanSpecialites)
      .innerJoin(specialites, eq(specialites.id, artisanSpecialites.specialiteId))
      .where(eq(artisanSpecialites.artisanId, artisanId));
    expect(trades.map((row) => row.metier)).toContain('Plombier');
  });

  it('gives the demo artisan an inbox with two new requests and the badge, and other artisans with or without it', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'artisan', password: 'Artisan@2024' },
    });
    const { token, artisanId } = login.json<{ token: string; artisanId: number }>();
    const inbox = await ctx.app.inject({
      method: 'GET',
      url: `/api/artisan/${artisanId}/demandes`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(inbox.statusCode).toBe(200);
    const list = inbox.json<DemandeList>();
    expect(list.demandes).toHaveLength(7);
    expect(list.nonTraitees).toBe(2);
    // Newest first: the two new ones, sent a few hours ago.
    expect(list.demandes.slice(0, 2).map((demande) => demande.traitee)).toEqual([false, false]);
    expect(Date.now() - Date.parse(list.demandes[0]!.dateEnvoi)).toBeLessThan(24 * 3600_000);
    expect(list.reactivite).toMatchObject({ demandesCount: 5, repondRapidement: true });
    for (const demande of list.demandes) {
      expect(demande.email).toMatch(/@example\.fr$/);
      expect(DemandeMessageSchema.safeParse(demande.message).success).toBe(true);
    }

    const figures = await ctx.app.db
      .select({
        count: artisans.demandesCount,
        median: artisans.delaiMedianMinutes,
        senders: artisans.demandesExpediteurs,
      })
      .from(artisans);
    const badges = figures.map((row) =>
      isFastReplier(row.count, row.median === null ? null : row.median / 60, row.senders),
    );
    expect(badges.filter(Boolean).length).toBeGreaterThan(5);
    expect(figures.filter((row, index) => row.count >= 5 && !badges[index]).length).toBeGreaterThan(3);
    const [stored] = await ctx.app.db.select({ value: count() }).from(demandes);
    expect(stored!.value).toBeGreaterThan(50);
  });

  it('does not seed again once users exist', async () => {
    expect(await ctx.app.seedRepository.isEmpty()).toBe(false);
    const [before] = await ctx.app.db.select({ value: count() }).from(artisans);
    expect(
      await ctx.app.seedRepository.insertDataset({
        users: [],
        specialites: [],
        artisans: [],
        particuliers: [],
        images: [],
      }),
    ).toBe(false);
    const [after] = await ctx.app.db.select({ value: count() }).from(artisans);
    expect(after!.value).toBe(before!.value);
  });
});
