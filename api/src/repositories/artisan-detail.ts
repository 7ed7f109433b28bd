// Artisan detail repository (images, description, norms of an artisan). Decorates `fastify.artisanDetailRepository`;
// used by routes/artisan-details.ts, and by any route that must know whether a stored image is still referenced.
// The per-type limits are counted and enforced inside the writing transaction, under a lock on the artisan row.
import { and, asc, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ArtisanDetail, DetailType } from '@annuaire/shared/contract/artisan-detail';
import { LIMITS } from '@annuaire/shared/contract/common';
import { isSerialId, type Db } from '../db/database';
import { parisTodaySql } from '../db/dates';
import { artisanDetails, artisans, specialites } from '../db/schema';

export interface DetailFields {
  type: DetailType;
  description: string | null;
  pathImg: string | null;
  organisme: string | null;
  numero: string | null;
  dateDebut: string | null;
  dateFin: string | null;
  rge: boolean;
}

export type DetailWriteResult =
  | { ok: true; detail: ArtisanDetail; previousPathImg: string | null }
  | { ok: false; reason: 'artisan-not-found' | 'not-found' }
  | { ok: false; reason: 'limit'; type: DetailType };

export interface ArtisanDetailRepository {
  artisanExists(artisanId: number): Promise<boolean>;
  /**
   * The artisan's details, by type then id; null when the artisan does not exist. Qualifications and insurances
   * whose validity ended before today (in France) are left out unless `withExpired` (the owner's and the admin's
   * view).
   */
  listByArtisan(
    artisanId: number,
    type?: DetailType,
    options?: { withExpired?: boolean },
  ): Promise<ArtisanDetail[] | null>;
  findById(id: number): Promise<ArtisanDetail | null>;
  /** Inserts unless the artisan already has LIMITS.detailsPerType[type] details of that type. */
  create(artisanId: number, fields: DetailFields): Promise<DetailWriteResult>;
  /** Replaces type, description and pathImg; a new type must have room. The artisan never changes. */
  update(id: number, fields: DetailFields): Promise<DetailWriteResult>;
  /**
   * Marks a qualification or insurance checked by an administrator (now), or no longer checked; the artisan's RGE
   * periods follow (migration 0014's trigger). null when the detail does not exist.
   */
  setVerification(id: number, verifiee: boolean): Promise<ArtisanDetail | null>;
  /** Deletes and returns the row, or null when there is none. */
  delete(id: number): Promise<ArtisanDetail | null>;
  /** Whether a detail or a specialite still points at this image. */
  isImageReferenced(pathImg: string): Promise<boolean>;
  /** Every image a detail or a specialite points at (the orphan sweep keeps these). */
  listReferencedImages(): Promise<Set<string>>;
}

const columns = {
  id: artisanDetails.id,
  artisanId: artisanDetails.artisanId,
  type: artisanDetails.type,
  description: artisanDetails.description,
  pathImg: artisanDetails.pathImg,
  organisme: artisanDetails.organisme,
  numero: artisanDetails.numero,
  dateDebut: artisanDetails.dateDebut,
  dateFin: artisanDetails.dateFin,
  rge: artisanDetails.rge,
  verifiee: sql<boolean>`(${artisanDetails.verifieeLe} is not null)`.mapWith(Boolean),
  // Published from ADEME's list (registres/publish.ts writes the list's date as the check's).
  listeRgeDu: sql<string | null>`(case when ${artisanDetails.registreQualificationId} is not null
    then (${artisanDetails.verifieeLe} at time zone 'Europe/Paris')::date::text end)`,
};

// What the public sees: every detail but a qualification or an insurance that expired before today.
const notExpired = sql`(${artisanDetails.dateFin} is null or ${artisanDetails.dateFin} >= ${parisTodaySql})`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the artisan row until the transaction ends: concurrent writers of one artisan's details queue here, so a
 * count followed by an insert cannot be overtaken. Returns false when the artisan does not exist.
 */
async function lockArtisan(tx: Tx, artisanId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: artisans.id })
    .from(artisans)
    .where(eq(artisans.id, artisanId))
    .for('update');
  return rows.length > 0;
}

/**
 * A detail (photo, description, qualification, insurance) is part of the artisan's public page: each write dates the
 * artisan's record, so that the sitemap's lastmod follows what a visitor sees (routes/sitemap.ts).
 */
async function touchArtisan(tx: Tx, artisanId: number): Promise<void> {
  await tx
    .update(artisans)
    .set({ dateUpdate: sql`now()` })
    .where(eq(artisans.id, artisanId));
}

async function hasRoom(tx: Tx, artisanId: number, type: DetailType, exceptId?: number): Promise<boolean> {
  const conditions = [eq(artisanDetails.artisanId, artisanId), eq(artisanDetails.type, type)];
  if (exceptId !== undefined) conditions.push(ne(artisanDetails.id, exceptId));
  const [row] = await tx
    .select({ value: count() })
    .from(artisanDetails)
    .where(and(...conditions));
  return (row?.value ?? 0) < LIMITS.detailsPerType[type];
}

export function createArtisanDetailRepository(db: Db): ArtisanDetailRepository {
  const artisanExists = async (artisanId: number) => {
    if (!isSerialId(artisanId)) return false;
    const rows = await db
      .select({ id: artisans.id })
      .from(artisans)
      .where(eq(artisans.id, artisanId))
      .limit(1);
    return rows.length > 0;
  };

  return {
    artisanExists,

    async listByArtisan(artisanId, type, { withExpired = false } = {}) {
      if (!(await artisanExists(artisanId))) return null;
      const conditions = [eq(artisanDetails.artisanId, artisanId)];
      if (type) conditions.push(eq(artisanDetails.type, type));
      if (!withExpired) conditions.push(notExpired);
      return db
        .select(columns)
        .from(artisanDetails)
        .where(and(...conditions))
        .orderBy(asc(artisanDetails.type), asc(artisanDetails.id));
    },

    async findById(id) {
      if (!isSerialId(id)) return null;
      const [row] = await db.select(columns).from(artisanDetails).where(eq(artisanDetails.id, id)).limit(1);
      return row ?? null;
    },

    create: (artisanId, fields) =>
      db.transaction(async (tx): Promise<DetailWriteResult> => {
        if (!isSerialId(artisanId) || !(await lockArtisan(tx, artisanId))) {
          return { ok: false, reason: 'artisan-not-found' };
        }
        if (!(await hasRoom(tx, artisanId, fields.type)))
          return { ok: false, reason: 'limit', type: fields.type };
        const [detail] = await tx
          .insert(artisanDetails)
          .values({ artisanId, ...fields })
          .returning(columns);
        await touchArtisan(tx, artisanId);
        return { ok: true, detail: detail!, previousPathImg: null };
      }),

    async update(id, fields) {
      if (!isSerialId(id)) return { ok: false, reason: 'not-found' };
      return db.transaction(async (tx): Promise<DetailWriteResult> => {
        // The artisan first, then the detail: the same lock order as create, so writers never deadlock.
        const [found] = await tx
          .select({ artisanId: artisanDetails.artisanId })
          .from(artisanDetails)
          .where(eq(artisanDetails.id, id));
        if (!found) return { ok: false, reason: 'not-found' };
        await lockArtisan(tx, found.artisanId);
        const [current] = await tx
          .select(columns)
          .from(artisanDetails)
          .where(eq(artisanDetails.id, id))
          .for('update');
        if (!current) return { ok: false, reason: 'not-found' };
        if (fields.type !== current.type && !(await hasRoom(tx, current.artisanId, fields.type, id))) {
          return { ok: false, reason: 'limit', type: fields.type };
        }
        const [detail] = await tx
          .update(artisanDetails)
          .set(fields)
          .where(eq(artisanDetails.id, id))
          .returning(columns);
        await touchArtisan(tx, current.artisanId);
        return { ok: true, detail: detail!, previousPathImg: current.pathImg };
      });
    },

    async setVerification(id, verifiee) {
      if (!isSerialId(id)) return null;
      const [row] = await db
        .update(artisanDetails)
        // A check already there keeps its date: ticking « Vérifiée » twice changes nothing.
        .set({ verifieeLe: verifiee ? sql`coalesce(${artisanDetails.verifieeLe}, now())` : null })
        .where(eq(artisanDetails.id, id))
        .returning(columns);
      return row ?? null;
    },

    async delete(id) {
      if (!isSerialId(id)) return null;
      return db.transaction(async (tx) => {
        // The artisan first, then the detail: the lock order of create and update.
        const [found] = await tx
          .select({ artisanId: artisanDetails.artisanId })
          .from(artisanDetails)
          .where(eq(artisanDetails.id, id));
        if (!found) return null;
        await lockArtisan(tx, found.artisanId);
        const [row] = await tx.delete(artisanDetails).where(eq(artisanDetails.id, id)).returning(columns);
        if (row) await touchArtisan(tx, row.artisanId);
        return row ?? null;
      });
    },

    async isImageReferenced(pathImg) {
      const [details] = await db
        .select({ value: count() })
        .from(artisanDetails)
        .where(eq(artisanDetails.pathImg, pathImg));
      if ((details?.value ?? 0) > 0) return true;
      const [trades] = await db
        .select({ value: count() })
        .from(specialites)
        .where(eq(specialites.pathImg, pathImg));
      return (trades?.value ?? 0) > 0;
    },

    async listReferencedImages() {
      const [details, trades] = await Promise.all([
        db
          .selectDistinct({ pathImg: artisanDetails.pathImg })
          .from(artisanDetails)
          .where(isNotNull(artisanDetails.pathImg)),
        db
          .selectDistinct({ pathImg: specialites.pathImg })
          .from(specialites)
          .where(isNotNull(specialites.pathImg)),
      ]);
      return new Set(
        [...details, ...trades].map((row) => row.pathImg).filter((path): path is string => !!path),
      );
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    artisanDetailRepository: ArtisanDetailRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('artisanDetailRepository', createArtisanDetailRepository(fastify.db));
  },
  { name: 'artisan-detail-repository', dependencies: ['db'] },
);
