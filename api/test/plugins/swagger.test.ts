// GET /api/openapi.json: the OpenAPI document generated from the contract's zod schemas, with the security
// schemes, one tag per resource and the authorization table in its description.
import { AUTHORIZATION_TABLE, TAGS } from '../../src/plugins/swagger';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; description: string; version: string };
  tags: { name: string; description: string }[];
  components: { securitySchemes: Record<string, Record<string, string>> };
  paths: Record<
    string,
    Record<string, { tags?: string[]; requestBody?: unknown; responses: Record<string, unknown> }>
  >;
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
    expect(JSON.stringify(login.requestBody)).toContain('username');
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(JSON.stringify(document.paths['/api/specialite']!.get!.responses['200'])).toContain('pathImg');
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
});
