// The contract's NAF table (naf-trades.ts): which codes are building trades, and the directory's trades they name,
// spelt as the seed's trades are.
import {
  isBuildingNafCode,
  NAF_TRADES,
  normalizeNafCode,
  tradesForNafCode,
} from '@annuaire/shared/contract/naf-trades';
import { TRADES } from '../../src/seed/demo-data';

describe('the NAF table', () => {
  it('maps the building codes to the directory’s trades', () => {
    expect(tradesForNafCode('43.21A')).toEqual(['Électricien']);
    expect(tradesForNafCode('43.22A')).toEqual(['Plombier']);
    expect(tradesForNafCode('43.22B')).toEqual(['Chauffagiste', 'Climaticien']);
    expect(tradesForNafCode('43.31Z')).toEqual(['Plâtrier']);
    expect(tradesForNafCode('43.32A')).toEqual(['Menuisier']);
    expect(tradesForNafCode('43.32B')).toEqual(['Serrurier']);
    expect(tradesForNafCode('43.33Z')).toEqual(['Carreleur']);
    expect(tradesForNafCode('43.34Z')).toEqual(['Peintre', 'Vitrier']);
    expect(tradesForNafCode('43.91A')).toEqual(['Charpentier']);
    expect(tradesForNafCode('43.91B')).toEqual(['Couvreur']);
    expect(tradesForNafCode('43.99C')).toEqual(['Maçon']);
    expect(tradesForNafCode('41.20A')).toEqual(['Maçon']);
    expect(tradesForNafCode('41.20B')).toEqual(['Maçon']);
  });

  it('names only trades the directory has', () => {
    const metiers = new Set(TRADES.map((trade) => trade.metier));
    for (const trades of Object.values(NAF_TRADES))
      for (const trade of trades) expect(metiers).toContain(trade);
  });

  it('reads codes with or without the dot', () => {
    expect(normalizeNafCode('4322A')).toBe('43.22A');
    expect(normalizeNafCode(' 43.22b ')).toBe('43.22B');
    expect(tradesForNafCode('4334Z')).toEqual(['Peintre', 'Vitrier']);
    expect(normalizeNafCode('')).toBe('');
  });

  it('tells the building trades: 41.20A, 41.20B and division 43', () => {
    for (const code of ['41.20A', '4120B', '43.11Z', '43.99E', '43.21B', ...Object.keys(NAF_TRADES)]) {
      expect(isBuildingNafCode(code)).toBe(true);
    }
    for (const code of ['41.10A', '42.11Z', '44.11Z', '47.52A', '71.12B', '', 'NN']) {
      expect(isBuildingNafCode(code)).toBe(false);
    }
    // A building code without a trade: counted apart by the importer.
    expect(tradesForNafCode('43.11Z')).toEqual([]);
  });
});
