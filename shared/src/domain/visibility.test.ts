import { showsEmail, showsPhone, toggleEmailVisibility, togglePhoneVisibility } from './visibility';

describe('personnalDataToShow toggles (SPEC 4)', () => {
  it.each([
    ['NOTHING', 'TEL'],
    ['TEL', 'NOTHING'],
    ['MAIL', 'ALL'],
    ['ALL', 'MAIL'],
  ] as const)('phone checkbox: %s → %s', (from, to) => {
    expect(togglePhoneVisibility(from)).toBe(to);
  });

  it.each([
    ['NOTHING', 'MAIL'],
    ['MAIL', 'NOTHING'],
    ['TEL', 'ALL'],
    ['ALL', 'TEL'],
  ] as const)('email checkbox: %s → %s', (from, to) => {
    expect(toggleEmailVisibility(from)).toBe(to);
  });

  it('treats an empty value as NOTHING', () => {
    expect(togglePhoneVisibility(null)).toBe('TEL');
    expect(toggleEmailVisibility(null)).toBe('MAIL');
  });

  it('tells what the public may see', () => {
    expect([
      showsPhone('ALL'),
      showsPhone('TEL'),
      showsPhone('MAIL'),
      showsPhone('NOTHING'),
      showsPhone(null),
    ]).toEqual([true, true, false, false, false]);
    expect([
      showsEmail('ALL'),
      showsEmail('TEL'),
      showsEmail('MAIL'),
      showsEmail('NOTHING'),
      showsEmail(null),
    ]).toEqual([true, false, true, false, false]);
  });
});
