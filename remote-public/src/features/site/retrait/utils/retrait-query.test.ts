import { RETRAIT_LIMITS } from '@annuaire/shared/contract/retrait';
import { readRetraitQuery } from './retrait-query';

describe('readRetraitQuery', () => {
  it('reads the listing’s SIRET and id that the profile’s link gives', () => {
    expect(readRetraitQuery(new URLSearchParams('siret=35600000000048&artisan=12'))).toEqual({
      siret: '35600000000048',
      artisanId: 12,
    });
  });

  it('gives an empty form without them', () => {
    expect(readRetraitQuery(new URLSearchParams(''))).toEqual({ siret: '', artisanId: null });
  });

  it('keeps the SIRET as typed, bounded to what its field takes', () => {
    expect(readRetraitQuery(new URLSearchParams('siret= 356 000 000 00048 ')).siret).toBe(
      '356 000 000 00048',
    );
    expect(readRetraitQuery(new URLSearchParams(`siret=${'9'.repeat(50)}`)).siret).toHaveLength(
      RETRAIT_LIMITS.siretTypedMax,
    );
  });

  it.each(['abc', '0', '-3', '1.5', '1e3', '99999999999', ''])('ignores the listing id « %s »', (artisan) => {
    expect(readRetraitQuery(new URLSearchParams({ artisan })).artisanId).toBeNull();
  });
});
