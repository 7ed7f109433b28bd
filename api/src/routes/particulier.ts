// /api/particulier: the private customers who leave reviews. Personal data: every call is admin-only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, LIST_PAGE_LIMITS } from '@annuaire/shared/contract/common';
import {
  PARTICULIER_MESSAGES,
  ParticulierInputSchema,
  ParticulierListQuerySchema,
  ParticulierListSchema,
  ParticulierPageSchema,
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
        description:
          'Sans page, size ni q : la liste complète (tableau), comme dans la spécification. Avec au moins l’un ' +
          'des trois : un objet page { items, total, page, size, pageCount } (page 1 et size ' +
          `${LIST_PAGE_LIMITS.sizeDefault} par défaut, size ${LIST_PAGE_LIMITS.sizeMax} au plus) des ` +
          'particuliers dont le nom et le prénom contiennent chaque mot de q, dans un ordre ou l’autre, ' +
          'accents et casse ignorés.',
        security: SECURITY,
        querystring: ParticulierListQuerySchema,
        response: { 200: z.union([ParticulierListSchema, ParticulierPageSchema]), ...ROLE_ERRORS },
      },
    },
    async (request) => {
      const { page, size, q } = request.query;
      if (page === undefined && size === undefined && q === undefined)
        return fastify.particulierRepository.list();
      const asked = { page: page ?? 1, size: size ?? LIST_PAGE_LIMITS.sizeDefault };
      const { items, total } = await fastify.particulierRepository.page({ ...asked, q });
      return { items, total, ...asked, pageCount: Math.max(1, Math.ceil(total / asked.size)) };
    },
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
