// GET /api/artisan/{id}/compte: the account linked to an artisan (e-mail, telephone, personnalDataToShow), which
// the public profile hides unless the artisan shows it. Used by remote-pro-editor to fill the editor; only an admin
// or the artisan owning the profile may read it, so opening another artisan's editor is refused by the API too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ARTISAN_MESSAGES } from '@annuaire/shared/contract/artisan';
import { IdParamsSchema, MESSAGES } from '@annuaire/shared/contract/common';
import { UserSchema } from '@annuaire/shared/contract/user';
import { HttpError } from '../http-error';
import { RESOURCE_ERRORS, SECURITY } from './openapi';

export const ACCOUNT_MESSAGES = {
  noAccount: 'Aucun compte utilisateur n’est lié à cet artisan.',
} as const;

const artisanAccountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id/compte',
    {
      onRequest: fastify.requireRole('ROLE_ADMIN', 'ROLE_ARTISAN'),
      schema: {
        tags: ['artisans'],
        summary:
          'Le compte lié à un artisan, pour l’éditeur de profil (administrateur, ou l’artisan lui-même)',
        description:
          'ROLE_ADMIN : le compte de n’importe quel artisan. ROLE_ARTISAN : seulement le sien (le jeton doit ' +
          'nommer cet artisan et le compte doit en être propriétaire), sinon 403. Jamais de mot de passe. ' +
          'Réponse privée, jamais mise en cache.',
        security: SECURITY,
        params: IdParamsSchema,
        response: {
          200: UserSchema,
          ...RESOURCE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { role, artisanId, sub } = request.user;
      // The claim alone is not enough: the account must still own the artisan (as for PUT /api/artisan/{id}).
      if (role !== 'ROLE_ADMIN' && artisanId !== id) throw new HttpError(403, MESSAGES.forbidden);
      const owner = await fastify.artisanRepository.findOwner(id);
      if (!owner) throw new HttpError(404, ARTISAN_MESSAGES.notFound);
      if (role !== 'ROLE_ADMIN' && owner.userId !== Number(sub)) throw new HttpError(403, MESSAGES.forbidden);
      if (owner.userId === null) throw new HttpError(404, ACCOUNT_MESSAGES.noAccount);
      const user = await fastify.userRepository.findById(owner.userId);
      if (!user) throw new HttpError(404, ACCOUNT_MESSAGES.noAccount);
      reply.header('Cache-Control', 'private, no-store');
      return user;
    },
  );
};

export default artisanAccountRoutes;
