// plugins/json-body.ts: JSON bodies holding text PostgreSQL cannot store (NUL, lone surrogates) get a French 400
// before any handler runs; prototype poisoning is still refused and ordinary Unicode still passes.
import { hasUnstorableText, JSON_TEXT_MESSAGE } from '../../src/plugins/json-body';
import { createTestApp, postRaw, type TestApp } from '../helpers/test-app';

describe('hasUnstorableText', () => {
  it('finds NUL and lone surrogates in strings, keys and nested values', () => {
    expect(hasUnstorableText('a\u0000b')).toBe(true);
    expect(hasUnstorableText({ a: ['ok', { b: '\uD800' }] })).toBe(true);
    expect(hasUnstorableText({ 'x\uDC00': 1 })).toBe(true);
    expect(hasUnstorableText(['fin \uD83D'])).toBe(true);
  });

  it('lets ordinary text through, emoji and accents included', () => {
    expect(hasUnstorableText({ nom: 'Électricien 😀👩‍🔧', n: 3, ok: true, rien: null })).toBe(false);
    expect(hasUnstorableText('\\u0000 écrit en toutes lettres')).toBe(false);
  });
});

describe('JSON bodies', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({
      data: 'none',
      extend: (app) => {
        app.post('/api/test/echo', async (request) => request.body);
      },
    });
  });
  afterAll(() => ctx?.close());

  const post = (payload: string, contentType = 'application/json') =>
    postRaw(ctx.app, '/api/test/echo', payload, contentType);

  it('answers 400 in French to NUL or a lone surrogate', async () => {
    for (const payload of ['{"nom":"a\\u0000"}', '{"nom":"\\ud800"}', '["\\udfff"]']) {
      const response = await post(payload, 'application/json; charset=utf-8');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: JSON_TEXT_MESSAGE });
    }
  });

  it('still parses ordinary JSON and refuses prototype poisoning and broken JSON', async () => {
    const ok = await post('{"nom":"Électricien \\ud83d\\ude00"}');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ nom: 'Électricien 😀' });
    expect((await post('{"__proto__":{"role":"ROLE_ADMIN"}}')).statusCode).toBe(400);
    expect((await post('{"constructor":{"prototype":{"role":"ROLE_ADMIN"}}}')).statusCode).toBe(400);
    expect((await post('{"nom":')).statusCode).toBe(400);
  });
});
