import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('reads a positive 32-bit id written in digits', () => {
    expect(parseRouteId('3')).toBe(3);
    expect(parseRouteId('2147483647')).toBe(2147483647);
  });

  it.each([undefined, '', 'abc', '0', '-2', '3.5', ' 3', '2147483648', '99999999999'])(
    'gives null for %p, so that the page says it does not exist without asking the API',
    (value) => {
      expect(parseRouteId(value)).toBeNull();
    },
  );
});
