// /api/particulier: the private customers who leave reviews. Personal data: every call is admin-only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@annuaire/shared/contract/common';
import {
  PARTICULIER_MESSAGES,
  ParticulierInputSchema,
  ParticulierListSchema,
  ParticulierSchema,
} from '@annuaire/shared/contract/particulier';
import { HttpError } from '../http-error';
import { ROLE_ERRORS, RESOURCE_ERRORS, SECURITY } from './openapi';

const particulierRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const adminOnly = fastify.requireRole('ROLE_ADMIN');

  fastify.post(
    '',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['particuliers'],
        summary: 'Ajoute un particulier (administrateur) ; nom et prénom obligatoires',
        security: SECURITY,
        body: ParticulierInputSchema,
        response: { 201: ParticulierSchema, ...ROLE_ERRORS },
      },
    },
    async (request, reply) => {
      const created = await fastify.particulierRepository.create(request.body);
      return reply.code(201).send(created);
    },
  );

  fastify.get(
    '',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['particuliers'],
        summary: 'Liste des particuliers, par nom puis prénom (administrateur)',
        security: SECURITY,
        response: { 200: ParticulierListSchema, ...ROLE_ERRORS },
      },
    },
    async () => fastify.particulierRepository.list(),
  );

  fastify.get(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['particuliers'],
        summary: 'Un particulier (administrateur)',
        security: SECURITY,
        params: IdParamsSchema,
        response: { 200: ParticulierSchema, ...RESOURCE_ERRORS },
      },
    },
    async (request) => {
      const particulier = await fastify.particulierRepository.findById(request.params.id);
      if (!particulier) throw new HttpError(404, PARTICULIER_MESSAGES.notFound);
      return particulier;
    },
  );
};

export default particulierRoutes;
