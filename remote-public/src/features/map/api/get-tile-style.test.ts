import { getTileStyle, isStyle } from './get-tile-style';

const fetchMock = jest.fn();

beforeEach(() => {
  globalThis.fetch = fetchMock;
  fetchMock.mockReset();
});

describe('getTileStyle', () => {
  it('returns the style, fetched without cookies', async () => {
    const style = { version: 8, sources: {}, layers: [] };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(style)));
    await expect(getTileStyle('https://tuiles.exemple.fr/style.json', 1000)).resolves.toEqual(style);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('https://tuiles.exemple.fr/style.json');
    expect(init.credentials).toBe('omit');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('resolves a path against the page', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ version: 8, sources: {}, layers: [] })));
    await getTileStyle('/tuiles/style.json', 1000);
    expect(String(fetchMock.mock.calls[0][0])).toBe(`${window.location.origin}/tuiles/style.json`);
  });

  it('rejects an error status or a document that is not a style', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 404 }));
    await expect(getTileStyle('https://x.fr/s.json', 1000)).rejects.toThrow('HTTP 404');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ version: 7, layers: [] })));
    await expect(getTileStyle('https://x.fr/s.json', 1000)).rejects.toThrow('document invalide');
  });
});

describe('isStyle', () => {
  it('accepts version 8 with sources and layers only', () => {
    expect(isStyle({ version: 8, sources: {}, layers: [] })).toBe(true);
    expect(isStyle({ version: 8, sources: null, layers: [] })).toBe(false);
    expect(isStyle({ version: 8, sources: {} })).toBe(false);
    expect(isStyle('style')).toBe(false);
    expect(isStyle(null)).toBe(false);
  });
});
