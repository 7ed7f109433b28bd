// FileStorage in an S3-compatible bucket (STORAGE=s3): AWS, MinIO, Scaleway, OVH… Keys are the local store's,
// behind an optional prefix. Errors of the service propagate like the local disk's: the routes log them and answer
// the French 500 (plugins/errors.ts), and an upload that fails halfway removes what it wrote (plugins/uploads.ts).
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { assertSafeKey, IMAGE_CACHE_CONTROL, type FileStorage } from './storage';

export type S3StorageOptions = Omit<Extract<StorageConfig, { kind: 's3' }>, 'kind'>;

/** Whether the service said the object is not there (404 of HeadObject / GetObject). */
function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
}

export function createS3Storage(
  options: S3StorageOptions,
  client: S3Client = createS3Client(options),
): FileStorage {
  const { bucket } = options;
  const prefix = options.prefix ? `${options.prefix}/` : '';
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };

  /** Every page of a listing under `keyPrefix` (1000 keys a page, the service's maximum). */
  async function* pages(keyPrefix: string, delimiter?: string): AsyncGenerator<ListObjectsV2CommandOutput> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: keyPrefix,
          Delimiter: delimiter,
          ContinuationToken: token,
        }),
      );
      yield page;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    async put(key, data) {
      // A PUT is atomic: a reader gets the old object, none, or the whole new one.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: 'image/webp',
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
    },
    async delete(key) {
      // Deleting an absent key succeeds, as the local store's does.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async list(dir) {
      const keyPrefix = `${objectKey(dir)}/`;
      const keys: string[] = [];
      // The delimiter keeps sub-folders out, like the local store's readdir.
      for await (const page of pages(keyPrefix, '/')) {
        for (const object of page.Contents ?? [])
          if (object.Key) keys.push(`${dir}/${object.Key.slice(keyPrefix.length)}`);
      }
      return keys;
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          etag: object.ETag ?? '',
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async listImagesOlderThan(olderThanMs, now = Date.now()) {
      const old: string[] = [];
      for await (const page of pages(prefix)) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (!key?.endsWith('.webp') || !object.LastModified) continue;
          if (now - object.LastModified.getTime() >= olderThanMs) old.push(key);
        }
      }
      return old;
    },
  };
}
