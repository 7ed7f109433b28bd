// Accent- and case-insensitive text matching, used by every trade filter (header, map, back office).

/** Lower-cases and strips diacritics so that "Électricien" and "electricien" compare equal. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr-FR')
    .trim();
}

/** True when `text` contains `query`, ignoring case and accents. An empty query matches everything. */
export function matchesQuery(text: string, query: string): boolean {
  const needle = normalizeText(query);
  return needle === '' || normalizeText(text).includes(needle);
}
