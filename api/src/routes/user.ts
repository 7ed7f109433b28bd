// /api/user: account management (admin only), an artisan's own telephone and visibility (PUT of their own id),
// PUT /api/user/pwd, which checks a password reset link and sets the new password, and the activation of an
// account created without a password: its mail (on creation, resent by POST /{id}/activation), the link's state
// (POST /activation/etat) and the first password (PUT /activation). No answer ever holds a
// password or its hash: the response schema has no such field.
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PasswordUpdateSchema } from '@annuaire/shared/contract/auth';
import {
  ApiErrorSchema,
  IdParamsSchema,
  LIST_PAGE_LIMITS,
  MESSAGES,
  MessageResponseSchema,
} from '@annuaire/shared/contract/common';
import {
  ACTIVATION_LINK_LIFETIME_DAYS,
  ACTIVATION_MESSAGES,
  ActivationLinkSchema,
  ActivationLinkStateSchema,
  ActivationResponseSchema,
  ActivationSchema,
  type ActivationLinkState,
  OwnContactUpdateSchema,
  USER_MESSAGES,
  UserCreateSchema,
  UserListQuerySchema,
  UserListSchema,
  UserPageSchema,
  UserPutBodySchema,
  UserSchema,
  UserUpdateSchema,
} from '@annuaire/shared/contract/user';
import { hrefs } from '@annuaire/shared/federation/routes';
import {
  activationToken,
  activationTokenId,
  deriveActivationKey,
  verifyActivationToken,
} from '../auth/activation-token';
import { hashPassword } from '../auth/passwords';
import { deriveResetKey, isResetTimestampValid, verifyResetHash } from '../auth/reset-link';
import { HttpError } from '../http-error';
import { activationMail } from '../mail/templates';
import { describeMailError } from '../plugins/mailer';
import type { Conflict } from '../repositories/user';
import { RESET_LINK_CHECK_RATE_LIMIT } from './auth';
import { EMAIL_RATE_LIMIT } from './email';
import { ROLE_ERRORS, RESOURCE_ERRORS, SECURITY } from './openapi';

const ACTIVATION_LIFETIME_MS = ACTIVATION_LINK_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

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
  const activationKey = deriveActivationKey(fastify.config.jwtSecret);

  /**
   * A new activation link for the account (the previous ones stop working), mailed to it. Whether the mail left:
   * a failed one is logged, and « Renvoyer l’e-mail d’activation » tries again.
   */
  async function sendActivation(account: { id: number; email: string; username: string }): Promise<boolean> {
    const expiresAt = new Date(Date.now() + ACTIVATION_LIFETIME_MS);
    const { id, nonce } = await fastify.userRepository.createActivation(account.id, expiresAt);
    const link = `${fastify.config.publicUrl}${hrefs.activation(activationToken(activationKey, id, nonce))}`;
    try {
      await fastify.mailer.send({
        to: account.email,
        ...activationMail({ username: account.username, link, expiresAt: expiresAt.toISOString() }),
      });
    } catch (error) {
      fastify.log.error(
        { userId: account.id, err: describeMailError(error) },
        'échec de l’e-mail d’activation',
      );
      return false;
    }
    fastify.log.info({ userId: account.id }, 'e-mail d’activation envoyé');
    return true;
  }

  /** What a token's link is worth now, and its row when it works. */
  async function checkActivation(token: string) {
    const id = activationTokenId(token);
    const record = id === null ? null : await fastify.userRepository.findActivation(id);
    if (!record || !verifyActivationToken(activationKey, token, record.id, record.nonce)) {
      return { etat: 'INVALIDE' as const, record: null };
    }
    if (record.usedAt !== null || record.hasPassword) return { etat: 'UTILISE' as const, record: null };
    if (Date.parse(record.expiresAt) <= Date.now()) return { etat: 'EXPIRE' as const, record: null };
    return { etat: 'VALIDE' as const, record };
  }

  fastify.get(
    '',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['comptes'],
        summary:
          'Liste des comptes (administrateur), éventuellement d’un seul rôle ; libre=1 : ceux qu’aucun artisan ' +
          'n’utilise, plus celui de l’artisan artisanId s’il est donné',
        description:
          'Sans page, size ni q : la liste complète (tableau), comme dans la spécification. Avec au moins l’un ' +
          'des trois : un objet page { items, total, page, size, pageCount } (page 1 et size ' +
          `${LIST_PAGE_LIMITS.sizeDefault} par défaut, size ${LIST_PAGE_LIMITS.sizeMax} au plus) des comptes, par nom ` +
          'd’utilisateur, dont l’e-mail ou le nom d’utilisateur contient q (casse ignorée), du rôle role s’il ' +
          'est donné, et avec libre=1 ceux qu’aucun artisan n’utilise (plus celui de l’artisan artisanId).',
        security: SECURITY,
        querystring: UserListQuerySchema,
        response: { 200: z.union([UserListSchema, UserPageSchema]), ...ROLE_ERRORS },
      },
    },
    async (request) => {
      const { role, libre, artisanId, page, size, q } = request.query;
      // Without libre, artisanId changes nothing, paged or not.
      const free = libre ? { ...(artisanId === undefined ? {} : { exceptArtisanId: artisanId }) } : undefined;
      if (page !== undefined || size !== undefined || q !== undefined) {
        const asked = { page: page ?? 1, size: size ?? LIST_PAGE_LIMITS.sizeDefault };
        const { items, total } = await fastify.userRepository.page({ ...asked, q, role, free });
        return { items, total, ...asked, pageCount: Math.max(1, Math.ceil(total / asked.size)) };
      }
      return fastify.userRepository.list(role, free);
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
        summary:
          'Crée un compte (administrateur) ; nom d’utilisateur et e-mail uniques. Sans mot de passe, le compte ' +
          'reçoit un e-mail d’activation (lien valable 7 jours) et ne peut se connecter qu’une fois activé',
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
        passwordHash: password === undefined ? null : await hashPassword(password),
      });
      if (typeof created === 'string') throw new HttpError(400, CONFLICT_MESSAGES[created]);
      request.log.info({ userId: created.id, role: created.role }, 'compte créé');
      // The account exists even if its mail failed: the accounts screen shows it pending, with the resend button.
      if (created.pendingActivation) await sendActivation(created);
      return reply.code(201).send(created);
    },
  );

  fastify.post(
    '/:id/activation',
    {
      onRequest: adminOnly,
      config: { rateLimit: EMAIL_RATE_LIMIT },
      schema: {
        tags: ['comptes'],
        summary:
          'Renvoie l’e-mail d’activation d’un compte sans mot de passe (administrateur) ; le lien précédent ne ' +
          'fonctionne plus',
        security: SECURITY,
        params: IdParamsSchema,
        response: {
          200: MessageResponseSchema,
          ...RESOURCE_ERRORS,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const account = await fastify.userRepository.findById(request.params.id);
      if (!account) throw new HttpError(404, USER_MESSAGES.notFound);
      if (!account.pendingActivation) throw new HttpError(400, ACTIVATION_MESSAGES.alreadyActive);
      if (!(await sendActivation(account))) throw new HttpError(503, ACTIVATION_MESSAGES.mailFailed);
      return { message: ACTIVATION_MESSAGES.mailSent };
    },
  );

  // POST, not GET: the token stays out of URLs and access logs. Static, so it wins over /:id/activation.
  fastify.post(
    '/activation/etat',
    {
      config: { rateLimit: RESET_LINK_CHECK_RATE_LIMIT },
      schema: {
        tags: ['comptes'],
        summary:
          'État d’un lien d’activation : VALIDE (avec le nom d’utilisateur), UTILISE, EXPIRE (ou remplacé par un ' +
          'plus récent), ou INVALIDE (inconnu ou altéré)',
        description: 'Public. Réponse jamais mise en cache.',
        body: ActivationLinkSchema,
        response: { 200: ActivationLinkStateSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply): Promise<ActivationLinkState> => {
      const { etat, record } = await checkActivation(request.body.token);
      reply.header('cache-control', 'no-store');
      return record ? { etat, username: record.username } : { etat };
    },
  );

  fastify.put(
    '/activation',
    {
      config: { rateLimit: PASSWORD_UPDATE_RATE_LIMIT },
      schema: {
        tags: ['comptes'],
        summary:
          'Active un compte : son premier mot de passe, à partir du lien de l’e-mail d’activation (une seule fois)',
        description: 'Public. Renvoie le nom d’utilisateur, avec lequel la page connecte l’artisan.',
        body: ActivationSchema,
        response: { 200: ActivationResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const { record } = await checkActivation(token);
      if (!record) throw new HttpError(400, ACTIVATION_MESSAGES.failed);
      const username = await fastify.userRepository.activate(record.id, await hashPassword(newPassword));
      if (username === null) throw new HttpError(400, ACTIVATION_MESSAGES.failed);
      request.log.info({ userId: record.userId }, 'compte activé');
      return { message: ACTIVATION_MESSAGES.done, username };
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
