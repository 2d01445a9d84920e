import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { resetEnvCache } from '@/lib/env';
import { resetStorageForTests } from '@/lib/storage';

// s3rver ships no types; it accepts any SigV4 signature from its built-in S3RVER account.
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverInstance;

const S3_VARS = [
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
  'S3_PRIVATE_BUCKET',
];

export type LocalS3 = { endpoint: string; stop: () => Promise<void> };

/**
 * A local S3 server with these buckets, and the app's storage switched to it (path style, public
 * URL `<endpoint>/<first bucket>/`, with a trailing slash that must not produce `//`). `stop`
 * switches the app back to the local driver.
 */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    S3_BUCKET: buckets[0],
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_URL: `${endpoint}/${buckets[0]}/`,
  });
  resetEnvCache();
  resetStorageForTests();
  return {
    endpoint,
    async stop() {
      for (const name of S3_VARS) delete process.env[name];
      resetEnvCache();
      resetStorageForTests();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
