import { formatPhone, formatTypedPhone, normalizePhone, phoneHref } from './phone';

describe('normalizePhone: a number as typed, as it is stored', () => {
  it.each([
    ['0618939025', '0618939025'],
    ['06 18 93 90 25', '0618939025'],
    ['06.18.93.90.25', '0618939025'],
    ['06-18-93-90-25', '0618939025'],
    [' 06\u00a018\u202f93 90 25 ', '0618939025'],
    ['+33 6 18 93 90 25', '0618939025'],
    ['+33618939025', '0618939025'],
    ['0033 6 18 93 90 25', '0618939025'],
    ['+33 (0)6 18 93 90 25', '0618939025'],
    ['+33 06 18 93 90 25', '0618939025'],
    ['(05) 55 12 34 56', '0555123456'],
  ])('« %s » → « %s »', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it('keeps what is not a French number, only without its separators', () => {
    expect(normalizePhone('+32 2 123 45 67')).toBe('+3221234567');
    expect(normalizePhone('0032 2 123 45 67')).toBe('003221234567');
    expect(normalizePhone('055512345678901')).toBe('055512345678901');
    expect(normalizePhone('06 18 ab')).toBe('0618ab');
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('+33')).toBe('0');
  });
});

describe('formatPhone: a stored number as shown', () => {
  it('shows a French number in pairs', () => {
    expect(formatPhone('0618939025')).toBe('06 18 93 90 25');
    expect(formatPhone('0555000000')).toBe('05 55 00 00 00');
  });

  it.each(['33618939025', '055512345678901', '1618939025', '061893902', ''])(
    'shows « %s », which is no French number, as stored',
    (digits) => {
      expect(formatPhone(digits)).toBe(digits);
    },
  );
});

describe('phoneHref: the tel: link of a stored number', () => {
  it('gives a French number in its international form', () => {
    expect(phoneHref('0618939025')).toBe('tel:+33618939025');
    expect(phoneHref('0555000000')).toBe('tel:+33555000000');
  });

  it('gives any other number as stored', () => {
    expect(phoneHref('33618939025')).toBe('tel:33618939025');
    expect(phoneHref('055512345678901')).toBe('tel:055512345678901');
  });
});

describe('formatTypedPhone: a number kept as typed (contact and join messages)', () => {
  it.each([
    ['0618939025', '06 18 93 90 25'],
    ['06.18.93.90.25', '06 18 93 90 25'],
    ['+33 6 18 93 90 25', '06 18 93 90 25'],
    [' 0033618939025 ', '06 18 93 90 25'],
  ])('shows « %s » as « %s »', (typed, shown) => {
    expect(formatTypedPhone(typed)).toBe(shown);
  });

  it.each(['+32 2 123 45 67', 'le soir au 06 18', '061893902'])('shows « %s » as typed', (typed) => {
    expect(formatTypedPhone(typed)).toBe(typed);
  });
});
