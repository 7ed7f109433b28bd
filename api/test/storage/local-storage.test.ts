// The local file store: the shared FileStorage suite, files under its folder, no temporary file left by a write,
// and the sweep of those a killed process left.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage, sweepTemporaryFiles } from '../../src/storage/local-storage';
import { describeFileStorage } from './file-storage.suite';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

describeFileStorage('local', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-storage-'));
  roots.push(root);
  return createLocalStorage(path.join(root, 'uploads'));
});

describe('createLocalStorage', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-storage-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes under its folder', async () => {
    const storage = createLocalStorage(path.join(root, 'uploads'));
    await storage.put('a/b/c.webp', Buffer.from('image'));
    expect(fs.readFileSync(path.join(root, 'uploads/a/b/c.webp'), 'utf8')).toBe('image');
  });

  it('leaves no temporary file behind a write', async () => {
    const storage = createLocalStorage(path.join(root, 'uploads'));
    await Promise.all(['a/1.webp', 'a/2.webp', 'b/3.webp'].map((key) => storage.put(key, Buffer.from(key))));
    const files = fs.readdirSync(path.join(root, 'uploads'), { recursive: true }).map(String).sort();
    expect(files).toEqual(['a', 'a/1.webp', 'a/2.webp', 'b', 'b/3.webp']);
  });
});

describe('sweepTemporaryFiles', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-sweep-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const write = (key: string, ageMs: number) => {
    const file = path.join(root, key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(file, at, at);
  };

  it('removes the dead temporary files of interrupted writes, and nothing else', async () => {
    write('artisans/3/abc-800.webp.4242.1700000000000.tmp', 60_000);
    write('specialites/plombier.webp.17.1700000000001.tmp', 60_000);
    write('artisans/3/abc-480.webp.4243.1700000000002.tmp', 0);
    write('artisans/3/abc.webp', 60_000);
    write('artisans/3/notes.tmp', 60_000);

    const removed = await sweepTemporaryFiles(root, 10_000);

    expect(removed.sort()).toEqual([
      'artisans/3/abc-800.webp.4242.1700000000000.tmp',
      'specialites/plombier.webp.17.1700000000001.tmp',
    ]);
    const left = fs
      .readdirSync(root, { recursive: true })
      .map(String)
      .filter((name) => name.includes('.'));
    // The young one may be another instance's write in progress.
    expect(left.sort()).toEqual([
      'artisans/3/abc-480.webp.4243.1700000000002.tmp',
      'artisans/3/abc.webp',
      'artisans/3/notes.tmp',
    ]);
  });

  it('accepts a store that has no folder yet', async () => {
    await expect(sweepTemporaryFiles(path.join(root, 'absent'), 10_000)).resolves.toEqual([]);
  });
});
