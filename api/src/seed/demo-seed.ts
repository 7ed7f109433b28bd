// Demo seed plugin: on an empty database (no user), inserts the demo dataset (src/seed/demo-dataset.ts), imports
// and publishes the small register files (demo-registres.ts), generates the images into the store and prints the
// two demo accounts. app.ts registers it unless
// NODE_ENV=production without SEED_DEMO=1. Without the build's pictograms (api/dist) it seeds nothing and says
// why in the log: the next start after a build seeds the still empty database.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { hashPassword } from '../auth/passwords';
import { MissingBuildDataError } from '../build-data/files';
import type { AppConfig } from '../config';
import { createLocalStorage } from '../storage/local-storage';
import { buildDemoDataset, DEMO_ACCOUNTS, demoImageJobs } from './demo-dataset';
import { importDemoRegistres } from './demo-registres';
import { renderImages } from './demo-images';
import { loadDemoIcons, type DemoIcons } from './icons';

export interface DemoSeedOptions {
  /** Where the accounts banner goes; the console by default. */
  print?: (text: string) => void;
  /** Pictures already being drawn (see startDemoImages); drawn here otherwise. */
  images?: Promise<void> | null;
}

/** The build's pictograms, or the error saying the build has not been run (any other failure is thrown). */
function demoIcons(buildDataDir: string): DemoIcons | MissingBuildDataError {
  try {
    return loadDemoIcons(buildDataDir);
  } catch (error) {
    if (error instanceof MissingBuildDataError) return error;
    throw error;
  }
}

/**
 * On a data folder that has never held the demo pictures, starts drawing them at once: they do not need the
 * database, so on a first start sharp can use the core that PGlite's initialisation leaves idle.
 */
export function startDemoImages(
  config: Pick<AppConfig, 'dataDir' | 'buildDataDir' | 'storage'>,
): Promise<void> | null {
  // In a bucket (STORAGE=s3) the plugin draws them through fastify.storage, once it knows the database is empty.
  if (config.storage.kind !== 'local') return null;
  const uploads = path.join(config.dataDir, 'uploads');
  if (fs.existsSync(path.join(uploads, 'specialites'))) return null;
  const icons = demoIcons(config.buildDataDir);
  // Without them the plugin says why it seeds nothing.
  if (icons instanceof MissingBuildDataError) return null;
  const rendering = renderImages(createLocalStorage(uploads), demoImageJobs(icons));
  // Awaited (and its failure reported) by the plugin; this only keeps Node from calling it unhandled meanwhile.
  rendering.catch(() => {});
  return rendering;
}

export function accountsBanner(publicUrl: string): string {
  const line = '─'.repeat(64);
  return [
    line,
    '  Données de démonstration créées. Comptes de démonstration :',
    `    administrateur : ${DEMO_ACCOUNTS.admin.username} / ${DEMO_ACCOUNTS.admin.password}   (ROLE_ADMIN)`,
    `    artisan        : ${DEMO_ACCOUNTS.artisan.username} / ${DEMO_ACCOUNTS.artisan.password}   (ROLE_ARTISAN)`,
    `  Connexion : ${publicUrl}/admin`,
    line,
  ].join('\n');
}

export default fp<DemoSeedOptions>(
  async (fastify, options) => {
    const early = options.images ?? null;
    // Never close the store under a drawing still in progress, even when it turns out not to be needed.
    if (early) fastify.addHook('onClose', () => early.catch(() => {}));
    if (!(await fastify.seedRepository.isEmpty())) return;
    const icons = demoIcons(fastify.config.buildDataDir);
    if (icons instanceof MissingBuildDataError) {
      fastify.log.error(
        { file: icons.file },
        `données de démonstration non créées (demo data not seeded) : ${icons.message}`,
      );
      return;
    }
    const started = Date.now();
    const [admin, artisan, others] = await Promise.all([
      hashPassword(DEMO_ACCOUNTS.admin.password),
      hashPassword(DEMO_ACCOUNTS.artisan.password),
      // The generated artisan accounts share one random password that nobody knows (an admin can reset it).
      hashPassword(randomBytes(24).toString('base64url')),
    ]);
    const dataset = buildDemoDataset({ admin, artisan, others }, icons);
    // Images and rows are independent: PGlite works on one core while sharp uses the other.
    const [inserted] = await Promise.all([
      fastify.seedRepository.insertDataset(dataset),
      early ?? renderImages(fastify.storage, dataset.images),
    ]);
    if (!inserted) return;
    // Then the listings built from the registers, beside the hand-made ones.
    const registres = await importDemoRegistres(fastify.db, fastify.config.buildDataDir);
    fastify.log.info(
      { lues: registres.report.lues, fiches: registres.publication.creees },
      'registres de démonstration importés',
    );
    fastify.log.info(
      {
        ms: Date.now() - started,
        specialites: dataset.specialites.length,
        artisans: dataset.artisans.length,
        images: dataset.images.length,
      },
      'données de démonstration créées',
    );
    (options.print ?? console.log)(accountsBanner(fastify.config.publicUrl));
  },
  { name: 'demo-seed', dependencies: ['config', 'db', 'seed-repository', 'storage'] },
);
