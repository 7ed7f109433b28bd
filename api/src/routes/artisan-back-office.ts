// The paged branch of GET /api/artisan/artisans (the back office's artisan list): one page of cards found in SQL
// on the trigram indexes of migrations 0029 and 0030, so a search costs the page it shows, not every artisan's name.
import type { FastifyInstance } from 'fastify';

export async function backOfficePage(
  fastify: FastifyInstance,
  request: { q?: string; specialite?: number; page: number; size: number },
) {
  const { ids, total } = await fastify.artisanRepository.searchIds(request);
  return {
    items: await fastify.artisanRepository.cardsByIds(ids),
    total,
    page: request.page,
    size: request.size,
    pageCount: Math.max(1, Math.ceil(total / request.size)),
  };
}
