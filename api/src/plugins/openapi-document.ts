// What the OpenAPI document (plugins/swagger.ts) adds to the routes' zod schemas so that generated clients get real
// types: a stable operationId per operation, the contract's schemas named in components.schemas (operations $ref
// them), French response descriptions, and the JSON Schema conversion options. swagger.test.ts checks the result.
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as address from '@annuaire/shared/contract/address';
import * as artisan from '@annuaire/shared/contract/artisan';
import * as artisanDetail from '@annuaire/shared/contract/artisan-detail';
import * as auth from '@annuaire/shared/contract/auth';
import * as avis from '@annuaire/shared/contract/avis';
import * as common from '@annuaire/shared/contract/common';
import * as demande from '@annuaire/shared/contract/demande';
import * as demandeAlertes from '@annuaire/shared/contract/demande-alertes';
import * as map from '@annuaire/shared/contract/map';
import * as message from '@annuaire/shared/contract/message';
import * as note from '@annuaire/shared/contract/note';
import * as particulier from '@annuaire/shared/contract/particulier';
import * as qualification from '@annuaire/shared/contract/qualification';
import * as recherche from '@annuaire/shared/contract/recherche';
import * as registresImports from '@annuaire/shared/contract/registres-imports';
import * as retrait from '@annuaire/shared/contract/retrait';
import * as revendication from '@annuaire/shared/contract/revendication';
import * as specialite from '@annuaire/shared/contract/specialite';
import * as user from '@annuaire/shared/contract/user';

const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operationId of a route, derived once from its method and path so that it never changes while they do not:
 * the method in lower case, then for each segment after /api, a static segment's words (split on `-`, `.` and `_`)
 * capitalized, and a parameter as `By` and its capitalized name. `GET /api/artisan/:id` → `getArtisanById`,
 * `GET /api/artisan/:id/zone.svg` → `getArtisanByIdZoneSvg`. Method and path are unique per route, and so is this
 * (swagger.test.ts checks it over the whole document).
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment !== '');
  const words = segments.map((segment) => {
    const parameter = /^(?::(\w+)|\{(\w+)\})$/.exec(segment);
    if (parameter) return `By${upperFirst(parameter[1] ?? parameter[2]!)}`;
    return segment
      .split(/[^A-Za-z0-9]+/)
      .filter((word) => word !== '')
      .map(upperFirst)
      .join('');
  });
  return method.toLowerCase() + words.join('');
}

/** The contract's modules whose exported schemas the document names. */
const CONTRACT_MODULES: Record<string, unknown>[] = [
  common,
  address,
  auth,
  user,
  particulier,
  specialite,
  qualification,
  artisan,
  map,
  artisanDetail,
  note,
  avis,
  demande,
  demandeAlertes,
  message,
  registresImports,
  retrait,
  revendication,
  recherche,
];

/**
 * Component name of each schema the contract exports: its export name without the `Schema` suffix
 * (`ArtisanPublicSchema` → `ArtisanPublic`). A schema exported twice keeps its first name, in the order above.
 */
export const CONTRACT_SCHEMA_NAMES: ReadonlyMap<z.ZodType, string> = (() => {
  const names = new Map<z.ZodType, string>();
  for (const contractModule of CONTRACT_MODULES) {
    for (const [exportName, value] of Object.entries(contractModule)) {
      if (value instanceof z.ZodType && !names.has(value))
        names.set(value, exportName.replace(/Schema$/, ''));
    }
  }
  return names;
})();

/**
 * The id a named schema gets in zod's global registry. fastify-type-provider-zod turns each id into two components,
 * the output form under the id and the input form under the id plus `Input`; ending ids with `Schema` keeps an input
 * form (`ArtisanSchemaInput`) from ever colliding with another schema's output form (`ArtisanInputSchema`).
 * `finishComponents` gives them their final names.
 */
const registryId = (name: string) => `${name}Schema`;
const REGISTERED = new Map<string, string>();

function nameSchema(schema: unknown): void {
  if (!(schema instanceof z.ZodType)) return;
  const name = CONTRACT_SCHEMA_NAMES.get(schema);
  if (name === undefined) return;
  const meta = z.globalRegistry.get(schema);
  if (meta?.id !== undefined) return;
  // Kept with the schema's other metadata (its description): only the id is added.
  z.globalRegistry.add(schema, { ...meta, id: registryId(name) });
  REGISTERED.set(registryId(name), name);
}

/** The request body and response schemas of a route, before conversion (zod, or `{ content: { type: { schema } } }`). */
function bodyAndResponseSchemas(schema: RouteOptions['schema']): unknown[] {
  if (!schema) return [];
  const found: unknown[] = [schema.body];
  for (const response of Object.values((schema.response ?? {}) as Record<string, unknown>)) {
    const content = (response as { content?: Record<string, { schema?: unknown }> } | null)?.content;
    if (content && typeof content === 'object' && !(response instanceof z.ZodType)) {
      found.push(...Object.values(content).map((media) => media.schema));
    } else found.push(response);
  }
  // The members of a top-level union (a list or a page) are named too.
  return found.flatMap((entry) =>
    entry instanceof z.ZodUnion ? [entry, ...(entry.options as unknown[])] : [entry],
  );
}

/**
 * Names, in zod's global registry, the contract schemas a route takes as body or gives as response, so that the
 * document holds them in components.schemas and the operations $ref them. Called for each route as it is added,
 * before any document is built. Parameters and query strings stay inline: @fastify/swagger lists their properties.
 */
export function nameRouteSchemas(route: RouteOptions): void {
  for (const schema of bodyAndResponseSchemas(route.schema)) nameSchema(schema);
}

/**
 * Conversion options. fastify-type-provider-zod's default override drops the empty branches of a union, but it runs
 * before zod has filled a reused branch in (still `{}` then): `PhoneSchema.or(z.literal(''))` became a one-branch
 * anyOf that allowed only ''. This override leaves unions whole; dates are ISO strings, as the API sends them.
 */
const zodToJsonConfig = {
  override: (context: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) => {
    if (context.zodSchema instanceof z.ZodDate) {
      context.jsonSchema.type = 'string';
      context.jsonSchema.format = 'date-time';
    }
  },
};

export const transformRouteSchema = createJsonSchemaTransform({ zodToJsonConfig });
export const transformDocument = createJsonSchemaTransformObject({ zodToJsonConfig });

/** What each status means, in French, for a response its route does not describe itself. */
export const RESPONSE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  200: 'Succès',
  201: 'Créé',
  204: 'Fait, sans contenu',
  400: 'Requête invalide (message et erreurs par champ)',
  401: 'Session absente, expirée ou terminée',
  403: 'Refusé : rôle, propriétaire ou origine non autorisés',
  404: 'Introuvable',
  409: 'Conflit avec l’état actuel',
  410: 'Lien expiré ou déjà utilisé',
  413: 'Trop volumineux',
  415: 'Type de fichier non accepté',
  422: 'Image illisible',
  429: 'Trop de requêtes : réessayez plus tard',
  503: 'Service indisponible',
};

/**
 * Gives each converted response without a description of its own the one of its status, instead of « Default
 * Response ». @fastify/swagger reads it as the response's description and leaves it out of the schema.
 */
export function describeResponses<T extends { response?: unknown }>(schema: T): T {
  if (!schema.response || typeof schema.response !== 'object') return schema;
  const response = Object.fromEntries(
    Object.entries(schema.response as Record<string, Record<string, unknown>>).map(([status, answer]) => {
      const text = RESPONSE_DESCRIPTIONS[status];
      if (answer.description !== undefined || answer['x-response-description'] !== undefined || !text)
        return [status, answer];
      // Beside a $ref, @fastify/swagger keeps only the reference in the schema and reads the description.
      return [
        status,
        { ...answer, [answer.$ref === undefined ? 'x-response-description' : 'description']: text },
      ];
    }),
  );
  return { ...schema, response };
}

const COMPONENT_PREFIX = '#/components/schemas/';

/** Every `$ref` to a component schema in a part of the document. */
function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const entry of value) collectRefs(entry, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENT_PREFIX))
        into.add(child.slice(COMPONENT_PREFIX.length));
      else collectRefs(child, into);
    }
  }
}

function renameRefs(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((entry) => renameRefs(entry, names));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENT_PREFIX)) {
        const name = names.get(child.slice(COMPONENT_PREFIX.length));
        return [key, name === undefined ? child : COMPONENT_PREFIX + name];
      }
      return [key, renameRefs(child, names)];
    }),
  );
}

interface DocumentWithSchemas {
  paths?: unknown;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * Keeps the component schemas the operations use (directly or through another component) and gives the named ones
 * their contract name: `X` for the form the operations use, and when both forms are used, `X` for the response's
 * and `XInput` for the request's. Two components may not end up with the same name.
 */
export function finishComponents<T extends DocumentWithSchemas>(document: T): T {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  collectRefs(document.paths, used);
  for (let pending = [...used]; pending.length > 0;) {
    const found = new Set<string>();
    for (const id of pending) collectRefs(schemas[id], found);
    pending = [...found].filter((id) => !used.has(id));
    for (const id of pending) used.add(id);
  }
  const names = new Map<string, string>();
  for (const id of used) {
    const input = id.endsWith('Input') ? REGISTERED.get(id.slice(0, -'Input'.length)) : undefined;
    const output = REGISTERED.get(id);
    if (output !== undefined) names.set(id, output);
    else if (input !== undefined)
      names.set(id, used.has(id.slice(0, -'Input'.length)) ? `${input}Input` : input);
  }
  const kept: Record<string, unknown> = {};
  const entries = [...used]
    .filter((id) => id in schemas)
    .map((id) => [names.get(id) ?? id, id] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, id] of entries) {
    if (name in kept)
      throw new Error(`Deux schémas de l’API portent le nom ${name} dans le document OpenAPI.`);
    kept[name] = renameRefs(schemas[id], names);
  }
  return {
    ...document,
    paths: renameRefs(document.paths, names),
    components: { ...document.components, schemas: kept },
  };
}
