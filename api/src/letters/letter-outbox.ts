// The letters' outbox: each PDF to be printed and posted is written to DATA_DIR/outbox/courrier, which the
// print-and-post service collects. Written as the mailer writes mails: aside, then renamed, readable by us only.
// A letter left there once its code stopped working serves nothing and names a person: the retention sweep deletes
// it (deleteLettersOlderThan).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { OUTBOX_FOLDER } from '../plugins/mailer';

export const LETTERS_FOLDER = 'courrier';

/** Writes the PDF as DATA_DIR/outbox/courrier/<ISO stamp>-<name>.pdf and returns its path; `name` (e.g.
 * « revendication-123 ») must be lower-case letters, digits and hyphens. */
export async function writeLetter(dataDir: string, name: string, pdf: Buffer): Promise<string> {
  if (!/^[a-z0-9-]{1,100}$/.test(name)) throw new Error(`invalid letter name: ${JSON.stringify(name)}`);
  const folder = path.join(dataDir, OUTBOX_FOLDER, LETTERS_FOLDER);
  await fs.mkdir(folder, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(folder, `${stamp}-${name}.pdf`);
  // Renamed once complete, so that the service never collects half a letter; the letter holds a secret code.
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.writeFile(tmp, pdf, { mode: 0o600 });
    await fs.rename(tmp, file);
  } catch (error) {
    await fs.rm(tmp, { force: true });
    throw error;
  }
  return file;
}

/**
 * Deletes the letters (and temporary files a crash left) last written more than `olderThanMs` before `now`; gives
 * how many went. A missing folder is no letter.
 */
export async function deleteLettersOlderThan(
  dataDir: string,
  olderThanMs: number,
  now = Date.now(),
): Promise<number> {
  const folder = path.join(dataDir, OUTBOX_FOLDER, LETTERS_FOLDER);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names.filter((entry) => entry.endsWith('.pdf') || entry.endsWith('.tmp'))) {
    const file = path.join(folder, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs <= olderThanMs) continue;
    await fs.rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}
