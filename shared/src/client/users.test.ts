import { configureApi } from './http';
import { fetchFreeUsersPage, fetchUser, fetchUsersPage } from './users';

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

describe('fetchFreeUsersPage', () => {
  it('asks for a page of the role’s free accounts, with the search trimmed and the edited artisan when given', async () => {
    await fetchFreeUsersPage('ROLE_ARTISAN', { q: '  zola ', page: 1, size: 20, artisanId: 4 });
    expect(sent().pathname).toBe('/api/user');
    expect([...sent().searchParams]).toEqual([
      ['role', 'ROLE_ARTISAN'],
      ['libre', '1'],
      ['page', '1'],
      ['size', '20'],
      ['q', 'zola'],
      ['artisanId', '4'],
    ]);
    await fetchFreeUsersPage('ROLE_ARTISAN', { q: '  ', page: 2, size: 20 });
    expect([...sent().searchParams]).toEqual([
      ['role', 'ROLE_ARTISAN'],
      ['libre', '1'],
      ['page', '2'],
      ['size', '20'],
    ]);
  });
});

describe('fetchUser', () => {
  it('reads one account by its id', async () => {
    await fetchUser(7);
    expect(sent().pathname).toBe('/api/user/7');
    expect(fetchMock.mock.calls.at(-1)![0].method).toBe('GET');
  });
});
