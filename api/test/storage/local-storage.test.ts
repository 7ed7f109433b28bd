// The local file store: put, exists, delete, and keys that cannot leave the uploads folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '../../src/storage/local-storage';

describe('createLocalStorage', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-storage-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts, finds and deletes files', async () => {
    const storage = createLocalStorage(path.join(root, 'uploads'));
    await storage.put('a/b/c.webp', Buffer.from('image'));
    expect(fs.readFileSync(path.join(root, 'uploads/a/b/c.webp'), 'utf8')).toBe('image');
    expect(await storage.exists('a/b/c.webp')).toBe(true);
    expect(await storage.exists('a/b')).toBe(false);
    await storage.delete('a/b/c.webp');
    expect(await storage.exists('a/b/c.webp')).toBe(false);
    await expect(storage.delete('a/b/c.webp')).resolves.toBeUndefined();
  });

  it.each(['../evade.webp', 'a/../../evade.webp', '/etc/passwd', 'a//b.webp', '', '.cache/x'])(
    'refuses the key %j',
    async (key) => {
      const storage = createLocalStorage(path.join(root, 'uploads'));
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Clé de stockage invalide/);
      await expect(storage.exists(key)).rejects.toThrow(/Clé de stockage invalide/);
    },
  );
});
