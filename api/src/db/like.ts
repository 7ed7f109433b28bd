// LIKE patterns built from what a visitor typed: its `%`, `_` and `\` are literal characters, never wildcards
// (PostgreSQL's default escape character is the backslash).
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
