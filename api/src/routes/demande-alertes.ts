// How an artisan is told of new requests (contract/demande-alertes.ts), registered under /api: its choice, read and
// written by the artisan itself or an admin (GET and PUT /api/artisan/{artisanId}/alertes-demandes, the editor's
// « Demandes » tab), and the daily digest sweep run at once by an admin (POST /api/demandes/recapitulatifs: the
// sweep runs on a timer in each instance; this runs it now, e.g. for a browser journey against a running server,
// and still sends each artisan one digest a day at most). The owner is decided by the session as the database has
// it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthClaims } from '@annuaire/shared/contract/auth';
import { ApiErrorSchema, MESSAGES } from '@annuaire/shared/contract/common';
import {
  ALERTES_MESSAGES,
  AlertesDemandesSchema,
  RecapitulatifSweepSchema,
} from '@annuaire/shared/contract/demande-alertes';
import { ArtisanIdParamsSchema } from '@annuaire/shared/contract/demande';
import { HttpError } from '../http-error';
import { RESOURCE_ERRORS, ROLE_ERRORS, SECURITY } from './openapi';

const TAGS = ['demandes'];

function mayManage(user: AuthClaims, artisanId: number): boolean {
  return user.role === 'ROLE_ADMIN' || (user.role === 'ROLE_ARTISAN' && user.artisanId === artisanId);
}

const demandeAlertesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = fastify.demandeAlertesRepository;
  const ownerOrAdmin = fastify.requireRole('ROLE_ADMIN', 'ROLE_ARTISAN');
  const description =
    'ROLE_ADMIN : n’importe quel artisan. ROLE_ARTISAN : seulement le sien (le compte de la session doit être ' +
    'propriétaire de cet artisan), sinon 403. Artisan inconnu : 404. Réponse privée, jamais mise en cache.';

  fastify.get(
    '/artisan/:artisanId/alertes-demandes',
    {
      onRequest: ownerOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Comment l’artisan est prévenu des nouvelles demandes : à chaque demande (CHAQUE) ou par un ' +
          'récapitulatif quotidien (QUOTIDIEN) (l’artisan lui-même, ou un administrateur)',
        description,
        security: SECURITY,
        params: ArtisanIdParamsSchema,
        response: { 200: AlertesDemandesSchema, ...RESOURCE_ERRORS },
      },
    },
    async (request, reply) => {
      const { artisanId } = request.params;
      if (!mayManage(request.user, artisanId)) throw new HttpError(403, MESSAGES.forbidden);
      const mode = await repository.getMode(artisanId);
      if (!mode) throw new HttpError(404, ALERTES_MESSAGES.artisanNotFound);
      reply.header('cache-control', 'no-store');
      return { mode };
    },
  );

  fastify.put(
    '/artisan/:artisanId/alertes-demandes',
    {
      onRequest: ownerOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Choisit comment l’artisan est prévenu des nouvelles demandes : CHAQUE (un e-mail par demande) ou ' +
          'QUOTIDIEN (un récapitulatif par jour, aucun sans nouvelle demande) (l’artisan lui-même, ou un administrateur)',
        description:
          `${description} Les demandes reçues pendant le choix QUOTIDIEN sont toutes annoncées par le ` +
          'récapitulatif suivant, même si le choix change entre-temps.',
        security: SECURITY,
        params: ArtisanIdParamsSchema,
        body: AlertesDemandesSchema,
        response: { 200: AlertesDemandesSchema, ...RESOURCE_ERRORS },
      },
    },
    async (request) => {
      const { artisanId } = request.params;
      if (!mayManage(request.user, artisanId)) throw new HttpError(403, MESSAGES.forbidden);
      const mode = await repository.setMode(artisanId, request.body.mode);
      if (!mode) throw new HttpError(404, ALERTES_MESSAGES.artisanNotFound);
      request.log.info({ artisanId, mode }, 'alertes de nouvelles demandes choisies');
      return { mode };
    },
  );

  fastify.post(
    '/demandes/recapitulatifs',
    {
      onRequest: fastify.requireRole('ROLE_ADMIN'),
      schema: {
        tags: TAGS,
        summary:
          'Envoie maintenant les récapitulatifs quotidiens dus : un par artisan ayant de nouvelles demandes et ' +
          'aucun récapitulatif envoyé ce jour (heure de Paris) (administrateur)',
        description:
          'Le même passage que celui que chaque instance fait toutes les heures ; un artisan ne reçoit jamais ' +
          'deux récapitulatifs le même jour, ni une demande dans deux récapitulatifs. 503 si le passage échoue.',
        security: SECURITY,
        response: { 200: RecapitulatifSweepSchema, ...ROLE_ERRORS, 503: ApiErrorSchema },
      },
    },
    async () => {
      const result = await fastify.recapitulatifSweep();
      if (!result) throw new HttpError(503, ALERTES_MESSAGES.sweepFailed);
      return result;
    },
  );
};

export default demandeAlertesRoutes;
