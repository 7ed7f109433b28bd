// Orphan image sweep: deletes the stored images no detail or specialite references, once older than a grace period
// (UPLOAD_ORPHAN_GRACE_SECONDS). They come from a process killed between writing an upload and saving its row, or
// from an upload whose detail was never saved. Runs when the app is ready, then again every grace period.
import fp from 'fastify-plugin';
import type { ArtisanDetailRepository } from '../repositories/artisan-detail';
import type { FileStorage } from '../storage/storage';
import { imageKeys } from './uploads';

/**
 * Deletes the stored images older than `graceMs` that no row references; returns their keys. The rows are
 * read after the files are listed, so an image referenced meanwhile is kept; younger images are never touched, as
 * an upload comes before the detail that uses it (the editor saves it later, possibly through another instance).
 */
export async function sweepOrphanImages(
  storage: FileStorage,
  repository: Pick<ArtisanDetailRepository, 'listReferencedImages'>,
  graceMs: number,
): Promise<string[]> {
  const candidates = await storage.listImagesOlderThan(graceMs);
  if (candidates.length === 0) return [];
  const referenced = new Set([...(await repository.listReferencedImages())].flatMap(imageKeys));
  const orphans = candidates.filter((key) => !referenced.has(key));
  for (const key of orphans) await storage.delete(key);
  return orphans;
}

export default fp(
  async (fastify) => {
    const graceMs = fastify.config.orphanUploadGraceMs;
    let running: Promise<void> | null = null;
    const sweep = () =>
      (running ??= sweepOrphanImages(fastify.storage, fastify.artisanDetailRepository, graceMs)
        .then((removed) => {
          if (removed.length > 0)
            fastify.log.warn(
              { count: removed.length, removed: removed.slice(0, 20) },
              'images orphelines supprimées',
            );
        })
        .catch((error: unknown) => fastify.log.error({ err: error }, 'images orphelines non balayées'))
        .finally(() => (running = null)));

    // Awaited: once the instance answers, what a crash left behind is gone (when older than the grace period).
    fastify.addHook('onReady', sweep);
    const timer = setInterval(() => void sweep(), Math.max(graceMs, 60_000));
    timer.unref();
    fastify.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'orphan-images', dependencies: ['config', 'storage', 'artisan-detail-repository'] },
);
