// The right to object (RGPD, article 21), registered under /api/registres: a business asks for its listing's
// withdrawal (POST /retraits, anyone: stored, then mailed to CONTACT_EMAIL through the outbox, Reply-To the
// requester), and an administrator lists the requests by page (GET /retraits) and accepts one (POST
// /retraits/{id}/acceptation: the SIRET joins registre_suppressions, the register's row and the listing built from it
// go, unless an account holds that listing) or refuses it with a reason (POST /retraits/{id}/refus); the requester is
// mailed the answer. The public form is bounded like the other public forms: a body limit, a count per address and
// hour, a honeypot, and a repeat of a waiting request stores and mails nothing. Every rule and message is in
// shared/contract/retrait.ts.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, IdParamsSchema, MessageResponseSchema } from '@annuaire/shared/contract/common';
import {
  DemandeRetraitPageSchema,
  DemandeRetraitSchema,
  RETRAIT_LIMITS,
  RETRAIT_MESSAGES,
  RetraitInputSchema,
  RetraitListQuerySchema,
  RetraitRefusInputSchema,
} from '@annuaire/shared/contract/retrait';
import { HttpError } from '../http-error';
import { CLAIM_LEASE_MS } from '../mail/message-outbox';
import type { RetraitDecision } from '../repositories/retrait';
import { storageKeys } from './artisan';
import { isBot } from './email';
import { RESOURCE_ERRORS, ROLE_ERRORS, SECURITY } from './openapi';

const TAGS = ['registres'];
const HOUR_MS = 60 * 60_000;

/**
 * The largest body POST /api/registres/retraits accepts. A request at its longest (a 500-character reason, the
 * longest e-mail, a SIRET with spaces, an id, the honeypot) is under 4 kB in UTF-8 even with escaped characters;
 * anything bigger is refused before it is parsed (413).
 */
export const RETRAIT_BODY_LIMIT = 8 * 1024;

const retraitsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = fastify.retraitRepository;
  const adminOnly = fastify.requireRole('ROLE_ADMIN');

  const perHour = fastify.createLimit(
    {
      max: RETRAIT_LIMITS.perHour,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `retraits|${request.ip}`,
    },
    (secondsLeft) => RETRAIT_MESSAGES.perHour(Math.max(1, Math.ceil(secondsLeft / 60))),
  );

  fastify.post(
    '/retraits',
    {
      bodyLimit: RETRAIT_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          'Demande de retrait d’une fiche de l’annuaire (droit d’opposition, RGPD article 21) : enregistrée puis ' +
          'transmise par e-mail à l’adresse de contact (public)',
        description:
          `Public. SIRET (14 chiffres, clé de Luhn ; les espaces sont ignorés), e-mail, motif sur une ligne ` +
          `(${RETRAIT_LIMITS.motifMax} caractères au plus) et, facultatif, l’identifiant de la fiche. ` +
          `${RETRAIT_LIMITS.perHour} demandes par heure au plus par adresse IP (429 avec Retry-After). Une demande ` +
          'du même SIRET et de la même adresse e-mail encore en attente reçoit la même réponse 201 sans rien ' +
          'enregistrer ni envoyer. Le champ caché `site` doit rester vide (sinon la même réponse 201, mais rien ' +
          'n’est enregistré ni envoyé). Corps JSON de 8 ko au plus (413).',
        body: RetraitInputSchema,
        response: {
          201: MessageResponseSchema,
          400: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Counted once the body is valid: a requester correcting a field does not use up their requests.
      await perHour(request);
      const { site, ...fields } = request.body;
      const answer = { message: RETRAIT_MESSAGES.sent };
      if (isBot(site)) {
        request.log.info('demande de retrait ignorée (champ piège rempli)');
        return reply.code(201).send(answer);
      }
      const created = await repository.create(fields, CLAIM_LEASE_MS);
      if (!created.stored) {
        // Answered as a first request: the same SIRET and e-mail already wait for a decision.
        request.log.info('demande de retrait déjà en attente : rien d’enregistré');
        return reply.code(201).send(answer);
      }
      request.log.info({ retraitId: created.id }, 'demande de retrait enregistrée');
      // Stored: whatever the mail does now, the request is kept and its mail retried.
      await fastify.messageOutbox.deliver(created.messages);
      return reply.code(201).send(answer);
    },
  );

  fastify.get(
    '/retraits',
    {
      onRequest: adminOnly,
      schema: {
        tags: TAGS,
        summary:
          'Les demandes de retrait d’une fiche, les plus récentes d’abord, par page, toutes ou d’un statut ' +
          '(administrateur)',
        description:
          `page (1 par défaut), size (${RETRAIT_LIMITS.pageSize} par défaut, ${RETRAIT_LIMITS.pageSizeMax} au ` +
          'plus), statut EN_ATTENTE, ACCEPTEE ou REFUSEE. Chaque demande porte la fiche nommée telle qu’elle est ' +
          '(nom, rattachée ou non à un compte) et l’établissement des registres de son SIRET.',
        security: SECURITY,
        querystring: RetraitListQuerySchema,
        response: { 200: DemandeRetraitPageSchema, ...ROLE_ERRORS },
      },
    },
    async (request) => {
      const { page = 1, size = RETRAIT_LIMITS.pageSize, statut } = request.query;
      return repository.list({ page, size, statut });
    },
  );

  /** A decision's answer: 404 or 409 in French, else the request as decided, its mail sent and the files gone. */
  const decided = async (request: FastifyRequest, decision: RetraitDecision) => {
    if (!decision.ok) {
      if (decision.reason === 'notFound') throw new HttpError(404, RETRAIT_MESSAGES.notFound);
      throw new HttpError(409, RETRAIT_MESSAGES.alreadyDecided);
    }
    // A listing deleted: the directory's answers that show it (pages, lists, the map) are stale.
    if (decision.deletedArtisanId !== null) request.publicChange = 'directory';
    request.log.info(
      {
        retraitId: decision.demande.id,
        statut: decision.demande.statut,
        resultat: decision.demande.resultat,
        artisanId: decision.deletedArtisanId,
      },
      'demande de retrait traitée',
    );
    // After the commit: a file that fails to go is logged, the listing is gone either way.
    const keys = decision.orphanImages.flatMap(storageKeys);
    const results = await Promise.allSettled(keys.map((key) => fastify.storage.delete(key)));
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        request.log.warn({ err: result.reason, key: keys[index] }, 'image non supprimée');
      }
    });
    await fastify.messageOutbox.deliver(decision.messages);
    return decision.demande;
  };

  fastify.post(
    '/retraits/:id/acceptation',
    {
      onRequest: adminOnly,
      schema: {
        tags: TAGS,
        summary:
          'Accepte une demande de retrait : le SIRET n’est plus importé, la fiche issue des registres est ' +
          'supprimée, et le demandeur en est informé par e-mail (administrateur)',
        description:
          'En une transaction : le SIRET rejoint registre_suppressions (avec le motif), l’établissement des ' +
          'registres est supprimé (ses qualifications avec lui), et la fiche qui lui est liée l’est aussi si aucun ' +
          'compte artisan ne la détient ; une fiche rattachée à un compte est conservée et la demande le dit ' +
          '(resultat FICHE_CONSERVEE). Une demande déjà traitée répond 409. Aucun corps.',
        security: SECURITY,
        params: IdParamsSchema,
        response: { 200: DemandeRetraitSchema, ...RESOURCE_ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request) => decided(request, await repository.accept(request.params.id, CLAIM_LEASE_MS)),
  );

  fastify.post(
    '/retraits/:id/refus',
    {
      onRequest: adminOnly,
      schema: {
        tags: TAGS,
        summary:
          'Refuse une demande de retrait avec un motif, envoyé au demandeur par e-mail (administrateur)',
        description: `Motif sur une ligne, ${RETRAIT_LIMITS.motifRefusMax} caractères au plus. Une demande déjà traitée répond 409.`,
        security: SECURITY,
        params: IdParamsSchema,
        body: RetraitRefusInputSchema,
        response: { 200: DemandeRetraitSchema, ...RESOURCE_ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request) =>
      decided(request, await repository.refuse(request.params.id, request.body.motif, CLAIM_LEASE_MS)),
  );
};

export default retraitsRoutes;
