import { ApiRequestError } from '../client/http';
import { createQueryClient } from '../query/query-client';
import { dehydrateQueries, hydrateQueries, readSsrData } from './dehydrated-state';
import { embedJson, SSR_DATA_ID } from './ssr-data';

describe('the queries a server render hands to the browser', () => {
  it('carries data and failures through JSON, a 404 staying a 404, aged from now', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: ['artisans', 7], queryFn: async () => ({ id: 7 }) });
    await server.prefetchQuery({
      queryKey: ['artisans', 9],
      queryFn: async () => {
        throw new ApiRequestError('Artisan introuvable.', 404);
      },
    });
    const json = JSON.parse(embedJson({ queries: dehydrateQueries(server), remotes: {} })) as {
      queries: Parameters<typeof hydrateQueries>[1];
    };

    const browser = createQueryClient();
    hydrateQueries(browser, json.queries, 1_000_000);
    expect(browser.getQueryData(['artisans', 7])).toEqual({ id: 7 });
    expect(browser.getQueryState(['artisans', 7])?.dataUpdatedAt).toBe(1_000_000);
    const failure = browser.getQueryState(['artisans', 9])?.error;
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ message: 'Artisan introuvable.', status: 404 });
  });

  it('embeds JSON that no text can break out of', () => {
    const text = embedJson({ a: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028' });
  });

  it('reads the embedded block, and nothing from a page rendered in the browser or a malformed block', () => {
    document.body.innerHTML = `<script type="application/json" id="${SSR_DATA_ID}">${embedJson({
      queries: { mutations: [], queries: [] },
      remotes: { public: '/p/mf-manifest.json' },
    })}</script>`;
    expect(readSsrData(document)?.remotes).toEqual({ public: '/p/mf-manifest.json' });
    document.body.innerHTML = `<script type="application/json" id="${SSR_DATA_ID}">{oops</script>`;
    expect(readSsrData(document)).toBeNull();
    document.body.innerHTML = '';
    expect(readSsrData(document)).toBeNull();
  });
});
