/** What every storage driver (local disk or S3/R2) offers the app. */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /**
   * Public address of an object (stable; served with long cache headers). For a private key (a
   * payment proof) this is only the name stored on the order: reading it needs `createReadUrl`.
   */
  publicUrl(key: string): string;
  /** The key of an object from its public address, or null when the URL is not ours. */
  keyFromPublicUrl(url: string): string | null;
  /** A presigned PUT address valid for `expiresInSeconds`, content type pinned. */
  createUploadUrl(key: string, contentType: 'image/webp', expiresInSeconds?: number): Promise<string>;
  /** A signed GET address valid for `expiresInSeconds`: how a private object (a payment proof) is read. */
  createReadUrl(key: string, expiresInSeconds?: number): Promise<string>;
  /** Server-side write (seed images, QR codes). */
  putObject(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /**
   * Size, type and when it was written (by the storage's clock, never the uploader's), or null
   * when it does not exist.
   */
  headObject(key: string): Promise<{ size: number; contentType?: string; uploadedAt?: Date } | null>;
}

export const MAX_UPLOAD_BYTES = 1024 * 1024;
export const UPLOAD_URL_TTL_SECONDS = 300;
/** Object keys carry a timestamp, so a stored object never changes: cache it for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** How long a signed address of a payment proof works: long enough to review it, short enough to be useless once leaked. */
export const PROOF_URL_TTL_SECONDS = 600;
/** Private objects (payment proofs): never kept by a shared cache, a browser's disk or a search engine. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
