/**
 * @jest-environment node
 */
// contract/zod-config.ts outside a page (the API, in Node): zod keeps its compiled fast path, since there is no
// Content-Security-Policy there and the API serializes its responses through the contract's schemas.
import { z } from 'zod';
import { ArtisanCardSchema } from './artisan';

it('leaves zod compiled outside a page', () => {
  expect(z.config().jitless).toBeFalsy();
  expect(ArtisanCardSchema.safeParse({}).success).toBe(false);
});
