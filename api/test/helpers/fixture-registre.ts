// A listing of the public registers, written straight into the test database as the registers' publication leaves
// it: the artisan row nobody manages (unless an account is given), its SIRENE establishment and ADEME qualifications
// giving an e-mail (an ended one and an older one give others, which are never used). Used by the claim tests and
// those of requests to listings nobody manages.
import type { FastifyInstance } from 'fastify';
import {
  artisanSpecialites,
  artisans,
  registreEtablissements,
  registreImports,
  registreQualifications,
} from '../../src/db/schema';
import { companyNumbers } from './fixture-artisans';

/** A finished import run, which the registers' rows of a test name as the run that first saw and changed them. */
export async function insertFinishedImportRun(app: FastifyInstance): Promise<number> {
  const [run] = await app.db
    .insert(registreImports)
    .values({ statut: 'termine' })
    .returning({ id: registreImports.id });
  return run!.id;
}

export interface RegistreListingOptions {
  /** The RGE e-mail; null for none (no qualification gives one). */
  email?: string | null;
  /** The account managing it; none: nobody manages it (non_geree). */
  userId?: number | null;
  /** SIRENE's diffusion: `P` keeps the street private and the listing unpublished. */
  diffusion?: 'O' | 'P';
  latitude?: number | null;
  longitude?: number | null;
  specialiteIds?: number[];
}

export async function insertRegistreListing(
  app: FastifyInstance,
  runId: number,
  options: RegistreListingOptions = {},
): Promise<{ artisanId: number; siret: string; siren: string; email: string | null }> {
  const partial = options.diffusion === 'P';
  const { siret, siren } = companyNumbers();
  const [row] = await app.db
    .insert(artisans)
    .values({
      userId: options.userId ?? null,
      entrepriseNom: `Plomberie Revendiquée ${siren}`,
      ville: 'Brive-la-Gaillarde',
      codePostal: '19100',
      siret,
      siren,
      latitude: options.latitude ?? null,
      longitude: options.longitude ?? null,
      nonGeree: options.userId === undefined || options.userId === null,
    })
    .returning({ id: artisans.id });
  const artisanId = row!.id;
  if (options.specialiteIds?.length) {
    await app.db
      .insert(artisanSpecialites)
      .values(options.specialiteIds.map((specialiteId) => ({ artisanId, specialiteId })));
  }
  await app.db.insert(registreEtablissements).values({
    siret,
    siren,
    nom: 'PLOMBERIE REVENDIQUEE',
    nomSource: 'uniteLegale',
    rue: partial ? null : '4 RUE DU PORT',
    codePostal: '19100',
    commune: 'BRIVE-LA-GAILLARDE',
    codeCommune: '19031',
    departement: '19',
    naf: '43.22A',
    metiers: ['Plombier'],
    diffusion: partial ? 'P' : 'O',
    etat: 'A',
    publie: !partial,
    firstSeenRun: runId,
    lastChangedRun: runId,
    artisanId,
  });
  const qualification = (cle: string, email: string | null, dateFichier: string, endedAt: string | null) => ({
    siret,
    cle,
    organisme: 'Qualibat',
    code: '5111',
    dateDebut: '2025-01-01',
    dateFin: '2028-12-31',
    dateFichier,
    endedAt,
    email,
    firstSeenRun: runId,
    lastChangedRun: runId,
  });
  const email = options.email === undefined ? `p.martin-${siren}@plomberie-x.fr` : options.email;
  await app.db
    .insert(registreQualifications)
    .values([
      qualification('ANCIENNE', 'ancienne@plomberie-x.fr', '2026-01-05', '2026-06-01'),
      qualification('PLUS-VIEILLE', email === null ? null : 'vieille@plomberie-x.fr', '2025-03-01', null),
      qualification('COURANTE', email, '2026-11-02', null),
    ]);
  return { artisanId, siret, siren, email };
}
