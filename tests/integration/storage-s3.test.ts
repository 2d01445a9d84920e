import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { getStorage, resetStorageForTests } from '@/lib/storage';
import { customerProofKey } from '@/lib/storage/keys';
import { type LocalS3, startLocalS3 } from '../helpers/s3rver';

const BUCKET = 'store-test';
const PRIVATE_BUCKET = 'store-test-private';

let s3: LocalS3;
let endpoint: string;
let webp: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  webp = new Uint8Array(
    await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer(),
  );
  s3 = await startLocalS3([BUCKET, PRIVATE_BUCKET]);
  endpoint = s3.endpoint;
});

afterAll(async () => {
  await s3?.stop();
});

describe('S3 storage driver', () => {
  it('is chosen when bucket, keys and public URL are set', () => {
    expect(getStorage().kind).toBe('s3');
  });

  it('presigns a 5-minute PUT pinned to image/webp without a body checksum, then finds the object', async () => {
    const storage = getStorage();
    const key = `products/vaso-${Date.now()}.webp`;
    const url = new URL(await storage.createUploadUrl(key, 'image/webp'));
    expect(url.origin + url.pathname).toBe(`${endpoint}/${BUCKET}/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    // The checksum trap: no precomputed CRC of an empty body in the presigned URL.
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);

    const upload = await fetch(url, { method: 'PUT', body: webp, headers: { 'content-type': 'image/webp' } });
    expect(upload.status).toBe(200);

    expect(await storage.headObject(key)).toEqual({ size: webp.length, contentType: 'image/webp', uploadedAt: expect.any(Date) });
    const publicUrl = storage.publicUrl(key);
    expect(publicUrl).toBe(`${endpoint}/${BUCKET}/${key}`);
    expect(storage.keyFromPublicUrl(publicUrl)).toBe(key);
    const served = await fetch(publicUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(webp)).toBe(true);
  });

  /*
   * s3rver accepts any signature, so "an unsigned GET is refused" cannot be shown against it (on
   * S3/R2 the bucket policy or a bucket without public access does that). What is checked here is
   * the app's side: a proof is stored under the private prefix, nothing answers at its public
   * address, and the only address the app hands out for it is a presigned, expiring GET.
   */
  describe('payment proofs', () => {
    it('upload to the private prefix with the same client flow, and are read through a presigned 10-minute GET', async () => {
      const storage = getStorage();
      const key = customerProofKey(12, Date.now());
      const upload = new URL(await storage.createUploadUrl(key, 'image/webp'));
      expect(upload.pathname).toBe(`/${BUCKET}/private/${key}`);
      expect((await fetch(upload, { method: 'PUT', body: webp, headers: { 'content-type': 'image/webp' } })).status).toBe(200);

      // The app keeps the spec's public form (what confirm-payment receives and stores)...
      const publicUrl = storage.publicUrl(key);
      expect(publicUrl).toBe(`${endpoint}/${BUCKET}/${key}`);
      expect(storage.keyFromPublicUrl(publicUrl)).toBe(key);
      expect(await storage.headObject(key)).toEqual({ size: webp.length, contentType: 'image/webp', uploadedAt: expect.any(Date) });
      // ...which reads nothing: there is no object at that key.
      expect((await fetch(publicUrl)).status).toBe(404);

      const read = new URL(await storage.createReadUrl(key));
      expect(read.pathname).toBe(`/${BUCKET}/private/${key}`);
      expect(read.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
      expect(read.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(read.searchParams.get('X-Amz-Expires')).toBe('600');
      expect(read.searchParams.get('response-cache-control')).toBe('private, no-store');
      const served = await fetch(read);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await served.arrayBuffer()).equals(webp)).toBe(true);
    });

    it('written server-side also land under the private prefix, never cached as public', async () => {
      const storage = getStorage();
      const key = customerProofKey(13, Date.now());
      await storage.putObject(key, webp, 'image/webp');
      expect((await fetch(storage.publicUrl(key))).status).toBe(404);
      const stored = await fetch(`${endpoint}/${BUCKET}/private/${key}`, { method: 'HEAD' });
      expect(stored.headers.get('cache-control')).toBe('private, no-store');
    });

    it('go to S3_PRIVATE_BUCKET when it is set', async () => {
      process.env.S3_PRIVATE_BUCKET = PRIVATE_BUCKET;
      resetEnvCache();
      resetStorageForTests();
      try {
        const storage = getStorage();
        const key = customerProofKey(14, Date.now());
        const upload = new URL(await storage.createUploadUrl(key, 'image/webp'));
        expect(upload.pathname).toBe(`/${PRIVATE_BUCKET}/private/${key}`);
        expect((await fetch(upload, { method: 'PUT', body: webp, headers: { 'content-type': 'image/webp' } })).status).toBe(200);
        expect(await storage.headObject(key)).toEqual({ size: webp.length, contentType: 'image/webp', uploadedAt: expect.any(Date) });
        expect(new URL(await storage.createReadUrl(key)).pathname).toBe(`/${PRIVATE_BUCKET}/private/${key}`);
        expect((await fetch(`${endpoint}/${BUCKET}/private/${key}`)).status).toBe(404);
      } finally {
        delete process.env.S3_PRIVATE_BUCKET;
        resetEnvCache();
        resetStorageForTests();
      }
    });
  });

  it('writes server-side objects with immutable caching', async () => {
    const storage = getStorage();
    const key = 'products/vaso-termico-1700000000000.webp';
    await storage.putObject(key, webp, 'image/webp');
    expect(await storage.headObject(key)).toEqual({ size: webp.length, contentType: 'image/webp', uploadedAt: expect.any(Date) });
    const served = await fetch(storage.publicUrl(key));
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers null for missing objects and foreign or unsafe URLs', async () => {
    const storage = getStorage();
    expect(await storage.headObject('products/missing-1700000000000.webp')).toBeNull();
    for (const url of [
      'https://evil.example/store-test/products/x-1.webp',
      `${endpoint}/${BUCKET}/../x.webp`,
      `${endpoint}/${BUCKET}/`,
      `${endpoint}/other/x.webp`,
    ]) {
      expect(storage.keyFromPublicUrl(url), url).toBeNull();
    }
    await expect(storage.createUploadUrl('../escape.webp', 'image/webp')).rejects.toThrow();
  });
});
