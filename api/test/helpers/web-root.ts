// A scratch folder laid out like the repository's built front ends (<app>/dist/...), for the tests of one-process
// serving: the web routes and the headers on every kind of response.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SHELL_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

/** Writes `files` (path from the repository root → content) into a new temporary folder and returns it. */
export function makeWebRoot(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-web-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}
