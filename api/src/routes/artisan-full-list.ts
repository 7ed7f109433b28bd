// The full card lists of SPEC 7 (GET /api/artisan/artisans and /artisans-specialite/:id without parameters): the
// same JSON array of cards, by company name then id, but streamed. The cards are read ARTISAN_FULL_LIST_LIMITS.batch
// at a time from the name index (keyset: each batch starts after the last card of the one before) and written to the
// reply as they come, so that the server holds one batch, never the whole list, whatever the directory's size; no
// Content-Length (chunked), compressed on the way by @fastify/compress. Never kept in the hot cache: a list of
// 100,000 cards would hold its megabytes there. Each client address may ask for them a few times a minute only.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ARTISAN_FULL_LIST_LIMITS, ArtisanCardSchema } from '@annuaire/shared/contract/artisan';

/** What the OpenAPI descriptions of both routes say of the full list. */
export const FULL_LIST_DESCRIPTION =
  'La liste complète est envoyée au fil de sa lecture (par lots, sans Content-Length ni ETag) et limitée à ' +
  `${ARTISAN_FULL_LIST_LIMITS.max} demandes par minute et par adresse par défaut (429 avec Retry-After au-delà).`;

/** The JSON text of the open cards (of one trade when given), batch after batch, as the array's pieces. */
async function* cardArray(
  fastify: FastifyInstance,
  specialiteId: number | undefined,
): AsyncGenerator<string> {
  yield '[';
  let after = null;
  let first = true;
  do {
    const batch = await fastify.artisanRepository.cardBatch({
      specialiteId,
      after,
      limit: ARTISAN_FULL_LIST_LIMITS.batch,
    });
    if (batch.cards.length > 0) {
      // As the route's response schema would: only the card's fields, in its shape.
      const text = batch.cards.map((card) => JSON.stringify(ArtisanCardSchema.parse(card))).join(',');
      yield first ? text : `,${text}`;
      first = false;
    }
    after = batch.next;
  } while (after);
  yield ']';
}

/** The per-address limit both full lists share, counted before anything is read. */
export function fullListLimit(fastify: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  return fastify.createLimit({
    max: fastify.config.fullListLimit,
    timeWindow: ARTISAN_FULL_LIST_LIMITS.windowMs,
    keyGenerator: (request) => `artisan-full-list|${request.ip}`,
  });
}

/** Streams the full list (of one trade when given) as the reply. */
export function sendFullList(
  fastify: FastifyInstance,
  reply: FastifyReply,
  specialiteId?: number,
): FastifyReply {
  // The stream pulls a batch when the socket has taken the last one (backpressure): a slow client holds one batch.
  return reply
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(Readable.from(cardArray(fastify, specialiteId), { objectMode: false }));
}
