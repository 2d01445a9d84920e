import 'server-only';
import { getEnv } from '@/lib/env';
import { isPrivateKey } from './keys';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { StorageDriver } from './types';

export type { StorageDriver } from './types';
export { MAX_UPLOAD_BYTES, PROOF_URL_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS } from './types';

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
          privateBucket: env.S3_PRIVATE_BUCKET,
        })
      : createLocalStorage();
  return cached;
}

/** Test hook: pick the driver again after changing process.env (call resetEnvCache() too). */
export function resetStorageForTests(): void {
  cached = undefined;
}

/**
 * What the API shows for a stored payment proof (`paymentConfirmationUrl`): a signed address
 * valid for PROOF_URL_TTL_SECONDS, or null when the stored value is not one of our private
 * objects. Never the stored address itself, which reads nothing. Call only for the order's
 * customer or for staff.
 */
export async function proofReadUrl(storedUrl: string | null): Promise<string | null> {
  if (!storedUrl) return null;
  const storage = getStorage();
  const key = storage.keyFromPublicUrl(storedUrl);
  return key && isPrivateKey(key) ? storage.createReadUrl(key) : null;
}
