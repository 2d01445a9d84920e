import 'server-only';
import { and, desc, eq, gt } from 'drizzle-orm';
import { getDb, type Tx } from '@/db';
import { onlinePaymentLinks, orders } from '@/db/schema';
import { paymentLinkFor, paymentLinkPath } from '@/lib/auth/payment-link';
import { formatCOP } from '@/lib/domain/money';
import { ONLINE_PAYMENT_CURRENCY, pesosToCents } from '@/lib/domain/online-payment';
import type { OnlinePaymentLinkCreator } from '@/lib/domain/online-payment-status';
import { isAwaitingPayment, isDeliveryFeePending, orderPaymentDueAt } from '@/lib/domain/payment-link';
import { emailCopy } from '@/lib/email/copy';
import { storefrontUrl } from '@/lib/email/templates/links';
import { getEnv, siteUrl } from '@/lib/env';
import { apiError, notFound } from '@/lib/errors';
import { log } from '@/lib/log';
import { wompiSettings, type WompiSettings } from '@/lib/payments';
import { wompiCheckoutUrl } from '@/lib/payments/settings';
import { createWompiPaymentLink, WompiError } from '@/lib/payments/wompi';
import { requireLinkOrder } from './payment-links';
import { ORDER_NOT_FOUND } from './orders';

/**
 * Paying an order online through Wompi (docs/payments.md). This part gives the customer (or staff,
 * for the WhatsApp message) the address of a single-use Wompi payment link for the order's exact
 * total: the one already made while it is still valid for that total, else a new one.
 */

/** A link that ends sooner than this is not handed out again: the customer needs time to pay. */
export const LINK_REUSE_MARGIN_MS = 10 * 60_000;

export type LinkRequester =
  { kind: 'customer'; customerId: number } | { kind: 'pay_link'; token: string } | { kind: 'staff'; staffId: number };

const disabled = () => apiError({ code: 'online_payments_disabled', key: 'onlinePayments.disabled' });
const providerError = () => apiError({ code: 'payment_provider_error', key: 'onlinePayments.providerError' });

/** The Wompi settings and the client's timeout, or 409 online_payments_disabled with the manual driver. */
export function requireWompi(): WompiSettings & { timeoutMs: number } {
  const settings = wompiSettings();
  if (!settings) throw disabled();
  return { ...settings, timeoutMs: getEnv().WOMPI_TIMEOUT_MS };
}

const CREATOR: Record<LinkRequester['kind'], OnlinePaymentLinkCreator> = { customer: 'customer', pay_link: 'pay_link', staff: 'staff' };

/** POST /api/orders/{id}/online-payment: the signed-in customer's own order (another's is a 404). */
export function startOnlinePaymentForCustomer(customerId: number, orderId: number): Promise<{ url: string }> {
  return startOnlinePayment(orderId, { kind: 'customer', customerId });
}

/** POST /api/pay/{token}/online-payment: the order a valid payment link names. */
export async function startOnlinePaymentByLink(token: string): Promise<{ url: string }> {
  const orderId = await requireLinkOrder(token);
  return startOnlinePayment(orderId, { kind: 'pay_link', token });
}

/** POST /api/admin/orders/{id}/online-payment: for staff's WhatsApp message. */
export function startOnlinePaymentForStaff(staffId: number, orderId: number): Promise<{ url: string }> {
  return startOnlinePayment(orderId, { kind: 'staff', staffId });
}

/**
 * The order row is locked while the link is looked for and, when none is valid, made: two presses
 * at once end with one link, the second reusing the first. The lock is held over Wompi's answer
 * (at most WOMPI_TIMEOUT_MS); the order's other writers wait that long at worst.
 */
async function startOnlinePayment(orderId: number, requester: LinkRequester): Promise<{ url: string }> {
  const wompi = requireWompi();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        total: orders.total,
        paymentStatus: orders.paymentStatus,
        cashOnDelivery: orders.cashOnDelivery,
        deliveryOption: orders.deliveryOption,
        shippingFee: orders.shippingFee,
        createdAt: orders.createdAt,
        shippingFeeChangedAt: orders.shippingFeeChangedAt,
        locale: orders.locale,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), requester.kind === 'customer' ? eq(orders.customerId, requester.customerId) : undefined))
      .for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.paymentStatus === 'paid') throw apiError({ code: 'invalid_state', key: 'onlinePayments.alreadyPaid', values: { orderId } });
    if (!isAwaitingPayment(order)) throw apiError({ code: 'invalid_state', key: 'onlinePayments.notPayable', values: { orderId } });
    if (isDeliveryFeePending(order)) throw apiError({ code: 'delivery_fee_pending', key: 'orders.deliveryFeePending' });
    const dueAt = orderPaymentDueAt(order, getEnv().ORDER_PAYMENT_WINDOW_HOURS)!;
    const now = Date.now();
    if (dueAt.getTime() <= now) throw apiError({ code: 'invalid_state', key: 'onlinePayments.notPayable', values: { orderId } });

    const amountInCents = pesosToCents(order.total);
    const reusable = await findReusableLink(tx, orderId, amountInCents, new Date(now + LINK_REUSE_MARGIN_MS));
    if (reusable) return { url: reusable.url };

    const redirectUrl = await redirectFor(order, requester);
    const t = emailCopy(order.locale, 'onlinePayment');
    let link: { id: string };
    try {
      link = await createWompiPaymentLink(wompi, {
        name: t('linkName', { id: orderId }),
        description: t('linkDescription', { id: orderId, total: formatCOP(order.total) }),
        amountInCents,
        currency: ONLINE_PAYMENT_CURRENCY,
        expiresAt: dueAt,
        redirectUrl,
        sku: String(orderId),
      });
    } catch (error) {
      if (!(error instanceof WompiError)) throw error;
      log.warn('wompi payment link not created', { orderId, status: error.status, error: error.message });
      throw providerError();
    }
    const url = wompiCheckoutUrl(wompi, link.id);
    // One link is offered at a time: an older one (another total, about to end) is not handed out again.
    await tx
      .update(onlinePaymentLinks)
      .set({ active: false })
      .where(and(eq(onlinePaymentLinks.orderId, orderId), eq(onlinePaymentLinks.active, true)));
    await tx.insert(onlinePaymentLinks).values({
      orderId,
      wompiLinkId: link.id,
      url,
      amountInCents,
      currency: ONLINE_PAYMENT_CURRENCY,
      expiresAt: dueAt,
      createdBy: CREATOR[requester.kind],
      createdByStaffId: requester.kind === 'staff' ? requester.staffId : null,
    });
    return { url };
  });
}

async function findReusableLink(tx: Tx, orderId: number, amountInCents: number, validUntil: Date) {
  const [link] = await tx
    .select({ url: onlinePaymentLinks.url })
    .from(onlinePaymentLinks)
    .where(
      and(
        eq(onlinePaymentLinks.orderId, orderId),
        eq(onlinePaymentLinks.active, true),
        eq(onlinePaymentLinks.amountInCents, amountInCents),
        gt(onlinePaymentLinks.expiresAt, validUntil),
      ),
    )
    .orderBy(desc(onlinePaymentLinks.createdAt))
    .limit(1);
  return link ?? null;
}

/** Back from Wompi, the customer lands on the page she paid from: the checkout, or the payment link. */
async function redirectFor(
  order: Parameters<typeof paymentLinkFor>[0] & { locale: 'es' | 'en' },
  requester: LinkRequester,
): Promise<string> {
  if (requester.kind === 'customer') return storefrontUrl(`/checkout/${order.id}`, order.locale);
  if (requester.kind === 'pay_link') return `${siteUrl()}${paymentLinkPath(requester.token, order.locale)}`;
  // Staff send the link by WhatsApp: the customer may not be signed in, so she comes back to the order's payment link.
  return (await paymentLinkFor(order)) ?? storefrontUrl(`/checkout/${order.id}`, order.locale);
}
