// Geo plugin: decorates the instance with `geo` (the address search of routes/geo.ts and its embedded communes
// index). The index is loaded at first use, or in the background once the server is ready outside tests, and
// kept in memory; DATA_DIR/cache/communes-v1.json makes later starts fast.
import fp from 'fastify-plugin';
import { AddressSearch } from './address-search';
import { loadCommunesIndex, type CommunesIndex } from './communes-index';

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
    let pending: Promise<CommunesIndex> | null = null;
    const communesIndex = () => {
      pending ??= new Promise<CommunesIndex>((resolve, reject) => {
        // Next turn of the event loop: the synchronous build must not run inside the caller's stack.
        setImmediate(() => {
          try {
            const memoryBefore = process.memoryUsage().heapUsed;
            const { index, stats } = loadCommunesIndex(fastify.config.dataDir, (message, error) =>
              fastify.log.warn({ err: error }, message),
            );
            fastify.log.info(
              {
                source: stats.source,
                durationMs: Math.round(stats.durationMs),
                communes: index.size,
                heapDeltaMb: Math.round((process.memoryUsage().heapUsed - memoryBefore) / 1e5) / 10,
                file: stats.file,
              },
              stats.source === 'cache'
                ? 'index des communes chargé depuis le cache'
                : 'index des communes construit depuis les paquets installés',
            );
            resolve(index);
          } catch (error) {
            // Let a later request try again rather than keep a failed load forever.
            pending = null;
            reject(error);
          }
        });
      });
      return pending;
    };

    const addressSearch = new AddressSearch({
      upstreamUrl: fastify.config.addressApiUrl,
      timeoutMs: fastify.config.addressApiTimeoutMs,
      loadIndex: communesIndex,
    });
    fastify.decorate('geo', { addressSearch, communesIndex });

    if (fastify.config.nodeEnv !== 'test') {
      fastify.addHook('onReady', async () => {
        communesIndex().catch((error: unknown) =>
          fastify.log.error({ err: error }, 'index des communes indisponible'),
        );
      });
    }
  },
  { name: 'geo', dependencies: ['config'] },
);
