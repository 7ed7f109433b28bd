// Text folding for the embedded communes index: accents, case, hyphens and apostrophes do not matter, and the
// usual abbreviations (st, ste) read as the full word. Used by the index builder and by every search.

const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', sts: 'saints', stes: 'saintes' };

/** "Saint-Étienne-d'Orthe" → "saint etienne d orthe"; "  St  Céré " → "saint cere". */
export function foldText(value: string): string {
  const folded = value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (folded === '') return '';
  return folded
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}
