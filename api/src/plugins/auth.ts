// Authentication plugin: cookies, JWT (cookie `jwt`, signed with JWT_SECRET, 8 h) and the `authenticate` /
// `requireRole` pre-handlers that protected routes use. Login and logout themselves are in routes/auth.ts.
// A token only names an account and a session version: every authenticated request reads the account from the
// database (exists, role, artisan owned, version), so a deleted or demoted account, a logout, a password change or
// reset and a role change end the session at once, on every instance sharing the database.
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthClaims, Role } from '@annuaire/shared/contract/auth';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { HttpError } from '../http-error';

export const JWT_COOKIE = 'jwt';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** What a token carries: the claims the front ends read, and the account's session version when it was issued. */
export type TokenPayload = Omit<AuthClaims, 'exp'> & { sv: number };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    /** After authenticate: the claims as the database has them now (role and artisanId), not as the token says. */
    user: AuthClaims;
  }
}

/** What the API trusts of a verified token: the account, the session version and the expiry. */
export interface VerifiedToken {
  sub: number;
  sv: number;
  exp: number;
}

/** A token without these is refused, whoever signed it. */
const REQUIRED_CLAIMS = ['sub', 'sv', 'exp', 'iat'];

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Rejects with 401 unless the request carries a valid token (cookie, or `Authorization: Bearer`). */
    authenticate: PreHandler;
    /** Like authenticate, then 403 unless the account's role is one of `roles`. */
    requireRole: (...roles: Role[]) => PreHandler;
    /** The verified payload of the request's token, or null (no token, bad signature, expired): logout uses it. */
    readToken: (request: FastifyRequest) => Promise<VerifiedToken | null>;
    /**
     * The session's claims as authenticate reads them from the database, or null (no valid token, or a session
     * ended since): for a public route whose effect depends on who asks, without refusing anyone.
     */
    readSession: (request: FastifyRequest) => Promise<AuthClaims | null>;
  }
}

export default fp(
  async (fastify) => {
    await fastify.register(cookie);
    await fastify.register(jwt, {
      secret: fastify.config.jwtSecret,
      cookie: { cookieName: JWT_COOKIE, signed: false },
      sign: { expiresIn: TOKEN_LIFETIME_SECONDS },
      verify: { requiredClaims: REQUIRED_CLAIMS },
    });

    const readToken = async (request: FastifyRequest): Promise<VerifiedToken | null> => {
      // With API basic auth on, browsers send `Authorization: Basic …` too; only a Bearer header holds a token.
      const bearer = /^Bearer\s/i.test(request.headers.authorization ?? '');
      let payload: Record<string, unknown>;
      try {
        payload = await request.jwtVerify<Record<string, unknown>>(bearer ? {} : { onlyCookie: true });
      } catch {
        return null;
      }
      const sub = Number(payload.sub);
      const { sv, exp } = payload;
      if (!Number.isSafeInteger(sub) || !Number.isSafeInteger(sv) || typeof exp !== 'number') return null;
      return { sub, sv: sv as number, exp };
    };

    /** The claims of a verified token whose account still holds that session version, else null. */
    const sessionOf = async (token: VerifiedToken): Promise<AuthClaims | null> => {
      const account = await fastify.userRepository.findSession(token.sub);
      if (!account || account.sessionVersion !== token.sv) return null;
      return { sub: token.sub, role: account.role, artisanId: account.artisanId, exp: token.exp };
    };

    const authenticate: PreHandler = async (request, reply) => {
      const token = await readToken(request);
      if (!token) throw new HttpError(401, MESSAGES.unauthorized);
      const session = await sessionOf(token);
      if (!session) throw new HttpError(401, MESSAGES.sessionEnded);
      request.user = session;
      // The answer depends on who asks: no shared cache may keep it, and no browser cache either.
      reply.header('cache-control', 'private, no-store');
    };
    fastify.decorate('readToken', readToken);
    fastify.decorate('readSession', async (request: FastifyRequest) => {
      const token = await readToken(request);
      return token ? sessionOf(token) : null;
    });
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
