// The orders of a trade page and their labels, without zod: the trade page's sort control and its URL read them and
// download no validator; artisan.ts builds the API's TradeSortSchema from the same list and re-exports them.

/**
 * The orders of a trade page (Code de la consommation D111-6: stated on /fonctionnement-des-avis#classement).
 * « pertinence » is the default, « distance » needs a point, « note » is « Mieux notés ».
 */
export const TRADE_SORTS = ['pertinence', 'distance', 'note'] as const;
export type TradeSort = (typeof TRADE_SORTS)[number];
export const TRADE_SORT_LABELS: Record<TradeSort, string> = {
  pertinence: 'Pertinence',
  distance: 'Localisation',
  note: 'Mieux notés',
};
