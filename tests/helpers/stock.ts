import { expect } from 'vitest';
import type { Queryable } from '../../db/client';
import { stockLedgerViolations } from '../../db/stock-ledger';

/** docs/stock.md's invariant: every variant's stock is the sum of its movements. Call after each scenario. */
export async function expectStockLedgerBalanced(db: Queryable): Promise<void> {
  expect(await stockLedgerViolations(db)).toEqual([]);
}
