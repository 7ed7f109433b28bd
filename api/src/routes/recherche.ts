// /api/recherche: the public search by company name, SIRET or SIREN, trade and place (repositories/recherche), and
// the header's suggestions as one types. Public: it reads what the trade pages show, closed listings never.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@annuaire/shared/contract/common';
import {
  RecherchePageSchema,
  RechercheQuerySchema,
  RechercheSuggestionListSchema,
  RechercheSuggestionsQuerySchema,
  RECHERCHE_LIMITS,
} from '@annuaire/shared/contract/recherche';

const TAGS = ['recherche'];

/**
 * The suggestions follow the keys typed (one request per pause of RECHERCHE_LIMITS.suggestionDebounceMs): a person
 * typing fast stays far below this, a script reading the directory through them does not.
 */
export const SUGGESTIONS_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

const rechercheRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = fastify.rechercheRepository;

  fastify.get(
    '',
    {
      schema: {
        tags: TAGS,
        summary: 'Recherche d’artisans par nom d’entreprise, SIRET, SIREN, métier et lieu',
        description:
          'Accents, casse, tirets et apostrophes ignorés, pluriels et fautes de frappe tolérés. « plombier tulle » ' +
          'cherche un métier dans une ville (ou un code postal, un département) ; 14 ou 9 chiffres (espaces ' +
          `permis) cherchent un SIRET ou un SIREN exact. Le total est compté jusqu’à ${RECHERCHE_LIMITS.totalCap} ` +
          '(totalPlafonne au-delà). Les fiches fermées n’apparaissent jamais ; les fiches du registre non gérées ' +
          'viennent après les autres à pertinence égale.',
        querystring: RechercheQuerySchema,
        response: { 200: RecherchePageSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { q, page, size } = request.query;
      return repository.search(q, page, size);
    },
  );

  fastify.get(
    '/suggestions',
    {
      config: { rateLimit: SUGGESTIONS_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: 'Suggestions d’artisans pendant la saisie de la recherche',
        description: `Les ${RECHERCHE_LIMITS.suggestionCount} premiers résultats de la recherche, à partir de ${RECHERCHE_LIMITS.suggestionMinChars} caractères (liste vide en deçà).`,
        querystring: RechercheSuggestionsQuerySchema,
        response: { 200: RechercheSuggestionListSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { q } = request.query;
      if (q.length < RECHERCHE_LIMITS.suggestionMinChars) return [];
      return repository.suggestions(q);
    },
  );
};

export default rechercheRoutes;
