'use client';

import { useTranslations } from 'next-intl';
import { CartThumb } from '@/components/cart/cart-thumb';
import type { CustomerOrderItem } from '@/lib/data/customer';
import { formatCOP } from '@/lib/domain/money';

/** The lines of an order: picture, name, variant, quantity × unit price and line total. */
export function OrderItems({ items }: { items: CustomerOrderItem[] }) {
  const t = useTranslations('Orders');
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => {
        const details = [item.variant.description, item.variant.unitOfMeasure && `(${item.variant.unitOfMeasure})`].filter(Boolean).join(' ');
        return (
          <li key={item.id} className="flex items-start gap-3 py-2">
            <CartThumb src={item.product.imageUrl} alt="" size={48} />
            <span className="min-w-0 flex-1 text-sm">
              <span className="block font-medium break-words">{item.product.name}</span>
              {details ? <span className="block text-muted-foreground">{details}</span> : null}
              <span className="block text-muted-foreground">
                {t('itemQuantityPrice', { quantity: item.quantity, price: formatCOP(item.price) })}
              </span>
            </span>
            <span className="shrink-0 text-sm font-semibold">{formatCOP(item.lineTotal)}</span>
          </li>
        );
      })}
    </ul>
  );
}
