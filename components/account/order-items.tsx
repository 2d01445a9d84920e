'use client';

import { useLocale } from 'next-intl';
import { CartThumb } from '@/components/cart/cart-thumb';
import type { CustomerOrderItem } from '@/lib/contracts/orders';
import { cartItemDetails } from '@/lib/cart/cart-text';
import { formatCOP } from '@/lib/domain/money';
import { lineQuantityPriceLabel, packPiecesLabel, unitLocale } from '@/lib/domain/units';
import { IvaClassNote } from './iva-breakdown';

/**
 * The lines of an order: picture, name, variant (its unit once), quantity × unit price, the
 * pieces of a pack line ('10 paquetes = 500 unidades ($ 568 c/u)') and line total.
 */
export function OrderItems({ items }: { items: CustomerOrderItem[] }) {
  const locale = unitLocale(useLocale());
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => {
        const { description, unitOfMeasure, unitsPerItem } = item.variant;
        const details = cartItemDetails({ variantDescription: description, unitOfMeasure, unitsPerItem });
        const pieces = packPiecesLabel(item.quantity, item.price, item.variant, locale);
        return (
          <li key={item.id} className="flex items-start gap-3 py-2">
            <CartThumb src={item.product.imageUrl} alt="" size={48} />
            <span className="min-w-0 flex-1 text-sm">
              <span className="block font-medium break-words">{item.product.name}</span>
              {details ? <span className="block text-muted-foreground">{details}</span> : null}
              <span className="block text-muted-foreground">{lineQuantityPriceLabel(item.quantity, item.price, item.variant, locale)}</span>
              {pieces ? <span className="block text-muted-foreground">{pieces}</span> : null}
              <IvaClassNote ivaClass={item.ivaClass} />
            </span>
            <span className="shrink-0 text-sm font-semibold">{formatCOP(item.lineTotal)}</span>
          </li>
        );
      })}
    </ul>
  );
}
