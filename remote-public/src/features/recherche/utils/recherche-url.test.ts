import { RECHERCHE_LIMITS } from '@annuaire/shared/contract/recherche-texts';
import { parseRechercheUrl } from './recherche-url';

const parse = (search: string) => parseRechercheUrl(new URLSearchParams(search));

describe('parseRechercheUrl', () => {
  it('reads the text and the page', () => {
    expect(parse('?q=plombier+tulle&page=3')).toEqual({ q: 'plombier tulle', page: 3 });
    expect(parse('')).toEqual({ q: '', page: 1 });
  });

  it('folds the spaces of the text and cuts it at the limit', () => {
    expect(parse('?q=%20%20plombier%0A%09tulle%20')).toEqual({ q: 'plombier tulle', page: 1 });
    const long = 'a'.repeat(RECHERCHE_LIMITS.qMax + 20);
    expect(parse(`?q=${long}`).q).toHaveLength(RECHERCHE_LIMITS.qMax);
  });

  it('keeps the page between 1 and the last page read', () => {
    expect(parse('?q=x&page=0').page).toBe(1);
    expect(parse('?q=x&page=-4').page).toBe(1);
    expect(parse('?q=x&page=abc').page).toBe(1);
    expect(parse(`?q=x&page=${RECHERCHE_LIMITS.pageMax + 1}`).page).toBe(RECHERCHE_LIMITS.pageMax);
  });
});
