'use client';

import { useTranslations } from 'next-intl';
import { CartThumb } from '@/components/cart/cart-thumb';
import type { CustomerOrderItem } from '@/lib/data/customer';
import { cartItemDetails } from '@/lib/cart/cart-text';
import { packFacts } from '@/lib/domain/packs';
import { formatCOP } from '@/lib/domain/money';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { IvaClassNote } from './iva-breakdown';

/**
 * The lines of an order: picture, name, variant (its unit once), quantity × unit price, the
 * pieces of a pack line ('10 paquetes = 500 unidades ($ 568 c/u)') and line total.
 */
export function OrderItems({ items }: { items: CustomerOrderItem[] }) {
  const t = useTranslations('Orders');
  const counted = useCountValues();
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => {
        const { description, unitOfMeasure, unitsPerItem } = item.variant;
        const details = cartItemDetails({ variantDescription: description, unitOfMeasure, unitsPerItem });
        const pack = packFacts({ unitOfMeasure, unitsPerItem, quantity: item.quantity }, item.price);
        return (
          <li key={item.id} className="flex items-start gap-3 py-2">
            <CartThumb src={item.product.imageUrl} alt="" size={48} />
            <span className="min-w-0 flex-1 text-sm">
              <span className="block font-medium break-words">{item.product.name}</span>
              {details ? <span className="block text-muted-foreground">{details}</span> : null}
              <span className="block text-muted-foreground">
                {t('itemQuantityPrice', { quantity: item.quantity, price: formatCOP(item.price) })}
              </span>
              {pack ? (
                <span className="block text-muted-foreground">
                  {t('itemPieces', { quantity: item.quantity, unit: pack.unitLabel, perPiece: pack.perPiece, ...counted(pack.pieces) })}
                </span>
              ) : null}
              <IvaClassNote ivaClass={item.ivaClass} />
            </span>
            <span className="shrink-0 text-sm font-semibold">{formatCOP(item.lineTotal)}</span>
          </li>
        );
      })}
    </ul>
  );
}
