// GET /api/artisan/{id}/zone.svg (public): the small static map of an artisan's area that its public page shows
// (remote-public's features/artisan, « Zone d’intervention »): France's land and départements around it from the
// embedded communes index, its activity radius drawn, its position and a scale bar (geo/zone-map.ts). No tile
// server. Kept like the other public answers (hot cache, ETag, br and gzip made once), and cached an hour by
// browsers; the SVG carries a policy of its own that lets it load nothing and run nothing.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ARTISAN_MESSAGES } from '@annuaire/shared/contract/artisan';
import { ApiErrorSchema, IdParamsSchema } from '@annuaire/shared/contract/common';
import { MissingBuildDataError } from '../build-data/files';
import { communeSeeds, zoneBackground, type ZoneBackground } from '../geo/zone-background';
import { renderZoneSvg, zoneFrame } from '../geo/zone-map';
import { HttpError } from '../http-error';
import { etagMatches, prepareJson, sendPrepared, type PreparedJson } from '../plugins/http-cache';

/** The French answers of this route (the contract's). */
export const ZONE_MESSAGES = { noPosition: ARTISAN_MESSAGES.noPosition } as const;

export const ZONE_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';
/** Browsers keep the image an hour; the page it illustrates says the radius in words too. */
export const ZONE_CACHE_CONTROL = 'public, max-age=3600';
/** An image drawn without its background (the build's communes index is missing): asked again next time. */
const DEGRADED_CACHE_CONTROL = 'no-cache';
/** Nothing to load and nothing to run: only the SVG's own presentation attributes. */
export const ZONE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

interface ZoneAnswer {
  prepared: PreparedJson;
  /** False when drawn without the background. */
  complete: boolean;
}

const artisanZoneRoutes: FastifyPluginAsyncZod = async (fastify) => {
  /** The land and départements of a frame, or null (logged by the geo plugin) when the index cannot be read. */
  const backgroundOf = async (frame: ReturnType<typeof zoneFrame>): Promise<ZoneBackground | null> => {
    try {
      return zoneBackground(communeSeeds(await fastify.geo.communesIndex()), frame);
    } catch (error) {
      if (error instanceof MissingBuildDataError) return null;
      throw error;
    }
  };

  fastify.get(
    '/:id/zone.svg',
    {
      schema: {
        tags: ['artisans'],
        summary: 'Carte de la zone d’intervention d’un artisan (image SVG)',
        description:
          'Public. Une image SVG de 320 × 240 : les départements autour de la position de l’artisan (fond hors ' +
          'ligne tiré de l’index des communes, sans serveur de tuiles), son rayon d’activité tracé (64 points à ' +
          'la distance exacte du rayon), sa position et une échelle, dans une projection équirectangulaire ' +
          'corrigée par le cosinus de la latitude, cadrée sur le rayon plus 30 % (15 km au moins). ' +
          'Cache-Control public, max-age=3600, avec ETag. 404 si l’artisan n’existe pas ou n’a pas de position.',
        params: IdParamsSchema,
        // The image is SVG; a refusal is the API's JSON error, like every other route's.
        response: {
          200: {
            description: 'Image SVG de la zone d’intervention',
            content: { 'image/svg+xml': { schema: z.string() } },
          },
          400: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // The same for every visitor: kept until a write changes the directory (an artisan's radius or position
      // is changed by a PUT, which forgets every answer), an unknown id or a missing position not kept.
      const answer = await fastify.hotCache.get<ZoneAnswer>(`artisan:zone:${id}`, async () => {
        const artisan = await fastify.artisanRepository.findById(id);
        if (!artisan) throw new HttpError(404, ARTISAN_MESSAGES.notFound);
        if (artisan.latitude === null || artisan.longitude === null)
          throw new HttpError(404, ZONE_MESSAGES.noPosition);
        const position = { lat: artisan.latitude, lon: artisan.longitude };
        const radiusKm = Math.max(0, artisan.rayonActivite);
        const frame = zoneFrame(position, radiusKm);
        const background = await backgroundOf(frame);
        return {
          prepared: prepareJson(renderZoneSvg({ position, radiusKm, background, frame })),
          complete: background !== null,
        };
      });
      const { prepared, complete } = answer;
      reply
        .header('cache-control', complete ? ZONE_CACHE_CONTROL : DEGRADED_CACHE_CONTROL)
        .header('content-security-policy', ZONE_CSP);
      // The ETag hook of http-cache.ts answers 304 for JSON only.
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && etagMatches(ifNoneMatch, prepared.etag)) {
        return (reply as FastifyReply).code(304).header('etag', prepared.etag).send();
      }
      return sendPrepared(request, reply, prepared, ZONE_CONTENT_TYPE);
    },
  );
};

export default artisanZoneRoutes;
