// GET /api/health: {"status":"ok"} once the database answers; 503 otherwise. Used by load balancers and tests.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, HealthSchema } from '@annuaire/shared/contract/common';

const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      schema: {
        tags: ['santé'],
        summary: 'État du service et de la base de données',
        response: { 200: HealthSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // A probe must see the live state, never a cached answer.
      reply.header('cache-control', 'no-store');
      try {
        await fastify.healthRepository.ping();
      } catch (error) {
        request.log.error({ err: error }, 'la base de données ne répond pas');
        return reply.code(503).send({ message: 'Service indisponible : la base de données ne répond pas.' });
      }
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
