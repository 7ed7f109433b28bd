// /api/artisan/details: an artisan's images, description and norms. Reading is public; writing and uploading are
// for admins (any artisan) and for the artisan's own account (decided from the session and the stored row).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthClaims } from '@annuaire/shared/contract/auth';
import {
  ArtisanDetailInputSchema,
  ArtisanDetailListSchema,
  ArtisanDetailSchema,
  ArtisanDetailUpdateSchema,
  ArtisanIdParamsSchema,
  DetailListQuerySchema,
  DetailTypeQuerySchema,
  UploadBodySchema,
  UploadResponseSchema,
  type ArtisanDetailUpdate,
} from '@annuaire/shared/contract/artisan-detail';
import { ApiErrorSchema, IdParamsSchema, MESSAGES } from '@annuaire/shared/contract/common';
import { LIMITS } from '@annuaire/shared/contract/limits';
import {
  DetailVerificationSchema,
  QUALIFICATION_VERIFICATION,
  isVerifiable,
} from '@annuaire/shared/contract/qualification';
import { HttpError } from '../http-error';
import { prepareJson, sendPrepared } from '../plugins/http-cache';
import { isWidthKey, multipartScope, uploadKey } from '../plugins/uploads';
import type { DetailFields } from '../repositories/artisan-detail';
import { OPTIONAL_SECURITY, RESOURCE_ERRORS, SECURITY, UPLOAD_ERRORS } from './openapi';

export const DETAIL_MESSAGES = {
  artisanNotFound: 'Artisan introuvable.',
  detailNotFound: 'Détail introuvable.',
  imageMissing: 'Image introuvable : téléversez-la avant d’enregistrer le détail.',
  imageNotOwned: 'Cette image n’a pas été téléversée pour cet artisan.',
} as const;

/** Where the upload route stores an artisan's images. */
export const artisanImageDir = (artisanId: number) => `artisans/${artisanId}`;

const UPLOAD_WINDOW_MS = 60 * 60_000;

const TAGS = ['détails d’artisan'];

/** Admins write any artisan's details; an artisan only their own (the session's artisanId); others get 403. */
function assertCanWrite(user: AuthClaims, artisanId: number): void {
  if (user.role === 'ROLE_ADMIN') return;
  if (user.role === 'ROLE_ARTISAN' && user.artisanId === artisanId) return;
  throw new HttpError(403, MESSAGES.forbidden);
}

const NO_QUALIFICATION = { organisme: null, numero: null, dateDebut: null, dateFin: null, rge: false };

function toFields(input: ArtisanDetailUpdate): DetailFields {
  if (input.type === 'DESCRIPTION')
    return { type: input.type, description: input.description, pathImg: null, ...NO_QUALIFICATION };
  if (input.type === 'NORME' || input.type === 'ASSURANCE') {
    // The contract checked the four fields together (all or none for a NORME, all for an ASSURANCE).
    return {
      type: input.type,
      description: input.description || null,
      pathImg: input.pathImg ?? null,
      organisme: input.organisme ?? null,
      numero: input.numero ?? null,
      dateDebut: input.dateDebut ?? null,
      dateFin: input.dateFin ?? null,
      rge: input.type === 'NORME' && input.rge === true,
    };
  }
  return {
    type: input.type,
    description: input.description || null,
    pathImg: input.pathImg,
    ...NO_QUALIFICATION,
  };
}

/**
 * An image detail must point at a stored upload. An artisan may only use images uploaded for their own artisan
 * (or keep the one the detail already has, such as a shared demo picture); an admin any stored image.
 */
async function checkImage(
  fastify: FastifyInstance,
  user: AuthClaims,
  artisanId: number,
  pathImg: string | null,
  current: string | null = null,
): Promise<void> {
  if (pathImg === null || pathImg === current) return;
  if (user.role !== 'ROLE_ADMIN' && !pathImg.startsWith(`/uploads/${artisanImageDir(artisanId)}/`)) {
    throw new HttpError(400, DETAIL_MESSAGES.imageNotOwned);
  }
  if (!(await fastify.imageExists(pathImg))) throw new HttpError(400, DETAIL_MESSAGES.imageMissing);
}

/** Deletes an image's files once no detail or specialite refers to it (demo pictures are shared). */
export async function releaseImage(fastify: FastifyInstance, pathImg: string | null): Promise<void> {
  if (!pathImg || (await fastify.artisanDetailRepository.isImageReferenced(pathImg))) return;
  try {
    await fastify.deleteImage(pathImg);
  } catch (error) {
    // The row is already gone: a file the store failed to delete is logged, not turned into a failed request.
    fastify.log.error({ err: error, pathImg }, 'image non supprimée');
  }
}

const artisanDetailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const writers = fastify.requireRole('ROLE_ADMIN', 'ROLE_ARTISAN');
  const repository = fastify.artisanDetailRepository;

  const uploadsThisHour = fastify.createLimit(
    {
      max: LIMITS.uploadsPerHour,
      timeWindow: UPLOAD_WINDOW_MS,
      keyGenerator: (request) => `uploads|artisan|${(request.params as { artisanId: number }).artisanId}`,
    },
    () => MESSAGES.uploadsPerHour,
  );

  /**
   * Before storing an upload: 429 once the artisan holds LIMITS.unattachedImagesMax images that no detail uses
   * (uploads never saved live until the orphan sweep), or has uploaded LIMITS.uploadsPerHour images this hour.
   */
  const assertUploadQuota = async (request: FastifyRequest, artisanId: number): Promise<void> => {
    const [stored, details] = await Promise.all([
      fastify.storage.list(artisanImageDir(artisanId)),
      repository.listByArtisan(artisanId, undefined, { withExpired: true }),
    ]);
    const used = new Set(
      (details ?? []).map((detail) => (detail.pathImg ? uploadKey(detail.pathImg) : null)),
    );
    const unattached = stored.filter(
      (key) => key.endsWith('.webp') && !isWidthKey(key) && !used.has(key),
    ).length;
    if (unattached >= LIMITS.unattachedImagesMax) throw new HttpError(429, MESSAGES.uploadsUnattached);
    await uploadsThisHour(request);
  };

  /** Before adding to an artisan (a detail, an upload): 403 unless the user may write it, then 404 if it is gone. */
  const assertCanAddTo = async (user: AuthClaims, artisanId: number): Promise<void> => {
    assertCanWrite(user, artisanId);
    if (!(await repository.artisanExists(artisanId)))
      throw new HttpError(404, DETAIL_MESSAGES.artisanNotFound);
  };

  fastify.get(
    '/artisan/:artisanId',
    {
      schema: {
        tags: TAGS,
        summary:
          'Détails d’un artisan (images, description, qualifications, assurances), par type ; les qualifications et ' +
          'assurances expirées ne sont données qu’avec expirees=1, à l’artisan lui-même ou à un administrateur',
        security: OPTIONAL_SECURITY,
        params: ArtisanIdParamsSchema,
        querystring: DetailListQuerySchema,
        response: {
          200: ArtisanDetailListSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { artisanId } = request.params;
      if (request.query.expirees === '1') {
        // The owner's and the admin's view, with what the public no longer sees: read from the session, never
        // kept in a shared cache.
        await fastify.authenticate(request, reply);
        assertCanWrite(request.user, artisanId);
        reply.header('cache-control', 'private, no-cache');
        const list = await repository.listByArtisan(artisanId, undefined, { withExpired: true });
        if (!list) throw new HttpError(404, DETAIL_MESSAGES.artisanNotFound);
        return list;
      }
      // Public and read with every artisan page (in the browser and by the server render): kept as a prepared
      // answer until a write changes that artisan (an unknown id is not kept), or for the cache's short lifetime
      // (a qualification that expires at midnight leaves the list within it).
      const prepared = await fastify.hotCache.get(`artisan:details:${artisanId}`, async () => {
        const list = await repository.listByArtisan(artisanId);
        if (!list) throw new HttpError(404, DETAIL_MESSAGES.artisanNotFound);
        return prepareJson(reply.serialize(list) as string);
      });
      return sendPrepared(request, reply, prepared);
    },
  );

  fastify.get(
    '/type-artisan/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Détails d’un artisan d’un seul type (ex. IMG_PRINCIPALE) ; id est celui de l’artisan',
        params: IdParamsSchema,
        querystring: DetailTypeQuerySchema,
        response: { 200: ArtisanDetailListSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const list = await repository.listByArtisan(request.params.id, request.query.type);
      if (!list) throw new HttpError(404, DETAIL_MESSAGES.artisanNotFound);
      return list;
    },
  );

  fastify.post(
    '',
    {
      preHandler: writers,
      schema: {
        tags: TAGS,
        summary:
          'Ajoute un détail (admin, ou l’artisan lui-même) ; limites par type : 1 image principale, ' +
          '10 réalisations, 1 description, 10 normes, 3 assurances ; une norme donne son organisme, son numéro et ' +
          'ses dates de validité (ou seulement l’image du certificat), une assurance décennale les donne toujours',
        security: SECURITY,
        body: ArtisanDetailInputSchema,
        response: {
          201: ArtisanDetailSchema,
          ...RESOURCE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { artisanId } = request.body;
      request.publicChange = { artisanId };
      await assertCanAddTo(request.user, artisanId);
      const fields = toFields(request.body);
      await checkImage(fastify, request.user, artisanId, fields.pathImg);
      const result = await repository.create(artisanId, fields);
      if (!result.ok) {
        if (result.reason === 'limit') throw new HttpError(400, MESSAGES.detailLimit[result.type]);
        throw new HttpError(404, DETAIL_MESSAGES.artisanNotFound);
      }
      return reply.code(201).send(result.detail);
    },
  );

  fastify.put(
    '/:id',
    {
      preHandler: writers,
      schema: {
        tags: TAGS,
        summary:
          'Modifie un détail (admin, ou l’artisan propriétaire) ; le détail reste à son artisan, ' +
          'un changement de type respecte les limites',
        security: SECURITY,
        params: IdParamsSchema,
        body: ArtisanDetailUpdateSchema,
        response: {
          200: ArtisanDetailSchema,
          ...RESOURCE_ERRORS,
        },
      },
    },
    async (request) => {
      const existing = await repository.findById(request.params.id);
      if (!existing) throw new HttpError(404, DETAIL_MESSAGES.detailNotFound);
      assertCanWrite(request.user, existing.artisanId);
      request.publicChange = { artisanId: existing.artisanId };
      const fields = toFields(request.body);
      await checkImage(fastify, request.user, existing.artisanId, fields.pathImg, existing.pathImg);
      const result = await repository.update(existing.id, fields);
      if (!result.ok) {
        if (result.reason === 'limit') throw new HttpError(400, MESSAGES.detailLimit[result.type]);
        throw new HttpError(404, DETAIL_MESSAGES.detailNotFound);
      }
      if (result.previousPathImg !== result.detail.pathImg)
        await releaseImage(fastify, result.previousPathImg);
      return result.detail;
    },
  );

  fastify.put(
    '/:id/verification',
    {
      preHandler: fastify.requireRole('ROLE_ADMIN'),
      schema: {
        tags: TAGS,
        summary:
          'Marque une qualification ou une assurance comme vérifiée par l’administration, ou retire la ' +
          'vérification (administrateur)',
        description:
          'ROLE_ADMIN seulement (l’artisan, même propriétaire, reçoit 403). Seul un détail NORME ou ASSURANCE ' +
          'renseigné (organisme, numéro, dates) peut être vérifié, sinon 400. Seule une qualification RGE vérifiée ' +
          'donne le badge RGE ; toute modification de son organisme, de son numéro, de ses dates ou de la mention ' +
          'RGE retire la vérification.',
        security: SECURITY,
        params: IdParamsSchema,
        body: DetailVerificationSchema,
        response: { 200: ArtisanDetailSchema, ...RESOURCE_ERRORS },
      },
    },
    async (request) => {
      const existing = await repository.findById(request.params.id);
      if (!existing) throw new HttpError(404, DETAIL_MESSAGES.detailNotFound);
      if (request.body.verifiee && !isVerifiable(existing)) {
        throw new HttpError(400, QUALIFICATION_VERIFICATION.notVerifiable);
      }
      request.publicChange = { artisanId: existing.artisanId };
      const detail = await repository.setVerification(existing.id, request.body.verifiee);
      if (!detail) throw new HttpError(404, DETAIL_MESSAGES.detailNotFound);
      request.log.info({ detailId: detail.id, verifiee: detail.verifiee }, 'vérification de qualification');
      return detail;
    },
  );

  fastify.delete(
    '/:id',
    {
      preHandler: writers,
      schema: {
        tags: TAGS,
        summary:
          'Supprime un détail et ses fichiers d’image s’ils ne servent plus (admin, ou l’artisan propriétaire)',
        security: SECURITY,
        params: IdParamsSchema,
        response: {
          204: z.null().meta({ description: 'Détail supprimé' }),
          ...RESOURCE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const existing = await repository.findById(request.params.id);
      if (!existing) throw new HttpError(404, DETAIL_MESSAGES.detailNotFound);
      assertCanWrite(request.user, existing.artisanId);
      request.publicChange = { artisanId: existing.artisanId };
      const deleted = await repository.delete(existing.id);
      if (!deleted) throw new HttpError(404, DETAIL_MESSAGES.detailNotFound);
      await releaseImage(fastify, deleted.pathImg);
      return reply.code(204).send(null);
    },
  );

  // The upload reads multipart bodies: its own scope (see multipartScope).
  await fastify.register(
    multipartScope(async (scope) => {
      scope.post(
        '/:artisanId/upload-file',
        {
          preHandler: writers,
          schema: {
            tags: TAGS,
            summary:
              'Téléverse une image d’artisan (champ multipart « file », 2 Mo au plus, JPEG, PNG, WebP, AVIF ou GIF) ; ' +
              'renvoie { path }, le chemin relatif à mettre dans pathImg ; 429 au-delà de ' +
              `${LIMITS.unattachedImagesMax} images téléversées non utilisées ou de ${LIMITS.uploadsPerHour} par heure`,
            security: SECURITY,
            consumes: ['multipart/form-data'],
            params: ArtisanIdParamsSchema,
            body: UploadBodySchema,
            response: {
              201: UploadResponseSchema,
              ...RESOURCE_ERRORS,
              ...UPLOAD_ERRORS,
              429: ApiErrorSchema,
            },
          },
        },
        async (request, reply) => {
          const { artisanId } = request.params;
          await assertCanAddTo(request.user, artisanId);
          await assertUploadQuota(request, artisanId);
          const path = await fastify.receiveImage(request, artisanImageDir(artisanId));
          return reply.code(201).send({ path });
        },
      );
    }),
  );
};

export default artisanDetailRoutes;
