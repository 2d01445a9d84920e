'use client';

import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { AddressSummary } from '@/components/account/address-summary';
import { OrderItems } from '@/components/account/order-items';
import type { CustomerOrder } from '@/lib/data/customer';
import { DeliveryNotes } from '@/components/account/delivery-notes';

/** What is being paid for, folded by default (phones: the payment steps come first). */
export function OrderSummary({ order }: { order: CustomerOrder }) {
  const t = useTranslations('Checkout');
  const counted = useCountValues();
  return (
    <details className="group rounded-control border border-border">
      <summary className="flex min-h-tap cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 font-medium [&::-webkit-details-marker]:hidden">
        {t('summaryToggle', counted(order.items.length))}
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <div className="space-y-4 border-t border-border px-4 py-3">
        <OrderItems items={order.items} />
        <div>
          <h3 className="text-sm font-semibold">{t('shipTo')}</h3>
          <AddressSummary address={order.shippingAddress} />
          <DeliveryNotes notes={order.deliveryNotes} />
        </div>
      </div>
    </details>
  );
}
