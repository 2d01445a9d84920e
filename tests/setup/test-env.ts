import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Each test file gets its own scratch data directory (uploads, embedded secret) and a fixed secret.
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
process.env.AUTH_SECRET ??= 'test-secret-that-is-long-enough-for-hs256-signing';
process.env.SEED_DEMO = 'false';
delete process.env.DATABASE_URL;
delete process.env.RESEND_API_KEY;
for (const key of Object.keys(process.env)) if (key.startsWith('S3_')) delete process.env[key];
