// The trade page's title around a place: « Plombiers qui interviennent à Tulle », what the home search « Quoi ?
// Où ? » leads to. The trades' names are nouns of trade whose plural takes an s (« Plombier », « Maçon »); a name
// that already ends in s, x or z stays as it is.

/** « Plombiers » from « Plombier ». */
export function tradePlural(metier: string): string {
  return /[sxz]$/i.test(metier) ? metier : `${metier}s`;
}

/** « Plombiers qui interviennent à Tulle ». */
export function tradePlaceTitle(metier: string, place: string): string {
  return `${tradePlural(metier)} qui interviennent à ${place}`;
}
