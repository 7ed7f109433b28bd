// Storage plugin: exposes the image store as `fastify.storage` (local disk under DATA_DIR/uploads for now), and
// removes the temporary files of writes a killed process never finished.
import path from 'node:path';
import fp from 'fastify-plugin';
import { createLocalStorage, sweepTemporaryFiles } from '../storage/local-storage';
import type { FileStorage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export default fp(
  async (fastify) => {
    const root = path.join(fastify.config.dataDir, 'uploads');
    fastify.decorate('storage', createLocalStorage(root));

    // A temporary file is dead once older than this; a live write lasts milliseconds.
    const TEMPORARY_MAX_AGE_MS = 10_000;
    const sweep = async () => {
      try {
        const removed = await sweepTemporaryFiles(root, TEMPORARY_MAX_AGE_MS);
        if (removed.length > 0)
          fastify.log.warn({ removed }, 'fichiers temporaires d’écritures interrompues supprimés');
      } catch (error) {
        fastify.log.error({ err: error }, 'fichiers temporaires non balayés');
      }
    };
    await sweep();
    // Right after a crash and restart, the dead writes are younger than the limit: look again once they are not.
    const again = setTimeout(() => void sweep(), TEMPORARY_MAX_AGE_MS + 1000);
    again.unref();
    fastify.addHook('onClose', async () => clearTimeout(again));
  },
  { name: 'storage', dependencies: ['config'] },
);
