// Search (name, SIRET, trade and place): the limits and French texts, without zod, so that the shell's header and
// the public pages read them without downloading the schemas (e2e/tests/shell.test.ts).

export const RECHERCHE_LIMITS = {
  /** The longest query read: a company name and a town fit; longer is refused (400). */
  qMax: 100,
  /** Suggestions are asked from this many characters typed. */
  suggestionMinChars: 2,
  /** The header waits this long after the last key before asking (ms). */
  suggestionDebounceMs: 150,
  /** How many suggestions the header lists. */
  suggestionCount: 8,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  pageMax: 50,
  /** Totals are counted up to this many: beyond, « plus de 1 000 résultats ». */
  totalCap: 1000,
} as const;

export const RECHERCHE_TEXTS = {
  label: 'Rechercher un artisan',
  /** The search form's landmark: not the home page's « Quoi ? Où ? », which is « Rechercher un artisan » too. */
  landmark: 'Rechercher dans l’annuaire',
  placeholder: 'Artisan, entreprise, SIRET…',
  submit: 'Rechercher',
  qTooLong: `La recherche ne doit pas dépasser ${RECHERCHE_LIMITS.qMax} caractères.`,
  page: `La page doit être un nombre entier entre 1 et ${RECHERCHE_LIMITS.pageMax}.`,
  size: `La taille de page doit être un nombre entier entre 1 et ${RECHERCHE_LIMITS.pageSizeMax}.`,
  emptyQuery: 'Saisissez le nom d’une entreprise, un métier et une ville, ou un numéro SIRET.',
  noResult: 'Aucun artisan ne correspond à votre recherche.',
  noResultHelp:
    // No-break spaces inside the quotes: a line never starts with the closing one.
    'Vérifiez l’orthographe, cherchez un métier et une ville (\u00ab\u00a0plombier tulle\u00a0\u00bb) ou un ' +
    'numéro SIRET, ou parcourez les métiers et la carte.',
  title: 'Rechercher un artisan',
  loading: 'Recherche en cours...',
  error: 'La recherche est indisponible pour le moment.',
  results: 'Résultats de la recherche',
  pages: 'Pages des résultats',
} as const;

/** « 12 artisans trouvés », or beyond the count's cap « Plus de 1 000 artisans trouvés ». */
export function rechercheCountText(total: number, capped: boolean): string {
  // Thousands apart by a narrow no-break space, as fr-FR writes them, the same on the server and in every browser.
  const cap = String(RECHERCHE_LIMITS.totalCap).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  if (capped) return `Plus de ${cap} artisans trouvés`;
  return `${total} artisan${total > 1 ? 's' : ''} trouvé${total > 1 ? 's' : ''}`;
}
