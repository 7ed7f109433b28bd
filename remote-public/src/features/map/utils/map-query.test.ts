import {
  mapFilterCount,
  NO_MAP_FILTERS,
  parseMapQuery,
  roundPosition,
  withCouvre,
  withFilters,
  withMetier,
  withoutFilters,
  withPosition,
} from './map-query';

describe('parseMapQuery', () => {
  it('reads the centre, the trade and the search text', () => {
    expect(parseMapQuery(new URLSearchParams('lat=45.1589&lon=1.5333&metier=4&search=plomb'))).toEqual({
      position: { latitude: 45.1589, longitude: 1.5333 },
      metierId: 4,
      search: 'plomb',
      couvre: false,
      noteMin: null,
      avecAvis: false,
      rge: false,
      urgence: false,
      dispo: null,
    });
  });

  it('reads urgence=1 and dispo within the contract’s bounds (1 to 90 days), anything else as absent', () => {
    expect(parseMapQuery(new URLSearchParams('urgence=1&dispo=7'))).toMatchObject({
      urgence: true,
      dispo: 7,
    });
    expect(parseMapQuery(new URLSearchParams('dispo=1')).dispo).toBe(1);
    expect(parseMapQuery(new URLSearchParams('dispo=90')).dispo).toBe(90);
    for (const dispo of ['0', '91', '7.5', '-3', 'sept', '', ' 7', '1000']) {
      expect(parseMapQuery(new URLSearchParams({ dispo })).dispo).toBeNull();
    }
    for (const urgence of ['0', 'true', '']) {
      expect(parseMapQuery(new URLSearchParams({ urgence })).urgence).toBe(false);
    }
  });

  it('reads couvre=1 with a point, and drops it without one or with another value', () => {
    expect(parseMapQuery(new URLSearchParams('lat=45.2667&lon=1.7667&couvre=1')).couvre).toBe(true);
    for (const query of [
      'couvre=1',
      'lat=45.2667&couvre=1',
      'lat=abc&lon=1.7667&couvre=1',
      'lat=45.2667&lon=1.7667&couvre=0',
      'lat=45.2667&lon=1.7667&couvre=oui',
      'lat=45.2667&lon=1.7667&couvre=',
    ]) {
      expect(parseMapQuery(new URLSearchParams(query)).couvre).toBe(false);
    }
  });

  it('ignores a centre with a missing, blank, non-numeric or out-of-range coordinate', () => {
    for (const query of [
      'lat=45',
      'lon=1.5',
      'lat=&lon=1.5',
      'lat=abc&lon=1',
      'lat=91&lon=1',
      'lat=45&lon=181',
    ]) {
      expect(parseMapQuery(new URLSearchParams(query)).position).toBeNull();
    }
    expect(parseMapQuery(new URLSearchParams('lat=-12.5&lon=-180')).position).toEqual({
      latitude: -12.5,
      longitude: -180,
    });
  });

  it('ignores a trade that is not a positive whole number', () => {
    for (const metier of ['0', '-3', '2.5', 'plombier', '']) {
      expect(parseMapQuery(new URLSearchParams({ metier })).metierId).toBeNull();
    }
  });

  it('has no centre, no trade and an empty search by default', () => {
    expect(parseMapQuery(new URLSearchParams())).toEqual({
      position: null,
      metierId: null,
      search: '',
      couvre: false,
      noteMin: null,
      avecAvis: false,
      rge: false,
      urgence: false,
      dispo: null,
    });
  });

  it('reads urgence=1 and dispo within the contract’s bounds (1 to 90 days), anything else as absent', () => {
    expect(parseMapQuery(new URLSearchParams('urgence=1&dispo=7'))).toMatchObject({
      urgence: true,
      dispo: 7,
    });
    expect(parseMapQuery(new URLSearchParams('dispo=1')).dispo).toBe(1);
    expect(parseMapQuery(new URLSearchParams('dispo=90')).dispo).toBe(90);
    for (const dispo of ['0', '91', '7.5', '-3', 'sept', '', ' 7', '1000']) {
      expect(parseMapQuery(new URLSearchParams({ dispo })).dispo).toBeNull();
    }
    for (const urgence of ['0', 'true', '']) {
      expect(parseMapQuery(new URLSearchParams({ urgence })).urgence).toBe(false);
    }
  });

  it('reads the trade page’s filters noteMin, avecAvis and rge, with or without a point', () => {
    expect(parseMapQuery(new URLSearchParams('metier=2&noteMin=4&avecAvis=1&rge=1'))).toMatchObject({
      metierId: 2,
      noteMin: 4,
      avecAvis: true,
      rge: true,
    });
    expect(parseMapQuery(new URLSearchParams('noteMin=1')).noteMin).toBe(1);
    expect(parseMapQuery(new URLSearchParams('noteMin=5')).noteMin).toBe(5);
  });

  it('reads a malformed filter as absent, as the trade page does', () => {
    for (const noteMin of ['0', '6', '4.5', '04', '-3', 'quatre', '', ' 4']) {
      expect(parseMapQuery(new URLSearchParams({ noteMin })).noteMin).toBeNull();
    }
    for (const value of ['0', 'true', 'oui', '']) {
      const query = parseMapQuery(new URLSearchParams({ avecAvis: value, rge: value }));
      expect([query.avecAvis, query.rge]).toEqual([false, false]);
    }
  });
});

describe('mapFilterCount', () => {
  it('counts the filters on', () => {
    expect(mapFilterCount(NO_MAP_FILTERS)).toBe(0);
    expect(mapFilterCount({ ...NO_MAP_FILTERS, couvre: true, noteMin: 3, avecAvis: false, rge: true })).toBe(
      3,
    );
    expect(
      mapFilterCount(parseMapQuery(new URLSearchParams('lat=45&lon=1&couvre=1&noteMin=4&avecAvis=1&rge=1'))),
    ).toBe(4);
    // couvre=1 without a point is no filter.
    expect(mapFilterCount(parseMapQuery(new URLSearchParams('couvre=1&rge=1')))).toBe(1);
  });
});

describe('query builders', () => {
  it('sets and removes the trade, keeping the other parameters', () => {
    const params = new URLSearchParams('lat=45&lon=1');
    expect(withMetier(params, 7).toString()).toBe('lat=45&lon=1&metier=7');
    expect(withMetier(new URLSearchParams('lat=45&metier=7'), null).toString()).toBe('lat=45');
    expect(params.toString()).toBe('lat=45&lon=1');
  });

  it('sets the centre rounded to five decimals', () => {
    expect(
      withPosition(new URLSearchParams('metier=2'), {
        latitude: 45.158912345,
        longitude: 1.533312345,
      }).toString(),
    ).toBe('metier=2&lat=45.15891&lon=1.53331');
  });

  it('rounds a position as the URL writes it', () => {
    expect(roundPosition({ latitude: 45.158912345, longitude: -1.533316 })).toEqual({
      latitude: 45.15891,
      longitude: -1.53332,
    });
  });

  it('sets and removes couvre=1, keeping the other parameters', () => {
    const params = new URLSearchParams('lat=45.27&lon=1.77&metier=2');
    expect(withCouvre(params, true).toString()).toBe('lat=45.27&lon=1.77&metier=2&couvre=1');
    expect(withCouvre(new URLSearchParams('lat=45.27&lon=1.77&couvre=1'), false).toString()).toBe(
      'lat=45.27&lon=1.77',
    );
    expect(params.toString()).toBe('lat=45.27&lon=1.77&metier=2');
    // Kept when the point changes.
    expect(withPosition(withCouvre(params, true), { latitude: 45.16, longitude: 1.53 }).toString()).toBe(
      'lat=45.16&lon=1.53&metier=2&couvre=1',
    );
  });

  it('never writes couvre=1 without a point, and drops one left there', () => {
    expect(withCouvre(new URLSearchParams('metier=2'), true).toString()).toBe('metier=2');
    expect(withCouvre(new URLSearchParams('lat=45.27&couvre=1'), true).toString()).toBe('lat=45.27');
  });

  it('sets and removes the filters, keeping the other parameters and the other filters', () => {
    const params = new URLSearchParams('metier=2&lat=45.27&lon=1.77');
    const all = withFilters(params, { couvre: true, noteMin: 4, avecAvis: true, rge: true });
    expect(all.toString()).toBe('metier=2&lat=45.27&lon=1.77&couvre=1&noteMin=4&avecAvis=1&rge=1');
    expect(params.toString()).toBe('metier=2&lat=45.27&lon=1.77');
    expect(withFilters(all, { avecAvis: false }).toString()).toBe(
      'metier=2&lat=45.27&lon=1.77&couvre=1&noteMin=4&rge=1',
    );
    expect(withFilters(all, { noteMin: 3 }).toString()).toBe(
      'metier=2&lat=45.27&lon=1.77&couvre=1&noteMin=3&avecAvis=1&rge=1',
    );
    expect(withFilters(all, { noteMin: null, rge: false }).toString()).toBe(
      'metier=2&lat=45.27&lon=1.77&couvre=1&avecAvis=1',
    );
    // What is written reads back the same.
    expect(parseMapQuery(all)).toMatchObject({ couvre: true, noteMin: 4, avecAvis: true, rge: true });
  });

  it('writes no malformed note and no couvre=1 without a point', () => {
    expect(withFilters(new URLSearchParams('noteMin=4'), { noteMin: 9 }).toString()).toBe('');
    expect(withFilters(new URLSearchParams('metier=2'), { couvre: true, rge: true }).toString()).toBe(
      'metier=2&rge=1',
    );
  });

  it('removes every filter, a malformed one included, keeping the point, the trade and the search', () => {
    expect(
      withoutFilters(
        new URLSearchParams(
          'metier=2&lat=45.27&lon=1.77&search=pl&couvre=1&noteMin=x&avecAvis=1&rge=1&urgence=1&dispo=7',
        ),
      ).toString(),
    ).toBe('metier=2&lat=45.27&lon=1.77&search=pl');
  });

  it('sets and removes urgence=1 and dispo, writing no delay beyond the contract’s bounds', () => {
    const params = new URLSearchParams('metier=2');
    expect(withFilters(params, { urgence: true, dispo: 15 }).toString()).toBe('metier=2&dispo=15&urgence=1');
    expect(
      withFilters(new URLSearchParams('urgence=1&dispo=15'), { urgence: false, dispo: null }).toString(),
    ).toBe('');
    expect(withFilters(params, { dispo: 91 }).toString()).toBe('metier=2');
  });
});
