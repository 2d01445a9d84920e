import { sql } from 'drizzle-orm';
import { variants } from '../../db/schema';
import { expect } from 'vitest';
import type { Queryable } from '../../db/client';
import { reservationViolations, stockLedgerViolations } from '../../db/stock-ledger';

/**
 * docs/stock.md's invariants: every variant's units on hand are the sum of its movements, and
 * its reserved units those of the open orders that hold them. Call after each scenario.
 */
export async function expectStockLedgerBalanced(db: Queryable): Promise<void> {
  expect(await stockLedgerViolations(db)).toEqual([]);
  expect(await reservationViolations(db)).toEqual([]);
}

/**
 * A variant's units set so that `units` are available (on hand = units + what open orders hold):
 * what a scenario means by "the variant has N in stock", whatever earlier scenarios reserved.
 * Written straight to the row, outside the ledger: scenarios that check the ledger use the API.
 */
export const availableUnits = (units: number) => ({ onHand: sql<number>`${units}::int + ${variants.reserved}` });
