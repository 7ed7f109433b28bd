import { EARLY_MAX_AGE_MS, startEarly, takeEarly } from './arrival-requests';

describe('calls started early for the page a visitor lands on', () => {
  afterEach(() => jest.useRealTimers());

  it('gives the page the call already under way, once: the next caller asks again', async () => {
    const early = jest.fn(async () => 'profil');
    startEarly('artisan:21', early);
    startEarly('artisan:21', early);
    const again = jest.fn(async () => 'profil à jour');
    await expect(takeEarly('artisan:21', again)).resolves.toBe('profil');
    await expect(takeEarly('artisan:21', again)).resolves.toBe('profil à jour');
    expect(early).toHaveBeenCalledTimes(1);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('loads when nothing was started under that key', async () => {
    await expect(takeEarly('specialite:4', async () => 'Plombier')).resolves.toBe('Plombier');
  });

  it('never hands over a call older than its limit', async () => {
    jest.useFakeTimers();
    startEarly('trade-page:3:1', async () => 'ancienne page');
    jest.advanceTimersByTime(EARLY_MAX_AGE_MS);
    await expect(takeEarly('trade-page:3:1', async () => 'page du moment')).resolves.toBe('page du moment');
  });

  it('hands a failure to the page that takes it, without an unhandled rejection meanwhile', async () => {
    startEarly('artisan:404', () => Promise.reject(new Error('Artisan introuvable.')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarly('artisan:404', async () => 'jamais')).rejects.toThrow('Artisan introuvable.');
  });
});
