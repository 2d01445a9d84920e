'use client';

import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { OrderItems } from '@/components/account/order-items';
import type { CustomerOrderItem } from '@/lib/contracts/orders';

/**
 * What is being paid for, folded by default (phones: the payment steps come first). `children`
 * says where it goes: the whole address at the checkout, the municipality only on a payment link.
 */
export function OrderSummary({ items, children }: { items: CustomerOrderItem[]; children: ReactNode }) {
  const t = useTranslations('Checkout');
  const counted = useCountValues();
  return (
    <details className="group rounded-control border border-border">
      <summary className="flex min-h-tap cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 font-medium [&::-webkit-details-marker]:hidden">
        {t('summaryToggle', counted(items.length))}
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <div className="space-y-4 border-t border-border px-4 py-3">
        <OrderItems items={items} />
        <div>
          <h3 className="text-sm font-semibold">{t('shipTo')}</h3>
          {children}
        </div>
      </div>
    </details>
  );
}
