import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from './client';

/**
 * Opens the stock ledger (docs/stock.md) of variants inserted in bulk with their stock already
 * set (the seeds, test fixtures): one 'initial' movement of the whole stock for every variant
 * that has none yet, the same row the migration wrote for the variants that existed then.
 * Idempotent. Everything else changes stock through applyStockChange.
 */
export async function openStockLedgers(q: Queryable, note = 'Saldo inicial'): Promise<void> {
  await q.execute(sql`
    insert into stock_movements (variant_id, change, stock_after, reason, note)
    select v.id, v.stock, v.stock, 'initial', ${note}
    from variants v
    where not exists (select 1 from stock_movements m where m.variant_id = v.id)
    order by v.id`);
}

/**
 * The ledger's invariant: the variants (ids) whose stock differs from the sum of their movements,
 * or whose movements' stock_after is not the running sum. Empty when the ledger is right.
 */
export async function stockLedgerViolations(q: Queryable): Promise<{ variantId: number; stock: number; ledger: number }[]> {
  const result = await q.execute(sql`
    select v.id as "variantId", v.stock, coalesce(m.total, 0)::int as ledger
    from variants v
    left join (select variant_id, sum(change) as total from stock_movements group by variant_id) m on m.variant_id = v.id
    where v.stock <> coalesce(m.total, 0)
    union all
    select r.variant_id, r.stock_after, r.running::int
    from (
      select variant_id, stock_after, sum(change) over (partition by variant_id order by id) as running
      from stock_movements
    ) r
    where r.stock_after <> r.running`);
  return rowsOf<{ variantId: number; stock: number; ledger: number }>(result).map((r) => ({
    variantId: Number(r.variantId),
    stock: Number(r.stock),
    ledger: Number(r.ledger),
  }));
}
