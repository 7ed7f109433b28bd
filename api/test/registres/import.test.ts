// registres/import.ts: the shipped register files into the registre_* tables, on PGlite or on the PostgreSQL server
// of TEST_DATABASE_URL: what is kept, privacy, positions, RGE, idempotence, closure, the suppression list, the report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import {
  artisans,
  registreEtablissements,
  registreImports,
  registreQualifications,
  registreSuppressions,
} from '../../src/db/schema';
import { REGISTRE_SPECS, runImport, type RegistreFiles } from '../../src/registres/import';
import { RegistreFileError } from '../../src/registres/read-csv';
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

/** Maisons de la Haute-Corrèze (Ussel, 19): closed (`F`) in the next month's stock. */
const CLOSING = '81234623700025';
/** Pierre Chastang (Tulle, 19): gone from the next month's stock. */
const GOING = '81234672400030';
/** L’Atelier des Toits: its RGE qualification is gone from the next list. */
const RGE_GOING = '81234630200027';
/** Plomberie du Puy Saint Clair: the owner asks to be withdrawn. */
const WITHDRAWN = '81234567600017';

function quote(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Writes a register's file as the registers do: the header, then each record's fields in the header's order. */
async function rewrite(
  source: string,
  target: string,
  role: keyof RegistreFiles,
  change: (record: Record<string, string>) => Record<string, string> | null,
): Promise<string> {
  const records = await readRecords(source, REGISTRE_SPECS[role]);
  const columns = Object.keys(records[0]!);
  const lines = [columns.join(',')];
  for (const record of records) {
    const changed = change({ ...record });
    if (changed) lines.push(columns.map((column) => quote(changed[column] ?? '')).join(','));
  }
  fs.writeFileSync(target, `${lines.join('\n')}\n`);
  return target;
}

describe('runImport', () => {
  let dataDir: string;
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-registres-'));
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
      "registre_imports", "registre_suppressions" RESTART IDENTITY CASCADE`);
  });

  const etablissement = async (siret: string) =>
    (
      await handle.db
        .select()
        .from(registreEtablissements)
        .where(sql`siret = ${siret}`)
    )[0];

  /** The next month's files: one establishment closed, one gone, one RGE row gone. */
  async function nextMonth(): Promise<RegistreFiles> {
    const dir = fs.mkdtempSync(path.join(dataDir, 'mois-'));
    return {
      ...SAMPLE,
      etablissements: await rewrite(
        ETABLISSEMENTS_FILE,
        path.join(dir, 'StockEtablissement_utf8.csv'),
        'etablissements',
        (record) => {
          if (record.siret === GOING) return null;
          if (record.siret === CLOSING) record.etatAdministratifEtablissement = 'F';
          return record;
        },
      ),
      rge: await rewrite(RGE_FILE, path.join(dir, 'liste-des-entreprises-rge.csv'), 'rge', (record) =>
        record.siret === RGE_GOING ? null : record,
      ),
    };
  }

  it('keeps the active building establishments, P ones unpublished without street or position', async () => {
    const report = await runImport(handle.db, SAMPLE, { rgeDate: '2026-11-02' });
    expect(report).toMatchObject({
      lues: 16,
      retenues: 13,
      inserees: 13,
      modifiees: 0,
      inchangees: 0,
      fermees: 0,
      ignorees: { ferme: 1, horsBatiment: 1, sansMetier: 1 },
      erreurs: [],
    });
    expect(report.details.positions).toEqual({ geolocalisation: 9, stock: 2, aucune: 2, refusees: {} });
    const rows = await handle.db.select().from(registreEtablissements);
    expect(rows).toHaveLength(13);
    const partial = rows.filter((row) => row.diffusion === 'P');
    expect(partial).toHaveLength(2);
    for (const row of partial) {
      expect(row).toMatchObject({
        publie: false,
        rue: null,
        complement: null,
        longitude: null,
        latitude: null,
      });
      expect(row.nomSource === null || row.nomSource !== 'personne').toBe(true);
    }
    expect(rows.filter((row) => row.publie)).toHaveLength(11);
    expect(await etablissement('81234567600017')).toMatchObject({
      nom: 'Plomberie du Puy Saint Clair',
      nomSource: 'enseigne',
      rue: '12 Avenue Victor Hugo',
      codeCommune: expect.stringMatching(/^19/),
      departement: '19',
      metiers: ['Plombier'],
      etat: 'A',
      closedAt: null,
      positionSource: 'geolocalisation',
      positionPrecision: 'adresse',
      longitude: 1.77,
      latitude: 45.2631,
      artisanId: null,
      firstSeenRun: report.runId,
    });
    // Without a row in the geolocation file, the stock's Lambert 93 coordinates place it.
    const lambert = await etablissement('81234630200027');
    expect(lambert).toMatchObject({ positionSource: 'stock', positionPrecision: 'adresse' });
    expect(lambert!.longitude).toBeCloseTo(1.475, 3);
    expect(lambert!.latitude).toBeCloseTo(45.2503, 3);
  });

  it('stores ADEME’s qualifications with their source, the file’s date and the contact kept apart', async () => {
    const report = await runImport(handle.db, SAMPLE, { rgeDate: '2026-11-02' });
    expect(report.details.rge).toMatchObject({ date: '2026-11-02', lues: 4, retenues: 4, inserees: 4 });
    const rows = await handle.db.select().from(registreQualifications);
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.siret === '81234567600017')).toMatchObject({
      organisme: 'Qualibat',
      code: '5211',
      source: 'ADEME',
      dateFichier: '2026-11-02',
      dateDebut: '2024-02-01',
      dateFin: '2028-01-31',
      particulier: true,
      endedAt: null,
      telephone: '05 55 20 00 01',
      email: 'contact@plomberie-puy-st-clair.example',
    });
  });

  it('changes nothing when the same files are read again', async () => {
    await runImport(handle.db, SAMPLE, { rgeDate: '2026-11-02' });
    const again = await runImport(handle.db, SAMPLE, { rgeDate: '2026-11-02' });
    expect(again).toMatchObject({ inserees: 0, modifiees: 0, inchangees: 13, fermees: 0 });
    expect(again.details.rge).toMatchObject({ inserees: 0, modifiees: 0, inchangees: 4, terminees: 0 });
    // Unchanged rows are not rewritten: they still name the first run as the last that changed them.
    const rows = await handle.db.select().from(registreEtablissements);
    expect(rows.every((row) => row.lastChangedRun !== again.runId)).toBe(true);
  });

  it('keeps the names and positions the legal units and geolocation gave when a run reads the stock alone', async () => {
    await runImport(handle.db, SAMPLE, { rgeDate: '2026-11-02' });
    const before = await handle.db
      .select()
      .from(registreEtablissements)
      .orderBy(registreEtablissements.siret);
    const fromLegalUnits = before.filter(
      (row) => (row.nomSource === 'uniteLegale' || row.nomSource === 'personne') && row.diffusion === 'O',
    );
    const fromGeolocation = before.filter((row) => row.positionSource === 'geolocalisation');
    expect(fromLegalUnits.length).toBeGreaterThan(0);
    expect(fromGeolocation.length).toBeGreaterThan(0);

    const stockAlone = await runImport(handle.db, { etablissements: SAMPLE.etablissements });
    const after = await handle.db.select().from(registreEtablissements).orderBy(registreEtablissements.siret);
    const fields = (row: (typeof before)[number]) => ({
      siret: row.siret,
      nom: row.nom,
      nomSource: row.nomSource,
      longitude: row.longitude,
      latitude: row.latitude,
      positionPrecision: row.positionPrecision,
    });
    for (const row of [...fromLegalUnits, ...fromGeolocation]) {
      const now = after.find((candidate) => candidate.siret === row.siret)!;
      // A position the stock gives itself replaces the geolocation's; none in the stock keeps it.
      if (now.positionSource === 'stock') expect(now.nom).toBe(row.nom);
      else expect(fields(now)).toEqual(fields(row));
    }
    // A partially diffusible establishment keeps no name, whatever the files.
    expect(after.filter((row) => row.diffusion === 'P').every((row) => row.nom === null)).toBe(true);
    expect(stockAlone.inserees).toBe(0);
  });

  it('a month later, closes the establishment now F and the one gone, and ends the RGE row gone', async () => {
    await runImport(handle.db, SAMPLE, { rgeDate: '2026-11-02' });
    const files = await nextMonth();
    const report = await runImport(handle.db, files, { rgeDate: '2026-12-01' });
    expect(report).toMatchObject({ inserees: 0, modifiees: 0, inchangees: 11, fermees: 2 });
    expect(report.details).toMatchObject({ fermeesEtatF: 1, fermeesAbsentes: 1 });
    expect(report.ignorees.ferme).toBe(2);
    for (const siret of [CLOSING, GOING]) {
      expect(await etablissement(siret)).toMatchObject({ etat: 'F', lastChangedRun: report.runId });
      expect((await etablissement(siret))!.closedAt).not.toBeNull();
    }
    expect(report.details.rge).toMatchObject({ retenues: 3, inchangees: 3, terminees: 1 });
    const ended = await handle.db
      .select()
      .from(registreQualifications)
      .where(sql`siret = ${RGE_GOING}`);
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ endedAt: '2026-12-01', dateFichier: '2026-11-02' });

    // The same month again: nothing more is closed or ended.
    const again = await runImport(handle.db, files, { rgeDate: '2026-12-01' });
    expect(again).toMatchObject({ inserees: 0, modifiees: 0, fermees: 0 });
    expect(again.details.rge).toMatchObject({ terminees: 0 });

    // Back in the stock and in the list: reopened, and the qualification runs again.
    const back = await runImport(handle.db, SAMPLE, { rgeDate: '2027-01-04' });
    expect(back).toMatchObject({ inserees: 0, modifiees: 2, fermees: 0 });
    expect(await etablissement(GOING)).toMatchObject({ etat: 'A', closedAt: null });
    expect(back.details.rge).toMatchObject({ modifiees: 1 });
  });

  it('with --departements, closes only the absent rows of those départements', async () => {
    await runImport(handle.db, SAMPLE, { rgeDate: '2026-11-02' });
    const files = await nextMonth();
    const report = await runImport(
      handle.db,
      { etablissements: files.etablissements },
      {
        departements: new Set(['46']),
      },
    );
    // The Corrèze row gone is outside the run's départements: it stays open. The one the stock says `F` is
    // closed all the same: the stock says so wherever it is.
    expect(report.details).toMatchObject({ fermeesAbsentes: 0, fermeesEtatF: 1 });
    expect(report.ignorees.horsDepartements).toBeGreaterThan(0);
    expect(await etablissement(GOING)).toMatchObject({ etat: 'A' });
    const [run] = await handle.db
      .select()
      .from(registreImports)
      .where(sql`id = ${report.runId}`);
    expect(run!.departements).toEqual(['46']);
  });

  it('honours the suppression list (RGPD article 21) and counts it', async () => {
    await runImport(handle.db, SAMPLE, { rgeDate: '2026-11-02' });
    await handle.db.insert(registreSuppressions).values({ siret: WITHDRAWN, motif: 'opposition' });
    const report = await runImport(handle.db, SAMPLE, { rgeDate: '2026-11-02' });
    expect(report.ignorees.suppression).toBe(1);
    expect(report.details.retirees).toBe(1);
    expect(report.retenues).toBe(12);
    expect(report.fermees).toBe(0);
    expect(await etablissement(WITHDRAWN)).toBeUndefined();
    expect(
      await handle.db
        .select()
        .from(registreQualifications)
        .where(sql`siret = ${WITHDRAWN}`),
    ).toHaveLength(0);
    expect(report.details.rge!.ignorees).toEqual({ horsEtablissements: 1 });
  });

  it('stores the run’s report with each file’s size and SHA-256, and never writes artisans', async () => {
    const before = await handle.db.select({ id: artisans.id }).from(artisans);
    const report = await runImport(handle.db, SAMPLE, { rgeDate: '2026-11-02' });
    const [run] = await handle.db
      .select()
      .from(registreImports)
      .where(sql`id = ${report.runId}`);
    expect(run).toMatchObject({
      statut: 'termine',
      departements: null,
      lues: 16,
      retenues: 13,
      inserees: 13,
      ignorees: report.ignorees,
      details: report.details,
    });
    expect(run!.endedAt).not.toBeNull();
    const fichiers = run!.fichiers as { role: string; name: string; size: number; sha256: string }[];
    expect(fichiers.map((file) => file.role)).toEqual([
      'etablissements',
      'unitesLegales',
      'geolocalisation',
      'rge',
    ]);
    expect(fichiers[0]).toMatchObject({
      name: 'StockEtablissement_utf8.csv',
      size: fs.statSync(ETABLISSEMENTS_FILE).size,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await handle.db.select({ id: artisans.id }).from(artisans)).toEqual(before);
  });

  it('refuses a file without a required column before writing anything', async () => {
    const broken = path.join(dataDir, 'sans-colonne.csv');
    fs.writeFileSync(broken, 'siret,organisme\n81234567600017,Qualibat\n');
    await expect(runImport(handle.db, { ...SAMPLE, rge: broken })).rejects.toThrow(RegistreFileError);
    expect(await handle.db.select().from(registreImports)).toHaveLength(0);
    expect(await handle.db.select().from(registreEtablissements)).toHaveLength(0);
  });
});
