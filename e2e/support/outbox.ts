// The mails the server under test wrote to DATA_DIR/outbox (no SMTP in the e2e run): decoded, and waited for; and
// the letters it wrote to DATA_DIR/outbox/courrier for the post. Used by site.test.ts (password reset link),
// demandes.test.ts (requests relayed to artisans) and revendication.test.ts (claim codes and letters).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Decodes a quoted-printable mail body (soft line breaks, =XX bytes). */
export function decodeQuotedPrintable(source: string): string {
  const joined = source.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR absent : global-setup ne s’est pas exécuté.');
  return path.join(dataDir, 'outbox');
}

/** Every mail of the outbox, decoded, whose text passes `matches`. */
export async function readMails(matches: (mail: string) => boolean): Promise<string[]> {
  const outbox = outboxDir();
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'));
    if (matches(mail)) mails.push(mail);
  }
  return mails;
}

/** Waits (15 s at most) until `count` mails of the outbox pass `matches`, and returns them. */
export async function waitForMails(
  matches: (mail: string) => boolean,
  count = 1,
  what = 'mail attendu',
): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = await readMails(matches);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${what} : ${mails.length} sur ${count} dans ${outboxDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The letters (PDF) written for the post so far, oldest first (their names begin with their time). */
export async function readLetterNames(): Promise<string[]> {
  const files = await readdir(path.join(outboxDir(), 'courrier')).catch(() => [] as string[]);
  return files.filter((name) => name.endsWith('.pdf')).sort();
}

/** Waits (15 s at most) for a letter not among `before`, and returns its bytes. */
export async function waitForLetter(before: readonly string[]): Promise<Buffer> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const added = (await readLetterNames()).filter((name) => !before.includes(name));
    if (added.length > 0) return readFile(path.join(outboxDir(), 'courrier', added.at(-1)!));
    if (Date.now() > deadline) throw new Error(`courrier attendu : aucun dans ${outboxDir()}/courrier`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
