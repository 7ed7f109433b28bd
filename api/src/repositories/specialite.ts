// Specialite (trade) repository. Decorates `fastify.specialiteRepository`; used by routes/specialite.ts.
// A trade's uniqueness ignores case and accents through metier_key (normalizeText), enforced by a unique index.
import { asc, count, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Specialite, SpecialiteUsage, SpecialiteWithCount } from '@annuaire/shared/contract/specialite';
import { normalizeText } from '@annuaire/shared/domain/text';
import { isSerialId, type Db } from '../db/database';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../db/pg-errors';
import { artisanSpecialites, artisans, specialiteOrders, specialites } from '../db/schema';

export interface SpecialiteFields {
  metier: string;
  pathImg: string | null;
}

export type SpecialiteWriteResult =
  | { ok: true; specialite: Specialite; previousPathImg: string | null }
  | { ok: false; reason: 'duplicate' | 'not-found' };

export type SpecialiteDeleteResult =
  { ok: true; specialite: Specialite } | { ok: false; reason: 'in-use' | 'not-found' };

export interface SpecialiteRepository {
  /** Every trade, in French alphabetical order (accents and case ignored: "Électricien" sorts under E). */
  list(): Promise<SpecialiteWithCount[]>;
  findById(id: number): Promise<Specialite | null>;
  /** The trades of one artisan, in the same order; null when the artisan does not exist. */
  listByArtisan(artisanId: number): Promise<Specialite[] | null>;
  create(fields: SpecialiteFields): Promise<SpecialiteWriteResult>;
  /** pathImg undefined keeps the current image. */
  update(id: number, fields: { metier: string; pathImg?: string | null }): Promise<SpecialiteWriteResult>;
  /** Refuses while an artisan still has this trade. */
  delete(id: number): Promise<SpecialiteDeleteResult>;
  /** How many artisans have each trade (the trades no artisan has are left out), by trade id. */
  usage(): Promise<SpecialiteUsage[]>;
}

const columns = { id: specialites.id, metier: specialites.metier, pathImg: specialites.pathImg };

export function createSpecialiteRepository(db: Db): SpecialiteRepository {
  return {
    async usage() {
      const rows = await db
        .select({ specialiteId: artisanSpecialites.specialiteId, artisans: count() })
        .from(artisanSpecialites)
        .groupBy(artisanSpecialites.specialiteId)
        .orderBy(asc(artisanSpecialites.specialiteId));
      return rows.map((row) => ({ specialiteId: row.specialiteId, artisans: Number(row.artisans) }));
    },

    async list() {
      // The artisans a visitor finds under each trade: the length of the trade's stored order (specialite_orders,
      // kept by the database), which holds its open listings only, as its pages do. One row per trade, where
      // counting the links would read every artisan of the directory (and count the closed listings).
      const rows = await db
        .select({
          ...columns,
          nombreArtisans: sql<number>`coalesce(cardinality(${specialiteOrders.artisanIds}), 0)`.mapWith(
            Number,
          ),
        })
        .from(specialites)
        .leftJoin(specialiteOrders, eq(specialiteOrders.specialiteId, specialites.id))
        .orderBy(asc(specialites.metierKey), asc(specialites.id));
      return rows.map((row) => ({ ...row, nombreArtisans: Number(row.nombreArtisans) }));
    },

    async findById(id) {
      if (!isSerialId(id)) return null;
      const [row] = await db.select(columns).from(specialites).where(eq(specialites.id, id)).limit(1);
      return row ?? null;
    },

    async listByArtisan(artisanId) {
      if (!isSerialId(artisanId)) return null;
      const found = await db.select({ id: artisans.id }).from(artisans).where(eq(artisans.id, artisanId));
      if (found.length === 0) return null;
      return db
        .select(columns)
        .from(artisanSpecialites)
        .innerJoin(specialites, eq(specialites.id, artisanSpecialites.specialiteId))
        .where(eq(artisanSpecialites.artisanId, artisanId))
        .orderBy(asc(specialites.metierKey), asc(specialites.id));
    },

    async create(fields) {
      const metierKey = normalizeText(fields.metier);
      try {
        const [row] = await db
          .insert(specialites)
          .values({ ...fields, metierKey })
          .returning(columns);
        return { ok: true, specialite: row!, previousPathImg: null };
      } catch (error) {
        // The unique index on metier_key decides, so that concurrent creations cannot both pass.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) return { ok: false, reason: 'duplicate' };
        throw error;
      }
    },

    async update(id, fields) {
      if (!isSerialId(id)) return { ok: false, reason: 'not-found' };
      const [current] = await db.select(columns).from(specialites).where(eq(specialites.id, id));
      if (!current) return { ok: false, reason: 'not-found' };
      const metierKey = normalizeText(fields.metier);
      try {
        const [row] = await db
          .update(specialites)
          .set({
            metier: fields.metier,
            metierKey,
            ...(fields.pathImg === undefined ? {} : { pathImg: fields.pathImg }),
          })
          .where(eq(specialites.id, id))
          .returning(columns);
        if (!row) return { ok: false, reason: 'not-found' };
        return { ok: true, specialite: row, previousPathImg: current.pathImg };
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) return { ok: false, reason: 'duplicate' };
        throw error;
      }
    },

    async delete(id) {
      if (!isSerialId(id)) return { ok: false, reason: 'not-found' };
      try {
        return await db.transaction(async (tx): Promise<SpecialiteDeleteResult> => {
          const [current] = await tx
            .select(columns)
            .from(specialites)
            .where(eq(specialites.id, id))
            .for('update');
          if (!current) return { ok: false, reason: 'not-found' };
          const [used] = await tx
            .select({ value: count() })
            .from(artisanSpecialites)
            .where(eq(artisanSpecialites.specialiteId, id));
          if ((used?.value ?? 0) > 0) return { ok: false, reason: 'in-use' };
          await tx.delete(specialites).where(eq(specialites.id, id));
          return { ok: true, specialite: current };
        });
      } catch (error) {
        // An artisan took this trade meanwhile: the RESTRICT foreign key refuses the delete.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) return { ok: false, reason: 'in-use' };
        throw error;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    specialiteRepository: SpecialiteRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('specialiteRepository', createSpecialiteRepository(fastify.db));
  },
  { name: 'specialite-repository', dependencies: ['db'] },
);
