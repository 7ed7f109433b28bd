// /api/artisan: the artisans. Public reads (cards, pages nearest first, map markers, the public profile with
// contact details filtered by personnalDataToShow); creation and deletion by an admin; update by an admin or
// by the artisan owning the profile (editor fields only). The details and mail routes live in their own plugins.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ARTISAN_MESSAGES,
  ArtisanCardListSchema,
  ArtisanInputSchema,
  ARTISAN_LIST_PAGE_SIZE,
  ArtisanListQuerySchema,
  ArtisanMapQuerySchema,
  ArtisanMarkerListSchema,
  ArtisanPageSchema,
  ArtisanPublicSchema,
  ArtisanSchema,
  ArtisansBySpecialiteQuerySchema,
  ArtisanSelfUpdateSchema,
  ArtisanUpdateSchema,
  SpecialiteIdParamsSchema,
} from '@annuaire/shared/contract/artisan';
import { ApiErrorSchema, IdParamsSchema, LIMITS, MESSAGES } from '@annuaire/shared/contract/common';
import {
  MAP_VIEW_LIMITS,
  MapViewArtisansQuerySchema,
  MapViewArtisansSchema,
  MapViewQuerySchema,
  MapViewSchema,
  type MapViewArtisansQuery,
} from '@annuaire/shared/contract/map';
import { HttpError } from '../http-error';
import { PositionIndexCache } from '../map/position-index';
import { prepareJson, sendPrepared } from '../plugins/http-cache';
import {
  FULL_LIST_DESCRIPTION,
  fullListLimit as createFullListLimit,
  sendFullList,
} from './artisan-full-list';
import type { ArtisanWriteResult, MapFilters } from '../repositories/artisan';
import { backOfficePage } from './artisan-back-office';
import { ROLE_ERRORS, RESOURCE_ERRORS, SECURITY } from './openapi';

const TAGS = ['artisans'];
const PREFIX_LENGTH = '/uploads/'.length;

/** Validates like a route schema would, so that the error handler answers the same French 400. */
function parseBody<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const validate = (validatorCompiler as FastifySchemaCompiler<z.ZodType>)({
    schema,
    method: 'PUT',
    url: '/api/artisan/:id',
    httpPart: 'body',
  }) as (data: unknown) => { error?: unknown[]; value?: unknown };
  const result = validate(data);
  if (result.error) {
    throw Object.assign(new Error(MESSAGES.badRequest), {
      statusCode: 400,
      validation: result.error,
      validationContext: 'body',
    });
  }
  return result.value as z.output<T>;
}

/** The body of PUT is checked in the handler, against the schema of the caller's role. */
const validateAllButBody: FastifySchemaCompiler<z.ZodType> = (definition) =>
  definition.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : (validatorCompiler as FastifySchemaCompiler<z.ZodType>)(definition);

function written(result: ArtisanWriteResult) {
  if (result.ok) return result.artisan;
  switch (result.reason) {
    case 'notFound':
      throw new HttpError(404, ARTISAN_MESSAGES.notFound);
    case 'userNotFound':
      throw new HttpError(400, ARTISAN_MESSAGES.userNotFound);
    case 'userNotArtisan':
      throw new HttpError(400, ARTISAN_MESSAGES.userNotArtisan);
    case 'userTaken':
      throw new HttpError(400, ARTISAN_MESSAGES.userTaken);
    case 'unknownSpecialites':
      throw new HttpError(400, `${ARTISAN_MESSAGES.unknownSpecialites} ${result.ids.join(', ')}.`);
  }
}

/**
 * `/uploads/a/b.webp` → the store keys of the image and of its responsive widths (also for the images of a listing
 * an accepted withdrawal deleted, routes/retraits.ts).
 */
export function storageKeys(pathImg: string): string[] {
  if (!/^\/uploads\/[\w\-/]+\.webp$/.test(pathImg)) return [];
  const base = pathImg.slice(PREFIX_LENGTH, -'.webp'.length);
  return [`${base}.webp`, ...LIMITS.imageWidths.map((width) => `${base}-${width}.webp`)];
}

const artisanRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // The in-process cache of hot answers (plugins/http-cache.ts), emptied by the writes that change them.
  const cached = <T>(key: string, loader: () => Promise<T>): Promise<T> => fastify.hotCache.get(key, loader);
  const fullListLimit = createFullListLimit(fastify);

  fastify.get(
    '/artisans',
    {
      schema: {
        tags: TAGS,
        summary: 'Tous les artisans, en cartes, par nom d’entreprise',
        description:
          'Public. Chaque carte porte l’image principale, la ville, le rayon d’activité, les spécialités, la ' +
          'moyenne des avis (une note absente compte 5) et leur nombre ; jamais de téléphone ni d’e-mail. ' +
          'Sans paramètre : la liste complète (tableau), comme dans la spécification. ' +
          FULL_LIST_DESCRIPTION +
          ' Avec au moins un des ' +
          'paramètres page, size, q : un objet page { items, total, page, size, pageCount } (page 1 et size ' +
          `${ARTISAN_LIST_PAGE_SIZE} par défaut, size 100 au plus) des artisans dont le nom d’entreprise, la ` +
          'ville ou le code postal contient q, casse et accents ignorés ; avec specialite, ceux de cette ' +
          'spécialité seulement (une spécialité inconnue : aucun).',
        querystring: ArtisanListQuerySchema,
        response: {
          200: z.union([ArtisanCardListSchema, ArtisanPageSchema]),
          400: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { page, size, q, specialite } = request.query;
      if (page === undefined && size === undefined && q === undefined && specialite === undefined) {
        await fullListLimit(request);
        return sendFullList(fastify, reply);
      }
      return backOfficePage(fastify, {
        q,
        specialite,
        page: page ?? 1,
        size: size ?? ARTISAN_LIST_PAGE_SIZE,
      });
    },
  );

  // Before /:id, which would otherwise read "map" as an id.
  fastify.get(
    '/map',
    {
      schema: {
        tags: TAGS,
        summary: 'Marqueurs de la carte : les artisans géolocalisés',
        description:
          'Public. Ce qu’un marqueur et sa fenêtre affichent, sans image ni description. `metier` limite aux ' +
          'artisans de cette spécialité (liste vide si elle n’existe pas). Les spécialités sont des ids : leurs ' +
          'noms viennent de GET /api/specialite. urgence=1 garde les artisans qui font du dépannage en urgence, ' +
          'dispo=N ceux disponibles sous N jours au plus (1 à 90).',
        querystring: ArtisanMapQuerySchema,
        response: { 200: ArtisanMarkerListSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { metier, urgence, dispo } = request.query;
      // O(n) in the artisans: cached as bytes (validated and serialized once by the route's response schema,
      // with its ETag and compressed forms), so that a request after the first costs no serializing or hashing.
      const filters = { urgence: urgence === '1', dispo };
      const key = `artisan:markers:${metier ?? 'all'}:${urgence ?? ''}:${dispo ?? ''}`;
      const prepared = await cached(key, async () =>
        prepareJson(reply.serialize(await fastify.artisanRepository.listMarkers(metier, filters)) as string),
      );
      return sendPrepared(request, reply, prepared);
    },
  );

  // The map's position indexes, per trade (or all) and set of filters, kept in this process
  // (map/position-index.ts); the key is the JSON of what the loader reads.
  const positionIndexes = new PositionIndexCache((key) => {
    const { metier, filters } = JSON.parse(key) as { metier?: number; filters: MapFilters };
    return fastify.artisanRepository.markerPositions(metier, filters);
  });

  /** The query's filters as the repository reads them; couvre's point rounded to about 100 m, as a key. */
  const mapFiltersOf = (query: MapViewArtisansQuery): MapFilters => ({
    ...(query.noteMin !== undefined ? { noteMin: query.noteMin } : {}),
    ...(query.avecAvis === '1' ? { avecAvis: true } : {}),
    ...(query.rge === '1' ? { rge: true } : {}),
    ...(query.urgence === '1' ? { urgence: true } : {}),
    ...(query.dispo !== undefined ? { dispo: query.dispo } : {}),
    ...(query.couvre === '1' && query.lat !== undefined && query.lon !== undefined
      ? { couvre: { lat: Math.round(query.lat * 1e3) / 1e3, lon: Math.round(query.lon * 1e3) / 1e3 } }
      : {}),
  });

  /** The position index of the query's trade and filters, read again after any write that touches markers. */
  const viewIndexOf = async (query: MapViewArtisansQuery) => {
    // A token the hot cache forgets at every write that touches markers, here or on another instance.
    const version = await cached('artisan:markers:version', async () => ({}));
    return positionIndexes.get(
      JSON.stringify({ metier: query.metier, filters: mapFiltersOf(query) }),
      version,
    );
  };

  const MAP_FILTERS_DESCRIPTION =
    'Filtres de la page métier : metier, noteMin, avecAvis=1, rge=1, urgence=1, dispo=N, et couvre=1 avec lat et ' +
    'lon (les artisans dont le rayon d’activité couvre ce point, arrondi à 100 m) ; les fiches fermées n’y sont ' +
    'jamais.';

  fastify.get(
    '/map/vue',
    {
      schema: {
        tags: TAGS,
        summary: 'Carte : les regroupements et marqueurs d’une vue',
        description:
          'Public. Ce que montre la vue de la carte : ouest, sud, est, nord (degrés, ouest ≤ est, sud ≤ nord) et ' +
          `zoom (${MAP_VIEW_LIMITS.minZoom} à ${MAP_VIEW_LIMITS.maxZoom}). Les artisans sont groupés par cases de ` +
          `${MAP_VIEW_LIMITS.cellPixels} pixels à l’écran au zoom entier ; une case coupée par le bord de la vue en ` +
          'fait partie si la position moyenne de ses artisans est dedans (au-delà du zoom 14, la vue compte ' +
          `exactement les artisans de la boîte). Jusqu’à ${MAP_VIEW_LIMITS.maxMarkers} artisans, tous sont des ` +
          'marqueurs (mêmes champs que GET /api/artisan/map) ; au-delà, un artisan seul dans sa case reste un ' +
          `marqueur (${MAP_VIEW_LIMITS.maxMarkers} au plus), les autres cases sont des regroupements ` +
          '{ count, lat, lon, expansionZoom } (expansionZoom : le zoom où ses artisans se séparent). total compte ' +
          'les artisans dessinés, ensemble ceux que les mêmes filtres gardent sur toute la carte. Une boîte plus ' +
          `grande qu’un écran est groupée en cases plus larges. ${MAP_FILTERS_DESCRIPTION} Les positions sont lues ` +
          `au plus toutes les ${MAP_VIEW_LIMITS.indexLifetimeMs / 1000} s et après chaque écriture.`,
        querystring: MapViewQuerySchema,
        response: { 200: MapViewSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { ouest, sud, est, nord, zoom } = request.query;
      const index = await viewIndexOf(request.query);
      const groups = index.view({ ouest, sud, est, nord }, zoom);
      return {
        total: groups.total,
        clusters: groups.clusters,
        markers: await fastify.artisanRepository.markersByIds(groups.markerIds),
        ensemble: index.size,
      };
    },
  );

  fastify.get(
    '/map/vue/artisans',
    {
      schema: {
        tags: TAGS,
        summary: 'Carte : la liste des artisans d’une vue',
        description:
          'Public. La liste à côté de la carte : les artisans de la boîte ouest, sud, est, nord (mêmes champs que ' +
          'GET /api/artisan/map), les plus proches de son centre d’abord (distance plane en degrés, celle de ' +
          `l’index des positions) ; page (1 à ${MAP_VIEW_LIMITS.listPageMax}) et size (` +
          `${MAP_VIEW_LIMITS.listPageSize} par défaut, ${MAP_VIEW_LIMITS.listPageSizeMax} au plus) ; suivante dit ` +
          `si une page suivante en tient d’autres. ${MAP_FILTERS_DESCRIPTION}`,
        querystring: MapViewArtisansQuerySchema,
        response: { 200: MapViewArtisansSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { ouest, sud, est, nord, metier } = request.query;
      const page = request.query.page ?? 1;
      const size = request.query.size ?? MAP_VIEW_LIMITS.listPageSize;
      const offset = (page - 1) * size;
      // The view's own position index (the one /map/vue draws from) orders a box of a town or a quarter in memory:
      // the database's nearest-first scan, filtered by a small box, read far beyond it (0.7 s at a million
      // listings for a zoom-14 screen). A box holding more is the database's: its scan then stops at once.
      const index = await viewIndexOf(request.query);
      const box = { ouest, sud, est, nord };
      const nearest = index.nearestInBox(
        box,
        { lon: (ouest + est) / 2, lat: (sud + nord) / 2 },
        offset + size + 1,
      );
      if (nearest) {
        return {
          // In the index's order; one closed since the index was read is left out, as the view leaves it out.
          items: await fastify.artisanRepository.markersByIds(nearest.slice(offset, offset + size)),
          page,
          size,
          suivante: nearest.length > offset + size,
        };
      }
      const { markers, more } = await fastify.artisanRepository.viewArtisans({
        specialiteId: metier,
        filters: mapFiltersOf(request.query),
        box,
        size,
        offset,
      });
      return { items: markers, page, size, suivante: more };
    },
  );

  fastify.get(
    '/artisans-specialite/:specialiteId',
    {
      schema: {
        tags: TAGS,
        summary: 'Les artisans d’une spécialité',
        description:
          'Public. Sans paramètre : la liste complète des cartes (tableau), par nom d’entreprise, comme dans la ' +
          'spécification. ' +
          FULL_LIST_DESCRIPTION +
          ' Avec au moins un paramètre : un objet page { items, total, page, size, pageCount } ' +
          `(page 1 et size ${LIMITS.tradePageSize} par défaut, size 100 au plus, pageCount au moins 1, une page ` +
          'au-delà de la dernière est vide), avec les mêmes paramètres que l’adresse de la page métier : tri ' +
          '(pertinence par défaut : note bayésienne, profil complet, réactivité, puis nom ; distance : les plus ' +
          'proches d’abord, lat et lon requis ; note : « Mieux notés », la note bayésienne puis le nombre d’avis), ' +
          'lat et lon (ensemble : chaque carte porte distanceKm, haversine, et couvre, le point est-il dans son ' +
          'rayon d’activité), couvre=1 (seulement les artisans dont le rayon couvre le point, limite comprise ; ' +
          'lat et lon requis), noteMin (1 à 5 : moyenne des avis publiés au moins égale), avecAvis=1 (au moins un ' +
          'avis publié), rge=1 (au moins une qualification RGE valide aujourd’hui ; chaque carte porte rge), urgence=1 (dépannage en urgence), dispo=N (disponible sous N jours au plus, 1 à 90 ; une disponibilité indiquée il y a plus de 30 jours a expiré). Les artisans sans coordonnées viennent en dernier par distance. 404 si la spécialité ' +
          'n’existe pas.',
        params: SpecialiteIdParamsSchema,
        querystring: ArtisansBySpecialiteQuerySchema,
        response: {
          200: z.union([ArtisanCardListSchema, ArtisanPageSchema]),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { specialiteId } = request.params;
      const { page, size, lat, lon, tri, couvre, noteMin, avecAvis, rge, urgence, dispo } = request.query;
      const origin = lat !== undefined && lon !== undefined ? { lat, lon } : undefined;
      const filtered =
        couvre !== undefined ||
        noteMin !== undefined ||
        avecAvis !== undefined ||
        rge !== undefined ||
        urgence !== undefined ||
        dispo !== undefined;
      const mustExist = async () => {
        const specialite = await fastify.specialiteRepository.findById(specialiteId);
        if (!specialite) throw new HttpError(404, ARTISAN_MESSAGES.specialiteNotFound);
      };
      if (Object.values(request.query).every((value) => value === undefined)) {
        await fullListLimit(request);
        await mustExist();
        return sendFullList(fastify, reply, specialiteId);
      }
      const load = async () => {
        // Every unfiltered page of a trade, in every order, needs the trade's total: counted once, then kept with
        // the other hot answers (and forgotten with them at the next write). A filtered page counts its own.
        const total = filtered
          ? undefined
          : await cached(`artisan:trade-total:${specialiteId}`, () =>
              fastify.artisanRepository.countBySpecialite(specialiteId),
            );
        const result = await fastify.artisanRepository.pageBySpecialite(specialiteId, {
          page: page ?? 1,
          size: size ?? LIMITS.tradePageSize,
          sort: tri ?? 'pertinence',
          origin,
          couvre: couvre === '1',
          noteMin,
          avecAvis: avecAvis === '1',
          rge: rge === '1',
          urgence: urgence === '1',
          dispo,
          total,
        });
        // Artisans reference their trades (no deletion while in use): a trade with artisans exists, so only an
        // empty answer costs the extra look-up.
        if (result.total === 0) await mustExist();
        return result;
      };
      // A point is the visitor's own: read each time. The other pages are the same for everyone, so they are kept
      // as prepared answers, like the map, under a key naming every parameter.
      if (origin) return load();
      const key =
        `artisan:trade:${specialiteId}:${page ?? 1}:${size ?? LIMITS.tradePageSize}:${tri ?? 'pertinence'}:` +
        `${noteMin ?? ''}:${avecAvis ?? ''}:${rge ?? ''}:${urgence ?? ''}:${dispo ?? ''}`;
      const prepared = await cached(key, async () => prepareJson(reply.serialize(await load()) as string));
      return sendPrepared(request, reply, prepared);
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Le profil public d’un artisan',
        description:
          'Public. Le téléphone n’est donné que si personnalDataToShow vaut ALL ou TEL, l’e-mail que s’il vaut ' +
          'ALL ou MAIL ; sinon ils valent null. Dates en ISO 8601. geree vaut false pour une fiche établie ' +
          'd’après les registres publics qu’aucune entreprise ne gère encore ; registre dit ce que les registres ' +
          'en disent (null pour une fiche sans lien avec eux). 410 si l’établissement est fermé.',
        params: IdParamsSchema,
        response: {
          200: ArtisanPublicSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          410: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // The same for every visitor: kept as a prepared answer until a write (an unknown id is not kept).
      const prepared = await cached(`artisan:public:${id}`, async () => {
        const artisan = await fastify.artisanRepository.findPublicById(id);
        if (!artisan) throw new HttpError(404, ARTISAN_MESSAGES.notFound);
        if (artisan === 'closed') throw new HttpError(410, ARTISAN_MESSAGES.closed);
        return prepareJson(reply.serialize(artisan) as string);
      });
      return sendPrepared(request, reply, prepared);
    },
  );

  fastify.post(
    '',
    {
      onRequest: fastify.requireRole('ROLE_ADMIN'),
      schema: {
        tags: TAGS,
        summary: 'Créer un artisan',
        description:
          'ROLE_ADMIN. SIRET et SIREN valides (clé de Luhn), SIREN = 9 premiers chiffres du SIRET, rayon ' +
          'd’activité de 100 km au plus ; userId doit être un compte ROLE_ARTISAN qui n’a pas encore d’artisan ; ' +
          'les spécialités doivent exister.',
        security: SECURITY,
        body: ArtisanInputSchema,
        response: {
          201: ArtisanSchema,
          ...ROLE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      // A new card on the lists, in its trades' pages and totals: the directory's answers are stale.
      request.publicChange = 'directory';
      const artisan = written(await fastify.artisanRepository.create(request.body));
      return reply.code(201).send(artisan);
    },
  );

  fastify.put(
    '/:id',
    {
      onRequest: fastify.requireRole('ROLE_ADMIN', 'ROLE_ARTISAN'),
      validatorCompiler: validateAllButBody as never,
      schema: {
        tags: TAGS,
        summary: 'Modifier un artisan',
        description:
          'ROLE_ADMIN : tout l’artisan (ArtisanInput, mêmes règles qu’à la création ; un champ facultatif absent ' +
          'garde sa valeur, null l’efface). ROLE_ARTISAN : seulement son propre artisan (sinon 403) et seulement ' +
          'anneeExperience, rayonActivite et specialites ; tout autre champ envoyé est ignoré. dateUpdate est ' +
          'mise à jour.',
        security: SECURITY,
        params: IdParamsSchema,
        body: ArtisanUpdateSchema,
        response: {
          200: ArtisanSchema,
          ...RESOURCE_ERRORS,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { role, artisanId, sub } = request.user;
      // Its trades may change, and with them trade pages, totals and the trade list: the directory's answers.
      request.publicChange = 'directory';
      if (role === 'ROLE_ADMIN') {
        const input = parseBody(ArtisanInputSchema, request.body);
        return written(await fastify.artisanRepository.update(id, input));
      }
      // The session decides the owner: the claim must name this artisan, and the account must still own it.
      if (artisanId !== id) throw new HttpError(403, MESSAGES.forbidden);
      const input = parseBody(ArtisanSelfUpdateSchema, request.body);
      const owner = await fastify.artisanRepository.findOwner(id);
      if (!owner) throw new HttpError(404, ARTISAN_MESSAGES.notFound);
      if (owner.userId === null || owner.userId !== Number(sub)) throw new HttpError(403, MESSAGES.forbidden);
      return written(await fastify.artisanRepository.updateSelf(id, input));
    },
  );

  fastify.delete(
    '/:id',
    {
      onRequest: fastify.requireRole('ROLE_ADMIN'),
      schema: {
        tags: TAGS,
        summary: 'Supprimer un artisan',
        description:
          'ROLE_ADMIN. Supprime en une transaction l’artisan, ses détails, ses avis et ses liens aux ' +
          'spécialités, puis les fichiers d’images qu’aucune autre ligne n’utilise. Le compte utilisateur reste.',
        security: SECURITY,
        params: IdParamsSchema,
        response: {
          204: z.null().describe('Artisan supprimé'),
          ...RESOURCE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      request.publicChange = 'directory';
      const deletion = await fastify.artisanRepository.delete(request.params.id);
      if (!deletion) throw new HttpError(404, ARTISAN_MESSAGES.notFound);
      // After the commit: a file that fails to go is logged, the artisan is gone either way.
      const keys = deletion.orphanImages.flatMap(storageKeys);
      const results = await Promise.allSettled(keys.map((key) => fastify.storage.delete(key)));
      results.forEach((result, index) => {
        if (result.status === 'rejected') {
          request.log.warn({ err: result.reason, key: keys[index] }, 'image non supprimée');
        }
      });
      return reply.code(204).send(null);
    },
  );
};

export default artisanRoutes;
