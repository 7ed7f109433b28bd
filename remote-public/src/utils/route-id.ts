// The id in a page's path (/metier/3, /artisan/21): a positive 32-bit integer written in digits, else null (the
// page then says it does not exist, without asking the API).
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2147483647 ? id : null;
}
