// Storage plugin: exposes the image store as `fastify.storage` (local disk under DATA_DIR/uploads for now).
import path from 'node:path';
import fp from 'fastify-plugin';
import { createLocalStorage } from '../storage/local-storage';
import type { FileStorage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('storage', createLocalStorage(path.join(fastify.config.dataDir, 'uploads')));
  },
  { name: 'storage', dependencies: ['config'] },
);
