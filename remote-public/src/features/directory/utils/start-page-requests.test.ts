import { fetchArtisan, fetchArtisansBySpecialitePage } from '@annuaire/shared/client/artisans';
import { fetchArtisanDetails } from '@annuaire/shared/client/artisan-details';
import { fetchSpecialite } from '@annuaire/shared/client/specialites';
import { earlyKeys, takeEarly } from './arrival-requests';
import { startArtisanPageRequests, startTradePageRequests } from './start-page-requests';

jest.mock('@annuaire/shared/client/artisans', () => ({
  fetchArtisan: jest.fn(async (id: number) => ({ id })),
  fetchArtisansBySpecialitePage: jest.fn(async () => ({
    items: [],
    total: 0,
    page: 1,
    size: 10,
    pageCount: 1,
  })),
}));
jest.mock('@annuaire/shared/client/artisan-details', () => ({
  fetchArtisanDetails: jest.fn(async () => []),
}));
jest.mock('@annuaire/shared/client/specialites', () => ({
  fetchSpecialite: jest.fn(async (id: number) => ({ id, metier: 'Plombier', pathImg: null })),
}));

const never = () => Promise.reject(new Error('appel en double'));

describe('the calls of a trade or artisan page, started from the URL', () => {
  beforeEach(() => jest.clearAllMocks());

  it('starts the trade and its page of artisans, which the page then takes without calling again', async () => {
    startTradePageRequests({ pathname: '/metier/3', search: '?page=2' });
    expect(fetchSpecialite).toHaveBeenCalledWith(3);
    expect(fetchArtisansBySpecialitePage).toHaveBeenCalledWith(3, { page: 2, size: 10 });
    await expect(takeEarly(earlyKeys.specialite(3), never)).resolves.toMatchObject({ metier: 'Plombier' });
    await expect(takeEarly(earlyKeys.tradePage(3, 2), never)).resolves.toMatchObject({ page: 1 });
  });

  it('starts only the trade when the page is sorted by distance from a point', async () => {
    startTradePageRequests({ pathname: '/metier/5', search: '?tri=localisation&lat=45.15&lon=1.53' });
    expect(fetchSpecialite).toHaveBeenCalledWith(5);
    expect(fetchArtisansBySpecialitePage).not.toHaveBeenCalled();
    await takeEarly(earlyKeys.specialite(5), never);
  });

  it('starts the artisan and its details', async () => {
    startArtisanPageRequests({ pathname: '/artisan/21', search: '' });
    expect(fetchArtisan).toHaveBeenCalledWith(21);
    expect(fetchArtisanDetails).toHaveBeenCalledWith(21);
    await takeEarly(earlyKeys.artisan(21), never);
    await takeEarly(earlyKeys.artisanDetails(21), never);
  });

  it.each(['/metier/abc', '/metier/0', '/metier/99999999999', '/artisan/-2', '/metiers'])(
    'asks nothing for %s',
    (pathname) => {
      startTradePageRequests({ pathname, search: '' });
      startArtisanPageRequests({ pathname, search: '' });
      expect(fetchSpecialite).not.toHaveBeenCalled();
      expect(fetchArtisan).not.toHaveBeenCalled();
    },
  );
});
