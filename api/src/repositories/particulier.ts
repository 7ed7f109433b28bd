// Particulier repository: the private customers who leave reviews (personal data, admin-only).
// Decorates `fastify.particulierRepository`; used by routes/particulier.ts.
import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Particulier, ParticulierInput } from '@annuaire/shared/contract/particulier';
import { isSerialId, type Db } from '../db/database';
import { particuliers } from '../db/schema';

export interface ParticulierRepository {
  /** Every particulier, by nom then prenom. */
  list(): Promise<Particulier[]>;
  findById(id: number): Promise<Particulier | null>;
  create(input: ParticulierInput): Promise<Particulier>;
}

const columns = { id: particuliers.id, nom: particuliers.nom, prenom: particuliers.prenom };

export function createParticulierRepository(db: Db): ParticulierRepository {
  return {
    list: () =>
      db
        .select(columns)
        .from(particuliers)
        .orderBy(asc(particuliers.nom), asc(particuliers.prenom), asc(particuliers.id)),
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
