import { sql } from 'drizzle-orm';
import { type IvaClass, ivaBreakdown } from '../lib/domain/iva';
import { creditExceeds } from '../lib/domain/refunds';
import { type BooksCheckReport, type BooksViolation, BOOKS_VIOLATION_KINDS } from '../lib/domain/books-check';
import { type Queryable, rowsOf } from './client';
import { reservationViolations, stockLedgerViolations } from './stock-ledger';

/**
 * The books check (docs/stock.md "The books check"): every figure the store keeps that another
 * figure must explain, verified over the whole database. Read-only; `npm run books:check`, the
 * daily job (lib/services/books-check-job.ts), the reliability suite and the property test all
 * call this one function. Zero violations is the only pass.
 *
 * `invoicing` says whether an electronic-invoice driver is on (invoicingEnabled()): only then must
 * a paid order have an invoice row. Passed in so this module reads no environment.
 */
export async function checkBooks(q: Queryable, options: { invoicing: boolean }): Promise<BooksCheckReport> {
  const violations: BooksViolation[] = [];

  for (const v of await stockLedgerViolations(q)) violations.push({ kind: 'stock_ledger', ...v });
  for (const v of await reservationViolations(q)) violations.push({ kind: 'reservation', ...v });

  const totals = rowsOf<{ orderId: number; total: number; lines: number; fee: number | null }>(
    await q.execute(sql`
      select o.id as "orderId", o.total, coalesce(l.lines, 0)::int as lines, o.shipping_fee as fee
      from orders o
      left join (select order_id, sum(line_total) as lines from order_items group by order_id) l on l.order_id = o.id
      where o.total <> coalesce(l.lines, 0) + coalesce(o.shipping_fee, 0)
         or o.subtotal <> coalesce(l.lines, 0)
      order by o.id`),
  );
  for (const r of totals) {
    violations.push({
      kind: 'order_total',
      orderId: Number(r.orderId),
      total: Number(r.total),
      lines: Number(r.lines),
      fee: r.fee === null ? null : Number(r.fee),
    });
  }

  const empty = rowsOf<{ orderId: number }>(
    await q.execute(sql`
      select o.id as "orderId" from orders o
      where not exists (select 1 from order_items i where i.order_id = o.id)
      order by o.id`),
  );
  for (const r of empty) violations.push({ kind: 'order_without_lines', orderId: Number(r.orderId) });

  violations.push(...(await ivaViolations(q)));

  // What was given back never passes what was paid: partial refunds (each the sum of its parts)
  // plus a full refund's credit note, which credits what they left.
  // The credit rule itself is creditExceeds (lib/domain/refunds.ts), the one planRefund and the
  // Factus mock keep too; SQL only gathers what each order was credited.
  const refunds = rowsOf<{ orderId: number; total: number; refunded: number; noted: number; mismatch: boolean; unpaid: boolean }>(
    await q.execute(sql`
      select o.id as "orderId", o.total, coalesce(r.refunded, 0)::int as refunded, coalesce(n.amount, 0)::int as noted,
        coalesce(r.mismatch, false) as mismatch,
        (r.order_id is not null and o.payment_status not in ('paid', 'refunded')) as unpaid
      from orders o
      left join (
        select order_id, sum(amount) as refunded,
          bool_or(amount <> (select coalesce(sum((p ->> 'amount')::int), 0) from jsonb_array_elements(parts) p)) as mismatch
        from order_refunds group by order_id) r on r.order_id = o.id
      left join order_credit_notes n on n.order_id = o.id
      where r.order_id is not null or n.order_id is not null
      order by o.id`),
  );
  for (const r of refunds) {
    const credited = [Number(r.refunded), Number(r.noted)];
    if (!creditExceeds(Number(r.total), credited) && !r.mismatch && !r.unpaid) continue;
    violations.push({ kind: 'refund_exceeds', orderId: Number(r.orderId), total: Number(r.total), refunded: credited[0] + credited[1] });
  }

  if (options.invoicing) {
    const missing = rowsOf<{ orderId: number; status: string | null }>(
      await q.execute(sql`
        select o.id as "orderId", inv.status
        from orders o left join order_invoices inv on inv.order_id = o.id
        where o.payment_status = 'paid'
          and (inv.order_id is null or (inv.status = 'failed' and coalesce(btrim(inv.last_error), '') = ''))
        order by o.id`),
    );
    for (const r of missing)
      violations.push({ kind: 'invoice_missing', orderId: Number(r.orderId), failedSilently: r.status === 'failed' });
  }

  const [counts] = rowsOf<{ variants: number; orders: number }>(
    await q.execute(sql`select (select count(*) from variants)::int as variants, (select count(*) from orders)::int as orders`),
  );
  return {
    checked: { variants: Number(counts.variants), orders: Number(counts.orders), invoicing: options.invoicing },
    violations,
    kinds: BOOKS_VIOLATION_KINDS.filter((kind) => options.invoicing || kind !== 'invoice_missing'),
  };
}

type IvaRow = {
  orderId: number;
  total: number;
  fee: number | null;
  shippingIvaRate: number;
  items: { c: IvaClass; r: number; t: number }[] | null;
};

/**
 * Each order's IVA breakdown, as every view builds it (ivaBreakdown over the order's snapshot
 * lines and fee), must add up: base + IVA = total on every row, the rows to the order's figures,
 * and those to the order's total. A line's rate must also fit its class: exento and excluido are
 * 0 %, the taxed classes are not.
 */
async function ivaViolations(q: Queryable): Promise<BooksViolation[]> {
  const rows = rowsOf<IvaRow>(
    await q.execute(sql`
      select o.id as "orderId", o.total, o.shipping_fee as fee, o.shipping_iva_rate as "shippingIvaRate",
        (select json_agg(json_build_object('c', i.iva_class, 'r', i.iva_rate, 't', i.line_total) order by i.id)
         from order_items i where i.order_id = o.id) as items
      from orders o
      order by o.id`),
  );
  const found: BooksViolation[] = [];
  for (const row of rows) {
    const items = typeof row.items === 'string' ? (JSON.parse(row.items) as IvaRow['items']) : row.items;
    const lines = (items ?? []).map((i) => ({ ivaClass: i.c, ivaRate: Number(i.r), total: Number(i.t) }));
    const total = Number(row.total);
    const fee = row.fee === null ? null : Number(row.fee);
    const badRate = lines.some((l) => (l.ivaClass === 'exento' || l.ivaClass === 'excluido' ? l.ivaRate !== 0 : l.ivaRate <= 0));
    const breakdown = ivaBreakdown(lines, fee, Number(row.shippingIvaRate));
    const parts = [...breakdown.byRate, ...(breakdown.delivery ? [breakdown.delivery] : []), ...breakdown.lines, breakdown];
    const partsAddUp = parts.every((p) => p.base + p.iva === p.total);
    const rowsTotal = [...breakdown.byRate, ...(breakdown.delivery ? [breakdown.delivery] : [])].reduce((s, p) => s + p.total, 0);
    if (badRate || !partsAddUp || rowsTotal !== breakdown.total || breakdown.total !== total) {
      found.push({ kind: 'iva_breakdown', orderId: Number(row.orderId), total, breakdownTotal: breakdown.total, rateMismatch: badRate });
    }
  }
  return found;
}
