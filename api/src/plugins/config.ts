// Config plugin: exposes the validated configuration (src/config.ts) as `fastify.config` to every plugin.
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp<{ config: AppConfig }>(
  async (fastify, options) => {
    fastify.decorate('config', options.config);
  },
  { name: 'config' },
);
