// /api/auth: login (argon2id check, JWT in an httpOnly cookie and in the body), logout (ends the session, clears
// the cookie) and the state of a password reset link (works, used, expired, or not ours). Login is rate limited per
// address and username, and per address whatever the username (password spraying), its 429 saying in minutes when
// to come back; password checks are bounded at once for the whole process (auth/passwords.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  RESET_LINK_MESSAGES,
  ResetLinkSchema,
  ResetLinkStateSchema,
  loginTooManyAttempts,
} from '@annuaire/shared/contract/auth';
import { ApiErrorSchema, MESSAGES, MessageResponseSchema } from '@annuaire/shared/contract/common';
import { passwordGate, verifyPassword } from '../auth/passwords';
import { checkResetLink, deriveResetKey } from '../auth/reset-link';
import { HttpError } from '../http-error';
import { JWT_COOKIE, TOKEN_LIFETIME_SECONDS } from '../plugins/auth';

export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
/**
 * Logins from one address, whatever the usernames: enough for an office behind one address, not for spraying. The
 * number is the configuration's (LOGIN_ADDRESS_LIMIT, 30 by default).
 */
export const LOGIN_ADDRESS_RATE_LIMIT = { max: 30, timeWindow: 15 * 60_000 };
/** Checks of a reset link: the reset page asks once on arrival and once after a refused new password. */
export const RESET_LINK_CHECK_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000 };

const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: fastify.config.publicUrl.startsWith('https://'),
  };

  const perAddress = fastify.createLimit(
    {
      ...LOGIN_ADDRESS_RATE_LIMIT,
      max: fastify.config.loginAddressLimit,
      keyGenerator: (request) => `login-address|${request.ip}`,
    },
    loginTooManyAttempts,
  );
  const resetKey = deriveResetKey(fastify.config.jwtSecret);

  fastify.post(
    '/login',
    {
      config: {
        rateLimit: {
          ...LOGIN_RATE_LIMIT,
          // After validation, so that the key can use the username: guessing one account's password from many
          // addresses, or many accounts from one address, is slowed down either way.
          hook: 'preHandler',
          keyGenerator: (request) => {
            const username = (request.body as { username?: unknown } | undefined)?.username;
            return `${request.ip}|${typeof username === 'string' ? username.trim().toLowerCase() : ''}`;
          },
          // « Trop de tentatives. Réessayez dans N minutes. », with Retry-After (the plugin adds it).
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, loginTooManyAttempts(context.ttl / 1000)),
        },
      },
      schema: {
        tags: ['authentification'],
        summary: 'Connexion : pose le cookie jwt et renvoie le jeton',
        body: LoginRequestSchema,
        response: {
          200: LoginResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await perAddress(request);
      const { username, password } = request.body;
      // Look-up and check in the gate: past its line, a login is refused before it costs a query or a hash.
      const account = await passwordGate.run(async () => {
        const found = await fastify.userRepository.findLoginAccount(username);
        return (await verifyPassword(found?.passwordHash ?? null, password)) ? found : null;
      });
      if (!account) throw new HttpError(401, MESSAGES.invalidCredentials);

      const token = fastify.jwt.sign({
        sub: account.id,
        role: account.role,
        artisanId: account.artisanId,
        sv: account.sessionVersion,
      });
      reply.setCookie(JWT_COOKIE, token, { ...cookieOptions, maxAge: TOKEN_LIFETIME_SECONDS });
      reply.header('cache-control', 'no-store');
      return { token, role: account.role, artisanId: account.artisanId };
    },
  );

  fastify.post(
    '/logout',
    {
      schema: {
        tags: ['authentification'],
        summary: 'Déconnexion : met fin à la session (le jeton est refusé ensuite) et efface le cookie jwt',
        description: 'Public. 403 si la requête vient d’une autre origine que le site.',
        response: { 200: MessageResponseSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // The session the request carries ends for good, everywhere: its token is refused from now on.
      const token = await fastify.readToken(request);
      if (token) await fastify.userRepository.endSessions(token.sub, token.sv);
      reply.clearCookie(JWT_COOKIE, cookieOptions);
      reply.header('cache-control', 'no-store');
      return { message: 'Déconnexion réussie.' };
    },
  );

  // POST, not GET: the link's e-mail and hash stay out of URLs and access logs.
  fastify.post(
    '/reset-link',
    {
      config: { rateLimit: RESET_LINK_CHECK_RATE_LIMIT },
      schema: {
        tags: ['authentification'],
        summary:
          'État d’un lien de réinitialisation du mot de passe : VALIDE, UTILISE (déjà utilisé), EXPIRE, ou ' +
          'INVALIDE (inconnu ou altéré)',
        description:
          'Public. Un lien inconnu, altéré ou d’un compte qui n’existe pas répond INVALIDE, sans rien dire du ' +
          'compte ; seuls les liens émis par le site sont dits utilisés ou expirés. Réponse jamais mise en cache.',
        body: ResetLinkSchema,
        response: { 200: ResetLinkStateSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { email, timestamp, hash, sig } = request.body;
      const account = await fastify.userRepository.findResetAccount(email);
      const etat = checkResetLink(resetKey, { timestamp, hash, sig }, account);
      reply.header('cache-control', 'no-store');
      return { etat, message: RESET_LINK_MESSAGES[etat] };
    },
  );
};

export default authRoutes;
