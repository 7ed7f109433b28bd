import { DEFAULT_TRADE_QUERY, parseTradeQuery, tradeQueryString } from './trade-query';

const parse = (query: string) => parseTradeQuery(new URLSearchParams(query));

describe('trade page query', () => {
  it('defaults to page 1 by relevance', () => {
    expect(parse('')).toEqual(DEFAULT_TRADE_QUERY);
    expect(tradeQueryString(DEFAULT_TRADE_QUERY)).toBe('');
  });

  it('reads the page, the sort and the point', () => {
    expect(parse('page=3&tri=localisation&lat=45.15&lon=1.53&lieu=Brive-la-Gaillarde')).toEqual({
      page: 3,
      sort: 'localisation',
      origin: { lat: 45.15, lon: 1.53 },
      place: 'Brive-la-Gaillarde',
    });
  });

  it.each(['page=0', 'page=-2', 'page=abc', 'page=1.5', 'page='])('falls back to page 1 for %s', (query) => {
    expect(parse(query).page).toBe(1);
  });

  it('ignores a point without the localisation sort, and a point out of range or incomplete', () => {
    expect(parse('lat=45&lon=1')).toEqual(DEFAULT_TRADE_QUERY);
    expect(parse('tri=localisation&lat=95&lon=1').origin).toBeNull();
    expect(parse('tri=localisation&lat=45').origin).toBeNull();
    expect(parse('tri=localisation&lat=&lon=').origin).toBeNull();
    expect(parse('tri=autre').sort).toBe('pertinence');
  });

  it('writes only what differs from the default, rounding the point', () => {
    expect(tradeQueryString({ page: 2, sort: 'pertinence', origin: null, place: '' })).toBe('?page=2');
    expect(
      tradeQueryString({
        page: 1,
        sort: 'localisation',
        origin: { lat: 45.1234567, lon: 1.5 },
        place: 'Tulle',
      }),
    ).toBe('?tri=localisation&lat=45.12346&lon=1.5&lieu=Tulle');
    expect(tradeQueryString({ page: 1, sort: 'localisation', origin: null, place: '' })).toBe(
      '?tri=localisation',
    );
  });
});
