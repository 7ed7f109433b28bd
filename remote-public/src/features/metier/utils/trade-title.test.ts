import { tradePlaceTitle, tradePlural } from './trade-title';

describe('the trade page title around a place', () => {
  it('puts the trade in the plural', () => {
    expect(tradePlural('Plombier')).toBe('Plombiers');
    expect(tradePlural('Électricien')).toBe('Électriciens');
    expect(tradePlural('Carrelage et mosaïques')).toBe('Carrelage et mosaïques');
  });

  it('says who comes to the place', () => {
    expect(tradePlaceTitle('Plombier', 'Tulle')).toBe('Plombiers qui interviennent à Tulle');
  });
});
