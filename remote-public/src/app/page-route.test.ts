import { queryClient } from '@annuaire/shared/query/query-client';
import { lazyWithPreload } from './page-route';

const Page = () => null;

describe('lazyWithPreload', () => {
  it('runs the loader once, whether the page is preloaded or rendered first', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const page = lazyWithPreload('page-test', load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([page.preload?.(), page.preload?.()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so that the next attempt asks again', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ default: Page });
    const page = lazyWithPreload('page-test', load);
    await expect(page.preload?.()).rejects.toThrow('ChunkLoadError');
    await expect(page.preload?.()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("starts the page's queries with its code, from the place given or else the window's", async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const prefetch = jest.fn();
    const page = lazyWithPreload('page-test', load, prefetch);
    await page.preload?.({ pathname: '/metier/3', search: '?page=2' });
    expect(prefetch).toHaveBeenCalledWith({ pathname: '/metier/3', search: '?page=2' }, queryClient);
    window.history.pushState({}, '', '/metier/4?page=3');
    await page.preload?.();
    expect(prefetch).toHaveBeenLastCalledWith(
      expect.objectContaining({ pathname: '/metier/4', search: '?page=3' }),
      queryClient,
    );
    expect(load).toHaveBeenCalledTimes(1);
    window.history.pushState({}, '', '/');
  });
});
