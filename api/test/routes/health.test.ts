// GET /api/health: ok while the database answers, a French 503 when it does not.
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /api/health', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ data: 'none' });
  });
  afterAll(() => ctx?.close());

  it('answers {"status":"ok"} and is never cached', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 in French when the database fails', async () => {
    const ping = jest
      .spyOn(ctx.app.healthRepository, 'ping')
      .mockRejectedValueOnce(new Error('connexion perdue'));
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(ping).toHaveBeenCalled();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Service indisponible : la base de données ne répond pas.' });
  });
});
