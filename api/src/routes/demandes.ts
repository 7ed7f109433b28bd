// Requests relayed to artisans (issue 19), registered under /api: a visitor's request to one to three artisans
// (POST /api/demandes, anyone: stored, then mailed to each artisan's account e-mail through the outbox, Reply-To
// the visitor, and a copy to the visitor saying what was sent, to whom and what happens next), an artisan's inbox (GET /api/artisan/{artisanId}/demandes, that artisan or an admin) and its
// « Marquer comme traitée » (PUT /api/demandes/{id}) and its reading (POST /api/demandes/{id}/lue, when the inbox
// displayed it), both the artisan it was sent to only; the visitor's « Ma demande » (GET /api/demandes/suivi/{token})
// and « Retirer ma demande » (POST /api/demandes/suivi/{token}/retrait, the link is the key); the back office's counts,
// reading and deletion (admin). The owner is decided by the session as the database has it, never by an id of the
// request. The remote-public form, the editor's inbox and the back office's screen call these.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthClaims } from '@annuaire/shared/contract/auth';
import { ApiErrorSchema, MESSAGES, MessageResponseSchema } from '@annuaire/shared/contract/common';
import {
  ArtisanIdParamsSchema,
  DEMANDE_LIMITS,
  DEMANDE_MESSAGES,
  DemandeCountListSchema,
  DemandeIdParamsSchema,
  DemandeInputSchema,
  DemandeListSchema,
  DemandeSchema,
  DemandeSuiviSchema,
  DemandeUpdateSchema,
  DEMANDE_SUIVI_MESSAGES,
  SuiviTokenParamsSchema,
} from '@annuaire/shared/contract/demande';
import { FICHE_NON_GEREE_LIMITS, FICHE_NON_GEREE_MESSAGES } from '@annuaire/shared/contract/fiche-non-geree';
import { deriveSuiviKey, suiviTokenId, verifySuiviToken } from '../auth/demande-suivi-token';
import { HttpError } from '../http-error';
import { CLAIM_LEASE_MS } from '../mail/message-outbox';
import type { SuiviRecord } from '../repositories/demande';
import { isBot } from './email';
import { RESOURCE_ERRORS, SECURITY } from './openapi';

const TAGS = ['demandes'];

/**
 * The largest body POST /api/demandes accepts. A request at its longest (a 2,000-character message, a 100-character
 * name, the longest e-mail and phone, three ids) is under 8 kB in UTF-8 whatever its letters; twice that leaves room
 * for escaped characters, and refuses anything bigger before it is parsed (413).
 */
export const DEMANDE_BODY_LIMIT = 16 * 1024;

const HOUR_MS = 60 * 60_000;

/** The artisan who owns `artisanId` now (the session's artisan is read from the database at each request). */
function ownsArtisan(user: AuthClaims, artisanId: number): boolean {
  return user.role === 'ROLE_ARTISAN' && user.artisanId === artisanId;
}

const demandesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = fastify.demandeRepository;
  const adminOnly = fastify.requireRole('ROLE_ADMIN');

  const perHour = fastify.createLimit(
    {
      max: DEMANDE_LIMITS.perHour,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `demandes|${request.ip}`,
    },
    (secondsLeft) => DEMANDE_MESSAGES.perHour(Math.max(1, Math.ceil(secondsLeft / 60))),
  );

  /**
   * The artisan the request's session owns (a signed-in artisan writing to itself), null for anyone else: its
   * request is relayed but never counts in its figures. A missing or ended session is no error on this public route.
   */
  const senderArtisan = async (request: FastifyRequest): Promise<number | null> => {
    const session = await fastify.readSession(request);
    return session?.role === 'ROLE_ARTISAN' ? (session.artisanId ?? null) : null;
  };

  /** The request of `:id`, if the session's artisan (read from the database) is the one it was sent to; else 404/403. */
  const ownDemande = async (request: Pick<FastifyRequest, 'user'> & { params: { id: number } }) => {
    const existing = await repository.findById(request.params.id);
    if (!existing) throw new HttpError(404, DEMANDE_MESSAGES.notFound);
    if (!ownsArtisan(request.user, existing.artisanId)) throw new HttpError(403, MESSAGES.forbidden);
    return existing;
  };

  /** Tells the caches the artisans' figures changed (their profile's badge), once the answer is a success. */
  const figuresChanged = (request: FastifyRequest, changed: readonly number[]) => {
    if (changed.length > 0) request.publicChange = { reactiviteOf: changed };
  };

  fastify.post(
    '/demandes',
    {
      bodyLimit: DEMANDE_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          'Demande d’un visiteur à un à trois artisans : enregistrée (une par artisan) puis transmise par e-mail ' +
          'au compte de chaque artisan, avec l’adresse du visiteur en Reply-To, et une copie envoyée au visiteur ' +
          '(public)',
        description:
          `Public. ${DEMANDE_LIMITS.perHour} demandes par heure au plus par adresse IP (429 avec Retry-After) ; ` +
          `une même adresse e-mail n’écrit au même artisan qu’une fois par ${DEMANDE_LIMITS.sameArtisanWindowHours} h : ` +
          'une nouvelle demande dans ce délai reçoit la même réponse 201 qu’une première, sans rien enregistrer ni ' +
          'envoyer à cet artisan (les autres artisans choisis la reçoivent), afin que la réponse ne dise à personne ' +
          'qui a écrit à qui ; artisan inconnu : 404. Le champ caché ' +
          '`site` doit rester vide (sinon la même réponse 201, mais rien n’est enregistré ni envoyé). L’adresse ' +
          'de l’artisan n’est jamais donnée au visiteur. Corps JSON de 16 ko au plus (413). Une fiche du ' +
          'registre que personne ne gère reçoit la demande à l’adresse e-mail de la liste RGE, au plus ' +
          `${FICHE_NON_GEREE_LIMITS.demandesMax} par ${FICHE_NON_GEREE_LIMITS.fenetreJours} jours ; sans adresse, ` +
          'au-delà, ou quand l’entreprise a refusé les demandes : 409, et rien n’est enregistré.',
        body: DemandeInputSchema,
        response: {
          201: MessageResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Counted once the body is valid: a visitor correcting a field does not use up their requests.
      await perHour(request);
      const { artisanIds, site, consentement: _consentement, ...fields } = request.body;
      const answer = {
        message: artisanIds.length > 1 ? DEMANDE_MESSAGES.sentMany : DEMANDE_MESSAGES.sent,
      };
      if (isBot(site)) {
        request.log.info({ artisans: artisanIds.length }, 'demande ignorée (champ piège rempli)');
        return reply.code(201).send(answer);
      }
      const created = await repository.create(
        artisanIds,
        fields,
        CLAIM_LEASE_MS,
        await senderArtisan(request),
      );
      if (!created.ok && created.reason === 'injoignable') {
        throw new HttpError(
          409,
          created.joignabilite === 'REFUS'
            ? FICHE_NON_GEREE_MESSAGES.refused
            : FICHE_NON_GEREE_MESSAGES.notYet,
        );
      }
      if (!created.ok) throw new HttpError(404, DEMANDE_MESSAGES.artisanNotFound);
      // A repeat within the day stored nothing for its artisans; the answer stays that of a first request.
      request.log.info(
        { demandeIds: created.demandeIds, repeats: artisanIds.length - created.demandeIds.length },
        'demande enregistrée',
      );
      figuresChanged(request, created.changed);
      // Stored: whatever the mail does now, the request is kept and its mail retried.
      await fastify.messageOutbox.deliver(created.messages);
      return reply.code(201).send(answer);
    },
  );

  const suiviKey = deriveSuiviKey(fastify.config.jwtSecret);

  /** The record a « Ma demande » link opens, checked against its stored nonce; 404 for any other link. */
  const suiviOf = async (token: string): Promise<SuiviRecord & { id: number }> => {
    const id = suiviTokenId(token);
    const record = id === null ? null : await repository.findSuivi(id);
    if (id === null || !record || !verifySuiviToken(suiviKey, token, id, record.nonce)) {
      throw new HttpError(404, DEMANDE_SUIVI_MESSAGES.linkInvalid);
    }
    return { ...record, id };
  };

  fastify.get(
    '/demandes/suivi/:token',
    {
      schema: {
        tags: TAGS,
        summary:
          'La page « Ma demande » du visiteur : ce qu’il a envoyé, quand, à quels artisans, et si chacun l’a ' +
          'marquée traitée (public, avec le lien personnel de sa copie)',
        description:
          'Public : le lien est la clé (signé, il expire avec la conservation des demandes, ' +
          `${DEMANDE_LIMITS.retentionMonths} mois, et cesse de fonctionner quand ses demandes sont supprimées). ` +
          'Lien inconnu, altéré ou expiré : 404 ; jeton mal formé : 400. Réponse privée, jamais mise en cache.',
        params: SuiviTokenParamsSchema,
        response: { 200: DemandeSuiviSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await suiviOf(request.params.token)).suivi;
    },
  );

  fastify.post(
    '/demandes/suivi/:token/retrait',
    {
      schema: {
        tags: TAGS,
        summary:
          '« Retirer ma demande » : le visiteur retire sa demande ; chaque artisan qui l’a reçue en est prévenu ' +
          'par e-mail et la voit « Retirée par le particulier » (public, avec le lien personnel de sa copie)',
        description:
          'Public : le lien est la clé, comme pour la lecture (lien inconnu, altéré ou expiré : 404 ; jeton mal ' +
          'formé : 400). Idempotent : retirer une demande déjà retirée ne change rien et n’envoie aucun e-mail. ' +
          'Répond la demande telle qu’elle est alors (dateRetrait posée). Réponse privée, jamais mise en cache.',
        params: SuiviTokenParamsSchema,
        response: { 200: DemandeSuiviSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id } = await suiviOf(request.params.token);
      const withdrawn = await repository.withdraw(id, CLAIM_LEASE_MS);
      if (withdrawn.messages.length > 0) {
        request.log.info(
          { suiviId: id, demandes: withdrawn.messages.length },
          'demande retirée par le particulier',
        );
      }
      figuresChanged(request, withdrawn.changed);
      // Stored: the artisans' notices are retried if the mail fails now.
      await fastify.messageOutbox.deliver(withdrawn.messages);
      return (await suiviOf(request.params.token)).suivi;
    },
  );

  fastify.get(
    '/artisan/:artisanId/demandes',
    {
      onRequest: fastify.requireRole('ROLE_ADMIN', 'ROLE_ARTISAN'),
      schema: {
        tags: TAGS,
        summary:
          'Les demandes reçues par un artisan, les plus récentes d’abord, avec le nombre de non traitées et sa ' +
          'réactivité (l’artisan lui-même, ou un administrateur)',
        description:
          'ROLE_ADMIN : celles de n’importe quel artisan. ROLE_ARTISAN : seulement les siennes (le compte de la ' +
          'session doit être propriétaire de cet artisan), sinon 403. Réponse privée, jamais mise en cache.',
        security: SECURITY,
        params: ArtisanIdParamsSchema,
        response: { 200: DemandeListSchema, ...RESOURCE_ERRORS },
      },
    },
    async (request) => {
      const { artisanId } = request.params;
      if (request.user.role !== 'ROLE_ADMIN' && !ownsArtisan(request.user, artisanId)) {
        throw new HttpError(403, MESSAGES.forbidden);
      }
      const list = await repository.listByArtisan(artisanId);
      if (!list) throw new HttpError(404, DEMANDE_MESSAGES.artisanNotFound);
      return list;
    },
  );

  fastify.get(
    '/demandes',
    {
      onRequest: adminOnly,
      schema: {
        tags: TAGS,
        summary:
          'Nombre de demandes (et de non traitées) par artisan, l’artisan à la demande la plus récente d’abord ' +
          '(administrateur)',
        security: SECURITY,
        response: { 200: DemandeCountListSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => repository.countsByArtisan(),
  );

  fastify.get(
    '/demandes/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: TAGS,
        summary: 'Une demande, avec les coordonnées du visiteur (administrateur)',
        security: SECURITY,
        params: DemandeIdParamsSchema,
        response: { 200: DemandeSchema, ...RESOURCE_ERRORS },
      },
    },
    async (request) => {
      const demande = await repository.findById(request.params.id);
      if (!demande) throw new HttpError(404, DEMANDE_MESSAGES.notFound);
      return demande;
    },
  );

  fastify.put(
    '/demandes/:id',
    {
      // The artisan's own inbox: an admin reads requests but does not handle them in the artisan's place.
      onRequest: fastify.requireRole('ROLE_ARTISAN'),
      schema: {
        tags: TAGS,
        summary:
          'Marque une demande comme traitée (traitee: true, date de traitement posée une fois) ou non ' +
          '(l’artisan à qui elle a été envoyée uniquement)',
        description:
          'ROLE_ARTISAN seulement : l’artisan dont la session possède l’artisan destinataire ; un autre artisan ou ' +
          'un administrateur reçoit 403. Une demande retirée par le particulier ne se marque plus : 409. Recalcule la réactivité de l’artisan (badge « Répond rapidement »).',
        security: SECURITY,
        params: DemandeIdParamsSchema,
        body: DemandeUpdateSchema,
        response: { 200: DemandeSchema, ...RESOURCE_ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const existing = await ownDemande(request);
      if (existing.dateRetrait !== null) throw new HttpError(409, DEMANDE_MESSAGES.retiree);
      const written = await repository.setTraitee(existing.id, request.body.traitee);
      if (!written) {
        // Withdrawn (or deleted) between the two reads.
        const now = await repository.findById(existing.id);
        throw now
          ? new HttpError(409, DEMANDE_MESSAGES.retiree)
          : new HttpError(404, DEMANDE_MESSAGES.notFound);
      }
      figuresChanged(request, written.changed);
      return written.demande;
    },
  );

  fastify.post(
    '/demandes/:id/lue',
    {
      // Read is what its artisan saw: an admin reading the inbox is not the artisan reading it.
      onRequest: fastify.requireRole('ROLE_ARTISAN'),
      schema: {
        tags: TAGS,
        summary:
          'Note que l’artisan destinataire a affiché la demande dans sa boîte « Demandes reçues » (la première ' +
          'fois seulement) : le visiteur voit « Lue le … » sur « Ma demande »',
        description:
          'ROLE_ARTISAN seulement : l’artisan dont la session possède l’artisan destinataire ; un autre artisan ou ' +
          'un administrateur reçoit 403. Idempotent : la date de la première lecture est gardée.',
        security: SECURITY,
        params: DemandeIdParamsSchema,
        response: { 200: DemandeSchema, ...RESOURCE_ERRORS },
      },
    },
    async (request) => {
      const existing = await ownDemande(request);
      const read = await repository.markLue(existing.id);
      if (!read) throw new HttpError(404, DEMANDE_MESSAGES.notFound);
      return read;
    },
  );

  fastify.delete(
    '/demandes/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: TAGS,
        summary: 'Supprime une demande (abus) et son e-mail s’il n’est pas encore parti (administrateur)',
        security: SECURITY,
        params: DemandeIdParamsSchema,
        response: {
          204: z.null().meta({ description: 'Demande supprimée' }),
          ...RESOURCE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const deleted = await repository.delete(request.params.id);
      if (!deleted) throw new HttpError(404, DEMANDE_MESSAGES.notFound);
      request.log.info({ demandeId: request.params.id, artisanId: deleted.artisanId }, 'demande supprimée');
      figuresChanged(request, deleted.changed);
      return reply.code(204).send(null);
    },
  );
};

export default demandesRoutes;
