// schema.org ItemList of one page of a trade's artisans (/metier/:id), each a link to its artisan page, for search
// engines; the trade page puts it in its <head>.
import type { ArtisanCard } from '@annuaire/shared/contract/artisan';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { hrefs } from '@annuaire/shared/federation/routes';

export interface TradeJsonLdPage {
  items: readonly Pick<ArtisanCard, 'id' | 'entrepriseNom'>[];
  /** From 1. */
  page: number;
  /** Artisans of the trade on every page. */
  total: number;
}

export function tradeJsonLd(
  metier: { id: number; metier: string },
  page: TradeJsonLdPage,
  origin: string,
): Record<string, unknown> {
  // Positions go on from one page to the next (11 to 20 on page 2), as in the whole list.
  const offset = (Math.max(page.page, 1) - 1) * LIMITS.tradePageSize;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: metier.metier,
    url: `${origin}${hrefs.metier(metier.id)}`,
    numberOfItems: page.total,
    itemListElement: page.items.map((artisan, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: `${origin}${hrefs.artisan(artisan.id)}`,
      name: artisan.entrepriseNom,
    })),
  };
}
