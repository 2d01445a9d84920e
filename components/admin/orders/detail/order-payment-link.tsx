'use client';

import { useState } from 'react';
import { CreditCard, MessageCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { CopyButton } from '@/components/checkout/copy-button';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client/admin';
import { useStaffOnlinePaymentLink } from '@/lib/api-client/admin-online-payments';
import type { AdminOrder } from '@/lib/data/admin/orders';
import { formatCOP } from '@/lib/domain/money';
import { whatsappDigits } from '@/lib/domain/phone';
import { whatsappLink } from '@/lib/whatsapp';
import { DetailSection } from './detail-section';

/** The customer's WhatsApp number (the profile's, else the order's; a landline or none: null) and first name. */
function recipientOf(order: AdminOrder): { number: string | null; name: string } {
  const number = [order.customer.phone, order.recipientPhone, order.shippingAddress.phone]
    .map((p) => (p ? whatsappDigits(p) : null))
    .find(Boolean);
  const name = (order.customer.fullName ?? order.shippingAddress.recipientName ?? '').trim().split(/\s+/)[0] ?? '';
  return { number: number ?? null, name };
}

/** A link to copy, and to send by WhatsApp with its message when the customer has a mobile. */
type SendLinkProps = { link: string; label: string; message: string; whatsapp: string; number: string | null; testId: string };

function SendLink({ link, label, message, whatsapp, number, testId }: SendLinkProps) {
  const t = useTranslations('AdminOrders.paymentLink');
  return (
    <>
      <p className="rounded-control border border-border bg-surface-muted px-3 py-2 font-mono text-xs break-all" data-testid={testId}>
        {link}
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={link} label={label} />
        {number ? (
          <a
            href={whatsappLink(message, number)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {whatsapp}
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">{t('noPhone')}</p>
        )}
      </div>
    </>
  );
}

/**
 * Issue 23 §3: the link an unpaid order is paid from without signing in, to copy or send by
 * WhatsApp to the customer's phone (the profile's, else the order address's; a landline or none:
 * copy only). With online payments on, 'Enviar enlace de pago en línea' asks for the order's Wompi
 * link and offers it the same way. Nothing while the order does not wait for payment.
 */
export function OrderPaymentLink({ order }: { order: AdminOrder }) {
  const t = useTranslations('AdminOrders.paymentLink');
  if (!order.paymentLink) return null;
  const link = order.paymentLink;
  const { number, name } = recipientOf(order);
  const values = { name, id: order.id, total: formatCOP(order.total) };

  return (
    <DetailSection id="order-payment-link" title={t('title')}>
      <p className="text-sm text-muted-foreground">{t('hint')}</p>
      <SendLink
        link={link}
        label={t('linkLabel', { id: order.id })}
        message={t('message', { ...values, link })}
        whatsapp={t('whatsapp')}
        number={number}
        testId="payment-link"
      />
      {order.canSendOnlinePaymentLink ? <OnlineLink order={order} number={number} values={values} /> : null}
    </DetailSection>
  );
}

function OnlineLink({
  order,
  number,
  values,
}: {
  order: AdminOrder;
  number: string | null;
  values: { name: string; id: number; total: string };
}) {
  const t = useTranslations('AdminOrders.paymentLink');
  const notify = useNotification();
  const create = useStaffOnlinePaymentLink();
  const [url, setUrl] = useState<string | null>(null);
  return (
    <div className="space-y-2 border-t border-border pt-3" data-testid="online-payment-link">
      <p className="text-sm text-muted-foreground">{t('onlineHint')}</p>
      {url ? (
        <SendLink
          link={url}
          label={t('onlineLabel', { id: order.id })}
          message={t('onlineMessage', { ...values, link: url })}
          whatsapp={t('onlineWhatsapp')}
          number={number}
          testId="online-payment-url"
        />
      ) : (
        <Button
          variant="outline"
          size="sm"
          loading={create.isPending}
          busyLabel={t('onlineBusy')}
          onClick={() =>
            create.mutate(order.id, {
              onSuccess: setUrl,
              onError: (error) => notify.error(t('onlineError', { message: errorMessage(error) })),
            })
          }
        >
          <CreditCard aria-hidden="true" className="size-4" />
          {t('online')}
        </Button>
      )}
    </div>
  );
}
