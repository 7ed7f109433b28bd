// The behaviour every FileStorage shares, run against the local folder (local-storage.test.ts) and an S3 bucket
// (s3-storage.test.ts): put, exists, read, list, delete, refused keys, the orphan sweep's listing.
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../src/storage/storage';

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** `create` gives an empty store for each test. */
export function describeFileStorage(name: string, create: () => FileStorage): void {
  describe(`${name}: FileStorage`, () => {
    let storage: FileStorage;
    beforeEach(() => {
      storage = create();
    });

    it('puts, finds, reads and deletes files', async () => {
      await storage.put('a/b/c.webp', Buffer.from('image'));
      expect(await storage.exists('a/b/c.webp')).toBe(true);
      expect(await storage.exists('a/b')).toBe(false);
      const file = await storage.read('a/b/c.webp');
      expect(file).not.toBeNull();
      expect(file!.size).toBe(5);
      expect(file!.etag).toMatch(/"/);
      expect(await text(file!.body)).toBe('image');
      await storage.delete('a/b/c.webp');
      expect(await storage.exists('a/b/c.webp')).toBe(false);
      expect(await storage.read('a/b/c.webp')).toBeNull();
      await expect(storage.delete('a/b/c.webp')).resolves.toBeUndefined();
    });

    it('replaces a file put again under the same key', async () => {
      await storage.put('a/x.webp', Buffer.from('un'));
      await storage.put('a/x.webp', Buffer.from('deux'));
      expect(await text((await storage.read('a/x.webp'))!.body)).toBe('deux');
    });

    it.each(['../evade.webp', 'a/../../evade.webp', '/etc/passwd', 'a//b.webp', '', '.cache/x'])(
      'refuses the key %j',
      async (key) => {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Clé de stockage invalide/);
        await expect(storage.exists(key)).rejects.toThrow(/Clé de stockage invalide/);
        await expect(storage.read(key)).rejects.toThrow(/Clé de stockage invalide/);
        await expect(storage.delete(key)).rejects.toThrow(/Clé de stockage invalide/);
      },
    );

    it('lists the files directly in a folder, not those of its sub-folders nor of a namesake', async () => {
      await Promise.all(
        ['d/1.webp', 'd/2.webp', 'd/sous/3.webp', 'dd/4.webp', 'e/5.webp'].map((key) =>
          storage.put(key, Buffer.from(key)),
        ),
      );
      expect((await storage.list('d')).sort()).toEqual(['d/1.webp', 'd/2.webp']);
      expect(await storage.list('d/sous')).toEqual(['d/sous/3.webp']);
      expect(await storage.list('absent')).toEqual([]);
    });

    it('lists every image older than a limit, in every folder, and no other file', async () => {
      await Promise.all(
        ['f/1.webp', 'f/1-480.webp', 'g/h/2.webp', 'f/notes.txt'].map((key) =>
          storage.put(key, Buffer.from(key)),
        ),
      );
      // Just written: younger than an hour.
      expect(await storage.listImagesOlderThan(3_600_000)).toEqual([]);
      const inTwoHours = Date.now() + 7_200_000;
      expect((await storage.listImagesOlderThan(3_600_000, inTwoHours)).sort()).toEqual([
        'f/1-480.webp',
        'f/1.webp',
        'g/h/2.webp',
      ]);
    });
  });
}
