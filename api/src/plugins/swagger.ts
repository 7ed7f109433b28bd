// OpenAPI plugin: @fastify/swagger builds the document from the routes' zod schemas (the shared contract)
// through fastify-type-provider-zod, and GET /api/openapi.json publishes it. Only /api routes are documented.
// Its description carries the authorization table of the API (who may call what), in French. Every operation gets a
// stable operationId and its security (none for a public route), and the contract's schemas are named components
// (plugins/openapi-document.ts), so that a client generated from the document is typed.
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import {
  describeResponses,
  finishComponents,
  nameRouteSchemas,
  operationIdOf,
  transformDocument,
  transformRouteSchema,
} from './openapi-document';

/** The authorization table (issue 3), published in the document's description. */
export const AUTHORIZATION_TABLE = `## Autorisations

| Accès | Appels |
|---|---|
| **Public** (sans compte) | GET des spécialités, des artisans (liste, par id, par spécialité, données de la carte), des avis d’un artisan, des détails d’un artisan et par type ; recherche d’adresse (\`GET /api/geo/search\`) ; plan du site ; connexion et déconnexion ; messages de contact et d’adhésion ; demande à un à trois artisans (\`POST /api/demandes\`, transmise par e-mail à leur compte sans jamais donner leur adresse) ; demande de retrait d’une fiche (\`POST /api/registres/retraits\`, droit d’opposition, RGPD article 21) ; demande de réinitialisation du mot de passe. |
| **ROLE_ARTISAN** (le sien uniquement) | \`PUT /api/artisan/{id}\` de son propre artisan (seulement anneeExperience, rayonActivite, specialites) ; création, modification, suppression et envoi d’image de ses propres détails ; téléphone et personnalDataToShow de son propre compte ; les demandes reçues par son artisan (\`GET /api/artisan/{artisanId}/demandes\`) et leur état traité (\`PUT /api/demandes/{id}\`, réservé à l’artisan destinataire). Le propriétaire est déterminé par la session, jamais par un identifiant de la requête. |
| **ROLE_ADMIN** | Tout : comptes utilisateurs (\`GET /api/user\` et \`/api/user/{id}\` compris, réservés aux administrateurs), artisans, spécialités et leurs images, particuliers, avis et détails ; les demandes reçues par les artisans (\`GET /api/artisan/{artisanId}/demandes\`, décompte \`GET /api/demandes\`, lecture \`GET /api/demandes/{id}\`, suppression \`DELETE /api/demandes/{id}\`), mais pas leur état traité, qui revient à l’artisan ; les imports des registres publics (\`GET /api/registres/imports\` et \`/api/registres/imports/{id}\`, réservés aux administrateurs) ; les demandes de retrait d’une fiche (\`GET /api/registres/retraits\`, acceptation et refus motivé). |

Aucune réponse ne contient de mot de passe ni d’empreinte de mot de passe. Les réponses publiques ne contiennent le téléphone ou l’e-mail d’un artisan que si personnalDataToShow l’autorise (ALL, TEL, MAIL), et jamais les coordonnées des visiteurs qui lui écrivent.`;

const DESCRIPTION = `API REST de l’annuaire : artisans, spécialités, avis, comptes et messages.

## Authentification

\`POST /api/auth/login\` dépose le jeton JWT dans le cookie httpOnly \`jwt\` (SameSite) et le renvoie aussi dans le
corps ; il peut être présenté en \`Authorization: Bearer …\`. Les requêtes qui modifient des données (POST, PUT,
PATCH, DELETE) venant d’une autre origine que le site sont refusées (403). Les erreurs sont des objets
\`{ message, errors? }\` en français.

${AUTHORIZATION_TABLE}`;

/** One tag per resource, in the order of the documentation. */
export const TAGS = [
  { name: 'authentification', description: 'Connexion et déconnexion (cookie jwt).' },
  { name: 'artisans', description: 'Artisans : liste, fiche, par spécialité, carte.' },
  {
    name: 'détails d’artisan',
    description: 'Détails d’un artisan : images, description, normes, envois de fichiers.',
  },
  { name: 'spécialités', description: 'Corps de métier et leurs images.' },
  { name: 'notes', description: 'Avis des particuliers sur les artisans.' },
  { name: 'particuliers', description: 'Particuliers auteurs des avis.' },
  { name: 'comptes', description: 'Comptes utilisateurs et mots de passe.' },
  { name: 'messages', description: 'Contact, demande d’adhésion, réinitialisation du mot de passe.' },
  {
    name: 'demandes',
    description:
      'Demandes des visiteurs transmises aux artisans : envoi, demandes reçues, état traité, décompte et suppression.',
  },
  {
    name: 'registres',
    description:
      'Imports des registres publics (SIRENE, liste RGE) : leurs rapports, pour les administrateurs ; les demandes de retrait d’une fiche au titre du droit d’opposition (RGPD, article 21), acceptation et refus.',
  },
  {
    name: 'revendications',
    description:
      '« C’est votre entreprise ? » : une entreprise prend en main la fiche qu’aucune entreprise ne gère, en prouvant qu’elle est la sienne (code envoyé à l’adresse e-mail de la liste RGE de l’ADEME).',
  },
  { name: 'géographie', description: 'Recherche d’adresses et de communes.' },
  { name: 'santé', description: 'État du service.' },
];

export default fp(
  async (fastify) => {
    // Registered before the routes (app.ts): each one's body and response schemas are named as it is added.
    fastify.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/')) nameRouteSchemas(route);
    });

    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Annuaire des artisans – API',
          description: DESCRIPTION,
          version: '1.0.0',
        },
        servers: [{ url: fastify.config.publicUrl }],
        tags: TAGS,
        components: {
          securitySchemes: {
            cookieAuth: {
              type: 'apiKey',
              in: 'cookie',
              name: 'jwt',
              description: 'Jeton de session déposé par POST /api/auth/login (httpOnly, SameSite).',
            },
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'Le même jeton, renvoyé dans le corps de la connexion.',
            },
          },
        },
      },
      transform: (input) => {
        if (!input.url.startsWith('/api/'))
          return { schema: { ...input.schema, hide: true } as typeof input.schema, url: input.url };
        const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
        // A route behind a session states it (routes/openapi.ts SECURITY); any other is public, which the
        // document says with an empty list rather than by leaving it out.
        const schema = {
          operationId: operationIdOf(method, input.url),
          security: [],
          ...input.schema,
        } as typeof input.schema;
        const transformed = transformRouteSchema({ ...input, schema });
        return { ...transformed, schema: describeResponses(transformed.schema) };
      },
      transformObject: (input) => finishComponents(transformDocument(input) as never),
    });

    fastify.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return fastify.swagger();
    });
  },
  { name: 'swagger', dependencies: ['config'] },
);
