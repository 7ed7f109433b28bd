// The S3 file store against s3rver: the shared FileStorage suite, the headers images are stored with, the key
// prefix that keeps two sites apart in one bucket, an unreachable service's error. Listings over several pages are
// not tested here: s3rver ciphers its continuation tokens with DES, which Node's OpenSSL 3 refuses (InternalError).
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client, createS3Storage } from '../../src/storage/s3-storage';
import { startS3Server, TEST_BUCKET, type TestS3Server } from '../helpers/s3-server';
import { describeFileStorage } from './file-storage.suite';

let server: TestS3Server;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(() => server?.close());

let run = 0;
// Each test gets a prefix of its own: an empty store in the shared bucket.
describeFileStorage('s3', () => createS3Storage(server.options(`essai${++run}`)));

describe('createS3Storage', () => {
  it('stores images as WebP cached a year, under its prefix', async () => {
    const options = server.options('site-a');
    const storage = createS3Storage(options);
    await storage.put('artisans/1/abc.webp', Buffer.from('image'));
    const client = createS3Client(options);
    const head = await client.send(
      new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: 'site-a/artisans/1/abc.webp' }),
    );
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    client.destroy();
    // Another prefix sees nothing of it.
    const other = createS3Storage(server.options('site-b'));
    expect(await other.exists('artisans/1/abc.webp')).toBe(false);
    expect(await other.list('artisans/1')).toEqual([]);
    expect(await other.listImagesOlderThan(0, Date.now() + 1000)).toEqual([]);
  });

  it('rejects when the service cannot be reached, instead of answering « absent »', async () => {
    const storage = createS3Storage({ ...server.options(), endpoint: 'http://127.0.0.1:9' });
    await expect(storage.exists('a.webp')).rejects.toThrow();
    await expect(storage.put('a.webp', Buffer.from('x'))).rejects.toThrow();
  });

  it('reads back what it put, byte for byte', async () => {
    const options = server.options('octets');
    const storage = createS3Storage(options);
    const data = Buffer.from([0, 1, 2, 255, 254]);
    await storage.put('b.webp', data);
    const client = createS3Client(options);
    const object = await client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: 'octets/b.webp' }));
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(data);
    client.destroy();
  });
});
