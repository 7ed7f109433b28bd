// Seed repository: writes the demo dataset (src/seed/) in one transaction when the database has no user yet.
// Decorates `fastify.seedRepository`; demo-seed.ts is its only caller.
import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/database';
import { refreshFigures } from './demande';
import {
  artisanDetails,
  artisanSpecialites,
  artisans,
  demandes,
  invitations,
  notes,
  particuliers,
  specialites,
  users,
} from '../db/schema';

export interface DemoUser {
  username: string;
  email: string;
  passwordHash: string;
  telephone: string | null;
  role: (typeof users.$inferInsert)['role'];
  personnalDataToShow: (typeof users.$inferInsert)['personnalDataToShow'];
}

export interface DemoArtisan {
  ownerUsername: string | null;
  entrepriseNom: string;
  rue: string;
  ville: string;
  codePostal: string;
  pays: string;
  anneeExperience: number | null;
  rayonActivite: number;
  latitude: number;
  longitude: number;
  siret: string;
  siren: string;
  dateCreation: string;
  dateUpdate: string;
  dateCreationEntreprise: string | null;
  /** metier_key of each trade. */
  specialiteKeys: string[];
  /** Urgency and availability (contract/urgence.ts), for some demo artisans. */
  depannageUrgence?: boolean;
  depannageHoraires?: string | null;
  disponibleSousJours?: number | null;
  disponibiliteIndiqueeLe?: string | null;
  details: {
    type: (typeof artisanDetails.$inferInsert)['type'];
    description: string | null;
    pathImg: string | null;
    /** A qualification's body, number, validity and RGE mention (issue 21); absent on other details. */
    organisme?: string;
    numero?: string;
    dateDebut?: string;
    dateFin?: string;
    rge?: boolean;
    /** When the demo's qualification was checked (as if an administrator had): its RGE badge shows. */
    verifieeLe?: string;
  }[];
  /**
   * Its ten-year liability insurance certificates (issue 21, ASSURANCE details), dated relative to the seeding;
   * inserted after every artisan's other details, so that those keep their ids.
   */
  assurances?: DemoArtisan['details'];
  notes: {
    particulierIndex: number;
    nombreEtoiles: number;
    commentaire: string | null;
    dateCreation: string;
    /** The month of the service (`YYYY-MM`) and the displayed name (first name and initial), issue 20. */
    dateExperience: string;
    auteur: string;
    source: (typeof notes.$inferInsert)['source'] & string;
  }[];
  /** Requests received (issue 19), dated relative to the seeding, so that an inbox always looks recent. */
  demandes?: DemoDemande[];
  /** Verified reviews (issue 20), each posted through an invitation, dated relative to the seeding. */
  avis?: DemoAvis[];
}

export interface DemoAvis {
  /** The customer the invitation went to. */
  email: string;
  auteur: string;
  nombreEtoiles: number;
  commentaire: string | null;
  dateExperience: string;
  /** Posted this many days before the seeding (invited two days earlier). */
  daysAgo: number;
  /** Published (a day after it was posted) or still waiting for moderation. */
  statut: 'PUBLIE' | 'EN_ATTENTE';
  /** The artisan's reply, published the day after the review. */
  reponse: string | null;
}

export interface DemoDemande {
  nom: string;
  email: string;
  telephone: string | null;
  codePostal: string;
  message: string;
  /** Sent this many hours before the seeding. */
  hoursAgo: number;
  /** Marked handled this many hours after it was sent; null while it is not. */
  handledAfterHours: number | null;
}

export interface DemoDataset {
  users: DemoUser[];
  specialites: { metier: string; metierKey: string; pathImg: string | null }[];
  artisans: DemoArtisan[];
  particuliers: { nom: string; prenom: string }[];
  /** Pictures to generate; the rows above refer to them by path. */
  images: { dir: string; name: string; svg: string }[];
}

export interface SeedRepository {
  /** True when no user account exists: the trigger for the demo seed. */
  isEmpty(): Promise<boolean>;
  /** Inserts everything, or nothing when another process seeded first; returns whether it inserted. */
  insertDataset(dataset: DemoDataset): Promise<boolean>;
}

export function createSeedRepository(db: Db): SeedRepository {
  const isEmpty = async (executor: Pick<Db, 'select'> = db) => {
    const [row] = await executor.select({ value: count() }).from(users);
    return (row?.value ?? 0) === 0;
  };

  return {
    isEmpty: () => isEmpty(),
    insertDataset: (dataset) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.demoSeed})`);
        if (!(await isEmpty(tx))) return false;

        // drizzle refuses an empty values(): an empty list inserts nothing.
        const userRows =
          dataset.users.length === 0
            ? []
            : await tx
                .insert(users)
                .values(dataset.users.map((user) => ({ ...user, email: user.email.toLowerCase() })))
                .returning({ id: users.id, username: users.username });
        const userIds = new Map(userRows.map((row) => [row.username, row.id]));

        // A registers' import may have run before the first start and created the trades its NAF codes name
        // (registres/publish.ts): those get the demo's picture, and keep their id and listings.
        const specialiteRows =
          dataset.specialites.length === 0
            ? []
            : await tx
                .insert(specialites)
                .values(dataset.specialites)
                .onConflictDoUpdate({
                  target: specialites.metierKey,
                  set: { pathImg: sql`excluded.path_img` },
                })
                .returning({ id: specialites.id, metierKey: specialites.metierKey });
        const specialiteIds = new Map(specialiteRows.map((row) => [row.metierKey, row.id]));

        const particulierRows =
          dataset.particuliers.length === 0
            ? []
            : await tx
                .insert(particuliers)
                .values(dataset.particuliers)
                .returning({ id: particuliers.id, nom: particuliers.nom, prenom: particuliers.prenom });
        const particulierIds = new Map(particulierRows.map((row) => [`${row.nom}|${row.prenom}`, row.id]));
        const particulierId = (index: number) => {
          const particulier = dataset.particuliers[index]!;
          return particulierIds.get(`${particulier.nom}|${particulier.prenom}`)!;
        };

        const artisanRows =
          dataset.artisans.length === 0
            ? []
            : await tx
                .insert(artisans)
                .values(
                  dataset.artisans.map(
                    ({
                      ownerUsername,
                      specialiteKeys: _keys,
                      details: _details,
                      notes: _notes,
                      demandes: _demandes,
                      ...row
                    }) => ({
                      ...row,
                      userId: ownerUsername === null ? null : (userIds.get(ownerUsername) ?? null),
                    }),
                  ),
                )
                .returning({ id: artisans.id, siret: artisans.siret });
        const artisanIds = new Map(artisanRows.map((row) => [row.siret, row.id]));

        const links = dataset.artisans.flatMap((artisan) =>
          artisan.specialiteKeys.map((key) => ({
            artisanId: artisanIds.get(artisan.siret)!,
            specialiteId: specialiteIds.get(key)!,
          })),
        );
        const details = [
          ...dataset.artisans.flatMap((artisan) =>
            artisan.details.map((detail) => ({ ...detail, artisanId: artisanIds.get(artisan.siret)! })),
          ),
          ...dataset.artisans.flatMap((artisan) =>
            (artisan.assurances ?? []).map((detail) => ({
              ...detail,
              artisanId: artisanIds.get(artisan.siret)!,
            })),
          ),
        ];
        const noteRows = dataset.artisans.flatMap((artisan) =>
          artisan.notes.map(({ particulierIndex, ...note }) => ({
            ...note,
            // Entered in the back office, hence published when entered.
            datePublication: note.dateCreation,
            artisanId: artisanIds.get(artisan.siret)!,
            particulierId: particulierId(particulierIndex),
          })),
        );
        if (links.length > 0) await tx.insert(artisanSpecialites).values(links);
        if (details.length > 0) await tx.insert(artisanDetails).values(details);
        if (noteRows.length > 0) await tx.insert(notes).values(noteRows);
        const demandeRows = dataset.artisans.flatMap((artisan) =>
          (artisan.demandes ?? []).map(({ hoursAgo, handledAfterHours, ...demande }) => {
            const sent = sql`now() - ${hoursAgo}::double precision * interval '1 hour'`;
            return {
              ...demande,
              artisanId: artisanIds.get(artisan.siret)!,
              createdAt: sent,
              traitee: handledAfterHours !== null,
              traiteeAt:
                handledAfterHours === null
                  ? null
                  : sql`now() - ${hoursAgo - handledAfterHours}::double precision * interval '1 hour'`,
            };
          }),
        );
        if (demandeRows.length > 0) {
          await tx.insert(demandes).values(demandeRows);
          await refreshFigures(tx, [...new Set(demandeRows.map((row) => row.artisanId))]);
        }
        const daysAgo = (days: number) => sql`now() - ${days}::double precision * interval '1 day'`;
        for (const artisan of dataset.artisans) {
          for (const avis of artisan.avis ?? []) {
            const artisanId = artisanIds.get(artisan.siret)!;
            // A used link: its nonce is random, and no mail goes (the message of a demo invitation is never stored).
            const [invitation] = await tx
              .insert(invitations)
              .values({
                artisanId,
                email: avis.email,
                nonce: randomBytes(16).toString('base64url'),
                createdAt: daysAgo(avis.daysAgo + 2),
                expiresAt: daysAgo(avis.daysAgo + 2 - 30),
                usedAt: daysAgo(avis.daysAgo),
              })
              .returning({ id: invitations.id });
            const published = avis.statut === 'PUBLIE';
            await tx.insert(notes).values({
              artisanId,
              invitationId: invitation!.id,
              nombreEtoiles: avis.nombreEtoiles,
              commentaire: avis.commentaire,
              dateExperience: avis.dateExperience,
              auteur: avis.auteur,
              source: 'VERIFIE',
              statut: avis.statut,
              dateCreation: daysAgo(avis.daysAgo),
              datePublication: daysAgo(published ? avis.daysAgo - 1 : avis.daysAgo),
              reponseTexte: published ? avis.reponse : null,
              reponseDate: published && avis.reponse ? daysAgo(avis.daysAgo - 2) : null,
            });
          }
        }
        return true;
      }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    seedRepository: SeedRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('seedRepository', createSeedRepository(fastify.db));
  },
  { name: 'seed-repository', dependencies: ['db'] },
);
