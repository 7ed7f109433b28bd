import { configureApi } from '@annuaire/shared/client/http';
import { getArtisansPage, searchArtisans } from './artisan-list';

const fetchMock = jest.fn<Promise<Response>, [Request]>();

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApi({});
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ items: [], total: 0, page: 1, size: 20, pageCount: 1 }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
});

function sent(): URL {
  return new URL(fetchMock.mock.calls.at(-1)![0].url);
}

describe('the artisan list calls', () => {
  it('asks one page of 20, with the trimmed search only when there is one', async () => {
    await getArtisansPage({ page: 2, q: '  ' });
    expect(sent().pathname).toBe('/api/artisan/artisans');
    expect([...sent().searchParams]).toEqual([
      ['page', '2'],
      ['size', '20'],
    ]);
    await getArtisansPage({ page: 1, q: ' tulle ' });
    expect(sent().searchParams.get('q')).toBe('tulle');
  });

  it('asks the artisans of one trade with specialite', async () => {
    await getArtisansPage({ page: 1, q: 'zola', specialite: 3 });
    expect([...sent().searchParams]).toEqual([
      ['page', '1'],
      ['size', '20'],
      ['q', 'zola'],
      ['specialite', '3'],
    ]);
  });

  it('searches the first 50 artisans for the rating popup', async () => {
    await searchArtisans('brive');
    expect([...sent().searchParams]).toEqual([
      ['page', '1'],
      ['size', '50'],
      ['q', 'brive'],
    ]);
  });
});
