// /api/note: reviews. Reading an artisan's published notes is public (stars, comment, publication date, month of
// the service, displayed name, source: what French law asks next to each review, issue 20); the reviewer's names
// and id are personal data and are returned to admins only (the back-office notes modal). Creating and deleting
// notes is admin-only; a note entered by an admin is published at once with the source ADMINISTRATION.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema, MESSAGES } from '@annuaire/shared/contract/common';
import {
  NOTE_MESSAGES,
  NoteArtisanParamsSchema,
  NoteInputSchema,
  NoteListSchema,
  NoteSchema,
} from '@annuaire/shared/contract/note';
import { HttpError } from '../http-error';
import { OPTIONAL_SECURITY, ROLE_ERRORS, SECURITY } from './openapi';

const noteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const adminOnly = fastify.requireRole('ROLE_ADMIN');

  fastify.get(
    '/artisan/:artisanId',
    {
      schema: {
        tags: ['notes'],
        summary:
          'Notes publiées d’un artisan, les plus récemment publiées d’abord, avec leur date de publication, le mois de ' +
          'la prestation, le nom affiché, la source et la réponse de l’artisan (public ; identifiant, nom et prénom ' +
          'du particulier pour l’administrateur seulement ; le signalement en cours pour l’artisan lui-même et ' +
          'l’administrateur)',
        security: OPTIONAL_SECURITY,
        params: NoteArtisanParamsSchema,
        response: { 200: NoteListSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { artisanId } = request.params;
      let reader: 'admin' | 'owner' | 'public' = 'public';
      try {
        await fastify.authenticate(request, reply);
        const { role, artisanId: own } = request.user;
        if (role === 'ROLE_ADMIN') reader = 'admin';
        else if (role === 'ROLE_ARTISAN' && own === artisanId) reader = 'owner';
      } catch {
        // Anonymous visitors (or an expired session) get the public view.
      }
      // The answer depends on the session: shared caches must not mix the views.
      reply.header('vary', 'Cookie, Authorization');
      const list = await fastify.noteRepository.listByArtisan(artisanId, reader);
      if (!list) throw new HttpError(404, NOTE_MESSAGES.artisanNotFound);
      return list;
    },
  );

  fastify.post(
    '',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['notes'],
        summary:
          'Ajoute une note de 1 à 5 étoiles d’un particulier sur un artisan, publiée aussitôt avec la source ' +
          'ADMINISTRATION ; dateExperience (AAAA-MM, pas dans le futur) vaut le mois en cours par défaut ' +
          '(administrateur)',
        security: SECURITY,
        body: NoteInputSchema,
        response: { 201: NoteSchema, ...ROLE_ERRORS },
      },
    },
    async (request, reply) => {
      // The artisan's average and count: its page and its card.
      request.publicChange = { artisanId: request.body.artisanId };
      const created = await fastify.noteRepository.create(request.body);
      if (created === 'unknown-particulier') throw new HttpError(400, NOTE_MESSAGES.particulierUnknown);
      if (created === 'unknown-artisan') throw new HttpError(400, NOTE_MESSAGES.artisanUnknown);
      return reply.code(201).send(created);
    },
  );

  fastify.delete(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['notes'],
        summary: 'Supprime une note (administrateur) ; une note inconnue répond 400',
        security: SECURITY,
        params: IdParamsSchema,
        response: { 204: z.null().describe('Note supprimée'), ...ROLE_ERRORS },
      },
    },
    async (request, reply) => {
      const deleted = await fastify.noteRepository.delete(request.params.id);
      if (!deleted) throw new HttpError(400, MESSAGES.noteNotDeletable);
      request.publicChange = { artisanId: deleted.artisanId };
      return reply.code(204).send(null);
    },
  );
};

export default noteRoutes;
