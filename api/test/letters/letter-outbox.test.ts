// The letters' outbox: where the print-and-post service collects the PDFs, and what it may find there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LETTERS_FOLDER, deleteLettersOlderThan, writeLetter } from '../../src/letters/letter-outbox';

describe('writeLetter', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'letters-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const pdf = Buffer.from('%PDF-1.3\n% a letter\n%%EOF\n');

  it('writes the PDF under DATA_DIR/outbox/courrier, readable by the owner only, with no temporary file left', async () => {
    const file = await writeLetter(dataDir, 'revendication-123', pdf);
    const folder = path.join(dataDir, 'outbox', 'courrier');
    expect(LETTERS_FOLDER).toBe('courrier');
    expect(path.dirname(file)).toBe(folder);
    expect(path.basename(file)).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-revendication-123\.pdf$/,
    );
    expect(fs.readFileSync(file).equals(pdf)).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(folder)).toEqual([path.basename(file)]);
  });

  it('keeps both letters when two are written', async () => {
    const first = await writeLetter(dataDir, 'revendication-1', pdf);
    const second = await writeLetter(dataDir, 'revendication-2', pdf);
    expect(fs.readdirSync(path.dirname(first)).sort()).toEqual(
      [path.basename(first), path.basename(second)].sort(),
    );
  });

  it.each(['', '../evil', 'a/b', 'Revendication', 'revendication 1', 'lettre.pdf', 'é', 'x'.repeat(101)])(
    'refuses the name %j and writes nothing',
    async (name) => {
      await expect(writeLetter(dataDir, name, pdf)).rejects.toThrow(/invalid letter name/);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    },
  );
});

describe('deleteLettersOlderThan', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'letters-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('deletes the letters and leftovers older than the given age, and keeps the recent and the rest', async () => {
    const folder = path.join(dataDir, 'outbox', 'courrier');
    fs.mkdirSync(folder, { recursive: true });
    const now = Date.now();
    const day = 24 * 60 * 60_000;
    const write = (name: string, ageDays: number) => {
      const file = path.join(folder, name);
      fs.writeFileSync(file, '%PDF-1.3\n');
      const when = new Date(now - ageDays * day);
      fs.utimesSync(file, when, when);
    };
    write('old-revendication-1.pdf', 31);
    write('old-revendication-2.pdf.abcd.tmp', 40);
    write('recent-revendication-3.pdf', 29);
    write('notes.txt', 90);
    expect(await deleteLettersOlderThan(dataDir, 30 * day, now)).toBe(2);
    expect(fs.readdirSync(folder).sort()).toEqual(['notes.txt', 'recent-revendication-3.pdf']);
  });

  it('finds nothing to delete when no letter was ever written', async () => {
    expect(await deleteLettersOlderThan(dataDir, 0)).toBe(0);
  });
});
