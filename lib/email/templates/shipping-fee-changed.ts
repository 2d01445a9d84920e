import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { formatCOP } from '@/lib/domain/money';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { storefrontUrl } from './links';
import { type CustomerOrderEmailInput, deliveryFeeText, greeting, helpLine, orderLineRows } from './order-summary';

export const SHIPPING_FEE_CHANGED_EMAIL_KIND = 'shipping_fee_changed';

/** To the customer, in their language, when staff set or change the delivery fee of an unpaid order. */
export function shippingFeeChangedEmail(input: CustomerOrderEmailInput & { previousFee: number | null; note: string }): OutboxEmail {
  const { locale, order } = input;
  const t = emailCopy(locale, 'shippingFeeChanged');
  const total = formatCOP(order.total);
  const subject = t('subject', { id: order.id });
  const fee = deliveryFeeText(locale, order.delivery?.fee ?? null);
  const intro = t('intro', { id: order.id, fee, previous: deliveryFeeText(locale, input.previousFee) });
  const newTotal = t('total', { total });
  const { html, text } = renderEmail({
    locale,
    title: subject,
    preheader: newTotal,
    paragraphs: [
      greeting(locale, input.customerName),
      intro,
      newTotal,
      t('note', { note: input.note }),
      t('paidAlready'),
      helpLine(locale),
    ],
    table: { rows: orderLineRows(locale, order) },
    cta: { label: t('cta'), url: storefrontUrl(`/checkout/${order.id}`, locale) },
  });
  return { kind: SHIPPING_FEE_CHANGED_EMAIL_KIND, to: input.to, subject, html, text };
}
