// The outside checkers on GET /api/openapi.json, in `npm test`: Redocly CLI's lint (the recommended rules, with the
// exceptions and their reasons in api/redocly.yaml) finds no error and no warning, and the TypeScript types that
// openapi-typescript generates from the document type a client's calls: a response's fields, a request body, the
// error. Both run from node_modules, offline.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';

const API_DIR = path.resolve(__dirname, '../..');
const REPO_DIR = path.resolve(API_DIR, '..');
const bin = (name: string) => path.join(REPO_DIR, 'node_modules/.bin', name);
// openapi-typescript sits in api/node_modules (with the TypeScript version it wants); the client is checked with
// the repository's own TypeScript.
const OPENAPI_TYPESCRIPT = path.join(API_DIR, 'node_modules/.bin/openapi-typescript');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ts = require(require.resolve('typescript', { paths: [REPO_DIR] })) as typeof import('typescript');

/** No telemetry, no update check, no colours: the checkers must not reach the network. */
const CHILD_ENV = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
  CI: 'true',
};

/** A client written against the generated types; each line fails to compile if the document loses a schema. */
const CLIENT = `import type { components, operations, paths } from './openapi';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

declare function call(method: string, url: string, body?: unknown): Promise<unknown>;

type Artisan = Json<operations['getArtisanById']['responses'][200]>;
type Login = Json<operations['postAuthLogin']['requestBody']>;
type ApiError = components['schemas']['ApiError'];

export async function artisanName(id: operations['getArtisanById']['parameters']['path']['id']): Promise<string> {
  const artisan = (await call('GET', \`/api/artisan/\${id}\`)) as Artisan;
  const name: string = artisan.entrepriseNom;
  const exact: Equals<typeof artisan.entrepriseNom, string> = true;
  // @ts-expect-error: the public profile has no such field.
  void artisan.motDePasse;
  return exact ? name : '';
}

export async function logIn(): Promise<ApiError['message'] | null> {
  const body: Login = { username: 'artisan@example.fr', password: 'Secret123!' };
  // @ts-expect-error: the password is required.
  const incomplete: Login = { username: 'artisan@example.fr' };
  void incomplete;
  const refusal = (await call('POST', '/api/auth/login', body)) as Json<
    operations['postAuthLogin']['responses'][401]
  >;
  return refusal.message;
}

export const path: keyof paths = '/api/artisan/{id}';
export const typed: Equals<Artisan, never> = false;
`;

describe('the outside checkers on /api/openapi.json', () => {
  let ctx: TestApp;
  let dir: string;
  let documentFile: string;

  beforeAll(async () => {
    ctx = await createTestApp({ data: 'none' });
    const response = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-openapi-'));
    documentFile = path.join(dir, 'openapi.json');
    fs.writeFileSync(documentFile, response.body);
  });
  afterAll(async () => {
    await ctx?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('passes Redocly’s recommended lint with no error and no warning', () => {
    const result = spawnSync(
      bin('redocly'),
      ['lint', documentFile, '--config', path.join(API_DIR, 'redocly.yaml'), '--format', 'json'],
      { cwd: dir, env: CHILD_ENV, encoding: 'utf8', timeout: 120_000 },
    );
    expect(result.error).toBeUndefined();
    const report = JSON.parse(result.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
    };
    const problems = report.problems.map(
      (problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(result.status).toBe(0);
  });

  it('generates TypeScript types with which a client call type-checks', () => {
    const typesFile = path.join(dir, 'openapi.d.ts');
    const generated = spawnSync(OPENAPI_TYPESCRIPT, [documentFile, '--output', typesFile], {
      cwd: dir,
      env: CHILD_ENV,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(generated.error).toBeUndefined();
    expect(generated.stderr).not.toMatch(/error/i);
    expect(generated.status).toBe(0);
    const types = fs.readFileSync(typesFile, 'utf8');
    expect(types).toContain('getArtisanById: {');
    expect(types).toContain('ArtisanPublic: {');

    const clientFile = path.join(dir, 'client.ts');
    fs.writeFileSync(clientFile, CLIENT);
    const program = ts.createProgram([clientFile], {
      strict: true,
      noEmit: true,
      noUnusedLocals: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts'],
      types: [],
      skipLibCheck: false,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});
