import { formatSiren, formatSiret } from './company-numbers';

describe('SIREN and SIRET', () => {
  it('are grouped as INSEE writes them', () => {
    expect(formatSiren('732829320')).toBe('732 829 320');
    expect(formatSiret('73282932000074')).toBe('732 829 320 00074');
    expect(formatSiret('35600000000048')).toBe('356 000 000 00048');
  });

  it('are shown as stored when they are not one', () => {
    expect(formatSiren('73282932')).toBe('73282932');
    expect(formatSiret('7328293200007')).toBe('7328293200007');
    expect(formatSiret('1234')).toBe('1234');
  });
});
