// The token of an opt-out link (/ne-plus-recevoir-de-demandes?jeton=…, the link of the mail a listing nobody manages
// received with a request), read from the query string by the page. Free of the contract (zod): a token the contract
// refuses (too long) is answered by the API as an invalid link.

/** The link's token, trimmed, or null when the query has none. */
export function readOptOutToken(params: URLSearchParams): string | null {
  const token = params.get('jeton')?.trim() ?? '';
  return token ? token : null;
}
