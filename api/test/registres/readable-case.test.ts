// registres/readable-case.ts: the registers' capitals in a readable French case.
import { readableCase } from '../../src/registres/readable-case';

describe('readableCase', () => {
  it.each([
    ['MENUISERIE DUPONT', 'Menuiserie Dupont'],
    ['SARL MAISON DE LA PIERRE ET DU BOIS', 'SARL Maison de la Pierre et du Bois'],
    ["L'ATELIER D'ANTAN", 'L’Atelier d’Antan'],
    ['DE LA ROCHE CHARPENTE', 'De la Roche Charpente'],
    ['BRIVE-LA-GAILLARDE', 'Brive-la-Gaillarde'],
    ['SAINT-PANTALEON-DE-LARCHE', 'Saint-Pantaleon-de-Larche'],
    ['JEAN-PIERRE MARTIN', 'Jean-Pierre Martin'],
    ['EURL BTP LIMOUSIN', 'EURL BTP Limousin'],
    ['SCI LES TROIS CHENES', 'SCI Les Trois Chenes'],
    ['SAS JLM ELEC', 'SAS JLM Elec'],
    ['  COUVERTURE   DU  PLATEAU ', 'Couverture du Plateau'],
    ['RUE ST MARTIN', 'Rue St Martin'],
    ['2 B ENERGIES', '2 B Energies'],
    ['ÉLECTRICITÉ GÉNÉRALE', 'Électricité Générale'],
  ])('%s → %s', (input, expected) => {
    expect(readableCase(input)).toBe(expected);
  });

  it('keeps a name already in mixed case, with typographic apostrophes', () => {
    expect(readableCase("Atelier d'Yves")).toBe('Atelier d’Yves');
    expect(readableCase('')).toBe('');
  });
});
