import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { getStorage, resetStorageForTests } from '@/lib/storage';
import { customerProofKey } from '@/lib/storage/keys';

// s3rver ships no types; it accepts any SigV4 signature from its built-in S3RVER account.
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverInstance;

const BUCKET = 'store-test';
const S3_VARS = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL', 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'];

let server: S3rverInstance;
let directory: string;
let endpoint: string;
let webp: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  webp = new Uint8Array(await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).webp().toBuffer());
  directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    // A trailing slash must not produce `//` in public URLs.
    S3_PUBLIC_URL: `${endpoint}/${BUCKET}/`,
  });
  resetEnvCache();
  resetStorageForTests();
});

afterAll(async () => {
  for (const name of S3_VARS) delete process.env[name];
  resetEnvCache();
  resetStorageForTests();
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3 storage driver', () => {
  it('is chosen when bucket, keys and public URL are set', () => {
    expect(getStorage().kind).toBe('s3');
  });

  it('presigns a 5-minute PUT pinned to image/webp without a body checksum, then finds the object', async () => {
    const storage = getStorage();
    const key = customerProofKey(12, Date.now());
    const url = new URL(await storage.createUploadUrl(key, 'image/webp'));
    expect(url.origin + url.pathname).toBe(`${endpoint}/${BUCKET}/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    // The checksum trap: no precomputed CRC of an empty body in the presigned URL.
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);

    const upload = await fetch(url, { method: 'PUT', body: webp, headers: { 'content-type': 'image/webp' } });
    expect(upload.status).toBe(200);

    expect(await storage.headObject(key)).toEqual({ size: webp.length, contentType: 'image/webp' });
    const publicUrl = storage.publicUrl(key);
    expect(publicUrl).toBe(`${endpoint}/${BUCKET}/${key}`);
    expect(storage.keyFromPublicUrl(publicUrl)).toBe(key);
    const served = await fetch(publicUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(webp)).toBe(true);
  });

  it('writes server-side objects with immutable caching', async () => {
    const storage = getStorage();
    const key = 'products/vaso-termico-1700000000000.webp';
    await storage.putObject(key, webp, 'image/webp');
    expect(await storage.headObject(key)).toEqual({ size: webp.length, contentType: 'image/webp' });
    const served = await fetch(storage.publicUrl(key));
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers null for missing objects and foreign or unsafe URLs', async () => {
    const storage = getStorage();
    expect(await storage.headObject('products/missing-1700000000000.webp')).toBeNull();
    for (const url of ['https://evil.example/store-test/products/x-1.webp', `${endpoint}/${BUCKET}/../x.webp`, `${endpoint}/${BUCKET}/`, `${endpoint}/other/x.webp`]) {
      expect(storage.keyFromPublicUrl(url), url).toBeNull();
    }
    await expect(storage.createUploadUrl('../escape.webp', 'image/webp')).rejects.toThrow();
  });
});
