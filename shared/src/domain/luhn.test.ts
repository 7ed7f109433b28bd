import { isLuhnValid, isValidSiren, isValidSiret } from './luhn';

describe('SIREN and SIRET checksums', () => {
  it('accepts real identifiers', () => {
    // La Poste's SIREN and its head office SIRET are public and Luhn-valid.
    expect(isValidSiren('356000000')).toBe(true);
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiren('732829320')).toBe(true);
  });

  it('refuses a wrong checksum, a wrong length or non-digits', () => {
    expect(isValidSiren('356000001')).toBe(false);
    expect(isValidSiren('35600000')).toBe(false);
    expect(isValidSiren('3560000000')).toBe(false);
    expect(isValidSiret('3560000000004')).toBe(false);
    expect(isValidSiret('35600000000049')).toBe(false);
    expect(isValidSiret('3560000000004A')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });
});
