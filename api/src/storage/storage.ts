// The file store behind uploads and seed images. Keys are relative paths such as `specialites/plombier-800.webp`;
// the local implementation (local-storage.ts) writes under DATA_DIR/uploads, and an S3-compatible one can
// implement the same interface later.
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The keys of the files directly in folder `dir` (a key prefix without its final '/'); [] when it is absent. */
  list(dir: string): Promise<string[]>;
}

/** Keys are built by the API, never taken raw from a client, but a wrong one must not escape the store. */
export function assertSafeKey(key: string): void {
  const valid =
    /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) && !key.split('/').includes('..');
  if (!valid) throw new Error(`Clé de stockage invalide : ${key}`);
}
