import { LIMITS } from '@annuaire/shared/contract/limits';
import { tradeJsonLd } from './trade-json-ld';

const TRADE = { id: 3, metier: 'Plombier' };
const ORIGIN = 'https://annuaire.fr';

describe('tradeJsonLd', () => {
  it('lists the page as an ItemList of links to the artisans, counting every artisan of the trade', () => {
    const items = [
      { id: 7, entrepriseNom: 'Plomberie Martin' },
      { id: 12, entrepriseNom: 'Eau & Fils' },
    ];
    expect(tradeJsonLd(TRADE, { items, page: 1, total: 2 }, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Plombier',
      url: 'https://annuaire.fr/metier/3',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: 'https://annuaire.fr/artisan/7',
          name: 'Plomberie Martin',
        },
        { '@type': 'ListItem', position: 2, url: 'https://annuaire.fr/artisan/12', name: 'Eau & Fils' },
      ],
    });
  });

  it('numbers a later page after the ones before it', () => {
    const data = tradeJsonLd(
      TRADE,
      {
        items: [
          { id: 40, entrepriseNom: 'Onzième' },
          { id: 41, entrepriseNom: 'Douzième' },
        ],
        page: 2,
        total: 12,
      },
      ORIGIN,
    );
    expect(LIMITS.tradePageSize).toBe(10);
    expect(data.numberOfItems).toBe(12);
    expect(data.itemListElement).toEqual([
      expect.objectContaining({ position: 11, url: 'https://annuaire.fr/artisan/40', name: 'Onzième' }),
      expect.objectContaining({ position: 12, url: 'https://annuaire.fr/artisan/41', name: 'Douzième' }),
    ]);
  });

  it('has an empty list for a trade without artisans', () => {
    const data = tradeJsonLd(TRADE, { items: [], page: 1, total: 0 }, ORIGIN);
    expect(data.numberOfItems).toBe(0);
    expect(data.itemListElement).toEqual([]);
  });
});
