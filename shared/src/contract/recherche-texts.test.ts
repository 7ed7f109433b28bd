import { rechercheCountText, RECHERCHE_LIMITS } from './recherche-texts';

describe('rechercheCountText', () => {
  it('counts the artisans found, in the singular and the plural', () => {
    expect(rechercheCountText(1, false)).toBe('1 artisan trouvé');
    expect(rechercheCountText(12, false)).toBe('12 artisans trouvés');
  });

  it('says « plus de » beyond the cap, its thousands apart as fr-FR writes them', () => {
    expect(RECHERCHE_LIMITS.totalCap).toBe(1000);
    expect(rechercheCountText(1000, true)).toBe('Plus de 1\u202f000 artisans trouvés');
  });
});
