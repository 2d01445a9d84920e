import 'server-only';
import { getEnv } from '@/lib/env';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { StorageDriver } from './types';

export type { StorageDriver } from './types';
export { MAX_UPLOAD_BYTES, UPLOAD_URL_TTL_SECONDS } from './types';

let cached: StorageDriver | undefined;

/** S3/R2 when bucket, both keys and the public URL are set; otherwise local disk (embedded mode). */
export function getStorage(): StorageDriver {
  if (cached) return cached;
  const env = getEnv();
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  cached =
    bucket && accessKeyId && secretAccessKey && env.S3_PUBLIC_URL
      ? createS3Storage({
          bucket,
          accessKeyId,
          secretAccessKey,
          publicUrl: env.S3_PUBLIC_URL,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        })
      : createLocalStorage();
  return cached;
}

/** Test hook: pick the driver again after changing process.env (call resetEnvCache() too). */
export function resetStorageForTests(): void {
  cached = undefined;
}
