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
// Order limits off for the suite (a few customers place hundreds of orders); the tests of the
// limits themselves (tests/integration/order-limits.test.ts) restore the production defaults.
process.env.ORDER_RATE_LIMIT_PER_CUSTOMER = '1000000';
process.env.ORDER_RATE_LIMIT_PER_IP = '1000000';
process.env.ORDER_MAX_UNPAID = '1000000';
process.env.ORDER_MAX_UNPAID_STOCK_SHARE = '1';
process.env.ORDER_MAX_UNPAID_STOCK_SHARE_NEW_ACCOUNT = '1';
process.env.ORDER_MAX_UNPAID_VALUE_NEW_ACCOUNT = '1000000000000000';
// Store renders per address off too (every in-process request comes from one address); the
// tests of that limit (tests/security/store-render-limit.test.ts) set their own.
process.env.STORE_RENDER_RATE_LIMIT_PER_IP = '1000000';
