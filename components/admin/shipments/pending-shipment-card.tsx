'use client';

import { ChevronDown, Truck } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Collapsible } from 'radix-ui';
import { ShippingStatusBadge } from '@/components/account/order-status-badges';
import { Button } from '@/components/ui/button';
import type { AdminOrderSummary } from '@/lib/data/admin/orders';
import { formatDate } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/navigation';
import { linkClasses } from '../orders/order-columns';
import { OrderItemsList } from '../orders/order-items-list';
import { RecipientContact } from './ship-to-summary';

/**
 * One order waiting for its shipment: who, since when, how much (for cash on delivery, what the
 * driver collects), its lines on demand.
 */
export function PendingShipmentCard({ order, onShip }: { order: AdminOrderSummary; onShip: () => void }) {
  const t = useTranslations('AdminShipments');
  const locale = useLocale();
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <article aria-labelledby={`pending-${order.id}`} className="rounded-card border border-border bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={`pending-${order.id}`} className="text-lg font-semibold">
            <Link href={`/admin/orders/${order.id}`} className={linkClasses}>
              {t('orderNumber', { id: order.id })}
            </Link>
          </h2>
          <p className="break-words">{order.user.nombre}</p>
          {order.cashOnDelivery && order.paymentStatus === 'pending_confirmation' ? (
            <p className="text-sm">
              <span className="text-muted-foreground">{t('placedOn', { date: formatDate(order.createdAt, locale) })} · </span>
              <strong>{t('cashOnDelivery', { amount: formatCOP(order.total) })}</strong>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              {t('paidOn', { date: formatDate(order.paidAt ?? order.createdAt, locale) })} · {formatCOP(order.total)}
            </p>
          )}
          <ShippingStatusBadge status={order.shippingStatus} />
          <RecipientContact recipientPhone={order.recipientPhone} deliveryNotes={order.deliveryNotes} />
        </div>
        <Button onClick={onShip} aria-label={t('shipNamed', { id: order.id })}>
          <Truck aria-hidden="true" className="size-5" />
          {t('ship')}
        </Button>
      </div>
      <Collapsible.Root className="mt-3 border-t border-border pt-2">
        <Collapsible.Trigger className="group inline-flex min-h-tap items-center gap-2 font-semibold text-primary">
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-data-[state=open]:rotate-180" />
          {t('itemsToggle', { count: order.items.length, units })}
        </Collapsible.Trigger>
        <Collapsible.Content>
          <OrderItemsList items={order.items} total={order.total} showSku amounts={order} />
        </Collapsible.Content>
      </Collapsible.Root>
    </article>
  );
}
