import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import type { AddressSnapshot } from '@/db/schema';
import { business } from '@/lib/business';
import { formatCOP } from '@/lib/domain/money';
import { isDeliveryFeePending } from '@/lib/domain/payment-link';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { absoluteUrl, storefrontUrl } from './links';
import { deliveryRows, type EmailDelivery, emailLineLabel, type EmailOrderLine, greeting, ivaRows } from './order-summary';

export const ORDER_RECEIVED_EMAIL_KIND = 'order_received';

export type OrderReceivedEmailInput = {
  to: string;
  locale: EmailLocale;
  customerName: string | null;
  order: {
    id: number;
    total: number;
    items: EmailOrderLine[];
    shippingAddress: AddressSnapshot;
    /** The goods and the delivery line; absent on callers that predate it. */
    subtotal?: number;
    delivery?: EmailDelivery;
    /** Paid in cash to the driver: no payment instructions, no proof, no deadline. */
    cashOnDelivery?: boolean;
  };
  /** The active methods, in the order the checkout lists them. */
  paymentMethods: { name: string; instructions: string | null; qrCodeUrl: string | null }[];
  paymentWindowHours: number;
  /** The order's payment link (`/pagar/<token>`), paid without signing in; else the checkout. */
  paymentLink?: string | null;
};

/** To the customer, in their language: what they ordered, how to pay, until when, and where it goes. */
export function orderReceivedEmail(input: OrderReceivedEmailInput): OutboxEmail {
  const t = emailCopy(input.locale, 'orderReceived');
  const { order } = input;
  const total = formatCOP(order.total);
  const subject = t('subject', { id: order.id });
  const methods = input.paymentMethods.map((method) =>
    [method.name, method.instructions, method.qrCodeUrl ? `${t('qr')}: ${absoluteUrl(method.qrCodeUrl)}` : null].filter(Boolean).join('\n'),
  );
  const a = order.shippingAddress;
  const address = [a.recipientName, a.street, a.details, `${a.city}, ${a.state}`, a.postalCode].filter(Boolean).join(', ');

  const cod = order.cashOnDelivery === true;
  // 'Por confirmar' without a fee yet: nothing to pay until staff write with the total.
  const feePending =
    !cod &&
    order.delivery !== undefined &&
    isDeliveryFeePending({ deliveryOption: order.delivery.option, shippingFee: order.delivery.fee });
  const { html, text } = renderEmail({
    locale: input.locale,
    title: subject,
    preheader: cod ? t('codPreheader', { total }) : feePending ? t('feePendingPreheader') : t('preheader', { total }),
    paragraphs: [
      greeting(input.locale, input.customerName),
      ...(cod
        ? [t('codIntro', { total }), t('shipTo', { address, next: t('codNext') })]
        : feePending
          ? [t('feePendingIntro'), t('shipTo', { address, next: t('delivery') })]
          : [
              t('intro'),
              ...(methods.length ? methods : [t('noMethods', { phone: business.phone })]),
              t('deadline', { hours: input.paymentWindowHours }),
              ...(input.paymentLink ? [t('link', { url: input.paymentLink })] : []),
              t('shipTo', { address, next: t('delivery') }),
            ]),
    ],
    table: {
      rows: [
        ...order.items.map((item): [string, string] => [emailLineLabel(input.locale, item), formatCOP(item.lineTotal)]),
        ...deliveryRows(input.locale, order),
        [emailCopy(input.locale, 'common')('total'), total],
        ...ivaRows(input.locale, order),
      ],
    },
    cta: cod
      ? { label: t('viewOrder'), url: storefrontUrl('/perfil', input.locale) }
      : feePending
        ? { label: t('viewOrder'), url: storefrontUrl(`/checkout/${order.id}`, input.locale) }
        : { label: t('cta'), url: input.paymentLink ?? storefrontUrl(`/checkout/${order.id}`, input.locale) },
  });
  return { kind: ORDER_RECEIVED_EMAIL_KIND, to: input.to, subject, html, text };
}
