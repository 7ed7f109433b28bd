// Storage plugin: exposes the image store as `fastify.storage`: the local disk under DATA_DIR/uploads (STORAGE=local,
// the default), whose temporary files of writes a killed process never finished it removes, or an S3-compatible
// bucket (STORAGE=s3), where a PUT is atomic and leaves no such file.
import path from 'node:path';
import fp from 'fastify-plugin';
import { createLocalStorage, sweepTemporaryFiles } from '../storage/local-storage';
import { createS3Client, createS3Storage } from '../storage/s3-storage';
import type { FileStorage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export default fp(
  async (fastify) => {
    const settings = fastify.config.storage;
    if (settings.kind === 's3') {
      const client = createS3Client(settings);
      fastify.decorate('storage', createS3Storage(settings, client));
      fastify.addHook('onClose', async () => client.destroy());
      return;
    }
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
