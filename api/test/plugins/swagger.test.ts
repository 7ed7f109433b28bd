// GET /api/openapi.json: the OpenAPI document generated from the contract's zod schemas, with the security
// schemes, one tag per resource and the authorization table in its description; every operation with a stable
// operationId, its security (an empty list when public), a documented 4xx, and its JSON request and response
// schemas named in components.schemas.
import { operationIdOf, RESPONSE_DESCRIPTIONS } from '../../src/plugins/openapi-document';
import { AUTHORIZATION_TABLE, TAGS } from '../../src/plugins/swagger';
import { ENDPOINTS } from '../helpers/fuzz/endpoints';
import { resolveRefs } from '../helpers/openapi';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Media {
  schema: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; description: string; version: string };
  tags: { name: string; description: string }[];
  components: {
    securitySchemes: Record<string, Record<string, string>>;
    schemas: Record<string, Record<string, unknown>>;
  };
  paths: Record<string, Record<string, Operation>>;
}

/** Operations that take no parameter, no body and no session: no 4xx can come from them (api/redocly.yaml). */
const WITHOUT_CLIENT_ERROR = ['getHealth', 'getSpecialite'];

function operations(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
}

const REF = /^#\/components\/schemas\/(\w+)$/;

/** A JSON schema that is a named component, or a choice between named components. */
function isNamed(schema: Record<string, unknown>): boolean {
  if (typeof schema.$ref === 'string') return REF.test(schema.$ref);
  const anyOf = schema.anyOf as Record<string, unknown>[] | undefined;
  return Array.isArray(anyOf) && anyOf.length > 1 && anyOf.every(isNamed);
}

describe('GET /api/openapi.json', () => {
  let ctx: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    ctx = await createTestApp({ data: 'none' });
    const response = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => ctx?.close());

  it('documents the API routes with their schemas, and nothing else', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/logout',
        '/api/health',
        '/api/specialite',
        '/api/specialite/{id}',
        '/api/geo/search',
      ]),
    );
    for (const path of paths) expect(path).toMatch(/^\/api\//);
    expect(paths).not.toContain('/api/openapi.json');
    const login = document.paths['/api/auth/login']!.post!;
    expect(JSON.stringify(resolveRefs(document, login.requestBody))).toContain('username');
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(
      JSON.stringify(resolveRefs(document, document.paths['/api/specialite']!.get!.responses['200'])),
    ).toContain('pathImg');
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations))
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
    }
  });

  it('publishes the authorization table in French in its description', () => {
    const { description } = document.info;
    expect(description).toContain(AUTHORIZATION_TABLE);
    for (const text of [
      '| Accès | Appels |',
      '**Public** (sans compte)',
      '**ROLE_ARTISAN** (le sien uniquement)',
      '**ROLE_ADMIN**',
      'jamais par un identifiant de la requête',
      'personnalDataToShow',
      'GET /api/geo/search',
    ]) {
      expect(description).toContain(text);
    }
  });

  it('declares the jwt cookie and the bearer token as security schemes', () => {
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'jwt',
    });
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('has one described tag per resource', () => {
    expect(document.tags.map((tag) => tag.name)).toEqual(TAGS.map((tag) => tag.name));
    for (const tag of document.tags) expect(tag.description.length).toBeGreaterThan(0);
    const declared = new Set(document.tags.map((tag) => tag.name));
    for (const name of ['spécialités', 'authentification', 'santé', 'géographie'])
      expect(declared.has(name)).toBe(true);
    expect(document.paths['/api/geo/search']!.get!.tags).toEqual(['géographie']);
  });

  it('gives every operation a unique camelCase operationId derived from its method and path', () => {
    const ids = operations(document).map(({ path, method, operation }) => {
      expect(operation.operationId).toBe(operationIdOf(method, path));
      return operation.operationId!;
    });
    for (const id of ids) expect(id).toMatch(/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Names that generated clients use: they may not change.
    expect(ids).toEqual(
      expect.arrayContaining([
        'getArtisanArtisans',
        'getArtisanById',
        'putArtisanById',
        'getArtisanMap',
        'getArtisanArtisansSpecialiteBySpecialiteId',
        'getArtisanByIdZoneSvg',
        'getSpecialite',
        'postAuthLogin',
        'putUserPwd',
        'getNoteArtisanByArtisanId',
      ]),
    );
  });

  it('derives operationIds by one rule', () => {
    expect(operationIdOf('GET', '/api/artisan/:id')).toBe('getArtisanById');
    expect(operationIdOf('get', '/api/artisan/{id}')).toBe('getArtisanById');
    expect(operationIdOf('POST', '/api/artisan/details/:artisanId/upload-file')).toBe(
      'postArtisanDetailsByArtisanIdUploadFile',
    );
    expect(operationIdOf('GET', '/api/artisan/:id/zone.svg')).toBe('getArtisanByIdZoneSvg');
    expect(operationIdOf('DELETE', '/api/health')).toBe('deleteHealth');
  });

  it('states the security of every operation: the session schemes when guarded, an empty list when public', () => {
    for (const { operation } of operations(document)) {
      expect(Array.isArray(operation.security)).toBe(true);
      const schemes = operation.security!.flatMap((requirement) => Object.keys(requirement));
      for (const scheme of schemes)
        expect(Object.keys(document.components.securitySchemes)).toContain(scheme);
      if (schemes.length > 0) expect(schemes).toEqual(['cookieAuth', 'bearerAuth']);
    }
    expect(document.paths['/api/artisan/{id}']!.get!.security).toEqual([]);
    expect(document.paths['/api/auth/login']!.post!.security).toEqual([]);
    expect(document.paths['/api/artisan/{id}']!.put!.security).toEqual([
      { cookieAuth: [] },
      { bearerAuth: [] },
    ]);
    // Public, with more for the session's owner or an admin: anonymous callers are allowed ({}).
    expect(document.paths['/api/note/artisan/{artisanId}']!.get!.security).toEqual([
      {},
      { cookieAuth: [] },
      { bearerAuth: [] },
    ]);
  });

  it('requires a session exactly where the fuzz suite’s table of who may call what does', () => {
    for (const { path, method, operation } of operations(document)) {
      const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const endpoint = ENDPOINTS.find((candidate) => `${candidate.method} ${candidate.path}` === route);
      const anonymous =
        operation.security!.length === 0 ||
        operation.security!.some((requirement) => Object.keys(requirement).length === 0);
      expect({ route, public: anonymous }).toEqual({ route, public: endpoint?.access === 'public' });
    }
  });

  it('documents what an anonymous caller gets: 401 only where a session is required', async () => {
    for (const { path, method, operation } of operations(document)) {
      const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'token' ? 'x' : '1'));
      const write = method !== 'get';
      const response = await ctx.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        ...(write ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
      });
      const required =
        operation.security!.length > 0 &&
        !operation.security!.some((requirement) => Object.keys(requirement).length === 0);
      const label = `${method.toUpperCase()} ${path} → ${response.statusCode}`;
      if (required) {
        // A guard in a preHandler runs after validation: an empty body may be refused first.
        expect([label, [400, 401].includes(response.statusCode)]).toEqual([label, true]);
      } else expect([label, [401, 403].includes(response.statusCode)]).toEqual([label, false]);
    }
  });

  it('names the request and response schemas in components, and every 4xx is an ApiError', () => {
    const { schemas } = document.components;
    expect(schemas.ApiError).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' }, errors: expect.any(Object) },
      required: ['message'],
    });
    for (const { path, method, operation } of operations(document)) {
      const label = `${method.toUpperCase()} ${path}`;
      const media = [
        ...Object.entries(operation.requestBody?.content ?? {}),
        ...Object.values(operation.responses).flatMap((response) => Object.entries(response.content ?? {})),
      ];
      for (const [type, { schema }] of media) {
        if (type === 'application/json' || type === 'multipart/form-data')
          expect([label, type, isNamed(schema)]).toEqual([label, type, true]);
      }
      const clientErrors = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
      if (!WITHOUT_CLIENT_ERROR.includes(operation.operationId!))
        expect([label, clientErrors.length > 0]).toEqual([label, true]);
      for (const status of clientErrors) {
        expect(operation.responses[status]!.content).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
        });
      }
    }
    // Every $ref resolves, and every component is used.
    const text = JSON.stringify(document);
    const refs = new Set([...text.matchAll(/"#\/components\/schemas\/(\w+)"/g)].map((match) => match[1]!));
    expect([...refs].filter((name) => !(name in schemas))).toEqual([]);
    expect(Object.keys(schemas).filter((name) => !refs.has(name))).toEqual([]);
    const byId = document.paths['/api/artisan/{id}']!;
    expect(byId.get!.responses['200']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ArtisanPublic',
    });
    expect(byId.put!.requestBody!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ArtisanUpdate',
    });
    expect(schemas.ArtisanPublic!.properties).toHaveProperty('entrepriseNom');
  });

  it('describes every response in French, by its status unless the route says more', () => {
    for (const { path, method, operation } of operations(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const label = `${method.toUpperCase()} ${path} ${status}`;
        expect([label, response.description]).not.toEqual([label, 'Default Response']);
      }
    }
    const byId = document.paths['/api/artisan/{id}']!;
    expect(byId.get!.responses['404']!.description).toBe(RESPONSE_DESCRIPTIONS[404]);
    expect(byId.delete!.responses['204']!.description).toBe('Artisan supprimé');
  });

  it('keeps every branch of a union: a contact update takes a telephone, an empty string or null', () => {
    const telephone = (document.components.schemas.OwnContactUpdate!.properties as Record<string, unknown>)
      .telephone;
    const branches = JSON.stringify(telephone);
    expect(branches).toContain('{"type":"string"}');
    expect(branches).toContain('"const":""');
    expect(branches).toContain('{"type":"null"}');
  });
});
