// Reads the mails the mailer wrote into DATA_DIR/outbox (no SMTP_URL): the .eml files in the order they were written,
// with their headers (unfolded, MIME encoded words decoded) and their text part (quoted-printable or base64
// decoded), as a mail client would show them. Used by the tests of the requests relayed to artisans.
import fs from 'node:fs';
import path from 'node:path';
import { OUTBOX_FOLDER } from '../../src/plugins/mailer';

export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  to: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words; the spaces between two of them are not text (RFC 2047). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_word, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replaceAll('_', ' '), false),
    );
}

function decodeQuotedPrintable(text: string, softBreaks = true): string {
  const joined = softBreaks ? text.replace(/=\r?\n/g, '') : text;
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(index + 1, index + 3))) {
      bytes.push(parseInt(joined.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The parts of a multipart body (or the body itself), each with its headers and decoded content. */
function partsOf(headers: Record<string, string>, body: string): { type: string; content: string }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) {
    return [
      { type: (headers['content-type'] ?? 'text/plain').split(';')[0]!, content: decodeBody(headers, body) },
    ];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => {
      const split = part.replace(/^\r?\n/, '').search(/\r?\n\r?\n/);
      const trimmed = part.replace(/^\r?\n/, '');
      const partHeaders = parseHeaders(trimmed.slice(0, split));
      const content = trimmed
        .slice(split)
        .replace(/^\r?\n\r?\n/, '')
        .replace(/\r?\n$/, '');
      return partsOf(partHeaders, content);
    });
}

export function readMail(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  for (const name of Object.keys(headers)) headers[name] = decodeWords(headers[name]!);
  const parts = partsOf(headers, raw.slice(split).replace(/^\r?\n\r?\n/, ''));
  return {
    file,
    headers,
    to: headers.to ?? '',
    replyTo: headers['reply-to'],
    subject: headers.subject ?? '',
    text: parts.find((part) => part.type === 'text/plain')?.content ?? '',
    html: parts.find((part) => part.type === 'text/html')?.content ?? '',
  };
}

/** The .eml files of the outbox, oldest first (their names start with the time they were written). */
export function outboxFiles(dataDir: string): string[] {
  const folder = path.join(dataDir, OUTBOX_FOLDER);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => path.join(folder, file));
}

/** The mails written since `before` (a list of files from outboxFiles), oldest first. */
export function newMails(dataDir: string, before: readonly string[]): OutboxMail[] {
  const known = new Set(before);
  return outboxFiles(dataDir)
    .filter((file) => !known.has(file))
    .map(readMail);
}
