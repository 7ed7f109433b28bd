// /api/specialite: the trades. Listing and reading are public (also the trades of one artisan); creating, updating,
// deleting and uploading their images are for admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ArtisanIdParamsSchema,
  UploadBodySchema,
  UploadResponseSchema,
} from '@annuaire/shared/contract/artisan-detail';
import { ApiErrorSchema, IdParamsSchema, MESSAGES } from '@annuaire/shared/contract/common';
import {
  METIER_EXISTS,
  SpecialiteInputSchema,
  SpecialiteListSchema,
  SpecialiteSchema,
  SpecialiteUsageListSchema,
  SpecialiteWithCountListSchema,
} from '@annuaire/shared/contract/specialite';
import { HttpError } from '../http-error';
import { prepareJson, sendPrepared } from '../plugins/http-cache';
import { multipartScope } from '../plugins/uploads';
import { DETAIL_MESSAGES, releaseImage } from './artisan-details';
import { RESOURCE_ERRORS, SECURITY, UPLOAD_ERRORS } from './openapi';

export const SPECIALITE_MESSAGES = {
  notFound: 'Spécialité introuvable.',
  imageMissing: 'Image introuvable : téléversez-la avant d’enregistrer la spécialité.',
} as const;

const TAGS = ['spécialités'];

const specialiteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const admin = fastify.requireRole('ROLE_ADMIN');
  const repository = fastify.specialiteRepository;

  const checkImage = async (pathImg: string | null | undefined, current: string | null = null) => {
    if (pathImg == null || pathImg === current) return;
    if (!(await fastify.imageExists(pathImg))) throw new HttpError(400, SPECIALITE_MESSAGES.imageMissing);
  };

  fastify.get(
    '',
    {
      schema: {
        tags: TAGS,
        summary: 'Liste des spécialités, par ordre alphabétique, avec leur nombre d’artisans',
        response: { 200: SpecialiteWithCountListSchema },
      },
    },
    // Read on every page by the header's trade menu: kept as a prepared answer (bytes, ETag, compressed forms),
    // which plugins/http-cache.ts drops on every write.
    async (request, reply) => {
      const prepared = await fastify.hotCache.get('specialite:list', async () =>
        prepareJson(reply.serialize(await repository.list()) as string),
      );
      return sendPrepared(request, reply, prepared);
    },
  );

  // Static, so it wins over /:id in the router. Admin only: the back office's trade list reads it before a deletion.
  fastify.get(
    '/usage',
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary:
          'Nombre d’artisans de chaque spécialité exercée (administrateur) : une spécialité exercée ne peut pas être supprimée',
        security: SECURITY,
        response: { 200: SpecialiteUsageListSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => repository.usage(),
  );

  fastify.get(
    '/specialites-artisan/:artisanId',
    {
      schema: {
        tags: TAGS,
        summary: 'Les spécialités d’un artisan, par ordre alphabétique',
        params: ArtisanIdParamsSchema,
        response: { 200: SpecialiteListSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const list = await repository.listByArtisan(request.params.artisanId);
      if (!list) throw new HttpError(404, DETAIL_MESSAGES.artisanNotFound);
      return list;
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Une spécialité',
        params: IdParamsSchema,
        response: { 200: SpecialiteSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const specialite = await repository.findById(request.params.id);
      if (!specialite) throw new HttpError(404, SPECIALITE_MESSAGES.notFound);
      return specialite;
    },
  );

  fastify.post(
    '',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Crée une spécialité (admin) ; le métier est unique, casse et accents ignorés',
        security: SECURITY,
        body: SpecialiteInputSchema,
        response: { 201: SpecialiteSchema, ...RESOURCE_ERRORS },
      },
    },
    async (request, reply) => {
      // Trades are on every public list: the whole directory's answers are stale once this succeeds.
      request.publicChange = 'directory';
      const pathImg = request.body.pathImg ?? null;
      await checkImage(pathImg);
      const result = await repository.create({ metier: request.body.metier, pathImg });
      if (!result.ok) throw new HttpError(400, METIER_EXISTS);
      return reply.code(201).send(result.specialite);
    },
  );

  fastify.put(
    '/:id',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary:
          'Modifie une spécialité (admin) ; pathImg absent garde l’image, null la retire ; ' +
          'l’ancienne image est supprimée si plus rien ne l’utilise',
        security: SECURITY,
        params: IdParamsSchema,
        body: SpecialiteInputSchema,
        response: { 200: SpecialiteSchema, ...RESOURCE_ERRORS },
      },
    },
    async (request) => {
      request.publicChange = 'directory';
      const existing = await repository.findById(request.params.id);
      if (!existing) throw new HttpError(404, SPECIALITE_MESSAGES.notFound);
      await checkImage(request.body.pathImg, existing.pathImg);
      const result = await repository.update(existing.id, request.body);
      if (!result.ok) {
        if (result.reason === 'duplicate') throw new HttpError(400, METIER_EXISTS);
        throw new HttpError(404, SPECIALITE_MESSAGES.notFound);
      }
      if (result.previousPathImg !== result.specialite.pathImg) {
        await releaseImage(fastify, result.previousPathImg);
      }
      return result.specialite;
    },
  );

  fastify.delete(
    '/:id',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary:
          'Supprime une spécialité (admin) et son image si plus rien ne l’utilise ; 400 si un artisan l’exerce encore',
        security: SECURITY,
        params: IdParamsSchema,
        response: { 204: z.null().meta({ description: 'Spécialité supprimée' }), ...RESOURCE_ERRORS },
      },
    },
    async (request, reply) => {
      request.publicChange = 'directory';
      const result = await repository.delete(request.params.id);
      if (!result.ok) {
        if (result.reason === 'in-use') throw new HttpError(400, MESSAGES.specialiteInUse);
        throw new HttpError(404, SPECIALITE_MESSAGES.notFound);
      }
      await releaseImage(fastify, result.specialite.pathImg);
      return reply.code(204).send(null);
    },
  );

  // The upload reads multipart bodies: its own scope (see multipartScope).
  await fastify.register(
    multipartScope(async (scope) => {
      scope.post(
        '/upload-file',
        {
          preHandler: admin,
          schema: {
            tags: TAGS,
            summary:
              'Téléverse l’image d’une spécialité (admin ; champ multipart « file », 2 Mo au plus, JPEG, PNG, WebP, ' +
              'AVIF ou GIF) ; renvoie { path }, le chemin relatif à mettre dans pathImg',
            security: SECURITY,
            consumes: ['multipart/form-data'],
            body: UploadBodySchema,
            response: {
              201: UploadResponseSchema,
              ...RESOURCE_ERRORS,
              ...UPLOAD_ERRORS,
            },
          },
        },
        async (request, reply) => {
          const path = await fastify.receiveImage(request, 'specialites');
          return reply.code(201).send({ path });
        },
      );
    }),
  );
};

export default specialiteRoutes;
