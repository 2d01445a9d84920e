import 'server-only';
import { getEnv } from '@/lib/env';
import { createNoneDriver, type InvoicingDriver } from './drivers';
import { createFactusDriver } from './factus';

export type { InvoicingDriver, IssuedInvoice } from './drivers';
export { InvoiceIssueError } from './drivers';

let cached: InvoicingDriver | undefined;

/** Chosen by INVOICING_DRIVER: 'factus' (credentials validated in lib/env), else none. */
export function getInvoicingDriver(): InvoicingDriver {
  if (cached) return cached;
  const env = getEnv();
  cached =
    env.INVOICING_DRIVER === 'factus'
      ? createFactusDriver({
          baseUrl: env.FACTUS_BASE_URL,
          clientId: env.FACTUS_CLIENT_ID!,
          clientSecret: env.FACTUS_CLIENT_SECRET!,
          username: env.FACTUS_USERNAME!,
          password: env.FACTUS_PASSWORD!,
          numberingRangeId: env.FACTUS_NUMBERING_RANGE_ID ?? null,
          timeoutMs: env.FACTUS_TIMEOUT_MS,
          referencePrefix: env.INVOICE_REFERENCE_PREFIX,
        })
      : createNoneDriver();
  return cached;
}

/** True when orders get an electronic invoice (a real driver is on). */
export function invoicingEnabled(): boolean {
  return getInvoicingDriver().name !== 'none';
}

/** Test hook: install a driver, or pass nothing to choose from the environment again. */
export function setInvoicingDriverForTests(driver?: InvoicingDriver): void {
  cached = driver;
}
