import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/lib/s3-storage.js';

/** s3rver's one account (it refuses any other key id). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestBucket = { settings: S3Settings; endpoint: string; close(): Promise<void> };

/**
 * A real S3-compatible server in this process (npm s3rver: the S3 REST API over HTTP, objects
 * on disk, access key ids and presigned-URL expiry checked), with one empty bucket.
 */
export async function startTestBucket(bucket = 'nupe-media', overrides: Partial<S3Settings> = {}): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'nupe-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: {
      endpoint,
      bucket,
      region: 'us-east-1',
      credentials: S3RVER_CREDENTIALS,
      forcePathStyle: true,
      delivery: 'proxy',
      presignSeconds: 50,
      ...overrides,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
