// /api/registres/imports (administrators): the runs of the registers' importer, newest first and paged on the server,
// and GET /{id}, one run's whole report; who may read them, cell by cell. The runs are made by the real importer
// (registres/import.ts) on the sample files of api/src/seed/registres: the whole of France with every file, the Lot
// alone from the stock, and one whose RGE list disappears during the run (failed); plus one run just started, as the
// importer's first write leaves it until the run ends.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@annuaire/shared/contract/common';
import {
  REGISTRE_IMPORTS_LIMITS,
  REGISTRE_IMPORTS_MESSAGES,
  RegistreImportPageSchema,
  RegistreImportSchema,
} from '@annuaire/shared/contract/registres-imports';
import { REGISTRES_MESSAGES } from '@annuaire/shared/contract/registres-messages';
import { registreImports } from '../../src/db/schema';
import { runImport, type ImportReport, type RegistreFiles } from '../../src/registres/import';
import { RegistreFileError } from '../../src/registres/read-csv';
import { adminCells, openDetailsApp, type DetailsApp, type DetailsCaller } from '../helpers/fixture-details';
import {
  ETABLISSEMENTS_FILE,
  GEOLOCALISATION_FILE,
  RGE_FILE,
  UNITES_LEGALES_FILE,
} from '../registres/registres-files';

const SAMPLE: RegistreFiles = {
  etablissements: ETABLISSEMENTS_FILE,
  unitesLegales: UNITES_LEGALES_FILE,
  geolocalisation: GEOLOCALISATION_FILE,
  rge: RGE_FILE,
};

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('/api/registres/imports', () => {
  let { ctx, world } = {} as DetailsApp;
  /** The runs, in the order they were made. */
  let france: ImportReport;
  let lot: ImportReport;
  let failedId: number;
  let failedRge: string;
  let runningId: number;

  beforeAll(async () => {
    ({ ctx, world } = await openDetailsApp());
    const db = ctx.app.db;
    france = await runImport(db, SAMPLE, { rgeDate: '2026-11-02' });
    lot = await runImport(db, { etablissements: ETABLISSEMENTS_FILE }, { departements: new Set(['46']) });
    // The RGE list is read last: gone once the establishments are written, it fails the run half-way.
    failedRge = path.join(ctx.dataDir, 'liste-des-entreprises-rge.csv');
    fs.copyFileSync(RGE_FILE, failedRge);
    await expect(
      runImport(db, { ...SAMPLE, rge: failedRge }, { rgeDate: '2026-11-02' }, (progress) => {
        if (progress.phase === 'etablissements' && progress.done) fs.rmSync(failedRge);
      }),
    ).rejects.toThrow(RegistreFileError);
    const [failed] = await db
      .select({ id: registreImports.id })
      .from(registreImports)
      .where(eq(registreImports.statut, 'echec'));
    failedId = failed!.id;
    // What runImport writes first, and keeps until the run ends.
    const [running] = await db
      .insert(registreImports)
      .values({ departements: ['19', '2A'] })
      .returning({ id: registreImports.id });
    runningId = running!.id;
  });
  afterAll(() => ctx?.close());

  const get = (url: string, caller: DetailsCaller = 'admin') =>
    ctx.app.inject({ url: `/api/registres/imports${url}`, headers: world.headers[caller] });
  const list = async (query = '') => RegistreImportPageSchema.parse((await get(query)).json());
  const report = async (id: number) => RegistreImportSchema.parse((await get(`/${id}`)).json());

  describe('GET /', () => {
    it.each(adminCells(200))('by %s → %d', async (caller, status) => {
      const response = await get('', caller);
      expect(response.statusCode).toBe(status);
      if (status === 401) expect(response.json()).toEqual({ message: MESSAGES.unauthorized });
      if (status === 403) expect(response.json()).toEqual({ message: MESSAGES.forbidden });
      if (status === 200) {
        expect(() => RegistreImportPageSchema.parse(response.json())).not.toThrow();
        // Who asks decides the answer: no cache may keep it.
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    });

    it('lists the runs newest first, each with its statut, départements and counts', async () => {
      const page = await list();
      expect(page).toMatchObject({
        total: 4,
        page: 1,
        size: REGISTRE_IMPORTS_LIMITS.pageSize,
        pageCount: 1,
      });
      expect(page.items.map((run) => run.id)).toEqual([runningId, failedId, lot.runId, france.runId]);
      const [running, failed, inLot, whole] = page.items;
      expect(whole).toEqual({
        id: france.runId,
        startedAt: new Date(france.startedAt).toISOString(),
        endedAt: new Date(france.endedAt).toISOString(),
        statut: 'termine',
        departements: null,
        lues: 16,
        retenues: 13,
        inserees: 13,
        modifiees: 0,
        inchangees: 0,
        fermees: 0,
        ignorees: { ferme: 1, horsBatiment: 1, sansMetier: 1 },
      });
      expect(inLot).toMatchObject({ statut: 'termine', departements: ['46'], inserees: 0 });
      expect(inLot!.ignorees.horsDepartements).toBeGreaterThan(0);
      expect(failed).toMatchObject({ statut: 'echec', departements: null, endedAt: expect.any(String) });
      expect(running).toMatchObject({
        statut: 'en_cours',
        departements: ['19', '2A'],
        endedAt: null,
        lues: 0,
        ignorees: {},
      });
      // The list holds the summaries only: files, details and errors come with one run's report.
      for (const run of page.items) expect(Object.keys(run)).not.toContain('fichiers');
    });

    it('pages on the server, a page past the end holding no run', async () => {
      const first = await list('?page=1&size=3');
      expect(first).toMatchObject({ total: 4, page: 1, size: 3, pageCount: 2 });
      expect(first.items.map((run) => run.id)).toEqual([runningId, failedId, lot.runId]);
      const second = await list('?page=2&size=3');
      expect(second).toMatchObject({ total: 4, page: 2, size: 3, pageCount: 2 });
      expect(second.items.map((run) => run.id)).toEqual([france.runId]);
      const past = await list('?page=3&size=3');
      expect(past).toMatchObject({ items: [], total: 4, page: 3, pageCount: 2 });
    });

    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=100001', 'page'],
      ['size=0', 'size'],
      ['size=101', 'size'],
      ['size=abc', 'size'],
    ] as const)('answers a French 400 to %s', async (query, field) => {
      const response = await get(`?${query}`);
      expect(response.statusCode).toBe(400);
      const message = REGISTRE_IMPORTS_MESSAGES[field];
      expect(response.json()).toEqual({ message, errors: [{ path: field, message }] });
    });
  });

  describe('GET /{id}', () => {
    it.each(adminCells(200))('by %s → %d', async (caller, status) => {
      const response = await get(`/${france.runId}`, caller);
      expect(response.statusCode).toBe(status);
      if (status === 401) expect(response.json()).toEqual({ message: MESSAGES.unauthorized });
      if (status === 403) expect(response.json()).toEqual({ message: MESSAGES.forbidden });
      if (status === 200) expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('gives the whole report the importer wrote, each file with its size and SHA-256', async () => {
      const run = await report(france.runId);
      expect(run).toMatchObject({
        id: france.runId,
        statut: 'termine',
        lues: france.lues,
        retenues: france.retenues,
        ignorees: france.ignorees,
        details: france.details,
        erreurs: [],
      });
      expect(run.details).toMatchObject({
        positions: { geolocalisation: 9, stock: 2, aucune: 2, refusees: {} },
        unitesLegales: { lues: expect.any(Number), retenues: expect.any(Number) },
        rge: { date: '2026-11-02', lues: 4, retenues: 4, inserees: 4 },
      });
      expect(run.fichiers).toEqual(
        [
          ['etablissements', ETABLISSEMENTS_FILE],
          ['unitesLegales', UNITES_LEGALES_FILE],
          ['geolocalisation', GEOLOCALISATION_FILE],
          ['rge', RGE_FILE],
        ].map(([role, file]) => ({
          role,
          name: path.basename(file!),
          size: fs.statSync(file!).size,
          sha256: sha256(file!),
        })),
      );
    });

    it('gives a run of some départements without the files it did not read', async () => {
      const run = await report(lot.runId);
      expect(run).toMatchObject({ departements: ['46'], statut: 'termine', erreurs: [] });
      expect(run.fichiers.map((file) => file.role)).toEqual(['etablissements']);
      expect(run.details).toMatchObject({ unitesLegales: null, rge: null });
    });

    it('gives a failed run with its cause, and its figures up to the failure', async () => {
      const run = await report(failedId);
      expect(run).toMatchObject({
        statut: 'echec',
        endedAt: expect.any(String),
        erreurs: [REGISTRES_MESSAGES.fileNotFound(failedRge)],
        // The establishments were read and written before the RGE list went missing.
        lues: 16,
        retenues: 13,
      });
      expect(run.details).toMatchObject({ rge: null, positions: { geolocalisation: 9 } });
    });

    it('gives a run under way without details until it ends', async () => {
      expect(await report(runningId)).toMatchObject({
        statut: 'en_cours',
        endedAt: null,
        fichiers: [],
        details: null,
        erreurs: [],
      });
    });

    it.each(['999999', '2147483647'])('answers a French 404 for the unknown run %s', async (id) => {
      const response = await get(`/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: REGISTRE_IMPORTS_MESSAGES.notFound });
    });

    it.each(['abc', '0', '-1', '1.5', '2147483648'])('answers a French 400 for the id %s', async (id) => {
      const response = await get(`/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^id : /);
    });
  });
});
