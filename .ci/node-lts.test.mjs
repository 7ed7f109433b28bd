// The choice of the LTS Node that .ci/run tests under (node-lts.mjs). Run by `npm run test:scripts` (node:test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isLtsLine, pickLts, PINNED_LTS } from './node-lts.mjs';

const REGISTRY = [
  '20.19.0',
  '21.7.3',
  '22.0.0',
  '22.21.1',
  '23.11.0',
  '24.0.0',
  '24.9.0',
  '24.21.0',
  '25.9.0',
  '26.0.0',
  '26.9.0',
  '26.10.0',
  '27.0.0-alpha.1',
];

describe('the LTS Node for CI', () => {
  it('takes the newest version of the newest LTS line, never an odd line, a prerelease or a Current line', () => {
    // Node 26 is Current until its promotion at the end of October 2026.
    assert.equal(pickLts(REGISTRY, new Date('2026-09-15T12:00:00Z')), '24.21.0');
    assert.equal(pickLts(REGISTRY, new Date('2026-11-25T12:00:00Z')), '26.10.0');
    // Versions sort as numbers (26.10.0 after 26.9.0), not as text.
    assert.equal(pickLts(['26.9.0', '26.10.0', '24.21.0'], new Date('2027-01-01T00:00:00Z')), '26.10.0');
  });

  it('knows the yearly majors from 27 on: each an LTS line from the autumn of its year', () => {
    const registry = [...REGISTRY, '27.0.0', '27.1.0'];
    assert.equal(pickLts(registry, new Date('2027-06-01T00:00:00Z')), '26.10.0');
    assert.equal(pickLts(registry, new Date('2027-11-02T00:00:00Z')), '27.1.0');
    assert.equal(isLtsLine(25, new Date('2030-01-01T00:00:00Z')), false);
    assert.equal(isLtsLine(20, new Date('2030-01-01T00:00:00Z')), false);
  });

  it('answers null when the registry lists no LTS (the caller then uses the pinned version)', () => {
    assert.equal(pickLts(['21.0.0', '23.1.0', '27.0.0-alpha.1'], new Date('2026-11-25T00:00:00Z')), null);
    assert.equal(pickLts([], new Date('2026-11-25T00:00:00Z')), null);
    assert.match(PINNED_LTS, /^\d+\.\d+\.\d+$/);
    assert.ok(isLtsLine(Number(PINNED_LTS.split('.')[0]), new Date('2026-11-25T00:00:00Z')));
  });
});
