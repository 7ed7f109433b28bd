// The listing a claim page names (/revendiquer?fiche=<id>): a positive integer within PostgreSQL's serial range, or
// null. Read by the page and by its server-render prefetch (app/routes.tsx), which must agree.
export function readFicheParam(params: URLSearchParams): number | null {
  const value = params.get('fiche') ?? '';
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647 ? Number(value) : null;
}

/**
 * `&contester=1` (hrefs.claimContest): the contest of a listing an account manages, in the address so that a reload
 * (or the join page's link) reaches it. It changes nothing the server prefetches: the listing's query is the same.
 */
export function readContestParam(params: URLSearchParams): boolean {
  return params.get('contester') === '1';
}
