import { onceUntilFailure } from './once-until-failure';

describe('onceUntilFailure', () => {
  it('loads once for concurrent and later callers', async () => {
    const load = jest.fn(async () => 'module');
    const get = onceUntilFailure(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['module', 'module']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so that the next caller tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce('module');
    const get = onceUntilFailure<string>(load);
    await expect(get()).rejects.toThrow('ChunkLoadError');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
