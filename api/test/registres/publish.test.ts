// registres/publish.ts: the register's tables into the directory's listings, on PGlite or on the PostgreSQL server of
// TEST_DATABASE_URL: which establishments become listings, what a visitor reads of them, closure and reopening, the
// suppression list, ADEME's qualifications as checked ones, a managed listing's own fields kept, and the ranking of
// unmanaged listings after managed ones of equal pertinence.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { artisanDetails, artisans, registreEtablissements } from '../../src/db/schema';
import { createArtisanRepository } from '../../src/repositories/artisan';
import { REGISTRE_SPECS, runImport, type RegistreFiles } from '../../src/registres/import';
import { publishRegistres, type CommuneCentre } from '../../src/registres/publish';
import { allCards, insertUser } from '../helpers/fixture-artisans';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import {
  ETABLISSEMENTS_FILE,
  GEOLOCALISATION_FILE,
  readRecords,
  RGE_FILE,
  UNITES_LEGALES_FILE,
} from './registres-files';

const SAMPLE: RegistreFiles = {
  etablissements: ETABLISSEMENTS_FILE,
  unitesLegales: UNITES_LEGALES_FILE,
  geolocalisation: GEOLOCALISATION_FILE,
  rge: RGE_FILE,
};

/** Plomberie du Puy Saint Clair, Tulle (43.22A, `O`, `A`). */
const PLOMBERIE = '81234567600017';
/** Maisons de la Haute-Corrèze (Ussel): closed (`F`) in the next month's stock. */
const CLOSING = '81234623700025';
/** L'Atelier des Toits: an RGE qualification in ADEME's list. */
const RGE_SIRET = '81234630200027';
/** A partially diffusible sole trader of Malemort (`P`). */
const PARTIAL = '81234588200029';

/** The communes index, reduced to what the tests need: Tulle's centre. */
const TULLE: readonly [number, number] = [1.7667, 45.2667];
const communeCentre: CommuneCentre = (code) => (code === '19272' ? TULLE : null);

function quote(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

async function rewriteStock(
  target: string,
  change: (record: Record<string, string>) => Record<string, string> | null,
): Promise<string> {
  const records = await readRecords(ETABLISSEMENTS_FILE, REGISTRE_SPECS.etablissements);
  const columns = Object.keys(records[0]!);
  const lines = [columns.join(',')];
  for (const record of records) {
    const changed = change({ ...record });
    if (changed) lines.push(columns.map((column) => quote(changed[column] ?? '')).join(','));
  }
  fs.writeFileSync(target, `${lines.join('\n')}\n`);
  return target;
}

describe('publishRegistres', () => {
  let dataDir: string;
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-publication-'));
    database = await createTestDatabase(dataDir);
    handle = await openDatabase({ dataDir, databaseUrl: database.databaseUrl });
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await handle.db.execute(sql`TRUNCATE "registre_qualifications", "registre_etablissements",
      "registre_imports", "registre_suppressions", "artisans", "specialites" RESTART IDENTITY CASCADE`);
  });

  async function importAndPublish(files: RegistreFiles = SAMPLE) {
    const report = await runImport(handle.db, files, { rgeDate: '2026-11-02' });
    return publishRegistres(handle.db, { runId: report.runId, communeCentre });
  }

  const listingOf = async (siret: string) => {
    const [row] = await handle.db
      .select({ artisanId: registreEtablissements.artisanId })
      .from(registreEtablissements)
      .where(sql`siret = ${siret}`);
    return row?.artisanId ?? null;
  };

  const profileOf = async (siret: string): Promise<ArtisanPublic> => {
    const id = await listingOf(siret);
    const profile = await createArtisanRepository(handle.db).findPublicById(id!);
    if (!profile || profile === 'closed') throw new Error(`${siret}: no open profile`);
    return profile;
  };

  it('publishes the open, fully diffusible establishments with a trade, never a `P` one', async () => {
    const report = await importAndPublish();
    const published = await handle.db
      .select({ siret: registreEtablissements.siret })
      .from(registreEtablissements)
      .where(sql`publie and etat = 'A' and nom is not null and cardinality(metiers) > 0`);
    expect(report.creees).toBe(published.length);
    expect(report.creees).toBeGreaterThan(5);
    expect(await listingOf(PARTIAL)).toBeNull();
    const unpublished = await handle.db.execute(sql`select count(*)::int as n from artisans a
      join registre_etablissements r on r.artisan_id = a.id where r.diffusion = 'P'`);
    expect((unpublished as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    // The NAF table's trades that the directory lacked are created.
    expect(report.metiersCrees).toEqual(expect.arrayContaining(['Plombier', 'Électricien']));
  });

  it('shows what the registers say, where it comes from, and that nobody manages the listing yet', async () => {
    await importAndPublish();
    const profile = await profileOf(PLOMBERIE);
    expect(profile).toMatchObject({
      entrepriseNom: 'Plomberie du Puy Saint Clair',
      adresse: { rue: '12 Avenue Victor Hugo', ville: 'Tulle', codePostal: '19000', pays: 'France' },
      siret: PLOMBERIE,
      siren: PLOMBERIE.slice(0, 9),
      dateCreationEntreprise: '2011-03-01',
      geree: false,
      telephone: null,
      email: null,
      repondRapidement: false,
      registre: {
        sources: ['SIRENE', 'RGE'],
        trancheEffectifs: '1 ou 2 salariés',
        positionPrecision: 'adresse',
      },
    });
    expect(profile.registre!.miseAJourLe).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(profile.specialitesDetails.map((trade) => trade.metier)).toEqual(['Plombier']);
  });

  it('publishes ADEME’s qualifications as checked ones: the RGE badge, and the source on the page', async () => {
    await importAndPublish();
    const id = (await listingOf(RGE_SIRET))!;
    const details = await handle.db
      .select()
      .from(artisanDetails)
      .where(sql`artisan_id = ${id}`);
    expect(details.length).toBeGreaterThan(0);
    for (const detail of details) {
      expect(detail).toMatchObject({ type: 'NORME' });
      expect(detail.registreQualificationId).not.toBeNull();
      expect(detail.verifieeLe).not.toBeNull();
    }
    const profile = await profileOf(RGE_SIRET);
    expect(profile.registre!.sources).toEqual(['SIRENE', 'RGE']);
    // Publishing again changes nothing: the check survives (the unverify trigger sees it written with the fields).
    const again = await publishRegistres(handle.db, { runId: 1, communeCentre });
    expect(again.qualifications).toEqual({ creees: 0, modifiees: 0 });
    const [kept] = await handle.db
      .select({ verifieeLe: artisanDetails.verifieeLe })
      .from(artisanDetails)
      .where(sql`artisan_id = ${id}`);
    expect(kept!.verifieeLe).not.toBeNull();
  });

  it('is idempotent: the same files twice create and change nothing', async () => {
    await importAndPublish();
    const second = await importAndPublish();
    expect(second).toMatchObject({
      creees: 0,
      liees: 0,
      modifiees: 0,
      fermees: 0,
      rouvertes: 0,
      supprimees: 0,
    });
  });

  it('closes a listing the stock says `F`: out of the lists, its page gone (410), back when it reopens', async () => {
    await importAndPublish();
    const id = (await listingOf(CLOSING))!;
    const repository = createArtisanRepository(handle.db);
    expect((await allCards(repository)).some((card) => card.id === id)).toBe(true);

    const dir = fs.mkdtempSync(path.join(dataDir, 'ferme-'));
    const closed = await rewriteStock(path.join(dir, 'StockEtablissement_utf8.csv'), (record) =>
      record.siret === CLOSING ? { ...record, etatAdministratifEtablissement: 'F' } : record,
    );
    const report = await importAndPublish({ ...SAMPLE, etablissements: closed });
    expect(report.fermees).toBe(1);
    expect(await repository.findPublicById(id)).toBe('closed');
    expect((await allCards(repository)).some((card) => card.id === id)).toBe(false);
    expect((await repository.listMarkers()).some((marker) => marker.id === id)).toBe(false);
    const sitemapFiles = await repository.sitemapFiles(50_000);
    const sitemapEntries = await Promise.all(
      sitemapFiles.map((file) => repository.sitemapFileEntries(file.area, file)),
    );
    expect(sitemapEntries.flat().some((entry) => entry.id === id)).toBe(false);
    const [trade] = await handle.db
      .execute<{ id: number }>(
        sql`select specialite_id as id from artisan_specialites
      where artisan_id = ${id} limit 1`,
      )
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    const page = await repository.pageBySpecialite(trade!.id, { page: 1, size: 100 });
    expect(page.items.some((card) => card.id === id)).toBe(false);
    expect(page.total).toBe(await repository.countBySpecialite(trade!.id));

    const reopened = await importAndPublish();
    expect(reopened.rouvertes).toBe(1);
    expect((await repository.findPublicById(id)) !== 'closed').toBe(true);
  });

  it('never overwrites what the business wrote on a managed listing; the register’s fields follow the files', async () => {
    await importAndPublish();
    const id = (await listingOf(PLOMBERIE))!;
    // The business took its listing over: its own description and trades.
    await handle.db
      .update(artisans)
      .set({ nonGeree: false })
      .where(sql`id = ${id}`);
    await handle.db
      .insert(artisanDetails)
      .values({ artisanId: id, type: 'DESCRIPTION', description: 'Notre métier' });
    const [other] = await handle.db
      .execute(
        sql`insert into specialites (metier, metier_key)
      values ('Zingueur', 'zingueur') returning id`,
      )
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    await handle.db.execute(sql`delete from artisan_specialites where artisan_id = ${id}`);
    await handle.db.execute(
      sql`insert into artisan_specialites (artisan_id, specialite_id) values (${id}, ${other!.id})`,
    );

    const dir = fs.mkdtempSync(path.join(dataDir, 'renomme-'));
    const renamed = await rewriteStock(path.join(dir, 'StockEtablissement_utf8.csv'), (record) =>
      record.siret === PLOMBERIE ? { ...record, enseigne1Etablissement: 'PLOMBERIE TULLISTE' } : record,
    );
    const report = await importAndPublish({ ...SAMPLE, etablissements: renamed });
    expect(report.modifiees).toBe(1);
    const profile = await profileOf(PLOMBERIE);
    expect(profile.entrepriseNom).toBe('Plomberie Tulliste');
    expect(profile.geree).toBe(true);
    expect(profile.specialitesDetails.map((trade) => trade.metier)).toEqual(['Zingueur']);
    const descriptions = await handle.db
      .select({ description: artisanDetails.description })
      .from(artisanDetails)
      .where(sql`artisan_id = ${id} and type = 'DESCRIPTION'`);
    expect(descriptions).toEqual([{ description: 'Notre métier' }]);
  });

  it('deletes an unmanaged listing whose SIRET was withdrawn, and never publishes it again', async () => {
    await importAndPublish();
    const id = (await listingOf(PLOMBERIE))!;
    await handle.db.execute(
      sql`insert into registre_suppressions (siret, motif) values (${PLOMBERIE}, 'RGPD')`,
    );
    await publishRegistres(handle.db, { runId: 1, communeCentre });
    expect(await createArtisanRepository(handle.db).findPublicById(id)).toBeNull();
    const rerun = await importAndPublish();
    expect(rerun.creees).toBe(0);
    expect(await listingOf(PLOMBERIE)).toBeNull();
  });

  it('places an establishment the files do not locate at its commune’s centre, and says so', async () => {
    await runImport(handle.db, SAMPLE, { rgeDate: '2026-11-02' });
    await handle.db
      .update(registreEtablissements)
      .set({ longitude: null, latitude: null, positionPrecision: null, positionSource: null })
      .where(sql`siret = ${PLOMBERIE}`);
    const report = await publishRegistres(handle.db, { runId: 1, communeCentre });
    expect(report.centresCommune).toBe(1);
    const profile = await profileOf(PLOMBERIE);
    expect(profile).toMatchObject({ longitude: TULLE[0], latitude: TULLE[1] });
    expect(profile.registre!.positionPrecision).toBe('commune');
    // Cards and markers say so too, for it and for every listing the files placed no closer than its commune,
    // and only for those: their distances are approximate.
    const repository = createArtisanRepository(handle.db);
    const id = (await listingOf(PLOMBERIE))!;
    const atCommune = (
      await handle.db
        .select({ artisanId: registreEtablissements.artisanId })
        .from(registreEtablissements)
        .where(sql`position_precision = 'commune' and artisan_id is not null`)
    )
      .map((row) => row.artisanId!)
      .sort((a, b) => a - b);
    expect(atCommune).toContain(id);
    expect(atCommune.length).toBeLessThan((await allCards(repository)).length);
    const approximate = (items: readonly { id: number; positionApprochee: boolean }[]) =>
      items
        .filter((item) => item.positionApprochee)
        .map((item) => item.id)
        .sort((a, b) => a - b);
    expect(approximate(await allCards(repository))).toEqual(atCommune);
    expect(approximate(await repository.listMarkers())).toEqual(atCommune);
    // Nobody manages it: its cards and markers say so, since its radius (0) states no area of work.
    expect((await allCards(repository)).find((card) => card.id === id)).toMatchObject({ geree: false });
    expect((await repository.listMarkers()).find((marker) => marker.id === id)).toMatchObject({
      geree: false,
    });

    // An administrator's write that keeps the point keeps the mention; one that moves it clears it.
    const artisan = (await repository.findById(id))!;
    const input = {
      userId: await insertUser({ db: handle.db } as unknown as FastifyInstance),
      entrepriseNom: artisan.entrepriseNom,
      adresse: artisan.adresse,
      rayonActivite: artisan.rayonActivite,
      siret: artisan.siret,
      siren: artisan.siren,
      specialites: artisan.specialites,
    };
    const update = async (latitude: number, longitude: number) =>
      expect(await repository.update(id, { ...input, latitude, longitude })).toMatchObject({ ok: true });
    await update(TULLE[1], TULLE[0]);
    expect(approximate(await allCards(repository))).toEqual(atCommune);
    await update(45.2671, 1.7702);
    const others = atCommune.filter((other) => other !== id);
    expect(approximate(await allCards(repository))).toEqual(others);
    expect(approximate(await repository.listMarkers())).toEqual(others);
  });

  it('keeps a commune’s centre from one run to the next: the same files twice change nothing', async () => {
    const dir = fs.mkdtempSync(path.join(dataDir, 'sans-position-'));
    const files: RegistreFiles = {
      ...SAMPLE,
      etablissements: await rewriteStock(path.join(dir, 'StockEtablissement_utf8.csv'), (record) =>
        record.siret === PLOMBERIE
          ? {
              ...record,
              coordonneeLambertAbscisseEtablissement: '',
              coordonneeLambertOrdonneeEtablissement: '',
            }
          : record,
      ),
      geolocalisation: path.join(dir, 'geolocalisation.csv'),
    };
    const geolocation = fs.readFileSync(GEOLOCALISATION_FILE, 'utf8').split('\n');
    fs.writeFileSync(
      files.geolocalisation!,
      geolocation.filter((line) => !line.startsWith(PLOMBERIE)).join('\n'),
    );

    const first = await importAndPublish(files);
    expect(first.centresCommune).toBe(1);
    expect((await profileOf(PLOMBERIE)).registre!.positionPrecision).toBe('commune');

    const report = await runImport(handle.db, files, { rgeDate: '2026-11-02' });
    expect(report).toMatchObject({ inserees: 0, modifiees: 0, fermees: 0 });
    const again = await publishRegistres(handle.db, { runId: report.runId, communeCentre });
    expect(again).toMatchObject({ creees: 0, modifiees: 0, centresCommune: 0 });
    expect(await profileOf(PLOMBERIE)).toMatchObject({ longitude: TULLE[0], latitude: TULLE[1] });
  });

  it('ranks an unmanaged listing after a managed one of equal pertinence, whatever their names', async () => {
    await importAndPublish();
    const id = (await listingOf(PLOMBERIE))!;
    const [trade] = await handle.db
      .execute(
        sql`select specialite_id as id from artisan_specialites
      where artisan_id = ${id}`,
      )
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    // Its ADEME qualification is a part of a complete profile (+0.1): without it, both score the prior mean.
    await handle.db.execute(sql`delete from artisan_details where artisan_id = ${id}`);
    // « Zz… » sorts after « Plomberie… » by name; managed, it comes first all the same.
    const [managed] = await handle.db
      .insert(artisans)
      .values({ entrepriseNom: 'Zz Plombiers associés', siret: '73282932000074', siren: '732829320' })
      .returning({ id: artisans.id });
    await handle.db.execute(
      sql`insert into artisan_specialites (artisan_id, specialite_id) values (${managed!.id}, ${trade!.id})`,
    );
    const repository = createArtisanRepository(handle.db);
    const ids = (await repository.pageBySpecialite(trade!.id, { page: 1, size: 100 })).items.map(
      (card) => card.id,
    );
    expect(ids.indexOf(managed!.id)).toBeLessThan(ids.indexOf(id));
  });
});
