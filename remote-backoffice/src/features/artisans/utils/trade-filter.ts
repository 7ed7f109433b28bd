// The artisan list's trade filter, in the address (?specialite=3) so that the trade list's « Voir les N artisans »
// links to it and a reload keeps it. Anything but a positive whole number is no filter.
export const TRADE_PARAM = 'specialite';

export function tradeFilterOf(params: URLSearchParams): number | undefined {
  const value = params.get(TRADE_PARAM) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2147483647 ? id : undefined;
}
