// Authentication plugin: cookies, JWT (cookie `jwt`, signed with JWT_SECRET, 8 h) and the `authenticate` /
// `requireRole` pre-handlers that protected routes use. Login and logout themselves are in routes/auth.ts.
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthClaims, Role } from '@annuaire/shared/contract/auth';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { HttpError } from '../http-error';

export const JWT_COOKIE = 'jwt';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<AuthClaims, 'exp'>;
    user: AuthClaims;
  }
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Rejects with 401 unless the request carries a valid token (cookie, or `Authorization: Bearer`). */
    authenticate: PreHandler;
    /** Like authenticate, then 403 unless the token's role is one of `roles`. */
    requireRole: (...roles: Role[]) => PreHandler;
  }
}

export default fp(
  async (fastify) => {
    await fastify.register(cookie);
    await fastify.register(jwt, {
      secret: fastify.config.jwtSecret,
      cookie: { cookieName: JWT_COOKIE, signed: false },
      sign: { expiresIn: TOKEN_LIFETIME_SECONDS },
    });

    const authenticate: PreHandler = async (request) => {
      // With API basic auth on, browsers send `Authorization: Basic …` too; only a Bearer header holds a token.
      const bearer = /^Bearer\s/i.test(request.headers.authorization ?? '');
      try {
        await request.jwtVerify(bearer ? {} : { onlyCookie: true });
      } catch {
        throw new HttpError(401, MESSAGES.unauthorized);
      }
    };
    fastify.decorate('authenticate', authenticate);
    fastify.decorate('requireRole', (...roles: Role[]) => {
      const check: PreHandler = async (request, reply) => {
        await authenticate(request, reply);
        if (!roles.includes(request.user.role)) throw new HttpError(403, MESSAGES.forbidden);
      };
      return check;
    });
  },
  { name: 'auth', dependencies: ['config'] },
);
