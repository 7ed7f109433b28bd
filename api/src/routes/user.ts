// /api/user: account management (admin only), an artisan's own telephone and visibility (PUT of their own id),
// and PUT /api/user/pwd, which checks a password reset link and sets the new password. No answer ever holds a
// password or its hash: the response schema has no such field.
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PasswordUpdateSchema } from '@annuaire/shared/contract/auth';
import {
  ApiErrorSchema,
  IdParamsSchema,
  MESSAGES,
  MessageResponseSchema,
} from '@annuaire/shared/contract/common';
import {
  OwnContactUpdateSchema,
  USER_MESSAGES,
  UserCreateSchema,
  UserListQuerySchema,
  UserListSchema,
  UserPutBodySchema,
  UserSchema,
  UserUpdateSchema,
} from '@annuaire/shared/contract/user';
import { hashPassword } from '../auth/passwords';
import { deriveResetKey, isResetTimestampValid, verifyResetHash } from '../auth/reset-link';
import { HttpError } from '../http-error';
import type { Conflict } from '../repositories/user';
import { ROLE_ERRORS, RESOURCE_ERRORS, SECURITY } from './openapi';

export const PASSWORD_UPDATE_RATE_LIMIT = { max: 10, timeWindow: 10 * 60_000 };

const CONFLICT_MESSAGES: Record<Conflict, string> = {
  email: USER_MESSAGES.emailTaken,
  username: USER_MESSAGES.usernameTaken,
};

/** A 400 shaped like the route validation's (plugins/errors.ts formats it), for a body checked in the handler. */
function validationError(issues: readonly z.core.$ZodIssue[]): FastifyError {
  return Object.assign(new Error(issues[0]?.message ?? MESSAGES.badRequest), {
    code: 'FST_ERR_VALIDATION',
    statusCode: 400,
    validation: issues.map((issue) => ({
      instancePath: issue.path.length ? `/${issue.path.map(String).join('/')}` : '',
      message: issue.message,
    })),
  }) as unknown as FastifyError;
}

function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const adminOnly = fastify.requireRole('ROLE_ADMIN');
  const resetKey = deriveResetKey(fastify.config.jwtSecret);

  fastify.get(
    '',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['comptes'],
        summary:
          'Liste des comptes (administrateur), éventuellement d’un seul rôle ; libre=1 : ceux qu’aucun artisan ' +
          'n’utilise, plus celui de l’artisan artisanId s’il est donné',
        security: SECURITY,
        querystring: UserListQuerySchema,
        response: { 200: UserListSchema, ...ROLE_ERRORS },
      },
    },
    async (request) => {
      const { role, libre, artisanId } = request.query;
      return fastify.userRepository.list(
        role,
        libre ? { ...(artisanId === undefined ? {} : { exceptArtisanId: artisanId }) } : undefined,
      );
    },
  );

  fastify.get(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['comptes'],
        summary: 'Un compte (administrateur)',
        security: SECURITY,
        params: IdParamsSchema,
        response: { 200: UserSchema, ...RESOURCE_ERRORS },
      },
    },
    async (request) => {
      const user = await fastify.userRepository.findById(request.params.id);
      if (!user) throw new HttpError(404, USER_MESSAGES.notFound);
      return user;
    },
  );

  fastify.post(
    '',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['comptes'],
        summary: 'Crée un compte (administrateur) ; nom d’utilisateur et e-mail uniques',
        security: SECURITY,
        body: UserCreateSchema,
        response: { 201: UserSchema, ...ROLE_ERRORS },
      },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      const created = await fastify.userRepository.create({
        ...fields,
        personnalDataToShow: fields.personnalDataToShow ?? null,
        passwordHash: await hashPassword(password),
      });
      if (typeof created === 'string') throw new HttpError(400, CONFLICT_MESSAGES[created]);
      request.log.info({ userId: created.id, role: created.role }, 'compte créé');
      return reply.code(201).send(created);
    },
  );

  // Static, so it wins over /:id in the router.
  fastify.put(
    '/pwd',
    {
      config: { rateLimit: PASSWORD_UPDATE_RATE_LIMIT },
      schema: {
        tags: ['comptes'],
        summary: 'Nouveau mot de passe à partir du lien de réinitialisation (e-mail, timestamp, hash)',
        body: PasswordUpdateSchema,
        response: { 200: MessageResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { email, timestamp, hash, newPassword } = request.body;
      if (!isResetTimestampValid(timestamp)) throw new HttpError(400, MESSAGES.resetFailed);
      const account = await fastify.userRepository.findResetAccount(email);
      if (!account || !verifyResetHash(resetKey, account, timestamp, hash)) {
        throw new HttpError(400, MESSAGES.resetFailed);
      }
      // Bound to the old hash: once replaced, the same link no longer verifies, and of two concurrent uses
      // only one can replace it.
      const replaced = await fastify.userRepository.replacePasswordHash(
        account.id,
        account.passwordHash,
        await hashPassword(newPassword),
      );
      if (!replaced) throw new HttpError(400, MESSAGES.resetFailed);
      request.log.info({ userId: account.id }, 'mot de passe réinitialisé');
      return { message: MESSAGES.resetDone };
    },
  );

  fastify.put(
    '/:id',
    {
      onRequest: fastify.requireRole('ROLE_ADMIN', 'ROLE_ARTISAN'),
      // The body is checked in the handler, against the schema of the caller's role; the route schema only
      // documents both shapes.
      validatorCompiler: (route) =>
        route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as never),
      schema: {
        tags: ['comptes'],
        summary:
          'Modifie un compte : tout pour l’administrateur (mot de passe facultatif) ; pour un artisan, son propre compte, téléphone et visibilité seulement',
        security: SECURITY,
        params: IdParamsSchema,
        body: UserPutBodySchema,
        response: { 200: UserSchema, ...RESOURCE_ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      const session = request.user;
      if (session.role !== 'ROLE_ADMIN') {
        if (session.sub !== id) throw new HttpError(403, MESSAGES.forbidden);
        // The telephone and e-mail its public page shows, or not.
        if (session.artisanId !== null) request.publicChange = { artisanId: session.artisanId };
        const contact = parseBody(OwnContactUpdateSchema, request.body);
        const updated = await fastify.userRepository.updateOwnContact(id, {
          telephone: contact.telephone === '' ? null : contact.telephone,
          personnalDataToShow: contact.personnalDataToShow,
        });
        if (!updated) throw new HttpError(404, USER_MESSAGES.notFound);
        return updated;
      }

      const { password, ...fields } = parseBody(UserUpdateSchema, request.body);
      if (session.sub === id && fields.role !== 'ROLE_ADMIN') {
        throw new HttpError(400, USER_MESSAGES.cannotDemoteSelf);
      }
      const owned = (await fastify.userRepository.findSession(id))?.artisanId ?? null;
      if (owned !== null) request.publicChange = { artisanId: owned };
      const updated = await fastify.userRepository.update(id, {
        ...fields,
        personnalDataToShow: fields.personnalDataToShow ?? null,
        ...(password ? { passwordHash: await hashPassword(password) } : {}),
      });
      if (updated === null) throw new HttpError(404, USER_MESSAGES.notFound);
      if (typeof updated === 'string') throw new HttpError(400, CONFLICT_MESSAGES[updated]);
      return updated;
    },
  );

  fastify.delete(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['comptes'],
        summary: 'Supprime un compte (administrateur) ; ni le sien, ni celui d’un artisan existant',
        security: SECURITY,
        params: IdParamsSchema,
        response: { 204: z.null().describe('Compte supprimé'), ...RESOURCE_ERRORS },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.user.sub === id) throw new HttpError(400, USER_MESSAGES.cannotDeleteSelf);
      const outcome = await fastify.userRepository.delete(id);
      if (outcome === 'not-found') throw new HttpError(404, USER_MESSAGES.notFound);
      if (outcome === 'owns-artisan') throw new HttpError(400, USER_MESSAGES.ownsArtisan);
      request.log.info({ userId: id }, 'compte supprimé');
      return reply.code(204).send(null);
    },
  );
};

export default userRoutes;
