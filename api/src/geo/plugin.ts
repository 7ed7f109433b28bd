// Geo plugin: decorates the instance with `geo` (the address search of routes/geo.ts and its embedded communes
// index). The index is read from the file the build wrote (config.buildDataDir, api/dist) at first use, or in the
// background once the server is ready outside tests, and kept in memory. Without that file the server still
// runs: it says so in its log and the address search answers 503 until the build has been run.
import fp from 'fastify-plugin';
import { onceUntilFailure } from '@annuaire/shared/utils/once-until-failure';
import { MissingBuildDataError } from '../build-data/files';
import { AddressSearch } from './address-search';
import { readCommunesIndex, type CommunesIndex } from './communes-index';

export interface GeoService {
  addressSearch: AddressSearch;
  /** The embedded communes index, loaded once (concurrent callers share the same load). */
  communesIndex(): Promise<CommunesIndex>;
}

declare module 'fastify' {
  interface FastifyInstance {
    geo: GeoService;
  }
}

export default fp(
  async (fastify) => {
    let missingLogged = false;
    // Loaded once and shared by concurrent callers; a failed load is forgotten, so that a later request tries again
    // (after a build, say) rather than keep the failure forever.
    const communesIndex = onceUntilFailure(
      () =>
        new Promise<CommunesIndex>((resolve, reject) => {
          // Next turn of the event loop: the synchronous load must not run inside the caller's stack.
          setImmediate(() => {
            try {
              const memoryBefore = process.memoryUsage().heapUsed;
              const { index, stats } = readCommunesIndex(fastify.config.buildDataDir);
              fastify.log.info(
                {
                  durationMs: Math.round(stats.durationMs),
                  communes: index.size,
                  heapDeltaMb: Math.round((process.memoryUsage().heapUsed - memoryBefore) / 1e5) / 10,
                  file: stats.file,
                },
                'index des communes chargé',
              );
              resolve(index);
            } catch (error) {
              // Said once in full; the searches answered 503 meanwhile log it again as their cause.
              if (error instanceof MissingBuildDataError && !missingLogged) {
                missingLogged = true;
                fastify.log.error({ file: error.file }, error.message);
              }
              reject(error);
            }
          });
        }),
    );

    const addressSearch = new AddressSearch({
      upstreamUrl: fastify.config.addressApiUrl,
      timeoutMs: fastify.config.addressApiTimeoutMs,
      loadIndex: communesIndex,
    });
    fastify.decorate('geo', { addressSearch, communesIndex });

    if (fastify.config.nodeEnv !== 'test') {
      fastify.addHook('onReady', async () => {
        communesIndex().catch((error: unknown) => {
          if (!(error instanceof MissingBuildDataError))
            fastify.log.error({ err: error }, 'index des communes indisponible');
        });
      });
    }
  },
  { name: 'geo', dependencies: ['config'] },
);
