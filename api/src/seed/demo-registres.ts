// The registers' part of the demo: the files of registres/demo (registres/README.md: the samples, then a few hundred
// establishments of Corrèze and its neighbouring départements), imported and published at the first start through
// the very code of `npm run import:registres`, so that `npm start` shows listings built from the registers beside
// the hand-made demo artisans.
import path from 'node:path';
import type { Db } from '../db/database';
import { runImport, type ImportReport, type RegistreFiles } from '../registres/import';
import { communeCentresFrom, publishRegistres, type PublishReport } from '../registres/publish';

export const DEMO_REGISTRES_DIR = path.join(__dirname, 'registres', 'demo');

export const DEMO_REGISTRE_FILES: RegistreFiles = {
  etablissements: path.join(DEMO_REGISTRES_DIR, 'StockEtablissement_utf8.csv'),
  unitesLegales: path.join(DEMO_REGISTRES_DIR, 'StockUniteLegale_utf8.csv'),
  geolocalisation: path.join(
    DEMO_REGISTRES_DIR,
    'GeolocalisationEtablissement_Sirene_pour_etudes_statistiques_utf8.csv',
  ),
  rge: path.join(DEMO_REGISTRES_DIR, 'liste-des-entreprises-rge.csv'),
};

/** The date of the shipped RGE list (a file's modification day would be the day of the checkout). */
export const DEMO_RGE_DATE = '2026-11-02';

export async function importDemoRegistres(
  db: Db,
  buildDataDir: string,
): Promise<{ report: ImportReport; publication: PublishReport }> {
  const report = await runImport(db, DEMO_REGISTRE_FILES, { rgeDate: DEMO_RGE_DATE });
  const communeCentre = communeCentresFrom(buildDataDir);
  const publication = await publishRegistres(db, {
    runId: report.runId,
    ...(communeCentre ? { communeCentre } : {}),
  });
  return { report, publication };
}
