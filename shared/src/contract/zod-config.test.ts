// contract/zod-config.ts in a page (jsdom): building and parsing the contract's schemas never evaluates a string,
// which the site's Content-Security-Policy (no 'unsafe-eval') would report as a violation.
import { z } from 'zod';

describe('zod in a page', () => {
  const original = globalThis.Function;
  afterEach(() => {
    globalThis.Function = original;
  });

  it('builds and parses object schemas without calling Function', async () => {
    const calls: unknown[][] = [];
    // What a strict CSP does to `new Function(...)`: a refusal, which the browser also reports.
    globalThis.Function = new Proxy(original, {
      construct(_target, args: unknown[]) {
        calls.push(args);
        throw new EvalError("Refused to evaluate a string as JavaScript: 'unsafe-eval' is not allowed");
      },
      apply(_target, _this, args: unknown[]) {
        calls.push(args);
        throw new EvalError("Refused to evaluate a string as JavaScript: 'unsafe-eval' is not allowed");
      },
    });
    await jest.isolateModulesAsync(async () => {
      // A fresh zod (its eval probe is cached per copy) and contract modules, as on a first page load.
      const { LoginRequestSchema } = await import('./auth');
      const { ContactMessageSchema } = await import('./message');
      expect(LoginRequestSchema.safeParse({ username: 'admin', password: 'Admin@2024' }).success).toBe(true);
      expect(LoginRequestSchema.safeParse({ username: '', password: '' }).success).toBe(false);
      expect(ContactMessageSchema.safeParse({}).success).toBe(false);
    });
    expect(calls).toEqual([]);
  });

  it('sets jitless once any contract module is loaded', async () => {
    await import('./common');
    expect(z.config().jitless).toBe(true);
  });
});
