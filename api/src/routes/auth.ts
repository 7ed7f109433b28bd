// /api/auth: login (argon2id check, JWT in an httpOnly cookie and in the body) and logout (clears the cookie).
// Login is rate limited per IP and username.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginRequestSchema, LoginResponseSchema } from '@annuaire/shared/contract/auth';
import { ApiErrorSchema, MESSAGES, MessageResponseSchema } from '@annuaire/shared/contract/common';
import { verifyPassword } from '../auth/passwords';
import { HttpError } from '../http-error';
import { JWT_COOKIE, TOKEN_LIFETIME_SECONDS } from '../plugins/auth';

export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: fastify.config.publicUrl.startsWith('https://'),
  };

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
        response: { 200: LoginResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const account = await fastify.userRepository.findLoginAccount(username);
      const valid = await verifyPassword(account?.passwordHash ?? null, password);
      if (!account || !valid) throw new HttpError(401, MESSAGES.invalidCredentials);

      const token = fastify.jwt.sign({ sub: account.id, role: account.role, artisanId: account.artisanId });
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
        summary: 'Déconnexion : efface le cookie jwt',
        response: { 200: MessageResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.clearCookie(JWT_COOKIE, cookieOptions);
      return { message: 'Déconnexion réussie.' };
    },
  );
};

export default authRoutes;
