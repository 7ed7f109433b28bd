// The token of a review link (/avis/nouveau?token=…, the invitation mail's), read from the query string by the page
// and by its route's prefetch (src/app/routes.tsx). Free of the contract (zod), so that the route table stays light:
// a token the contract refuses (too long) is answered by the API as an invalid link.

/** The link's token, trimmed, or null when the query has none. */
export function readReviewToken(params: URLSearchParams): string | null {
  const token = params.get('token')?.trim() ?? '';
  return token ? token : null;
}
