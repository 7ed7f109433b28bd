// Artisan repository: public cards, pages (nearest first), map markers, the public profile (reads.ts), admin and
// self updates, and deletion with everything attached (writes.ts). Decorates `fastify.artisanRepository`; used by
// routes/artisan.ts and routes/sitemap.ts.
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { createArtisanReads } from './reads';
import type { ArtisanRepository } from './types';
// For the tests: the folding of the stored name keys (text/fold.ts), and the boxes of nearest-first pages.
export { foldText } from '../../text/fold';
export { boundingBox, type PositionBox } from './geometry';
import { createArtisanWrites } from './writes';

export type {
  ArtisanDeletion,
  ArtisanRepository,
  ArtisanWriteRefusal,
  ArtisanWriteResult,
  CardCursor,
  MapFilters,
  PageRequest,
} from './types';

export function createArtisanRepository(db: Db): ArtisanRepository {
  const reads = createArtisanReads(db);
  return { ...reads, ...createArtisanWrites(db, reads.findById) };
}

declare module 'fastify' {
  interface FastifyInstance {
    artisanRepository: ArtisanRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('artisanRepository', createArtisanRepository(fastify.db));
  },
  { name: 'artisan-repository', dependencies: ['db'] },
);
