// /api/auth: login (argon2id check, JWT in an httpOnly cookie and in the body) and logout (ends the session, clears
// the cookie). Login is rate limited per address and username, and per address whatever the username (password
// spraying); password checks are bounded at once for the whole process (auth/passwords.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginRequestSchema, LoginResponseSchema } from '@annuaire/shared/contract/auth';
import { ApiErrorSchema, MESSAGES, MessageResponseSchema } from '@annuaire/shared/contract/common';
import { passwordGate, verifyPassword } from '../auth/passwords';
import { HttpError } from '../http-error';
import { JWT_COOKIE, TOKEN_LIFETIME_SECONDS } from '../plugins/auth';

export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
/** Logins from one address, whatever the usernames: enough for an office behind one address, not for spraying. */
export const LOGIN_ADDRESS_RATE_LIMIT = { max: 30, timeWindow: 15 * 60_000 };

const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: fastify.config.publicUrl.startsWith('https://'),
  };

  const perAddress = fastify.createLimit({
    ...LOGIN_ADDRESS_RATE_LIMIT,
    keyGenerator: (request) => `login-address|${request.ip}`,
  });

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
        response: { 200: MessageResponseSchema },
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
};

export default authRoutes;
