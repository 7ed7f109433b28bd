// Verified reviews (issue 20), registered under /api: the artisan's invitations (POST and GET /api/avis/invitations,
// the session's artisan only), a link's state (GET /api/avis/invitations/{token}, anyone), the customer's review
// (POST /api/avis, anyone holding a valid link), the moderation (GET /api/avis/moderation and
// PUT /api/avis/{id}/moderation, admin), and the artisan's reply and report on a published review about them
// (PUT /api/note/{id}/reponse, POST /api/note/{id}/signalement). The artisan is the session's, as the database has
// it at each request, never an id of the body. Every rule and message is in shared/contract/avis.ts.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVIS_LIMITS,
  AVIS_MESSAGES,
  AvisDemandeInputSchema,
  AvisInputSchema,
  AvisModerationListSchema,
  AvisModerationSchema,
  InvitationCreatedSchema,
  InvitationInputSchema,
  InvitationListSchema,
  InvitationStatusSchema,
  ModerationInputSchema,
  ReponseInputSchema,
  SignalementInputSchema,
  TokenParamsSchema,
} from '@annuaire/shared/contract/avis';
import {
  ApiErrorSchema,
  IdParamsSchema,
  MESSAGES,
  MessageResponseSchema,
} from '@annuaire/shared/contract/common';
import { NoteArtisanParamsSchema, NoteSchema } from '@annuaire/shared/contract/note';
import { deriveInvitationKey, tokenId, verifyInvitationToken } from '../auth/invitation-token';
import { HttpError } from '../http-error';
import { CLAIM_LEASE_MS } from '../mail/message-outbox';
import type { ArtisanNoteOutcome } from '../repositories/avis';
import { RESOURCE_ERRORS, ROLE_ERRORS, SECURITY } from './openapi';

const TAGS = ['avis'];
const HOUR_MS = 60 * 60_000;
/** Reviews one client address may post in an hour (a household reviewing a few artisans; never a flood). */
export const AVIS_PER_HOUR = 10;
/** A review at its longest (2,000 characters of comment, a 100-character token) is under 10 kB in UTF-8. */
export const AVIS_BODY_LIMIT = 16 * 1024;

/** The artisan a session acts for, or 403 (an admin, or an artisan account without a profile). */
function sessionArtisan(request: FastifyRequest): number {
  const { role, artisanId } = request.user;
  if (role !== 'ROLE_ARTISAN' || artisanId === null) throw new HttpError(403, MESSAGES.forbidden);
  return artisanId;
}

/** The French answer of a refused reply or report. */
function artisanNoteError(outcome: Extract<ArtisanNoteOutcome, { ok: false }>): HttpError {
  switch (outcome.reason) {
    case 'notFound':
      return new HttpError(404, AVIS_MESSAGES.noteNotFound);
    case 'forbidden':
      return new HttpError(403, AVIS_MESSAGES.notYourReview);
    case 'locked':
      return new HttpError(409, AVIS_MESSAGES.reponseLocked);
    case 'alreadyReported':
      return new HttpError(409, AVIS_MESSAGES.alreadyReported);
  }
}

const avisRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = fastify.avisRepository;
  const adminOnly = fastify.requireRole('ROLE_ADMIN');
  const artisanOnly = fastify.requireRole('ROLE_ARTISAN');
  const key = deriveInvitationKey(fastify.config.jwtSecret);

  const avisPerHour = fastify.createLimit({
    max: AVIS_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `avis|${request.ip}`,
  });

  const demandesPerHour = fastify.createLimit(
    {
      max: AVIS_LIMITS.unsolicitedPerHour,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `avis-demandes|${request.ip}`,
    },
    (secondsLeft) => AVIS_MESSAGES.unsolicitedPerHour(Math.max(1, Math.ceil(secondsLeft / 60))),
  );

  /** The invitation a token names, when its signature is right; null for anything else (one answer: 404). */
  async function invitationOf(token: string) {
    const id = tokenId(token);
    if (id === null) return null;
    const invitation = await repository.findInvitation(id);
    if (!invitation || !verifyInvitationToken(key, token, invitation.id, invitation.nonce)) return null;
    return invitation;
  }

  fastify.post(
    '/avis/invitations',
    {
      onRequest: artisanOnly,
      schema: {
        tags: TAGS,
        summary:
          'Invite un client à laisser un avis : un e-mail avec un lien à usage unique, valable ' +
          `${AVIS_LIMITS.invitationValidityDays} jours (l’artisan de la session)`,
        description:
          `ROLE_ARTISAN seulement. Corps : { email } ou { demandeId } (l’auteur d’une demande reçue par cet artisan, ` +
          `dont l’adresse est lue en base ; sinon 404). ${AVIS_LIMITS.invitationsPerDay} invitations par jour au ` +
          'plus (jour de Paris), 429 au-delà. L’adresse du compte de l’artisan (casse, « +étiquette » et points ' +
          'Gmail ignorés) est refusée (400 sur le champ email) : un avis vérifié vient d’un client. L’e-mail part ' +
          'par la file d’envoi : un échec est réessayé.',
        security: SECURITY,
        body: InvitationInputSchema,
        response: { 201: InvitationCreatedSchema, ...RESOURCE_ERRORS, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const artisanId = sessionArtisan(request);
      const created = await repository.createInvitation(artisanId, request.body, CLAIM_LEASE_MS);
      if (!created.ok) {
        if (created.reason === 'perDay') throw new HttpError(429, AVIS_MESSAGES.invitationsPerDay);
        if (created.reason === 'demandeNotFound') throw new HttpError(404, AVIS_MESSAGES.demandeNotFound);
        if (created.reason === 'ownAddress') {
          // Said on the e-mail field, as a validation error is, for the editor to show it next to the field.
          const message = AVIS_MESSAGES.invitationToSelf;
          return reply.code(400).send({ message, errors: [{ path: 'email', message }] });
        }
        throw new HttpError(403, MESSAGES.forbidden);
      }
      request.log.info({ invitationId: created.invitation.id, artisanId }, 'invitation à laisser un avis');
      await fastify.messageOutbox.deliver([created.message]);
      return reply.code(201).send({
        message: AVIS_MESSAGES.invitationSent(created.invitation.email),
        invitation: created.invitation,
      });
    },
  );

  fastify.post(
    '/artisan/:artisanId/avis-demandes',
    {
      schema: {
        tags: TAGS,
        summary:
          'Laisser un avis sans invitation : envoie à l’adresse donnée un lien à usage unique, valable ' +
          `${AVIS_LIMITS.unsolicitedValidityDays} jours, vers le formulaire d’avis (public)`,
        description:
          'Public. Corps : { email, dateExperience }. L’avis déposé par ce lien est modéré comme les autres et ' +
          'publié avec la mention « Avis non sollicité par l’artisan ». L’adresse du compte de l’artisan est ' +
          'refusée (400 sur le champ email) ; une adresse qui a déjà déposé un avis sur cet artisan (par invitation ' +
          `ou non) répond 409. Artisan inconnu : 404. ${AVIS_LIMITS.unsolicitedPerHour} demandes par heure au plus par ` +
          'adresse IP (429).',
        params: NoteArtisanParamsSchema,
        body: AvisDemandeInputSchema,
        response: {
          201: MessageResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await demandesPerHour(request);
      const { artisanId } = request.params;
      const created = await repository.createUnsolicited(artisanId, request.body, CLAIM_LEASE_MS);
      if (!created.ok) {
        if (created.reason === 'artisanNotFound') throw new HttpError(404, AVIS_MESSAGES.artisanNotFound);
        if (created.reason === 'alreadyReviewed') throw new HttpError(409, AVIS_MESSAGES.alreadyReviewed);
        const message = AVIS_MESSAGES.unsolicitedFromArtisan;
        return reply.code(400).send({ message, errors: [{ path: 'email', message }] });
      }
      request.log.info({ invitationId: created.invitation.id, artisanId }, 'demande d’avis non sollicité');
      await fastify.messageOutbox.deliver([created.message]);
      return reply.code(201).send({ message: AVIS_MESSAGES.unsolicitedSent(created.invitation.email) });
    },
  );

  fastify.get(
    '/avis/invitations',
    {
      onRequest: artisanOnly,
      schema: {
        tags: TAGS,
        summary:
          'Les invitations envoyées par l’artisan de la session, les plus récentes d’abord (100 au plus), et le ' +
          'nombre qu’il peut encore envoyer aujourd’hui',
        security: SECURITY,
        response: { 200: InvitationListSchema, ...ROLE_ERRORS },
      },
    },
    async (request) => repository.listInvitations(sessionArtisan(request)),
  );

  fastify.get(
    '/avis/invitations/:token',
    {
      schema: {
        tags: TAGS,
        summary:
          'L’artisan concerné par un lien d’invitation et si le lien fonctionne encore (public) ; un lien inconnu ' +
          'ou altéré répond 404',
        params: TokenParamsSchema,
        response: { 200: InvitationStatusSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const invitation = await invitationOf(request.params.token);
      if (!invitation) throw new HttpError(404, AVIS_MESSAGES.linkInvalid);
      const message =
        invitation.etat === 'UTILISEE'
          ? AVIS_MESSAGES.linkUsed
          : invitation.etat === 'EXPIREE'
            ? AVIS_MESSAGES.linkExpired
            : null;
      return {
        artisan: { id: invitation.artisanId, entrepriseNom: invitation.entrepriseNom },
        etat: invitation.etat,
        valide: invitation.etat === 'VALIDE',
        message,
        dateExpiration: invitation.dateExpiration,
        nonSollicite: invitation.nonSollicite,
        dateExperience: invitation.dateExperience,
      };
    },
  );

  fastify.post(
    '/avis',
    {
      bodyLimit: AVIS_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Dépose l’avis d’un client invité, publié après modération (public, avec un lien valide)',
        description:
          'Public. Le lien fonctionne une fois : déjà utilisé ou expiré, 410 avec le message ; inconnu ou altéré, ' +
          `404. L’avis attend la modération (au plus ${AVIS_LIMITS.moderationMaxDays} jours). ${AVIS_PER_HOUR} avis ` +
          'par heure au plus par adresse IP (429). Corps JSON de 16 ko au plus (413). Un avis sur cet artisan déjà ' +
          'déposé depuis la même adresse e-mail (invitation ou lien demandé) répond 409.',
        body: AvisInputSchema,
        response: {
          201: MessageResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          410: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await avisPerHour(request);
      const { token, consentement: _consentement, ...fields } = request.body;
      const invitation = await invitationOf(token);
      if (!invitation) throw new HttpError(404, AVIS_MESSAGES.linkInvalid);
      const created = await repository.createAvis(invitation.id, fields);
      if (!created.ok) {
        if (created.reason === 'used') throw new HttpError(410, AVIS_MESSAGES.linkUsed);
        if (created.reason === 'expired') throw new HttpError(410, AVIS_MESSAGES.linkExpired);
        if (created.reason === 'alreadyReviewed') throw new HttpError(409, AVIS_MESSAGES.alreadyReviewed);
        throw new HttpError(404, AVIS_MESSAGES.linkInvalid);
      }
      request.log.info({ noteId: created.noteId, artisanId: invitation.artisanId }, 'avis déposé par lien');
      return reply.code(201).send({ message: AVIS_MESSAGES.published });
    },
  );

  fastify.get(
    '/avis/moderation',
    {
      onRequest: adminOnly,
      schema: {
        tags: TAGS,
        summary:
          'Les avis à modérer, les plus anciens d’abord, et les avis publiés signalés par leur artisan ' +
          '(administrateur)',
        security: SECURITY,
        response: { 200: AvisModerationListSchema, ...ROLE_ERRORS },
      },
    },
    async () => repository.moderationList(),
  );

  fastify.put(
    '/avis/:id/moderation',
    {
      onRequest: adminOnly,
      schema: {
        tags: TAGS,
        summary:
          'Publie ou refuse (avec un motif publié) un avis en attente ; garde ou retire un avis signalé ' +
          '(administrateur)',
        description:
          'Un refus de l’avis d’un client invité lui envoie le motif par e-mail. Un avis déjà décidé (publié sans ' +
          'signalement, ou refusé) répond 409.',
        security: SECURITY,
        params: IdParamsSchema,
        body: ModerationInputSchema,
        response: { 200: AvisModerationSchema, ...RESOURCE_ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const outcome = await repository.moderate(request.params.id, request.body, CLAIM_LEASE_MS);
      if (!outcome.ok) {
        if (outcome.reason === 'notFound') throw new HttpError(404, AVIS_MESSAGES.noteNotFound);
        throw new HttpError(409, AVIS_MESSAGES.alreadyDecided);
      }
      // A published or withdrawn review changes the artisan's page, card and average.
      if (!outcome.kept) request.publicChange = { artisanId: outcome.artisanId };
      request.log.info(
        { noteId: request.params.id, decision: request.body.decision, motif: request.body.motif },
        'avis modéré',
      );
      if (outcome.message) await fastify.messageOutbox.deliver([outcome.message]);
      return outcome.avis;
    },
  );

  fastify.put(
    '/note/:id/reponse',
    {
      onRequest: artisanOnly,
      schema: {
        tags: TAGS,
        summary:
          'La réponse de l’artisan à un avis publié sur lui, publiée sous l’avis ; une seule, modifiable ' +
          `${AVIS_LIMITS.reponseEditableHours} heures (409 ensuite)`,
        description: 'ROLE_ARTISAN, l’artisan dont parle l’avis seulement (403 sinon).',
        security: SECURITY,
        params: IdParamsSchema,
        body: ReponseInputSchema,
        response: { 200: NoteSchema, ...RESOURCE_ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const artisanId = sessionArtisan(request);
      const outcome = await repository.reply(request.params.id, artisanId, request.body.texte);
      if (!outcome.ok) throw artisanNoteError(outcome);
      request.publicChange = { artisanId };
      return outcome.note;
    },
  );

  fastify.post(
    '/note/:id/signalement',
    {
      onRequest: artisanOnly,
      schema: {
        tags: TAGS,
        summary:
          'Signale gratuitement un doute sur un avis publié sur l’artisan ; l’avis reste publié jusqu’à la décision ' +
          'de l’administration',
        description:
          'ROLE_ARTISAN, l’artisan dont parle l’avis seulement (403 sinon). Un signalement à la fois (409).',
        security: SECURITY,
        params: IdParamsSchema,
        body: SignalementInputSchema,
        response: { 201: MessageResponseSchema, ...RESOURCE_ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const artisanId = sessionArtisan(request);
      const outcome = await repository.report(request.params.id, artisanId, request.body.motif);
      if (!outcome.ok) throw artisanNoteError(outcome);
      request.log.info({ noteId: request.params.id, artisanId }, 'avis signalé par son artisan');
      return reply.code(201).send({ message: AVIS_MESSAGES.signalementSent });
    },
  );
};

export default avisRoutes;
