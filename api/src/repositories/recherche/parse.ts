// How a search query is read (SPEC search): a SIRET (14 digits) or SIREN (9 digits), spaces allowed; a trade,
// maybe followed by a place (« plombier tulle », « plombiers à Saint-Étienne », « électricien 19 »); otherwise
// words of a company name. Pure: the repository gives it the trades and runs what it decides.
import { foldText, fullWord } from '../../text/fold';

/** A query's folding: the name key's (accents, case), hyphens, apostrophes and punctuation as single spaces. */
export function foldQuery(value: string): string {
  return foldText(value)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A word's singular, as far as the trades' names need: « plombiers » → « plombier », « carreaux » → « carreau ». */
export function singular(word: string): string {
  if (word.length > 3 && (word.endsWith('s') || word.endsWith('x'))) return word.slice(0, -1);
  return word;
}

export interface TradeRef {
  id: number;
  /** The folded trade name (specialites.metier_key). */
  metierKey: string;
}

export type Place =
  | { kind: 'codePostal'; value: string }
  | { kind: 'departement'; value: string }
  | { kind: 'ville'; value: string };

export type ParsedQuery =
  | { mode: 'vide' }
  | { mode: 'siret'; value: string }
  | { mode: 'siren'; value: string }
  | { mode: 'metier'; specialiteId: number; place: Place | null }
  | { mode: 'nom'; words: string };

// Small words between a trade and a place: « plombier à Tulle », « maçon sur Brive », « peintre en Corrèze ».
const LINKS = new Set(['a', 'au', 'aux', 'en', 'sur', 'pres', 'de', 'du', 'des', 'dans', 'vers']);

function readPlace(words: string[]): Place | null {
  const start = words.findIndex((word) => !LINKS.has(word));
  if (start === -1) return null;
  // « st etienne » is Saint-Étienne, as the communes' search reads it (the towns are stored spelt out).
  const rest = words.slice(start).map(fullWord);
  const joined = rest.join(' ');
  if (/^\d{5}$/.test(joined)) return { kind: 'codePostal', value: joined };
  if (/^(\d{2}|2a|2b|97\d)$/.test(joined))
    return { kind: 'departement', value: joined === '2a' || joined === '2b' ? '20' : joined };
  return { kind: 'ville', value: joined };
}

/** Finds the longest trade whose words open the query (singulars compared), and reads the rest as a place. */
function readTrade(words: string[], trades: readonly TradeRef[]): ParsedQuery | null {
  const singulars = words.map(singular);
  let best: { trade: TradeRef; length: number } | null = null;
  for (const trade of trades) {
    const tradeWords = foldQuery(trade.metierKey).split(' ').filter(Boolean).map(singular);
    if (tradeWords.length === 0 || tradeWords.length > singulars.length) continue;
    if (!tradeWords.every((word, index) => singulars[index] === word)) continue;
    if (!best || tradeWords.length > best.length) best = { trade, length: tradeWords.length };
  }
  if (!best) return null;
  return { mode: 'metier', specialiteId: best.trade.id, place: readPlace(words.slice(best.length)) };
}

export function parseQuery(raw: string, trades: readonly TradeRef[]): ParsedQuery {
  const digits = raw.replace(/[\s.]/g, '');
  if (/^\d{14}$/.test(digits)) return { mode: 'siret', value: digits };
  if (/^\d{9}$/.test(digits)) return { mode: 'siren', value: digits };
  const folded = foldQuery(raw);
  if (folded === '') return { mode: 'vide' };
  const words = folded.split(' ');
  return readTrade(words, trades) ?? { mode: 'nom', words: folded };
}

/** The words a name must hold: single letters (« l » of « l'atelier ») left out when other words remain. */
export function nameWords(words: string): string[] {
  const all = words.split(' ').filter(Boolean);
  return all.some((word) => word.length > 1) ? all.filter((word) => word.length > 1) : all;
}

/**
 * The full-text query (to_tsquery, configuration 'simple') of a name's folded words: every word required, exactly;
 * with `prefixLast`, the last word of three characters or more as a prefix (the word being typed: « plomb » finds
 * « plomberie »); single letters (« l » of « l'atelier ») left out when other words remain. `corrections` adds a
 * word's alternatives (« maion » → « maison »), any of which may match instead. A prefix is only for the last word:
 * on a common word (« atelier:* ») the index collects every listing of every word it opens before intersecting,
 * ten times the cost of the word itself. Folded words hold only letters and digits, so no operator of the query
 * language can come from the visitor; null for no word.
 */
export function nameTsQuery(
  words: string,
  options: { prefixLast?: boolean; corrections?: ReadonlyMap<string, readonly string[]> } = {},
): string | null {
  const kept = nameWords(words);
  if (kept.length === 0) return null;
  return kept
    .map((word, index) => {
      const typed = options.prefixLast && index === kept.length - 1 && word.length >= 3 ? `${word}:*` : word;
      const alternatives = [typed, ...(options.corrections?.get(word) ?? [])];
      return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}
