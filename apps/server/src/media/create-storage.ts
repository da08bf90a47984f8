import path from 'node:path';
import type { AppConfig } from '../config/env.js';
import { createLocalStorage, type Storage } from '../lib/storage.js';

/**
 * The storage the configuration names (or `kind`, for storage:migrate). The AWS SDK is
 * loaded only for a bucket, so a disk installation starts without it.
 */
export async function createStorage(
  config: Pick<AppConfig, 'storage' | 's3' | 'mediaDir' | 'dataDir'>,
  kind: AppConfig['storage'] = config.storage,
): Promise<Storage> {
  if (kind === 'disk') return createLocalStorage(config.mediaDir);
  if (!config.s3) throw new Error('S3_BUCKET is required for media in a bucket');
  const { createS3Storage } = await import('../lib/s3-storage.js');
  return createS3Storage(config.s3, path.join(config.dataDir, 'tmp', 's3'));
}
