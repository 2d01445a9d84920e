import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as exportRoute } from '@/app/api/admin/catalog/export/route';
import { POST as applyRoute } from '@/app/api/admin/catalog/import/apply/route';
import { POST as adjustRoute } from '@/app/api/admin/inventory/[variantId]/adjust/route';
import { POST as receiveRoute } from '@/app/api/admin/inventory/[variantId]/receive/route';
import { POST as approveRoute } from '@/app/api/admin/orders/[id]/approve/route';
import { POST as staffCancelRoute } from '@/app/api/admin/orders/[id]/cancel/route';
import { POST as partialRefundRoute } from '@/app/api/admin/orders/[id]/partial-refunds/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[id]/refund/route';
import { POST as rejectRoute } from '@/app/api/admin/orders/[id]/reject/route';
import { POST as shipRoute } from '@/app/api/admin/orders/[id]/shipments/route';
import { GET as getProductRoute, PUT as putProductRoute } from '@/app/api/admin/products/[id]/route';
import { checkBooks } from '@/db/books-check';
import { orders, variants } from '@/db/schema';
import { formatBooksReport } from '@/lib/domain/books-check';
import type { PaymentStatus } from '@/lib/domain/order-status';
import { formatCsvLine } from '@/lib/domain/catalog-csv';
import { readCsv } from '@/lib/domain/catalog-csv-reader';
import { ApiError } from '@/lib/errors';
import { cancelOrderByCustomer } from '@/lib/services/order-cancel';
import { cancelExpiredOrders } from '@/lib/services/order-expiry';
import { confirmPayment } from '@/lib/services/orders';
import { getStorage } from '@/lib/storage';
import { customerProofKey } from '@/lib/storage/keys';
import { placeTestOrder, useOrderFixture } from '../helpers/orders';
import { specSavePayload } from '../helpers/products';
import { invokeRoute } from '../helpers/routes';

/**
 * The books check as a property (docs/stock.md "The books check"): random sequences of what
 * shoppers and staff do to orders and stock (place, pay, cancel, expire, approve, reject, staff
 * cancel, ship, refund in part or in full, receive, count, CSV import, product save), some of them
 * at the same time, through
 * the real services and route handlers; after every step the books check finds nothing.
 *
 * Concurrent groups run with Promise.all on PostgreSQL; on PGlite (one connection) they run one
 * after the other. Reproduce a failure with the seed and path fast-check prints:
 * BOOKS_PROPERTY_SEED=<seed> [BOOKS_PROPERTY_PATH=<path>] npx vitest run tests/integration/books-property.test.ts
 * BOOKS_PROPERTY_RUNS raises the number of runs (15 by default, to stay within ~20 s).
 */

const { testDb, db, fx } = useOrderFixture();

const SKUS = ['PLAT-UNI', 'CUCH-BLA-PAQ', 'VASO-BLA-7OZ-UNI', 'VASO-TRA-7OZ-PAQ'] as const;

type Command =
  | { op: 'place'; who: 0 | 1; lines: [number, number][] }
  | { op: 'pay' | 'cancel' | 'approve' | 'reject' | 'staffCancel' | 'ship' | 'refund'; pick: number }
  | { op: 'partialRefund'; pick: number; amount: number }
  | { op: 'expire' }
  | { op: 'receive'; sku: number; quantity: number }
  | { op: 'count'; sku: number; newStock: number }
  | { op: 'import'; sku: number; stock: number }
  | { op: 'save'; sku: number };

const sku = fc.nat({ max: SKUS.length - 1 });
const pick = fc.nat({ max: 50 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('place' as const),
      who: fc.constantFrom(0 as const, 1 as const),
      lines: fc.array(fc.tuple(sku, fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 2 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constantFrom('pay' as const, 'approve' as const, 'ship' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constantFrom('cancel' as const, 'reject' as const, 'staffCancel' as const, 'refund' as const), pick }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('partialRefund' as const), pick, amount: fc.integer({ min: 1, max: 3000 }) }) },
  { weight: 1, arbitrary: fc.constant({ op: 'expire' as const }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('receive' as const), sku, quantity: fc.integer({ min: 1, max: 20 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('count' as const), sku, newStock: fc.integer({ min: 0, max: 40 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('import' as const), sku, stock: fc.integer({ min: 0, max: 40 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('save' as const), sku }) },
);
/** A step: one command, or two or three at the same time. */
const step = fc.oneof(
  { weight: 3, arbitrary: command.map((c) => [c]) },
  { weight: 1, arbitrary: fc.array(command, { minLength: 2, maxLength: 3 }) },
);

const token = () => fx.admin.token;
const variantOf = (k: number) => fx.sku[SKUS[k]];

/**
 * The order the command acts on: by position among the orders (so shrinking keeps a target); a
 * payment, an approval and a refund pick among the orders in the state they start from, so that
 * runs reach paid and refunded orders instead of being refused nearly every time.
 */
async function pickOrder(n: number, status?: PaymentStatus) {
  const rows = await db()
    .select({ id: orders.id, customerId: orders.customerId })
    .from(orders)
    .where(status ? eq(orders.paymentStatus, status) : undefined)
    .orderBy(orders.id);
  return rows.length ? rows[n % rows.length] : null;
}

/** A route's answer may refuse (4xx); never a 500. */
function expectAnswered(res: { status: number; body: unknown }, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
}

/** Services refuse with an ApiError (409 invalid state, stock); anything else is a bug. */
async function refusalsAllowed(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

async function runCommand(c: Command): Promise<void> {
  switch (c.op) {
    case 'place': {
      const customer = c.who === 0 ? fx.ana : fx.beto;
      const lines = new Map<string, number>();
      for (const [k, q] of c.lines) lines.set(SKUS[k], (lines.get(SKUS[k]) ?? 0) + q);
      return refusalsAllowed(() => placeTestOrder(fx, customer, [...lines]));
    }
    case 'pay': {
      const order = await pickOrder(c.pick, 'pending_payment');
      if (!order) return;
      const key = customerProofKey(order.id);
      await getStorage().putObject(key, fx.webp, 'image/webp');
      return refusalsAllowed(() =>
        confirmPayment(order.customerId, order.id, { paymentMethodId: fx.nequi, paymentConfirmationUrl: getStorage().publicUrl(key) }),
      );
    }
    case 'cancel': {
      const order = await pickOrder(c.pick);
      if (order) await refusalsAllowed(() => cancelOrderByCustomer(order.customerId, order.id));
      return;
    }
    case 'expire':
      await cancelExpiredOrders(new Date(Date.now() + 30 * 86_400_000));
      return;
    case 'approve':
    case 'reject':
    case 'staffCancel':
    case 'ship':
    case 'refund':
    case 'partialRefund': {
      const from: Partial<Record<Command['op'], PaymentStatus>> = {
        approve: 'pending_confirmation',
        refund: 'paid',
        partialRefund: 'paid',
      };
      const order = await pickOrder(c.pick, from[c.op]);
      if (!order) return;
      const [route, path, body] = {
        approve: [approveRoute, 'approve', undefined],
        reject: [rejectRoute, 'reject', { reason: 'El comprobante no corresponde' }],
        staffCancel: [staffCancelRoute, 'cancel', { reason: 'La clienta lo pidió por WhatsApp' }],
        ship: [shipRoute, 'shipments', { shippingMethod: 'local_delivery', driverName: 'Luis' }],
        refund: [refundRoute, 'refund', { reason: 'Devolvió todo' }],
        partialRefund: [partialRefundRoute, 'partial-refunds', { amount: 'amount' in c ? c.amount : 1, reason: 'Llegó un vaso roto' }],
      }[c.op] as [typeof approveRoute, string, unknown];
      const res = await invokeRoute(route, `/api/admin/orders/${order.id}/${path}`, {
        method: 'POST',
        token: token(),
        body: body ?? {},
        params: { id: String(order.id) },
      });
      return expectAnswered(res, `${c.op} #${order.id}`);
    }
    case 'receive': {
      const id = variantOf(c.sku);
      const res = await invokeRoute(receiveRoute, `/api/admin/inventory/${id}/receive`, {
        method: 'POST',
        token: token(),
        body: { quantity: c.quantity },
        params: { variantId: String(id) },
      });
      return expectAnswered(res, 'receive');
    }
    case 'count': {
      const id = variantOf(c.sku);
      const res = await invokeRoute(adjustRoute, `/api/admin/inventory/${id}/adjust`, {
        method: 'POST',
        token: token(),
        body: { newStock: c.newStock, reason: 'count' },
        params: { variantId: String(id) },
      });
      return expectAnswered(res, 'count');
    }
    case 'import': {
      // The export as staff download it, one variant's Stock changed, applied.
      const exported = await invokeRoute(exportRoute, '/api/admin/catalog/export', { token: token() });
      const read = await readCsv(new Uint8Array(Buffer.from(exported.text, 'utf8')));
      if (!read.ok) throw new Error(read.problem);
      const [header, ...rows] = read.rows;
      // By the variant's SKU as it is now: a product save regenerates SKUs that look generated.
      const [{ current }] = await db()
        .select({ current: variants.sku })
        .from(variants)
        .where(eq(variants.id, variantOf(c.sku)));
      const row = rows.find((r) => r[header.indexOf('SKU')] === current);
      if (!row) throw new Error(`no ${current} in the export`);
      row[header.indexOf('Stock')] = String(c.stock);
      const csv = '\uFEFF' + read.rows.map((r) => formatCsvLine(r, read.separator)).join('');
      const res = await invokeRoute(applyRoute, '/api/admin/catalog/import/apply', {
        method: 'POST',
        token: token(),
        body: new TextEncoder().encode(csv),
        contentType: 'text/csv',
      });
      return expectAnswered(res, 'import');
    }
    case 'save': {
      // The product form saved as it was loaded: on hand as loaded, whatever orders did meanwhile.
      const [{ productId }] = await db()
        .select({ productId: variants.productId })
        .from(variants)
        .where(eq(variants.id, variantOf(c.sku)));
      const loaded = await invokeRoute(getProductRoute, `/api/admin/products/${productId}`, {
        token: token(),
        params: { id: String(productId) },
      });
      expectAnswered(loaded, 'product read');
      const res = await invokeRoute(putProductRoute, `/api/admin/products/${productId}`, {
        method: 'PUT',
        token: token(),
        params: { id: String(productId) },
        body: specSavePayload(loaded.body.product),
      });
      return expectAnswered(res, 'product save');
    }
  }
}

async function expectBooksBalanced(after: string) {
  const report = await checkBooks(db(), { invoicing: false });
  expect(report.violations, `after ${after}:\n${formatBooksReport(report, 'en')}`).toEqual([]);
}

describe('the books balance after any interleaving of orders and stock work', () => {
  it('place, pay, cancel, expire, approve, reject, staff cancel, ship, refund, partial refund, receive, count, import, save', async () => {
    const concurrent = testDb().kind === 'postgres';
    const seed = process.env.BOOKS_PROPERTY_SEED ? Number(process.env.BOOKS_PROPERTY_SEED) : undefined;
    await expectBooksBalanced('the fixture');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const group of steps) {
          if (concurrent && group.length > 1) await Promise.all(group.map(runCommand));
          else for (const c of group) await runCommand(c);
          await expectBooksBalanced(JSON.stringify(group));
        }
      }),
      { numRuns: Number(process.env.BOOKS_PROPERTY_RUNS ?? 15), seed, path: process.env.BOOKS_PROPERTY_PATH, endOnFailure: true },
    );
  }, 120_000);
});
