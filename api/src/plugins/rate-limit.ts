// Rate-limit plugin: off by default (global: false); sensitive routes (login, later mail sending) opt in
// through their `config.rateLimit`, and the 429 answer carries a French message.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { HttpError } from '../http-error';

export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyRequests),
    });
  },
  { name: 'rate-limit' },
);
