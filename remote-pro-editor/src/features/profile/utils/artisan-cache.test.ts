import { getArtisanDetails } from '../api/get-artisan-details';
import { getArtisanSpecialites } from '../api/get-artisan-specialites';
import { detailsFixture, SPECIALITES } from '../../../test/fixtures';
import { artisanCacheKey, readArtisanCache, updateArtisanCache, writeArtisanCache } from './artisan-cache';

jest.mock('../api/get-artisan-details', () => ({ getArtisanDetails: jest.fn() }));
jest.mock('../api/get-artisan-specialites', () => ({ getArtisanSpecialites: jest.fn() }));

const mockedDetails = getArtisanDetails as jest.MockedFunction<typeof getArtisanDetails>;
const mockedSpecialites = getArtisanSpecialites as jest.MockedFunction<typeof getArtisanSpecialites>;

beforeEach(() => window.localStorage.clear());

describe('artisan cache', () => {
  it('keeps one entry per artisan, each part replaced on its own', () => {
    const details = detailsFixture();
    writeArtisanCache(7, { artisanDetails: details, specialities: SPECIALITES.slice(0, 2) });
    writeArtisanCache(8, { artisanDetails: [], specialities: [] });
    writeArtisanCache(7, { artisanDetails: details.slice(0, 1) });
    expect(readArtisanCache(7)).toMatchObject({
      artisanDetails: details.slice(0, 1),
      specialities: SPECIALITES.slice(0, 2),
    });
    expect(readArtisanCache(8)).toMatchObject({ artisanDetails: [], specialities: [] });
    expect(readArtisanCache(9)).toBeNull();
    expect(window.localStorage.getItem(artisanCacheKey(7))).toContain('"updatedAt"');
  });

  it('ignores an unreadable entry', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(artisanCacheKey(7), '{pas du json');
    expect(readArtisanCache(7)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('refreshes the entry from the API with the update action', async () => {
    const fresh = detailsFixture();
    mockedDetails.mockResolvedValue(fresh);
    mockedSpecialites.mockResolvedValue([SPECIALITES[0]!]);
    writeArtisanCache(7, { artisanDetails: [], specialities: [] });
    await updateArtisanCache(7);
    expect(mockedDetails).toHaveBeenCalledWith(7);
    expect(mockedSpecialites).toHaveBeenCalledWith(7);
    expect(readArtisanCache(7)).toMatchObject({ artisanDetails: fresh, specialities: [SPECIALITES[0]] });
  });

  it('keeps the old entry and only warns when the update action fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockedDetails.mockRejectedValue(new Error('hors ligne'));
    mockedSpecialites.mockResolvedValue([]);
    writeArtisanCache(7, { artisanDetails: detailsFixture(), specialities: SPECIALITES });
    await expect(updateArtisanCache(7)).resolves.toBeUndefined();
    expect(readArtisanCache(7)?.specialities).toEqual(SPECIALITES);
    expect(warn).toHaveBeenCalledWith(
      '[éditeur] Mise à jour du cache des détails impossible.',
      expect.any(Error),
    );
  });

  it('only warns in the console when local storage is unavailable', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('refusé', 'SecurityError');
      },
    });
    try {
      expect(() => writeArtisanCache(7, { artisanDetails: detailsFixture() })).not.toThrow();
      expect(readArtisanCache(7)).toBeNull();
    } finally {
      Object.defineProperty(window, 'localStorage', descriptor);
    }
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('only warns when the store refuses to write (quota, private mode)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('plein', 'QuotaExceededError');
    });
    expect(() => writeArtisanCache(7, { artisanDetails: [] })).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      '[éditeur] Stockage local indisponible : le cache des détails n’est pas mis à jour.',
      expect.any(DOMException),
    );
  });
});
