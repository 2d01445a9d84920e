import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { formatCOP } from '@/lib/domain/money';
import type { OutboxEmail } from '@/lib/email/outbox';
import { type CustomerOrderEmailInput, deliveryFeeText, orderEmail } from './order-summary';

export const SHIPPING_FEE_CHANGED_EMAIL_KIND = 'shipping_fee_changed';

/** To the customer, in their language, when staff set or change the delivery fee of an unpaid order. */
export function shippingFeeChangedEmail(input: CustomerOrderEmailInput & { previousFee: number | null; note: string }): OutboxEmail {
  const { locale, order } = input;
  const t = emailCopy(locale, 'shippingFeeChanged');
  const fee = deliveryFeeText(locale, order.delivery?.fee ?? null);
  const newTotal = t('total', { total: formatCOP(order.total) });
  return orderEmail(SHIPPING_FEE_CHANGED_EMAIL_KIND, input, {
    subject: t('subject', { id: order.id }),
    preheader: newTotal,
    paragraphs: [
      t('intro', { id: order.id, fee, previous: deliveryFeeText(locale, input.previousFee) }),
      newTotal,
      t('note', { note: input.note }),
      t('paidAlready'),
    ],
    cta: { label: t('cta'), path: `/checkout/${order.id}` },
  });
}
