// /api/messages: the contact messages and join requests received, newest first, with their delivery status and
// whether an administrator handled them; PUT /{id} marks one handled or waiting again; GET /dashboard gives the back
// office home page's counts. Admin only: they hold visitors' personal data. Nothing here changes a public page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, IdParamsSchema } from '@annuaire/shared/contract/common';
import {
  AdminDashboardSchema,
  MESSAGE_TEXTS,
  MessageHandledInputSchema,
  StoredMessageListSchema,
  StoredMessageSchema,
} from '@annuaire/shared/contract/message';
import { HttpError } from '../http-error';
import { RESOURCE_ERRORS, SECURITY } from './openapi';

const messagesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const admin = fastify.requireRole('ROLE_ADMIN');
  const repository = fastify.messageRepository;

  fastify.get(
    '',
    {
      onRequest: admin,
      schema: {
        tags: ['messages'],
        summary:
          'Messages de contact et demandes d’adhésion reçus, les plus récents d’abord (administrateur)',
        security: SECURITY,
        response: { 200: StoredMessageListSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => repository.list(),
  );

  // Static, so it wins over /:id in the router.
  fastify.get(
    '/dashboard',
    {
      onRequest: admin,
      schema: {
        tags: ['messages'],
        summary:
          'Tableau de bord du back-office (administrateur) : nombres d’artisans, de spécialités, de particuliers, ' +
          'de messages et de demandes d’adhésion non traités, de demandes en attente chez les artisans et d’avis à modérer',
        security: SECURITY,
        response: { 200: AdminDashboardSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => repository.dashboard(),
  );

  fastify.put(
    '/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['messages'],
        summary:
          'Marque un message de contact ou une demande d’adhésion comme traité (traite: true) ou à traiter (false) ' +
          '(administrateur)',
        security: SECURITY,
        params: IdParamsSchema,
        body: MessageHandledInputSchema,
        response: { 200: StoredMessageSchema, ...RESOURCE_ERRORS },
      },
    },
    async (request) => {
      const message = await repository.setHandled(request.params.id, request.body.traite);
      if (!message) throw new HttpError(404, MESSAGE_TEXTS.notFound);
      request.log.info({ messageId: message.id, traite: request.body.traite }, 'message marqué');
      return message;
    },
  );
};

export default messagesRoutes;
