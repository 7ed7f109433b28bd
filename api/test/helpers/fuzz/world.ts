// The fuzz suite's world: the app with ids to aim at (the fixture, a second artisan, a particulier, a spare
// account, an uploaded image, a request sent to each artisan, requests to withdraw a listing), the sessions put back
// after each write, and a database fingerprint to prove that a request wrote nothing.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  demandes,
  demandesRetrait,
  notes,
  registreEtablissements,
  registreImports,
} from '../../../src/db/schema';
import { createTestApp, type TestApp, type TestAppOptions } from '../test-app';
import { insertDetail, insertDetailsWorld, multipart, png, type DetailsWorld } from '../fixture-details';

export interface FuzzWorld extends DetailsWorld {
  app: FastifyInstance;
  ctx: TestApp;
  adminUserId: number;
  artisanUserId: number;
  otherUserId: number;
  /** An artisan account that owns no artisan (a valid userId for POST /api/artisan). */
  spareUserId: number;
  particulierId: number;
  specialiteId: number;
  ownDetailId: number;
  otherDetailId: number;
  otherNoteId: number;
  /** A stored image of the own artisan, valid as a pathImg. */
  uploadedImage: string;
  /** Requests (demandes) a visitor sent to the own artisan and to the other one. */
  ownDemandeId: number;
  otherDemandeId: number;
  /** Requests to withdraw a listing waiting for a decision: the other artisan's (in the registers) and another. */
  retraitIds: number[];
}

/**
 * The fixture, a second artisan owned by another account with a detail and a note, a particulier, a spare
 * artisan account, one uploaded image and a request sent to each artisan. The geocoder points at a closed local port, so address searches answer
 * from the embedded index without waiting.
 */
export async function createFuzzWorld(options: TestAppOptions = {}): Promise<FuzzWorld> {
  const ctx = await createTestApp({
    ...options,
    env: {
      ADDRESS_API_URL: 'http://127.0.0.1:9/geocodage/search',
      ADDRESS_API_TIMEOUT_MS: '50',
      ...options.env,
    },
  });
  try {
    return await populate(ctx);
  } catch (error) {
    await ctx.close();
    throw error;
  }
}

async function populate(ctx: TestApp): Promise<FuzzWorld> {
  const { app } = ctx;
  const details = await insertDetailsWorld(app);
  const ids = async (query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((row) =>
      Number(row.id),
    );
  const [adminUserId] = await ids(sql`SELECT id FROM users WHERE username = 'admin'`);
  const [artisanUserId] = await ids(sql`SELECT id FROM users WHERE username = 'artisan'`);
  const [otherUserId] = await ids(sql`SELECT id FROM users WHERE username = 'autre'`);
  const [spareUserId] = await ids(
    sql`INSERT INTO users (email, username, password_hash, telephone, role)
      VALUES ('libre@example.fr', 'libre', 'x', '0555000003', 'ROLE_ARTISAN') RETURNING id`,
  );
  const [specialiteId] = await ids(sql`SELECT id FROM specialites ORDER BY id LIMIT 1`);
  const particulierId = (await app.particulierRepository.create({ nom: 'Martin', prenom: 'Luc' })).id;
  const [otherNote] = await app.db
    .insert(notes)
    .values({
      artisanId: details.otherArtisanId,
      particulierId,
      commentaire: 'Bien.',
      nombreEtoiles: 5,
      dateExperience: '2025-01',
      auteur: 'Luc M.',
    })
    .returning({ id: notes.id });
  const otherDetailId = await insertDetail(app, {
    artisanId: details.otherArtisanId,
    type: 'DESCRIPTION',
    description: 'Autre description.',
  });
  const [ownDetailId] = await ids(
    sql`SELECT id FROM artisan_details WHERE artisan_id = ${details.ownArtisanId} ORDER BY id LIMIT 1`,
  );
  // multipart() draws a new boundary per call: build the body once.
  const form = multipart([{ data: await png() }]);
  const stored = await app.inject({
    method: 'POST',
    url: `/api/artisan/details/${details.ownArtisanId}/upload-file`,
    headers: { ...details.headers.artisan, ...form.headers },
    payload: form.payload,
  });
  if (stored.statusCode !== 201) throw new Error(`upload: ${stored.statusCode} ${stored.body}`);
  // Written in SQL, not through POST /api/demandes: no mail, no figures (the fuzz only aims at their ids).
  const request = {
    nom: 'Jean Visiteur',
    email: 'jean@example.fr',
    codePostal: '19100',
    message: 'Bonjour, je souhaite un devis pour une salle de bains.',
  };
  const [ownDemande, otherDemande] = await app.db
    .insert(demandes)
    .values([
      { ...request, artisanId: details.ownArtisanId },
      { ...request, artisanId: details.otherArtisanId },
    ])
    .returning({ id: demandes.id });
  // The other artisan as the registers' importer would have linked it (its account holds it: an acceptance keeps it),
  // and two requests to withdraw a listing, written in SQL (no mail).
  const [run] = await app.db
    .insert(registreImports)
    .values({ statut: 'termine' })
    .returning({ id: registreImports.id });
  await app.db.insert(registreEtablissements).values({
    siret: '73282932000074',
    siren: '732829320',
    nom: 'AUTRE ENTREPRISE',
    codeCommune: '19031',
    departement: '19',
    naf: '43.22A',
    metiers: ['Plombier'],
    diffusion: 'O',
    etat: 'A',
    publie: true,
    firstSeenRun: run!.id,
    lastChangedRun: run!.id,
    artisanId: details.otherArtisanId,
  });
  const retraits = await app.db
    .insert(demandesRetrait)
    .values([
      {
        siret: '73282932000074',
        email: 'gerant@example.fr',
        motif: 'Opposition.',
        artisanId: details.otherArtisanId,
      },
      { siret: '73282932000108', email: 'autre-gerant@example.fr', motif: 'Opposition.' },
    ])
    .returning({ id: demandesRetrait.id });
  return {
    ...details,
    app,
    ctx,
    adminUserId: adminUserId!,
    artisanUserId: artisanUserId!,
    otherUserId: otherUserId!,
    spareUserId: spareUserId!,
    particulierId,
    specialiteId: specialiteId!,
    ownDetailId: ownDetailId!,
    otherDetailId,
    otherNoteId: otherNote!.id,
    uploadedImage: stored.json<{ path: string }>().path,
    ownDemandeId: ownDemande!.id,
    otherDemandeId: otherDemande!.id,
    retraitIds: retraits.map((row) => row.id),
  };
}

/**
 * Ends nothing for good: the fuzzed requests may log the fixture's accounts out or change their passwords, which
 * raises their session versions; back to 0 (what the world's tokens carry) after each write, so that every
 * property still runs as the caller it names.
 */
export async function restoreSessions(world: FuzzWorld): Promise<void> {
  await world.app.db.execute(sql`UPDATE users SET session_version = 0 WHERE session_version <> 0`);
}

const TABLES = [
  'users',
  'specialites',
  'artisans',
  'artisan_specialites',
  'artisan_details',
  'particuliers',
  'notes',
  'messages',
  'demandes',
  'demandes_retrait',
  'registre_etablissements',
  'registre_suppressions',
] as const;

/** Row count and a digest of every row of every table, in one query: equal fingerprints mean nothing was written. */
export async function databaseFingerprint(app: FastifyInstance): Promise<Record<string, string>> {
  const columns = TABLES.map(
    (table) =>
      `(SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM ${table} t) AS ${table}`,
  );
  const result = (await app.db.execute(sql.raw(`SELECT ${columns.join(', ')}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows[0]!;
}
