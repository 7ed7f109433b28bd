// Search repository plugin: decorates `fastify.rechercheRepository` (the queries are repository.ts's).
import fp from 'fastify-plugin';
import { createRechercheRepository, type RechercheRepository } from './repository';

export type { RechercheRepository };

declare module 'fastify' {
  interface FastifyInstance {
    rechercheRepository: RechercheRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('rechercheRepository', createRechercheRepository(fastify.db));
  },
  { name: 'recherche-repository', dependencies: ['db'] },
);
