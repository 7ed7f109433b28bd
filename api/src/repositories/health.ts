// Health repository: the one query GET /api/health runs to prove the database answers.
// Decorates `fastify.healthRepository`.
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';

export interface HealthRepository {
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
}

export function createHealthRepository(db: Db): HealthRepository {
  return {
    async ping() {
      await db.execute(sql`SELECT 1`);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    healthRepository: HealthRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('healthRepository', createHealthRepository(fastify.db));
  },
  { name: 'health-repository', dependencies: ['db'] },
);
