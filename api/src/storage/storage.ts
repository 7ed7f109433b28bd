// The file store behind uploads and seed images. Keys are relative paths such as `specialites/plombier-800.webp`;
// the local implementation (local-storage.ts) writes under DATA_DIR/uploads, the S3 one (s3-storage.ts) in a bucket
// (STORAGE=s3). Both pass the same suite (api/test/storage/file-storage.suite.ts).
import type { Readable } from 'node:stream';

/** A stored file opened for reading (the /uploads route streams it). */
export interface StoredFile {
  body: Readable;
  size: number;
  /** Quoted entity tag, compared with If-None-Match. */
  etag: string;
}

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The keys of the files directly in folder `dir` (a key prefix without its final '/'); [] when it is absent. */
  list(dir: string): Promise<string[]>;
  /** The file of `key`, or null when there is none. */
  read(key: string): Promise<StoredFile | null>;
  /**
   * The keys of the images (`*.webp`, every width) last written more than `olderThanMs` before `now`: the
   * candidates of the orphan sweep, which keeps those a row references. Younger ones may belong to an upload whose
   * detail is not saved yet, by this instance or another.
   */
  listImagesOlderThan(olderThanMs: number, now?: number): Promise<string[]>;
}

/** Keys are built by the API, never taken raw from a client, but a wrong one must not escape the store. */
export function assertSafeKey(key: string): void {
  const valid =
    /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) && !key.split('/').includes('..');
  if (!valid) throw new Error(`Clé de stockage invalide : ${key}`);
}

/** Stored images never change (a replaced image gets a new random name): caches may keep them a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
