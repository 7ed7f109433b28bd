// Text folding, the API's one: comparisons that ignore accents and case. One function, two depths.
// - The name key (default): the French accents of ACCENTED stripped, then lower case; every other character kept.
//   It is the JavaScript twin of the database's lower(translate(…, ACCENTED, PLAIN)) (db/schema.ts,
//   artisans.entreprise_nom_key), so that a key folded here sorts and compares as the stored one ("C" collation):
//   the back office's search (repositories/artisan/reads.ts, searchIds) folds what is typed here and
//   matches it, punctuation included, inside a company name or a city.
// - Words ({ words: true }), for the communes (geo/): the name key, then any other accent (Unicode
//   decomposition), œ and æ spelt out, anything but letters and digits as one space, and the usual abbreviations
//   read as the full word (st → saint). Stripping ACCENTED first changes nothing there: the decomposition would
//   strip those accents too.

/** The accents the name key strips, and the letter each becomes. Plain letters only: SQL literals (schema.ts). */
export const ACCENTED = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
export const PLAIN = 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy';

const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', sts: 'saints', stes: 'saintes' };

/** A folded word, its usual abbreviation read as the full word (« st » → « saint »), as the words' folding reads it. */
export function fullWord(word: string): string {
  return ABBREVIATIONS[word] ?? word;
}

export interface FoldOptions {
  /** Fold to words: every accent, ligatures, punctuation as spaces, st/ste as saint/sainte (see above). */
  words?: boolean;
}

/**
 * "Électricité Générale" → "electricite generale", "L'Âge d'Or" → "l'age d'or"; with words,
 * "Saint-Étienne-d'Orthe" → "saint etienne d orthe" and "  St  Céré " → "saint cere".
 */
export function foldText(value: string, { words = false }: FoldOptions = {}): string {
  // As `translate` does, then `lower`: in that order (Ÿ is not in ACCENTED, its lower case ÿ is).
  const key = Array.from(value, (char) => {
    const index = ACCENTED.indexOf(char);
    return index === -1 ? char : PLAIN[index]!;
  })
    .join('')
    .toLowerCase();
  if (!words) return key;
  const folded = key
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (folded === '') return '';
  return folded.split(' ').map(fullWord).join(' ');
}
