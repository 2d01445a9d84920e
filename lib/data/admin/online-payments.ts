import 'server-only';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { onlinePaymentTransactions, orders } from '@/db/schema';
import type { OnlinePaymentsReport } from '@/lib/contracts/online-payments';
import { pesosToCents } from '@/lib/domain/online-payment';
import { onlinePaymentOutcomes } from '@/lib/domain/online-payment-status';
import { colombiaDayEnd, colombiaDayStart } from '@/lib/domain/order-search';

/**
 * 'Pagos en línea' (docs/payments.md "Reconciliation"): every Wompi transaction created in the
 * period (calendar days in Colombia, both included), with its order and what it was to it, so
 * the accountant can lay it beside Wompi's own report.
 */
export async function getOnlinePaymentsReport(from: string, to: string, q?: Queryable): Promise<OnlinePaymentsReport> {
  const db = q ?? (await getDb());
  const rows = await db
    .select({
      transactionId: onlinePaymentTransactions.wompiTransactionId,
      orderId: onlinePaymentTransactions.orderId,
      reference: onlinePaymentTransactions.reference,
      status: onlinePaymentTransactions.status,
      outcome: onlinePaymentTransactions.outcome,
      amountInCents: onlinePaymentTransactions.amountInCents,
      currency: onlinePaymentTransactions.currency,
      orderTotal: orders.total,
      method: onlinePaymentTransactions.paymentMethodType,
      createdAt: onlinePaymentTransactions.createdAt,
      finalizedAt: onlinePaymentTransactions.finalizedAt,
    })
    .from(onlinePaymentTransactions)
    .leftJoin(orders, eq(orders.id, onlinePaymentTransactions.orderId))
    .where(
      and(gte(onlinePaymentTransactions.createdAt, colombiaDayStart(from)), lt(onlinePaymentTransactions.createdAt, colombiaDayEnd(to))),
    )
    .orderBy(asc(onlinePaymentTransactions.createdAt), asc(onlinePaymentTransactions.id));
  const counts = Object.fromEntries(onlinePaymentOutcomes.map((o) => [o, 0])) as OnlinePaymentsReport['counts'];
  for (const row of rows) counts[row.outcome] += 1;
  return {
    from,
    to,
    counts,
    transactions: rows.map(({ orderTotal, ...row }) => ({
      ...row,
      expectedInCents: orderTotal === null ? null : pesosToCents(orderTotal),
      createdAt: row.createdAt.toISOString(),
      finalizedAt: row.finalizedAt?.toISOString() ?? null,
    })),
  };
}
