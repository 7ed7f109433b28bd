// Particulier repository: the private customers who leave reviews (personal data, admin-only).
// Decorates `fastify.particulierRepository`; used by routes/particulier.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Particulier, ParticulierInput } from '@annuaire/shared/contract/particulier';
import { isSerialId, type Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { likeLiteral } from '../db/like';
import { PARTICULIER_NAME_KEY_SQL, particuliers, rowCounts } from '../db/schema';
import { foldText } from '../text/fold';

/** The folded « nom prénom » that the trigram index of schema.ts serves. */
const PARTICULIER_NAME_KEY = sql.raw(PARTICULIER_NAME_KEY_SQL);

export interface ParticulierRepository {
  /** Every particulier, by nom then prenom. */
  list(): Promise<Particulier[]>;
  /**
   * One page of them, in the same order, whose nom and prénom hold every word of `q` (« dupont marie » or
   * « Marie Dupont »), accents and case ignored; `total` counts them all.
   */
  page(request: { q?: string; page: number; size: number }): Promise<{ items: Particulier[]; total: number }>;
  findById(id: number): Promise<Particulier | null>;
  create(input: ParticulierInput): Promise<Particulier>;
}

const columns = { id: particuliers.id, nom: particuliers.nom, prenom: particuliers.prenom };
/** The list's order: nom, prénom, then id (the index particuliers_nom_prenom_id_idx). */
const order = [asc(particuliers.nom), asc(particuliers.prenom), asc(particuliers.id)];

export function createParticulierRepository(db: Db): ParticulierRepository {
  return {
    list: () =>
      db
        .select(columns)
        .from(particuliers)
        .orderBy(...order),
    async page({ q, page, size }) {
      const words = foldText(q ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => `%${likeLiteral(word)}%`);
      const offset = (page - 1) * size;
      if (words.length === 0) {
        // The list's order from its index; the total the database keeps (row_counts): counting a million rows takes
        // 100 to 200 ms.
        const [items, [counted]] = await Promise.all([
          db
            .select(columns)
            .from(particuliers)
            .orderBy(...order)
            .limit(size)
            .offset(offset),
          db.select({ total: rowCounts.count }).from(rowCounts).where(eq(rowCounts.key, 'particuliers')),
        ]);
        return { items, total: counted?.total ?? 0 };
      }
      // The matches first, from the trigram index, then their page and count: left to itself, the planner walks the
      // list's order index hoping to meet 20 matches soon, and reads every row when they are few (1 s at 500,000).
      const where = and(...words.map((pattern) => sql`${PARTICULIER_NAME_KEY} like ${pattern}`));
      const rows = rowsOf<{ total: number; id: number | null; nom: string | null; prenom: string | null }>(
        await db.execute(sql`with m as materialized (
            select ${particuliers.id} as id, ${particuliers.nom} as nom, ${particuliers.prenom} as prenom
            from ${particuliers} where ${where})
          select c.total, p.id, p.nom, p.prenom from (select count(*)::int as total from m) c
          left join lateral (select * from m order by nom, prenom, id limit ${size} offset ${offset}) p on true`),
      );
      const items = rows.flatMap(({ id, nom, prenom }) =>
        id === null || nom === null || prenom === null ? [] : [{ id: Number(id), nom, prenom }],
      );
      return { items, total: Number(rows[0]?.total ?? 0) };
    },
    async findById(id) {
      if (!isSerialId(id)) return null;
      const [row] = await db.select(columns).from(particuliers).where(eq(particuliers.id, id)).limit(1);
      return row ?? null;
    },
    async create(input) {
      const [row] = await db.insert(particuliers).values(input).returning(columns);
      return row!;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    particulierRepository: ParticulierRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('particulierRepository', createParticulierRepository(fastify.db));
  },
  { name: 'particulier-repository', dependencies: ['db'] },
);
