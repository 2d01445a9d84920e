import { Clock } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { OrderStatusBadges } from '@/components/account/order-status-badges';
import { buttonClasses } from '@/components/ui/button';
import { whatsappLink } from '@/lib/business';
import type { PaymentLinkOrder, PaymentLinkStatus } from '@/lib/data/payment-link';
import { formatCOP } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/navigation';

/**
 * A payment link's order once it no longer waits for payment (issue 23 §3): its number, total
 * and status, read-only. `compact`: the badges alone, under the order confirmed.
 */
export async function PaymentLinkStatusView({ order, compact = false }: { order: PaymentLinkOrder; compact?: boolean }) {
  const t = await getTranslations('PayLink');
  const badges = <OrderStatusBadges paymentStatus={order.paymentStatus} shippingStatus={order.shippingStatus} />;
  if (compact) return <div className="mt-4 flex justify-center">{badges}</div>;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold break-words sm:text-3xl">{t('statusTitle', { id: order.id })}</h1>
      <div className="mt-6 space-y-4 rounded-card border border-border p-4 sm:p-6">
        <p className="text-lg">{order.cashOnDelivery ? t('cashOnDelivery', { total: formatCOP(order.total) }) : t('notPending')}</p>
        <p>{t('total', { total: formatCOP(order.total) })}</p>
        {badges}
        <Link href="/tienda" className={buttonClasses({ variant: 'outline' })}>
          {t('keepShopping')}
        </Link>
      </div>
    </div>
  );
}

/** An expired link says so (with the order's status, nothing else), and how to reach the shop. */
export async function PaymentLinkExpired({ order }: { order: PaymentLinkStatus }) {
  const t = await getTranslations('PayLink');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="flex items-center gap-2 text-2xl font-bold break-words sm:text-3xl">
        <Clock aria-hidden="true" className="size-7 shrink-0 text-warning" />
        {t('expiredTitle')}
      </h1>
      <div className="mt-6 space-y-4 rounded-card border border-border p-4 sm:p-6">
        <p className="text-lg">{t('expiredText', { id: order.id })}</p>
        <OrderStatusBadges paymentStatus={order.paymentStatus} shippingStatus={order.shippingStatus} />
        <a
          href={whatsappLink(t('expiredWhatsApp', { id: order.id }))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'primary' })}
        >
          {t('contactUs')}
        </a>
      </div>
    </div>
  );
}
