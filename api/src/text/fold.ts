// Text folding, the API's one: comparisons that ignore accents and case. One function, two depths.
// - The name key (default): the French accents of ACCENTED stripped, then lower case, then the ligatures œ and æ
//   spelt out (« Cœur » and « coeur » are one word); every other character kept. It is the JavaScript twin of the
//   database's nameKeySql (db/schema.ts: artisans.entreprise_nom_key, the towns' and particuliers' keys), so that a
//   key folded here sorts and compares as the stored one ("C" collation): the searches fold what is typed here and
//   match it, punctuation included, inside a company name or a city.
// - Words ({ words: true }), for the communes (geo/): the name key, then any other accent (Unicode
//   decomposition), anything but letters and digits as one space, and the usual abbreviations read as the full
//   word (st → saint). Stripping ACCENTED first changes nothing there: the decomposition would strip those accents
//   too.

/**
 * The accents the name key strips, and the letter each becomes (the capital ligatures become small ones, spelt out
 * after: a database whose locale is "C" would not lower them). Letters only: SQL literals (schema.ts).
 */
export const ACCENTED = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿŒÆ';
export const PLAIN = 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyœæ';

/** The name key of an SQL expression `text`, as foldText computes it. Immutable: generated columns and indexes. */
export function nameKeySql(text: string): string {
  return `replace(replace(lower(translate(${text}, '${ACCENTED}', '${PLAIN}')), 'œ', 'oe'), 'æ', 'ae')`;
}

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
 * "Électricité Générale" → "electricite generale", "L'Âge d'Or" → "l'age d'or", "Cœur" → "coeur"; with words,
 * "Saint-Étienne-d'Orthe" → "saint etienne d orthe" and "  St  Céré " → "saint cere".
 */
export function foldText(value: string, { words = false }: FoldOptions = {}): string {
  // As `translate` does, then `lower`: in that order (Ÿ is not in ACCENTED, its lower case ÿ is).
  const key = Array.from(value, (char) => {
    const index = ACCENTED.indexOf(char);
    return index === -1 ? char : PLAIN[index]!;
  })
    .join('')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
  if (!words) return key;
  const folded = key
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (folded === '') return '';
  return folded.split(' ').map(fullWord).join(' ');
}
