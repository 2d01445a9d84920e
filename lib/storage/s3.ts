import 'server-only';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isPrivateKey, isSafeObjectKey } from './keys';
import { IMMUTABLE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, PROOF_URL_TTL_SECONDS, type StorageDriver, UPLOAD_URL_TTL_SECONDS } from './types';

export type S3StorageConfig = {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base of the bucket (R2 custom domain or r2.dev URL), no trailing slash needed. */
  publicUrl: string;
  /** Unset for AWS; https://<account>.r2.cloudflarestorage.com for R2. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /**
   * Bucket for private objects (payment proofs); unset keeps them in `bucket` under PRIVATE_PREFIX.
   * Set it on R2, whose public domains expose a whole bucket: there a prefix alone is not private.
   */
  privateBucket?: string;
};

/**
 * Where private objects live inside their bucket. On S3 the bucket policy grants public reads to
 * the other prefixes only (see README); the object is read through presigned GETs.
 */
export const PRIVATE_PREFIX = 'private/';

/**
 * S3-compatible storage (AWS S3, Cloudflare R2): browsers upload straight to the bucket. A private
 * key keeps its public form in the app (`publicUrl`, `keyFromPublicUrl`) but its object sits in the
 * private bucket under PRIVATE_PREFIX, so the public address answers nothing.
 */
export function createS3Storage(config: S3StorageConfig): StorageDriver {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Otherwise the SDK adds a CRC32 of the (empty) body to presigned PUTs, and the browser's
    // real upload then fails the checksum; R2 also rejects some of these headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const base = config.publicUrl.replace(/\/+$/, '');
  const assertKey = (key: string) => {
    if (!isSafeObjectKey(key)) throw new Error(`Invalid storage key: ${key}`);
  };
  /** Bucket and object key of an app key. */
  const locate = (key: string) =>
    isPrivateKey(key) ? { Bucket: config.privateBucket ?? config.bucket, Key: PRIVATE_PREFIX + key } : { Bucket: config.bucket, Key: key };

  return {
    kind: 's3',
    publicUrl: (key) => `${base}/${key}`,
    keyFromPublicUrl(url) {
      if (!url.startsWith(`${base}/`)) return null;
      const key = url.slice(base.length + 1);
      return isSafeObjectKey(key) ? key : null;
    },
    async createUploadUrl(key, contentType, expiresInSeconds = UPLOAD_URL_TTL_SECONDS) {
      assertKey(key);
      // Content-Type is a signed header: an upload with any other type fails the signature.
      const command = new PutObjectCommand({ ...locate(key), ContentType: contentType });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type']) });
    },
    async createReadUrl(key, expiresInSeconds = PROOF_URL_TTL_SECONDS) {
      assertKey(key);
      // The response header overrides are part of the signature: the answer is never cached.
      const command = new GetObjectCommand({ ...locate(key), ResponseCacheControl: PRIVATE_CACHE_CONTROL });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    async putObject(key, body, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          ...locate(key),
          Body: body,
          ContentType: contentType,
          CacheControl: isPrivateKey(key) ? PRIVATE_CACHE_CONTROL : IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async headObject(key) {
      if (!isSafeObjectKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand(locate(key)));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType, uploadedAt: head.LastModified };
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
  };
}
