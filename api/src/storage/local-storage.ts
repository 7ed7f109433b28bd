// FileStorage on the local disk (DATA_DIR/uploads), served read-only at /uploads/* by the web plugin, the sweep of
// the temporary files a killed process leaves behind (run by the storage plugin at start-up), and the listing of
// old images for the orphan sweep (plugins/orphan-images.ts).
import { createReadStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage } from './storage';

/** The name `put` writes to before its rename: `<key>.<pid>.<ms>.tmp`. */
const TEMPORARY_FILE = /\.\d+\.\d+\.tmp$/;

/** Every entry below `root`, recursively; none when `root` does not exist yet (no upload so far). */
async function filesUnder(root: string): Promise<Dirent[]> {
  try {
    return await fs.readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Deletes the temporary files under `root` last written more than `olderThanMs` ago: a process killed between the
 * write and the rename leaves one. Younger ones may belong to another instance writing right now (a write takes
 * milliseconds). Returns the keys removed.
 */
export async function sweepTemporaryFiles(root: string, olderThanMs: number): Promise<string[]> {
  const entries = await filesUnder(root);
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !TEMPORARY_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      if (Date.now() - (await fs.stat(file)).mtimeMs < olderThanMs) continue;
      await fs.rm(file, { force: true });
      removed.push(path.relative(root, file));
    } catch {
      // Renamed or removed meanwhile by its writer.
    }
  }
  return removed;
}

/**
 * The keys of the images (`*.webp`, every width) under `root` last written more than `olderThanMs` ago: the
 * candidates of the orphan sweep, which keeps those a row references. Younger ones may belong to an upload whose
 * detail is not saved yet, by this instance or another.
 */
export async function listImagesOlderThan(
  root: string,
  olderThanMs: number,
  now: number = Date.now(),
): Promise<string[]> {
  const entries = await filesUnder(root);
  const old: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.webp')) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      if (now - (await fs.stat(file)).mtimeMs >= olderThanMs)
        old.push(path.relative(root, file).split(path.sep).join('/'));
    } catch {
      // Removed meanwhile.
    }
  }
  return old;
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never gets a half-written image.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async list(dir) {
      let entries: Dirent[];
      try {
        entries = await fs.readdir(resolve(dir), { withFileTypes: true });
      } catch {
        return [];
      }
      return entries.filter((entry) => entry.isFile()).map((entry) => `${dir}/${entry.name}`);
    },
    async exists(key) {
      const file = resolve(key);
      try {
        return (await fs.stat(file)).isFile();
      } catch {
        return false;
      }
    },
    async read(key) {
      const file = resolve(key);
      let stat;
      try {
        stat = await fs.stat(file);
      } catch {
        return null;
      }
      if (!stat.isFile()) return null;
      // The same weak tag as @fastify/send's, from size and time of the last write.
      const etag = `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
      return { body: createReadStream(file), size: stat.size, etag };
    },
    listImagesOlderThan(olderThanMs, now) {
      return listImagesOlderThan(root, olderThanMs, now);
    },
  };
}
