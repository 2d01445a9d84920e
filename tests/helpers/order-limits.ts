import { afterAll, beforeAll } from 'vitest';
import { setEmailDriverForTests } from '../../lib/email';
import { resetEnvCache } from '../../lib/env';

/** The variables of the order limits, which tests/setup/test-env.ts lifts for the rest of the suite. */
const LIMIT_VARIABLES = [
  'ORDER_RATE_LIMIT_PER_CUSTOMER',
  'ORDER_RATE_LIMIT_PER_IP',
  'ORDER_MAX_UNPAID',
  'ORDER_MAX_UNPAID_STOCK_SHARE',
  'ORDER_MAX_UNPAID_STOCK_SHARE_NEW_ACCOUNT',
  'ORDER_MAX_UNPAID_VALUE_NEW_ACCOUNT',
];

/**
 * For the file that calls it: the order limits at their production defaults (lib/env.ts), and
 * e-mails sent nowhere; both put back after the file.
 */
export function useProductionOrderLimits(): void {
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const name of LIMIT_VARIABLES) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
    resetEnvCache();
    setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) });
  });
  afterAll(() => {
    for (const name of LIMIT_VARIABLES) process.env[name] = saved[name];
    resetEnvCache();
    setEmailDriverForTests(undefined);
  });
}
