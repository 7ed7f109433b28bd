// Requests to a listing of the registers nobody manages yet (contract/fiche-non-geree.ts), registered under /api:
// the claimed artisans a listing that cannot be reached offers instead (GET /api/artisan/{artisanId}/alternatives,
// public), and its business's « Ne plus recevoir de demandes » (GET, POST and DELETE /api/demandes/refus/{jeton}:
// the link of the mail a request brought it is the key; POST is also RFC 8058's one-click unsubscribe of that mail).
// Sending a request itself is routes/demandes.ts's, which refuses a listing that cannot be reached.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@annuaire/shared/contract/common';
import {
  AlternativesQuerySchema,
  ARTISAN_MESSAGES,
  ArtisanCardListSchema,
} from '@annuaire/shared/contract/artisan';
import {
  ArtisanIdParamsSchema,
  OptOutSchema,
  OptOutTokenParamsSchema,
} from '@annuaire/shared/contract/demande';
import { FICHE_NON_GEREE_LIMITS, FICHE_NON_GEREE_MESSAGES } from '@annuaire/shared/contract/fiche-non-geree';
import { deriveOptOutKey, optOutTokenId, verifyOptOutToken } from '../auth/opt-out-token';
import { HttpError } from '../http-error';
import type { OptOutListing } from '../repositories/fiche-non-geree';

/** The largest body the one-click unsubscribe accepts (RFC 8058 posts `List-Unsubscribe=One-Click`). */
const ONE_CLICK_BODY_LIMIT = 1024;

const ficheNonGereeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = fastify.ficheNonGereeRepository;
  const optOutKey = deriveOptOutKey(fastify.config.jwtSecret);

  // A mail client's one-click unsubscribe posts a form (RFC 8058): its content says nothing the link does not.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, _body, done) => done(null, undefined),
  );

  fastify.get(
    '/artisan/:artisanId/alternatives',
    {
      schema: {
        tags: ['artisans'],
        summary:
          `Au plus ${FICHE_NON_GEREE_LIMITS.alternativesMax} artisans à la fiche gérée par leur entreprise, du ` +
          'premier métier de cette fiche, qui interviennent au lieu donné (lat et lon ; sinon à la position de la ' +
          'fiche), les plus proches d’abord : ce que propose une fiche qu’on ne peut pas encore joindre (public)',
        description:
          'Fiche inconnue ou fermée : 404. Sans position ni métier : liste vide. La fiche elle-même n’y figure ' +
          'jamais.',
        params: ArtisanIdParamsSchema,
        querystring: AlternativesQuerySchema,
        response: { 200: ArtisanCardListSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { artisanId } = request.params;
      const { lat, lon } = request.query;
      // Under the trade lists' prefix (plugins/http-cache.ts): any change of an artisan's card, trades or place
      // forgets it.
      const key = `artisan:trade:alternatives:${artisanId}:${lat ?? ''},${lon ?? ''}`;
      return fastify.hotCache.get(key, async () => {
        const origin = await repository.findOrigin(artisanId);
        if (!origin) throw new HttpError(404, ARTISAN_MESSAGES.notFound);
        const point =
          lat !== undefined && lon !== undefined
            ? { lat, lon }
            : origin.latitude !== null && origin.longitude !== null
              ? { lat: origin.latitude, lon: origin.longitude }
              : null;
        if (point === null || origin.specialiteId === null) return [];
        const page = await fastify.artisanRepository.pageBySpecialite(origin.specialiteId, {
          page: 1,
          // One more, should the listing itself be managed and among them.
          size: FICHE_NON_GEREE_LIMITS.alternativesMax + 1,
          origin: point,
          sort: 'distance',
          couvre: true,
          geree: true,
        });
        return page.items
          .filter((card) => card.id !== artisanId)
          .slice(0, FICHE_NON_GEREE_LIMITS.alternativesMax);
      });
    },
  );

  /** The listing an opt-out link names, checked against its SIRET as it is now; 404 for any other link. */
  const listingOf = async (token: string): Promise<OptOutListing> => {
    const artisanId = optOutTokenId(token);
    const listing = artisanId === null ? null : await repository.findOptOut(artisanId);
    if (artisanId === null || !listing || !verifyOptOutToken(optOutKey, token, artisanId, listing.siret)) {
      throw new HttpError(404, FICHE_NON_GEREE_MESSAGES.linkInvalid);
    }
    return listing;
  };

  const answer = (listing: OptOutListing) => ({
    artisanId: listing.artisanId,
    entrepriseNom: listing.entrepriseNom,
    refus: listing.dateRefus !== null && !listing.geree,
    dateRefus: listing.geree ? null : listing.dateRefus,
  });

  const optOutSchema = {
    tags: ['demandes'],
    params: OptOutTokenParamsSchema,
    response: { 200: OptOutSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
  };
  const linkIsKey =
    'Public : le lien de l’e-mail est la clé (signé, valable tant que la fiche garde son SIRET ; lien inconnu ou ' +
    'altéré : 404, jeton mal formé : 400). Réponse privée, jamais mise en cache.';

  fastify.get(
    '/demandes/refus/:jeton',
    {
      schema: {
        ...optOutSchema,
        summary:
          'La fiche qu’un lien « Ne plus recevoir de demandes » désigne, et si elle les refuse (public)',
        description: linkIsKey,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return answer(await listingOf(request.params.jeton));
    },
  );

  /** Records the business's choice: « Ne plus recevoir de demandes » (`refus`) or its undoing. */
  const choose = async (
    request: Pick<FastifyRequest, 'log' | 'publicChange'> & { params: { jeton: string } },
    reply: FastifyReply,
    refus: boolean,
  ) => {
    reply.header('cache-control', 'no-store');
    const listing = await listingOf(request.params.jeton);
    const written = await repository.setOptOut(listing.artisanId, refus);
    if (written === null) throw new HttpError(404, FICHE_NON_GEREE_MESSAGES.linkInvalid);
    if (written === 'managed') throw new HttpError(409, FICHE_NON_GEREE_MESSAGES.managed);
    request.log.info({ artisanId: written.artisanId, refus }, 'choix des demandes d’une fiche non gérée');
    // Its page says whether it can be reached.
    request.publicChange = { reactiviteOf: [written.artisanId] };
    return answer(written);
  };
  const choiceDescription = `${linkIsKey} Idempotent. Fiche gérée par son entreprise entre-temps : 409 (son compte choisit ses alertes).`;

  fastify.post(
    '/demandes/refus/:jeton',
    {
      schema: {
        ...optOutSchema,
        summary:
          '« Ne plus recevoir de demandes » : la fiche non gérée n’en reçoit plus, et le dit (public, lien de ' +
          'l’e-mail ; aussi le désabonnement en un clic de RFC 8058)',
        description: choiceDescription,
      },
    },
    (request, reply) => choose(request, reply, true),
  );

  fastify.delete(
    '/demandes/refus/:jeton',
    {
      schema: {
        ...optOutSchema,
        summary: '« Recevoir à nouveau les demandes » : annule le refus (public, lien de l’e-mail)',
        description: choiceDescription,
      },
    },
    (request, reply) => choose(request, reply, false),
  );
};

export default ficheNonGereeRoutes;
