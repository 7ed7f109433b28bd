import { tradeFilterOf } from './trade-filter';

describe('tradeFilterOf', () => {
  it('reads a trade id from ?specialite', () => {
    expect(tradeFilterOf(new URLSearchParams('specialite=3'))).toBe(3);
    expect(tradeFilterOf(new URLSearchParams('specialite=2147483647'))).toBe(2147483647);
  });

  it('ignores what is not a trade id', () => {
    for (const value of ['', '0', '-1', '1.5', 'abc', '03', '2147483648'])
      expect(tradeFilterOf(new URLSearchParams({ specialite: value }))).toBeUndefined();
    expect(tradeFilterOf(new URLSearchParams())).toBeUndefined();
  });
});
