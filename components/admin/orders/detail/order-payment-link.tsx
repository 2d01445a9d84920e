'use client';

import { MessageCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { CopyButton } from '@/components/checkout/copy-button';
import { buttonClasses } from '@/components/ui/button';
import type { AdminOrder } from '@/lib/data/admin/orders';
import { formatCOP } from '@/lib/domain/money';
import { whatsappHref } from '@/lib/domain/phone';
import { DetailSection } from './detail-section';

/**
 * Issue 23 §3: the link an unpaid order is paid from without signing in, to copy or send by
 * WhatsApp to the customer's phone (the profile's, else the order address's; a landline or none:
 * copy only). Nothing while the order does not wait for payment.
 */
export function OrderPaymentLink({ order }: { order: AdminOrder }) {
  const t = useTranslations('AdminOrders.paymentLink');
  if (!order.paymentLink) return null;
  const link = order.paymentLink;
  const phone = [order.customer.phone, order.recipientPhone, order.shippingAddress.phone].find((p) => p && whatsappHref(p));
  const chat = phone ? whatsappHref(phone) : null;
  const name = (order.customer.fullName ?? order.shippingAddress.recipientName ?? '').trim().split(/\s+/)[0] ?? '';
  const message = t('message', { name, id: order.id, total: formatCOP(order.total), link });

  return (
    <DetailSection id="order-payment-link" title={t('title')}>
      <p className="text-sm text-muted-foreground">{t('hint')}</p>
      <p className="rounded-control border border-border bg-surface-muted px-3 py-2 font-mono text-xs break-all" data-testid="payment-link">
        {link}
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={link} label={t('linkLabel', { id: order.id })} />
        {chat ? (
          <a
            href={`${chat}?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('whatsapp')}
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">{t('noPhone')}</p>
        )}
      </div>
    </DetailSection>
  );
}
