import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Any database access would go through getDb: with the none driver it must never be called.
const getDb = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('the none driver touched the database'))));
vi.mock('@/db', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/db')>()), getDb }));

import { resetEnvCache } from '@/lib/env';
import { setInvoicingDriverForTests } from '@/lib/invoicing';
import { deliverPendingInvoices, kickInvoices, startInvoiceWorker, stopInvoiceWorker, waitForInvoicesIdle } from '@/lib/invoicing/outbox';

/** INVOICING_DRIVER=none, the default: the worker instrumentation.ts starts must not poll the database. */
describe('the invoice worker with INVOICING_DRIVER=none', () => {
  beforeEach(() => {
    delete process.env.INVOICING_DRIVER;
    resetEnvCache();
    setInvoicingDriverForTests(undefined);
    vi.useFakeTimers();
  });
  afterEach(() => {
    stopInvoiceWorker();
    vi.useRealTimers();
    getDb.mockClear();
  });

  it('schedules no poll and never reads the database', async () => {
    startInvoiceWorker(1_000);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    kickInvoices();
    await waitForInvoicesIdle();
    expect(await deliverPendingInvoices()).toEqual({ issued: 0, failed: 0 });
    expect(getDb).not.toHaveBeenCalled();
  });
});
