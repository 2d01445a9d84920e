'use client';

import { useTranslations } from 'next-intl';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { Icon } from '@/components/ui/icon';
import { type CartItem, cartItemDetails, cartNudge, priceCartLine } from '@/lib/cart/cart';
import { formatCOP } from '@/lib/domain/money';
import { CartThumb } from './cart-thumb';
import { useCart } from './cart-provider';
import { QuantityStepper } from './quantity-stepper';
import { UnitPrice } from './variant-price';

/** One line of the cart page: picture, what was chosen, quantity, prices, tier nudge, remove. */
export function CartLine({ item, onRemoved }: { item: CartItem; onRemoved: () => void }) {
  const t = useTranslations('Cart');
  const counted = useCountValues();
  const { updateQuantity, removeFromCart } = useCart();
  const priced = priceCartLine(item);
  const nudge = cartNudge(item);
  const details = cartItemDetails(item);

  function setQuantity(quantity: number) {
    updateQuantity(item.variantId, quantity);
    if (quantity <= 0) onRemoved();
  }

  function remove() {
    removeFromCart(item.variantId);
    onRemoved();
  }

  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <CartThumb src={item.image_url} alt={item.name} size={80} className="max-sm:size-16!" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold leading-snug break-words">{item.name}</h2>
            {details ? <p className="text-sm text-muted-foreground">{details}</p> : null}
          </div>
          <button
            type="button"
            onClick={remove}
            aria-label={t('remove', { name: item.name })}
            className="-me-2 -mt-2 inline-flex size-tap shrink-0 items-center justify-center rounded-control text-muted-foreground hover:bg-danger-soft hover:text-danger"
          >
            <Icon name="trash" className="size-5" />
          </button>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <QuantityStepper
            value={item.quantity}
            onChange={setQuantity}
            min={0}
            label={t('quantityOf', { name: item.name })}
            decreaseLabel={t('decrease', { name: item.name })}
            increaseLabel={t('increase', { name: item.name })}
          />
          <dl className="text-end text-sm">
            <dt className="sr-only">{t('unitPrice')}</dt>
            <dd>
              <UnitPrice priced={priced} /> <span className="text-muted-foreground">{t('each')}</span>
            </dd>
            <dt className="sr-only">{t('lineTotal')}</dt>
            <dd className="text-base font-bold">{formatCOP(priced.lineTotal)}</dd>
          </dl>
        </div>
        {nudge ? (
          <p className="rounded-control bg-primary-soft px-3 py-2 text-sm text-primary-active">
            {t('nudge', { ...counted(nudge.unitsToAdd), price: formatCOP(nudge.price) })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
