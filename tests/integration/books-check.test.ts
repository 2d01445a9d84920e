import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '@/db';
import { checkBooks } from '@/db/books-check';
import { booksChecks, emailOutbox, orderInvoices, orderItems, orderRefunds, orders, variants } from '@/db/schema';
import type { BooksCheckReport, BooksViolation } from '@/lib/domain/books-check';
import { BOOKS_CHECK_EMAIL_KIND } from '@/lib/email/templates/books-check';
import { invoicingEnabled, setInvoicingDriverForTests } from '@/lib/invoicing';
import { waitForInvoicesIdle } from '@/lib/invoicing/outbox';
import { runDailyBooksCheck } from '@/lib/services/books-check-job';
import { emailsOfKind, insertOrder, paidOrder, placeTestOrder, useOrderFixture } from '../helpers/orders';
import { createStaffUser } from '../helpers/staff';

/**
 * The books check (docs/stock.md "The books check"): each kind of violation, planted by hand
 * with SQL the services would never write, is found and named; the orders the services write
 * leave it clean. Each plant runs in a transaction rolled back afterwards, so the plants never
 * meet. Then the daily job: a violation e-mails each ADMIN once, a clean day or a second tick
 * e-mails nobody.
 */

const { db, fx } = useOrderFixture();
let paid: { id: number };
let open: { id: number };
let secondAdmin: Awaited<ReturnType<typeof createStaffUser>>;

class Rollback extends Error {}

/** The check's report on the database with `plant` applied, then undone. */
async function reportWith(plant: (tx: Tx) => Promise<unknown>, invoicing = invoicingEnabled()): Promise<BooksCheckReport> {
  let report: BooksCheckReport | undefined;
  await db()
    .transaction(async (tx) => {
      await plant(tx);
      report = await checkBooks(tx, { invoicing });
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return report!;
}

const kindsOf = (report: BooksCheckReport) => [...new Set(report.violations.map((v) => v.kind))].sort();

beforeAll(async () => {
  // A second ADMIN, and the fixture's VENDEDOR, who is not told.
  secondAdmin = await createStaffUser(db(), { rol: 'ADMIN', nombre: 'Admin Tres' });
  open = await placeTestOrder(fx, fx.ana, [
    ['PLAT-UNI', 3],
    ['CUCH-BLA-PAQ', 1],
  ]);
  paid = await paidOrder(fx, fx.beto, [['PLAT-UNI', 2]]);
});
afterEach(async () => {
  setInvoicingDriverForTests(undefined);
  await waitForInvoicesIdle();
});

describe('checkBooks', () => {
  it('finds nothing in what the services wrote: placed, paid, shipped by nobody yet', async () => {
    const report = await checkBooks(db(), { invoicing: false });
    expect(report.violations).toEqual([]);
    expect(report.checked).toMatchObject({ orders: 2, invoicing: false });
    expect(report.checked.variants).toBeGreaterThan(3);
    expect(report.kinds).not.toContain('invoice_missing');
  });

  it('on hand changed outside the ledger: the variant, its stock and its ledger', async () => {
    const id = fx.sku['PLAT-UNI'];
    const [{ onHand }] = await db().select({ onHand: variants.onHand }).from(variants).where(eq(variants.id, id));
    const report = await reportWith((tx) => tx.execute(sql`update variants set on_hand = on_hand + 5 where id = ${id}`));
    expect(report.violations).toEqual([{ kind: 'stock_ledger', variantId: id, stock: onHand + 5, ledger: onHand }]);
  });

  it('a movement whose stock_after is not the running sum', async () => {
    const id = fx.sku['CUCH-BLA-PAQ'];
    const report = await reportWith((tx) =>
      tx.execute(
        sql`update stock_movements set stock_after = stock_after + 1 where id = (select max(id) from stock_movements where variant_id = ${id})`,
      ),
    );
    expect(kindsOf(report)).toEqual(['stock_ledger']);
    expect(report.violations[0]).toMatchObject({ kind: 'stock_ledger', variantId: id });
  });

  it('reserved units that no open order holds', async () => {
    const id = fx.sku['PLAT-UNI'];
    const report = await reportWith((tx) => tx.execute(sql`update variants set reserved = reserved + 1 where id = ${id}`));
    // Ana's 3 open units and Beto's 2 paid, not shipped.
    expect(report.violations).toEqual([{ kind: 'reservation', variantId: id, reserved: 6, held: 5 }]);
  });

  it('an order total off by one peso: its total, lines and fee', async () => {
    const [order] = await db().select().from(orders).where(eq(orders.id, open.id));
    const report = await reportWith((tx) =>
      tx
        .update(orders)
        .set({ total: order.total + 1 })
        .where(eq(orders.id, open.id)),
    );
    expect(report.violations).toContainEqual({
      kind: 'order_total',
      orderId: open.id,
      total: order.total + 1,
      lines: order.subtotal,
      fee: 0,
    });
    // Its IVA breakdown (lines + fee) no longer reaches its total either.
    expect(report.violations).toContainEqual({
      kind: 'iva_breakdown',
      orderId: open.id,
      total: order.total + 1,
      breakdownTotal: order.total,
      rateMismatch: false,
    });
    expect(kindsOf(report)).toEqual(['iva_breakdown', 'order_total']);
  });

  it('a delivery fee changed without the total', async () => {
    const report = await reportWith((tx) => tx.update(orders).set({ shippingFee: 7000 }).where(eq(orders.id, paid.id)));
    expect(report.violations).toContainEqual(expect.objectContaining({ kind: 'order_total', orderId: paid.id, fee: 7000 }));
  });

  it('refunds that pass what was paid, or whose parts do not add up to them', async () => {
    const [order] = await db().select({ total: orders.total }).from(orders).where(eq(orders.id, paid.id));
    const part = (amount: number) => [{ kind: 'line' as const, itemId: 1, quantity: 0, ivaClass: 'iva_19' as const, ivaRate: 19, amount }];
    const over = await reportWith((tx) =>
      tx.insert(orderRefunds).values([
        { orderId: paid.id, amount: order.total - 1, parts: part(order.total - 1), reason: 'a' },
        { orderId: paid.id, amount: 2, parts: part(2), reason: 'b' },
      ]),
    );
    expect(over.violations).toEqual([{ kind: 'refund_exceeds', orderId: paid.id, total: order.total, refunded: order.total + 1 }]);
    const mismatch = await reportWith((tx) =>
      tx.insert(orderRefunds).values({ orderId: paid.id, amount: 10, parts: part(9), reason: 'c' }),
    );
    expect(kindsOf(mismatch)).toEqual(['refund_exceeds']);
    // Within what was paid, and adding up: clean.
    const fine = await reportWith((tx) => tx.insert(orderRefunds).values({ orderId: paid.id, amount: 10, parts: part(10), reason: 'd' }));
    expect(fine.violations).toEqual([]);
  });

  it('an order without lines', async () => {
    const report = await reportWith((tx) => insertOrder(tx as never, { customerId: fx.ana.id, total: 0 }));
    expect(kindsOf(report)).toEqual(['order_without_lines']);
  });

  it('an IVA breakdown off: a line whose rate does not fit its class', async () => {
    const report = await reportWith((tx) => tx.update(orderItems).set({ ivaClass: 'excluido' }).where(eq(orderItems.orderId, paid.id)));
    expect(report.violations).toEqual([
      { kind: 'iva_breakdown', orderId: paid.id, total: expect.any(Number), breakdownTotal: expect.any(Number), rateMismatch: true },
    ]);
  });

  describe('with invoicing on (a fake driver)', () => {
    const none = async () => null;
    const issued = async () => ({ number: 'SETP1', cufe: null, pdfUrl: null, xmlUrl: null });
    const fake = { name: 'fake', issue: issued, find: none, issueCreditNote: issued, findCreditNote: none };

    it('a paid order from before invoicing was on has no invoice: found; one queued since is not', async () => {
      setInvoicingDriverForTests(fake);
      const report = await checkBooks(db(), { invoicing: invoicingEnabled() });
      expect(report.checked.invoicing).toBe(true);
      expect(report.violations).toEqual([{ kind: 'invoice_missing', orderId: paid.id, failedSilently: false }]);

      const queued = await paidOrder(fx, fx.ana, [['CUCH-BLA-PAQ', 1]]);
      await waitForInvoicesIdle();
      expect((await db().select().from(orderInvoices).where(eq(orderInvoices.orderId, queued.id))).length).toBe(1);
      const after = await checkBooks(db(), { invoicing: true });
      expect(after.violations.map((v: BooksViolation) => v.kind === 'invoice_missing' && v.orderId)).toEqual([paid.id]);

      // A failure staff can read is visible; one without a message is not.
      const failed = (lastError: string | null) =>
        reportWith((tx) => tx.update(orderInvoices).set({ status: 'failed', lastError }).where(eq(orderInvoices.orderId, queued.id)), true);
      expect((await failed('Factus 422: Validación fallida')).violations).toHaveLength(1);
      expect((await failed(null)).violations).toContainEqual({ kind: 'invoice_missing', orderId: queued.id, failedSilently: true });

      // With invoicing off again, invoices are not looked at.
      setInvoicingDriverForTests(undefined);
      expect((await checkBooks(db(), { invoicing: invoicingEnabled() })).violations).toEqual([]);
    });
  });
});

describe('the daily job', () => {
  const day = (iso: string) => new Date(iso);
  const booksEmails = () => emailsOfKind(db(), BOOKS_CHECK_EMAIL_KIND);

  it('a clean day: the check runs once, nobody is e-mailed', async () => {
    expect(await runDailyBooksCheck(day('2030-03-04T11:00:00Z'))).toMatchObject({ ran: false }); // 6:00 in Bogotá: too early
    expect(await runDailyBooksCheck(day('2030-03-04T13:00:00Z'))).toMatchObject({ ran: true, violations: 0, emails: 0 });
    expect(await booksEmails()).toEqual([]);
    const [row] = await db().select().from(booksChecks).where(eq(booksChecks.day, '2030-03-04'));
    expect(row.violations).toBe(0);
  });

  it('a violation: one e-mail to each ADMIN, saying what and where; the second tick that day sends none', async () => {
    const id = fx.sku['PLAT-UNI'];
    await db().execute(sql`update variants set on_hand = on_hand + 5 where id = ${id}`);
    try {
      const first = await runDailyBooksCheck(day('2030-03-05T12:30:00Z'));
      expect(first).toMatchObject({ ran: true, violations: 1, emails: 2 });
      const mails = await booksEmails();
      expect(mails.map((m) => m.toAddress).sort()).toEqual([fx.admin.user.email, secondAdmin.user.email].sort());
      expect(mails[0].subject).toBe('Revisión de cuentas: 1 inconsistencia');
      expect(mails[0].textBody).toContain('Variantes cuyo stock en bodega ≠ la suma de sus movimientos: 1');
      expect(mails[0].textBody).toContain(`Variante ${id}: en bodega`);
      expect(mails[0].textBody).toContain('/admin/inventory');

      // Later the same day, in this instance or another: nothing more.
      expect(await runDailyBooksCheck(day('2030-03-05T20:00:00Z'))).toMatchObject({ ran: false, emails: 0 });
      expect(await booksEmails()).toHaveLength(2);
      const [row] = await db().select().from(booksChecks).where(eq(booksChecks.day, '2030-03-05'));
      expect(row.violations).toBe(1);
    } finally {
      await db().execute(sql`update variants set on_hand = on_hand - 5 where id = ${id}`);
    }
    // The next day, the books balance again: no e-mail.
    expect(await runDailyBooksCheck(day('2030-03-06T12:00:00Z'))).toMatchObject({ ran: true, violations: 0, emails: 0 });
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.kind, BOOKS_CHECK_EMAIL_KIND))).toHaveLength(2);
  });
});
