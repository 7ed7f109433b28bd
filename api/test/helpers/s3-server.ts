// An S3-compatible server for the tests (s3rver): random port, objects in a temporary folder, one bucket. No
// external service, in CI as on a laptop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../src/storage/s3-storage';

export const TEST_BUCKET = 'annuaire-essais';

export interface TestS3Server {
  endpoint: string;
  /** The storage settings of the bucket, as config.ts resolves them. */
  options(prefix?: string): S3StorageOptions;
  /** The STORAGE=s3 variables of the bucket, for createTestApp. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver accepts these fixed credentials.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    options: (prefix = '') => ({
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      endpoint,
      credentials,
      forcePathStyle: true,
      prefix,
    }),
    env: {
      STORAGE: 's3',
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
