// /api/geo: address search for the map and the trade page (public). Answers in the GeoJSON shape of the national
// address API, from the Géoplateforme geocoder or, when it fails, from the embedded communes index (geo/plugin.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddressSearchQuerySchema, AddressSearchResponseSchema } from '@annuaire/shared/contract/address';
import { ApiErrorSchema } from '@annuaire/shared/contract/common';

const geoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/search',
    {
      schema: {
        tags: ['géographie'],
        summary: 'Suggestions d’adresses et de communes (public)',
        description:
          'Même forme que l’API Adresse nationale (FeatureCollection, coordonnées [lon, lat]). Moins de 3 ' +
          'caractères non blancs : liste vide. Si le géocodeur de la Géoplateforme ne répond pas à temps, la ' +
          'réponse vient de l’index embarqué des communes françaises (type « municipality ») ; le géocodeur ' +
          'est alors laissé au repos 30 s.',
        querystring: AddressSearchQuerySchema,
        response: { 200: AddressSearchResponseSchema, 400: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request) => fastify.geo.addressSearch.search(request.query.q, request.query.limit, request.log),
  );
};

export default geoRoutes;
