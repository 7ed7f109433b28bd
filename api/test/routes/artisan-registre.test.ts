// GET /api/artisan/{id} of a listing built from the public registers: what the registers say and that nobody manages
// it yet, then 410 « Cet établissement est fermé. » once the stock says it closed (never 404: it existed).
import { sql } from 'drizzle-orm';
import { ArtisanPublicSchema } from '@annuaire/shared/contract/artisan';
import { runImport } from '../../src/registres/import';
import { publishRegistres } from '../../src/registres/publish';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  ETABLISSEMENTS_FILE,
  GEOLOCALISATION_FILE,
  RGE_FILE,
  UNITES_LEGALES_FILE,
} from '../registres/registres-files';

const PLOMBERIE = '81234567600017';

describe('GET /api/artisan/{id} of a register listing', () => {
  let ctx: TestApp;
  let id: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    const report = await runImport(
      ctx.app.db,
      {
        etablissements: ETABLISSEMENTS_FILE,
        unitesLegales: UNITES_LEGALES_FILE,
        geolocalisation: GEOLOCALISATION_FILE,
        rge: RGE_FILE,
      },
      { rgeDate: '2026-11-02' },
    );
    await publishRegistres(ctx.app.db, { runId: report.runId });
    const result = await ctx.app.db.execute(sql`select artisan_id as id from registre_etablissements
      where siret = ${PLOMBERIE}`);
    id = Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers the profile with the registers’ facts, unmanaged, without any contact', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/artisan/${id}` });
    expect(response.statusCode).toBe(200);
    const body = ArtisanPublicSchema.parse(response.json());
    expect(body).toMatchObject({
      siret: PLOMBERIE,
      geree: false,
      telephone: null,
      email: null,
      registre: { sources: ['SIRENE', 'RGE'], trancheEffectifs: '1 ou 2 salariés' },
    });
  });

  it('answers 410 in French once the establishment closed, and the listing leaves the public list', async () => {
    await ctx.app.db.execute(sql`update artisans set fermee_le = now() where id = ${id}`);
    // A write made outside the API: the kept answers are emptied as the change feed would.
    ctx.app.hotCache.invalidate();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/artisan/${id}` });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ message: 'Cet établissement est fermé.' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/artisan/artisans' });
    expect((list.json() as { id: number }[]).some((card) => card.id === id)).toBe(false);
  });
});
