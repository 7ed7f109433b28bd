// /api/messages: the contact messages and join requests received, newest first, with their delivery status, for
// the back office (admin only: they hold visitors' personal data).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@annuaire/shared/contract/common';
import { StoredMessageListSchema } from '@annuaire/shared/contract/message';
import { SECURITY } from './openapi';

const messagesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      onRequest: fastify.requireRole('ROLE_ADMIN'),
      schema: {
        tags: ['messages'],
        summary:
          'Messages de contact et demandes d’adhésion reçus, les plus récents d’abord (administrateur)',
        security: SECURITY,
        response: { 200: StoredMessageListSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => fastify.messageRepository.list(),
  );
};

export default messagesRoutes;
