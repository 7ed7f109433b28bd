// The token of a « Ma demande » link (/ma-demande?token=…, the visitor's copy's), read from the query string by the
// page and by its route's prefetch (src/app/routes.tsx). Free of the contract (zod), so that the route table stays
// light: a token the contract refuses (too long) is answered by the API as an invalid link.

/** The link's token, trimmed, or null when the query has none. */
export function readSuiviToken(params: URLSearchParams): string | null {
  const token = params.get('token')?.trim() ?? '';
  return token ? token : null;
}
