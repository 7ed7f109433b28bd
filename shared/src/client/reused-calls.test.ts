import { earlyCall, onceUntilFailure } from './reused-calls';

describe('earlyCall', () => {
  it('gives the call started early to the first reader only', async () => {
    const call = jest.fn(async () => 'réponse');
    const early = earlyCall(call);
    early.start();
    early.start();
    await expect(early.take()).resolves.toBe('réponse');
    expect(call).toHaveBeenCalledTimes(1);
    await early.take();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('calls when nothing was started, and passes a failure on to the reader', async () => {
    const call = jest.fn().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce('ok');
    const early = earlyCall<string>(call);
    early.start();
    await expect(early.take()).rejects.toThrow('HTTP 500');
    await expect(early.take()).resolves.toBe('ok');
  });
});

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
