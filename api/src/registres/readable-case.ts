// INSEE writes names, streets and communes in capitals without accents (« MENUISERIE DUPONT »); a listing reads
// them in a French case (« Menuiserie Dupont »). Accents INSEE dropped cannot be guessed back, so none is added.

/** Articles, prepositions and conjunctions that stay lower case inside a name (« Maison de la Pierre »). */
const SMALL_WORDS = new Set([
  'a',
  'à',
  'au',
  'aux',
  'd',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'ou',
  'par',
  'pour',
  'sous',
  'sur',
]);

/** Articles, capitalized when they start a place's name (« Lieu-dit Le Bourg »). */
const ARTICLES = new Set(['l', 'la', 'le', 'les']);

/** Legal forms, written in capitals (« SARL »); a name that starts with one goes on with a capital. */
const LEGAL_FORMS = new Set('sa sarl sas sasu eurl sci snc scop scp selarl eirl ei gaec'.split(' '));

/** Words written in capitals: the legal forms and usual abbreviations (« BTP », « RGE »). */
const UPPER_WORDS = new Set([...LEGAL_FORMS, ...'sel gie btp tp vrd pvc cvc rge'.split(' ')]);

/** Letters an apostrophe elides (l’, d’, qu’…): the word after it starts a new capital. */
const ELIDED = new Set(['l', 'd', 'qu', 'j', 'n', 's', 'c', 'm', 't', 'jusqu', 'lorsqu', 'puisqu']);

const TOKENS = /[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu;
const VOWELS = /[aeiouyàâäéèêëîïôöùûüÿæœ]/;
/** Vowel-less words that are not acronyms: « ST » is « St » (Saint) in INSEE's streets. */
const NOT_ACRONYMS = new Set(['st', 'sts', 'ch', 'mr', 'dr']);

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A name, street or commune from the registers in a readable French case: each word capitalized, small words lower
 * inside (« de », « du », « et », « l’ »), legal forms and vowel-less abbreviations upper (« SARL », « JLM »), after a
 * hyphen or an apostrophe alike (« Saint-Jean-de-Luz », « L’Atelier d’Antan »); apostrophes become typographic.
 * Text already in mixed case is kept as written: only text without any lower-case letter is recased. `inside`
 * is for text that follows other words (a street's name after its type): it starts lower when it starts with a
 * preposition (« Rue de la Gare ») and capitalized otherwise (« Lieu-dit Le Bourg »).
 */
export function readableCase(text: string, options: { inside?: boolean } = {}): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (/\p{Ll}/u.test(trimmed)) return trimmed.replace(/'/g, '’');
  const tokens = trimmed.match(TOKENS) ?? [];
  let out = '';
  let first = !options.inside;
  let previousWord = '';
  for (const token of tokens) {
    if (!/[\p{L}\p{N}]/u.test(token)) {
      out += token.replace(/'/g, '’');
      continue;
    }
    const lower = token.toLowerCase();
    const afterElision = /^['’]$/.test(out.slice(-1)) && ELIDED.has(previousWord);
    let word: string;
    if (UPPER_WORDS.has(lower)) word = token.toUpperCase();
    else if (/^\p{L}{2,}$/u.test(lower) && !VOWELS.test(lower) && !NOT_ACRONYMS.has(lower))
      word = token.toUpperCase();
    else if (!first && !afterElision && SMALL_WORDS.has(lower) && !(out === '' && ARTICLES.has(lower)))
      word = lower;
    else word = capitalize(lower);
    out += word;
    previousWord = lower;
    // A leading legal form is not the name's start: « SCI Les Trois Chênes ».
    first = first && LEGAL_FORMS.has(lower);
  }
  return out;
}
