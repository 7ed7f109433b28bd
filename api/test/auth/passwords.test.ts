// auth/passwords.ts: the gate that bounds the password hashes and checks running at once.
import { MESSAGES } from '@annuaire/shared/contract/common';
import { createGate } from '../../src/auth/passwords';
import { HttpError } from '../../src/http-error';

describe('the password gate', () => {
  it('runs at most `atOnce` together, lets `waiting` wait in order, and refuses the rest at once', async () => {
    const gate = createGate(2, 3);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const work = (index: number) => () =>
      new Promise<number>((resolve) => {
        started.push(index);
        releases.push(() => resolve(index));
      });
    const runs = Array.from({ length: 7 }, (_, index) => gate.run(work(index)));
    const settled = runs.map((run) =>
      run.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(gate.load()).toEqual({ running: 2, waiting: 3, held: 0 });

    const refused = await Promise.all(settled.slice(5));
    for (const outcome of refused) {
      expect(outcome).toEqual({ error: expect.any(HttpError) });
      const error = (outcome as { error: HttpError }).error;
      expect(error.statusCode).toBe(503);
      expect(error.message).toBe(MESSAGES.passwordChecksBusy);
      expect(error.headers).toEqual({ 'retry-after': '2' });
    }
    // Each end lets the next one in, in the order they came.
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(await Promise.all(settled.slice(0, 5))).toEqual([0, 1, 2, 3, 4].map((value) => ({ value })));
    expect(gate.load()).toEqual({ running: 0, waiting: 0, held: 0 });
  });

  it('holds a refusal for its delay, up to a number held at once, then answers the others at once', async () => {
    jest.useFakeTimers();
    try {
      const gate = createGate(1, 0, 1000, 2);
      let finish!: () => void;
      const running = gate.run(() => new Promise<void>((resolve) => (finish = resolve)));
      const outcomes: string[] = [];
      const refusals = [1, 2, 3].map((index) =>
        gate.run(async () => undefined).catch(() => outcomes.push(`refus ${index}`)),
      );
      await jest.advanceTimersByTimeAsync(0);
      // The third is beyond the two held: answered at once.
      expect(outcomes).toEqual(['refus 3']);
      expect(gate.load()).toMatchObject({ held: 2 });
      await jest.advanceTimersByTimeAsync(999);
      expect(outcomes).toEqual(['refus 3']);
      await jest.advanceTimersByTimeAsync(1);
      await Promise.all(refusals);
      expect(outcomes).toEqual(['refus 3', 'refus 1', 'refus 2']);
      finish();
      await running;
    } finally {
      jest.useRealTimers();
    }
  });

  it('frees its place when the work fails', async () => {
    const gate = createGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('échec')))).rejects.toThrow('échec');
    await expect(gate.run(async () => 'ensuite')).resolves.toBe('ensuite');
  });
});
