// Where every bench writes its figures: bench/results/<name>.json, dated, two-space JSON and a final newline.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const resultsFolder = path.join(__dirname, '..', 'results');

/** Writes `{ date, ...figures }` to bench/results/`file` (the folder created if need be); returns its path. */
export function writeResults(file: string, figures: Record<string, unknown>): string {
  const target = path.join(resultsFolder, file);
  mkdirSync(resultsFolder, { recursive: true });
  writeFileSync(target, `${JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2)}\n`);
  return target;
}
