// /api/registres/imports: the runs of the registers' importer (`npm run import:registres`), newest first and paged,
// and GET /{id}, one run's whole report (its files with their SHA-256, the rows skipped by reason, positions, RGE
// list, errors). Admin only, like the rest of the back office: the runs say which files the server read, and the
// importer alone writes them. The back office's « Imports des registres » calls these.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@annuaire/shared/contract/common';
import {
  REGISTRE_IMPORTS_LIMITS,
  REGISTRE_IMPORTS_MESSAGES,
  RegistreImportListQuerySchema,
  RegistreImportPageSchema,
  RegistreImportSchema,
} from '@annuaire/shared/contract/registres-imports';
import { HttpError } from '../http-error';
import { RESOURCE_ERRORS, ROLE_ERRORS, SECURITY } from './openapi';

const TAGS = ['registres'];

const registresImportsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const admin = fastify.requireRole('ROLE_ADMIN');
  const repository = fastify.registreImportRepository;

  fastify.get(
    '',
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary:
          'Les imports des registres publics, le plus récent d’abord, une page à la fois (administrateur)',
        description:
          `Page 1 et ${REGISTRE_IMPORTS_LIMITS.pageSize} imports par défaut, size ` +
          `${REGISTRE_IMPORTS_LIMITS.pageSizeMax} au plus ; une page au-delà de la dernière n’a aucun import. ` +
          'Chaque import donne son début, sa fin (null tant qu’il est en cours), son statut (en_cours, termine, ' +
          'echec), ses départements (null : toute la France) et ses nombres de lignes.',
        security: SECURITY,
        querystring: RegistreImportListQuerySchema,
        response: { 200: RegistreImportPageSchema, ...ROLE_ERRORS },
      },
    },
    async (request) =>
      repository.page(request.query.page ?? 1, request.query.size ?? REGISTRE_IMPORTS_LIMITS.pageSize),
  );

  fastify.get(
    '/:id',
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary:
          'Le rapport complet d’un import des registres : fichiers lus (taille, SHA-256), lignes ignorées par ' +
          'motif, positions, liste RGE, erreurs (administrateur)',
        description:
          'details vaut null tant que l’import est en cours : l’import écrit son rapport à sa fin.',
        security: SECURITY,
        params: IdParamsSchema,
        response: { 200: RegistreImportSchema, ...RESOURCE_ERRORS },
      },
    },
    async (request) => {
      const run = await repository.findById(request.params.id);
      if (!run) throw new HttpError(404, REGISTRE_IMPORTS_MESSAGES.notFound);
      return run;
    },
  );
};

export default registresImportsRoutes;
