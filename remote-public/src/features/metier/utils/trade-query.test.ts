import { ArtisansBySpecialiteQuerySchema } from '@annuaire/shared/contract/artisan';
import {
  activeFilterCount,
  DEFAULT_TRADE_QUERY,
  isFilteredTradeQuery,
  parseTradeQuery,
  tradePageParams,
  tradeQueryString,
  allAroundParams,
  withoutFilters,
  type TradeQuery,
} from './trade-query';

const parse = (query: string) => parseTradeQuery(new URLSearchParams(query));
const state = (extra: Partial<TradeQuery>): TradeQuery => ({ ...DEFAULT_TRADE_QUERY, ...extra });
const TULLE = { lat: 45.2667, lon: 1.7667 };

describe('trade page query', () => {
  it('defaults to page 1 by relevance, without point nor filter, and writes nothing for it', () => {
    expect(parse('')).toEqual(DEFAULT_TRADE_QUERY);
    expect(tradeQueryString(DEFAULT_TRADE_QUERY)).toBe('');
    expect(tradePageParams(DEFAULT_TRADE_QUERY)).toEqual({ page: 1 });
  });

  it('reads every parameter', () => {
    expect(
      parse(
        'page=3&tri=note&lat=45.2667&lon=1.7667&lieu=Tulle&couvre=1&noteMin=4&avecAvis=1&rge=1&urgence=1&dispo=7',
      ),
    ).toEqual({
      page: 3,
      sort: 'note',
      origin: TULLE,
      place: 'Tulle',
      couvre: true,
      noteMin: 4,
      avecAvis: true,
      rge: true,
      urgence: true,
      dispo: 7,
    });
  });

  it('reads urgence=1 and a delay within the contract’s bounds, anything else as no filter', () => {
    expect(parse('dispo=1').dispo).toBe(1);
    expect(parse('dispo=90').dispo).toBe(90);
    for (const dispo of ['0', '91', '7.5', '-7', 'sept', '', '1000']) {
      expect(parse(`dispo=${dispo}`).dispo).toBeNull();
    }
    expect(parse('urgence=oui').urgence).toBe(false);
    expect(tradeQueryString(state({ urgence: true, dispo: 15 }))).toBe('?urgence=1&dispo=15');
  });

  it.each([
    ['tri=pertinence', 'pertinence'],
    ['tri=distance', 'distance'],
    ['tri=note', 'note'],
    // Links shared before issue 21.
    ['tri=localisation', 'distance'],
    ['tri=autre', 'pertinence'],
    ['tri=', 'pertinence'],
    ['tri=NOTE', 'pertinence'],
  ])('reads the sort of %s as %s', (query, sort) => {
    expect(parse(query).sort).toBe(sort);
  });

  it('reads an old shared link sorted by place, and writes it with the new name', () => {
    const query = parse('tri=localisation&lat=45.2667&lon=1.7667&lieu=Tulle');
    expect(query).toEqual(state({ sort: 'distance', origin: TULLE, place: 'Tulle', couvre: true }));
    // Nearest first and couvre are the defaults around a place: the URL leaves them out.
    expect(tradeQueryString(query)).toBe('?lat=45.2667&lon=1.7667&lieu=Tulle');
  });

  it.each(['page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=', 'page=1234567'])(
    'falls back to page 1 for %s',
    (query) => {
      expect(parse(query).page).toBe(1);
    },
  );

  it('takes a point with any sort, and ignores one out of range or incomplete', () => {
    expect(parse('lat=45&lon=1')).toEqual(
      state({ origin: { lat: 45, lon: 1 }, sort: 'distance', couvre: true }),
    );
    expect(parse('tri=note&lat=45&lon=1').origin).toEqual({ lat: 45, lon: 1 });
    expect(parse('lat=95&lon=1').origin).toBeNull();
    expect(parse('lat=45&lon=-181').origin).toBeNull();
    expect(parse('lat=45').origin).toBeNull();
    expect(parse('lat=&lon=').origin).toBeNull();
    expect(parse('lat=abc&lon=1').origin).toBeNull();
    // The label of a point that is not there is not kept either.
    expect(parse('lieu=Tulle').place).toBe('');
  });

  it.each([
    ['couvre=1&lat=45&lon=1', true],
    ['couvre=0&lat=45&lon=1', false],
    // A place means « who serves me »: on unless the URL says couvre=0.
    ['lat=45&lon=1', true],
    ['couvre=oui&lat=45&lon=1', true],
    ['couvre=0&couvre=1&lat=45&lon=1', false],
    ['couvre=1&couvre=0&lat=45&lon=1', true],
    // Without a point there is nothing to cover.
    ['couvre=1', false],
  ])('reads couvre in %s as %s', (query, couvre) => {
    expect(parse(query).couvre).toBe(couvre);
  });

  it.each([
    ['noteMin=1', 1],
    ['noteMin=3', 3],
    ['noteMin=5', 5],
    ['noteMin=0', null],
    ['noteMin=6', null],
    ['noteMin=4.5', null],
    ['noteMin=-3', null],
    ['noteMin=abc', null],
    ['noteMin=', null],
  ])('reads the minimum note of %s as %s', (query, noteMin) => {
    expect(parse(query).noteMin).toBe(noteMin);
  });

  it.each([
    ['avecAvis=1', true],
    ['avecAvis=0', false],
    ['avecAvis=true', false],
    ['avecAvis=', false],
  ])('reads avecAvis in %s as %s', (query, avecAvis) => {
    expect(parse(query).avecAvis).toBe(avecAvis);
  });

  it.each([
    ['rge=1', true],
    ['rge=0', false],
    ['rge=true', false],
    ['rge=', false],
    ['', false],
  ])('reads rge in « %s » as %s', (query, rge) => {
    expect(parse(query).rge).toBe(rge);
  });

  it('reads the blank values a form without JavaScript sends as defaults', () => {
    expect(parse('tri=pertinence&noteMin=&lat=45&lon=1&lieu=Tulle')).toEqual(
      state({ origin: { lat: 45, lon: 1 }, place: 'Tulle', couvre: true }),
    );
  });

  it('around a place, defaults to nearest first and only those who come there, and writes the other choices', () => {
    const around = {
      origin: { lat: 45.1, lon: 1.5 },
      place: 'Tulle',
      sort: 'distance' as const,
      couvre: true,
    };
    expect(tradeQueryString(state(around))).toBe('?lat=45.1&lon=1.5&lieu=Tulle');
    expect(tradeQueryString(state({ ...around, sort: 'pertinence', couvre: false }))).toBe(
      '?tri=pertinence&lat=45.1&lon=1.5&lieu=Tulle&couvre=0',
    );
    expect(parse('tri=pertinence&lat=45.1&lon=1.5&lieu=Tulle&couvre=0')).toEqual(
      state({ ...around, sort: 'pertinence', couvre: false }),
    );
  });

  it('counts the others around a place with the same search without couvre', () => {
    const around = state({
      origin: { lat: 45.1, lon: 1.5 },
      place: 'Tulle',
      sort: 'distance',
      couvre: true,
      page: 3,
      rge: true,
    });
    expect(allAroundParams(around)).toEqual({ page: 1, tri: 'distance', lat: 45.1, lon: 1.5, rge: '1' });
    expect(allAroundParams({ ...around, couvre: false })).toBeNull();
    expect(allAroundParams(state({}))).toBeNull();
  });

  it('keeps Localisation without a point, waiting for one, but asks the API for the default order', () => {
    const query = parse('tri=distance&couvre=1');
    expect(query).toEqual(state({ sort: 'distance' }));
    expect(tradeQueryString(query)).toBe('?tri=distance');
    expect(tradePageParams(query)).toEqual({ page: 1 });
  });

  it('writes only what differs from the default, rounding the point', () => {
    expect(tradeQueryString(state({ page: 2 }))).toBe('?page=2');
    expect(tradeQueryString(state({ sort: 'note' }))).toBe('?tri=note');
    expect(
      tradeQueryString(state({ sort: 'distance', origin: { lat: 45.1234567, lon: 1.5 }, place: 'Tulle' })),
    ).toBe('?lat=45.12346&lon=1.5&lieu=Tulle&couvre=0');
    expect(tradeQueryString(state({ origin: { lat: 45.1, lon: 1.5 } }))).toBe(
      '?tri=pertinence&lat=45.1&lon=1.5&couvre=0',
    );
    expect(tradeQueryString(state({ origin: { lat: 45.1, lon: 1.5 }, couvre: true, sort: 'distance' }))).toBe(
      '?lat=45.1&lon=1.5',
    );
    expect(tradeQueryString(state({ couvre: true }))).toBe('');
    expect(tradeQueryString(state({ noteMin: 4 }))).toBe('?noteMin=4');
    expect(tradeQueryString(state({ avecAvis: true }))).toBe('?avecAvis=1');
    expect(tradeQueryString(state({ rge: true }))).toBe('?rge=1');
    expect(tradeQueryString(state({ noteMin: 4, avecAvis: true, rge: true }))).toBe(
      '?noteMin=4&avecAvis=1&rge=1',
    );
  });

  it('reads back what it writes', () => {
    const full = state({
      page: 2,
      sort: 'note',
      origin: TULLE,
      place: 'Tulle (19000)',
      couvre: true,
      noteMin: 3,
      avecAvis: true,
      rge: true,
      urgence: true,
      dispo: 7,
    });
    expect(parse(tradeQueryString(full).slice(1))).toEqual(full);
  });

  it('asks the API the same parameters but the label, which its contract accepts', () => {
    const full = state({
      page: 2,
      sort: 'distance',
      origin: { lat: 45.1234567, lon: 1.7667 },
      place: 'Tulle',
      couvre: true,
      noteMin: 4,
      avecAvis: true,
      rge: true,
      urgence: true,
      dispo: 30,
    });
    const params = tradePageParams(full);
    expect(params).toEqual({
      page: 2,
      tri: 'distance',
      lat: 45.12346,
      lon: 1.7667,
      couvre: '1',
      noteMin: 4,
      avecAvis: '1',
      rge: '1',
      urgence: '1',
      dispo: 30,
    });
    expect(ArtisansBySpecialiteQuerySchema.safeParse(params).success).toBe(true);
    expect(tradePageParams(state({ sort: 'note' }))).toEqual({ page: 1, tri: 'note' });
    expect(tradePageParams(state({ sort: 'pertinence', origin: TULLE }))).toEqual({ page: 1, ...TULLE });
  });

  it('counts the filters, drops them for « Retirer les filtres », and says when a page is filtered', () => {
    const filtered = state({
      page: 3,
      sort: 'note',
      origin: TULLE,
      place: 'Tulle',
      couvre: true,
      noteMin: 4,
      avecAvis: true,
      rge: true,
      urgence: true,
      dispo: 3,
    });
    expect(activeFilterCount(filtered)).toBe(6);
    expect(activeFilterCount(state({ urgence: true }))).toBe(1);
    expect(activeFilterCount(state({ dispo: 7 }))).toBe(1);
    expect(activeFilterCount(state({ noteMin: 5 }))).toBe(1);
    expect(activeFilterCount(state({ rge: true }))).toBe(1);
    expect(activeFilterCount(state({ origin: TULLE }))).toBe(0);
    expect(withoutFilters(filtered)).toEqual(state({ sort: 'note', origin: TULLE, place: 'Tulle' }));
    expect(isFilteredTradeQuery(filtered)).toBe(true);
    expect(isFilteredTradeQuery(state({ origin: TULLE }))).toBe(true);
    expect(isFilteredTradeQuery(state({ avecAvis: true }))).toBe(true);
    expect(isFilteredTradeQuery(state({ rge: true }))).toBe(true);
    expect(isFilteredTradeQuery(state({ page: 4, sort: 'note' }))).toBe(false);
    expect(isFilteredTradeQuery(DEFAULT_TRADE_QUERY)).toBe(false);
  });
});
