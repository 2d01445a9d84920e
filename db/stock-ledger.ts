import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
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
    select v.id, v.on_hand, v.on_hand, 'initial', ${note}
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
    select v.id as "variantId", v.on_hand as stock, coalesce(m.total, 0)::int as ledger
    from variants v
    left join (select variant_id, sum(change) as total from stock_movements group by variant_id) m on m.variant_id = v.id
    where v.on_hand <> coalesce(m.total, 0)
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

/** Per variant, the units of the orders that hold them: neither shipped nor cancelled (docs/stock.md). */
const HELD_UNITS = sql.raw(`
  select i.variant_id, sum(i.quantity) as units
  from order_items i join orders o on o.id = i.order_id
  where i.variant_id is not null
    and o.payment_status in ('pending_payment', 'pending_confirmation', 'paid')
    and o.shipping_status in ('unfulfilled', 'processing')
  group by i.variant_id`);

/**
 * For data sets that insert orders in bulk (db/cli/seed-large.ts), before their ledgers open:
 * each variant reserves what its open orders hold, with at least that many on hand.
 */
export async function reserveOpenOrderUnits(q: Queryable): Promise<void> {
  await q.execute(sql`
    update variants v set reserved = h.units, on_hand = greatest(v.on_hand, h.units)
    from (${HELD_UNITS}) h where h.variant_id = v.id`);
}

/**
 * The reservations' invariant (docs/stock.md): the variants whose `reserved` differs from the
 * units of the orders that hold them (neither shipped nor cancelled). Empty when they agree.
 */
export async function reservationViolations(q: Queryable): Promise<{ variantId: number; reserved: number; held: number }[]> {
  const result = await q.execute(sql`
    select v.id as "variantId", v.reserved, coalesce(h.units, 0)::int as held
    from variants v
    left join (${HELD_UNITS}) h on h.variant_id = v.id
    where v.reserved <> coalesce(h.units, 0)`);
  return rowsOf<{ variantId: number; reserved: number; held: number }>(result).map((r) => ({
    variantId: Number(r.variantId),
    reserved: Number(r.reserved),
    held: Number(r.held),
  }));
}

/**
 * A variant's stock version: the id of its last ledger movement (0 before the first). Every
 * change of on hand appends a movement, and nothing else does: reservations move `reserved` only,
 * so an order placed while a form is open does not make the form's stock stale.
 */
// The default names the table: drizzle writes a single-table select's columns unqualified, and an
// unqualified "id" inside the subquery would be the movement's own id.
export function stockVersionSql(variantId: SQL | AnyColumn = sql.raw('"variants"."id"')): SQL<number> {
  return sql<number>`(select coalesce(max(m.id), 0)::int from stock_movements m where m.variant_id = ${variantId})`;
}
