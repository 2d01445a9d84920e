'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { AdminOrderItem } from '@/lib/data/admin/orders';
import { IvaClassNote } from '@/components/account/iva-breakdown';
import { OrderAmounts, type OrderAmountsProps } from '@/components/account/order-amounts';
import { isPack } from '@/lib/domain/packs';
import { formatCOP } from '@/lib/domain/money';
import { lineQuantityPriceLabel, packPiecesLabel, unitLocale } from '@/lib/domain/units';

export type OrderItemsListProps = {
  items: readonly AdminOrderItem[];
  total: number;
  /** The detail page shows each line's SKU too. */
  showSku?: boolean;
  /** Issue 21: subtotal and delivery before the total (orders without a delivery option show the total alone). */
  amounts?: Pick<OrderAmountsProps, 'subtotal' | 'deliveryOption' | 'shippingFee' | 'deliveryRuleName' | 'cashOnDelivery'>;
};

/**
 * The lines of an order as staff compare them with a proof: name, variant, quantity × unit price
 * and line total, then the order total. A list (not a table) so it fits a 360 px screen.
 */
export function OrderItemsList({ items, total, showSku = false, amounts }: OrderItemsListProps) {
  const t = useTranslations('AdminOrders.items');
  const locale = unitLocale(useLocale());
  return (
    <div>
      <ul className="divide-y divide-border" aria-label={t('label')}>
        {items.map((item) => {
          const values = item.variant.variantValues.map((v) => v.attributeValue.value);
          const { unitOfMeasure, unitsPerItem } = item.variant;
          const pieces = packPiecesLabel(item.quantity, item.price, item.variant, locale);
          // The unit once, with its pack size ('Paquete x50').
          const unitAt = unitOfMeasure ? values.indexOf(unitOfMeasure) : -1;
          const unitLabel = unitOfMeasure && isPack(unitsPerItem) ? `${unitOfMeasure} x${unitsPerItem}` : unitOfMeasure;
          if (unitLabel && unitAt >= 0) values[unitAt] = unitLabel;
          else if (unitLabel) values.push(unitLabel);
          return (
            <li key={item.id} className="flex items-start justify-between gap-3 py-2.5 text-sm">
              <span className="min-w-0">
                <span className="block font-medium break-words">{item.product.name}</span>
                {values.length > 0 ? <span className="block break-words text-muted-foreground">{values.join(' · ')}</span> : null}
                {showSku && item.variant.sku ? (
                  <span className="block font-mono text-xs break-all text-muted-foreground">
                    {t('sku')}: {item.variant.sku}
                  </span>
                ) : null}
                <span className="block text-muted-foreground">
                  {lineQuantityPriceLabel(item.quantity, item.price, item.variant, locale)}
                </span>
                {pieces ? <span className="block font-medium">{pieces}</span> : null}
                <IvaClassNote ivaClass={item.ivaClass} />
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{formatCOP(item.lineTotal)}</span>
            </li>
          );
        })}
      </ul>
      {amounts ? (
        <OrderAmounts {...amounts} total={total} totalLabel={t('total')} className="border-t-2 border-foreground/80" />
      ) : (
        <p className="flex items-baseline justify-between gap-3 border-t-2 border-foreground/80 pt-2.5">
          <span className="font-semibold">{t('total')}</span>
          <span className="text-xl font-bold tabular-nums">{formatCOP(total)}</span>
        </p>
      )}
    </div>
  );
}
