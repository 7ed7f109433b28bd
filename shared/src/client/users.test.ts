import { configureApi } from './http';
import { fetchUsersPage } from './users';

const fetchMock = jest.fn<Promise<Response>, [Request]>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ items: [], total: 0, page: 1, size: 20, pageCount: 1 }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApi({});
});

const sent = () => new URL(fetchMock.mock.calls.at(-1)![0].url);

describe('fetchUsersPage', () => {
  it('asks for a page of accounts, with the search trimmed when there is one', async () => {
    await fetchUsersPage({ page: 3, q: '  brivis ' });
    expect(sent().pathname).toBe('/api/user');
    expect([...sent().searchParams]).toEqual([
      ['page', '3'],
      ['q', 'brivis'],
    ]);
    await fetchUsersPage({ page: 1, q: '   ' });
    expect([...sent().searchParams]).toEqual([['page', '1']]);
  });
});
