'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { Button } from '@/components/ui/button';
import { ShellIcon } from '@/components/ui/shell-icon';
import { useNotification } from '@/components/notifications/notification-provider';
import { type CartItem, cartNudge, priceCartLine } from '@/lib/cart/cart';
import { cartItemDetails, cartLineName } from '@/lib/cart/cart-text';
import { isPack, sellingUnitLabel } from '@/lib/domain/packs';
import { perPieceLabel, quantityLabel, unitLocale, unitPriceSuffix } from '@/lib/domain/units';
import { formatCOP } from '@/lib/domain/money';
import { settleCartLine, useCartCheck } from './cart-check';
import { CartThumb } from './cart-thumb';
import { useCart } from './cart-provider';
import { QuantityStepper } from './quantity-stepper';
import { UnitPrice } from './variant-price';

/**
 * One line of the cart page: picture, what was chosen, quantity (never above the stock), prices
 * (per piece for packs), tier nudge, remove, and what the stock check found (issue 22).
 */
export function CartLine({ item, onRemoved }: { item: CartItem; onRemoved: () => void }) {
  const t = useTranslations('Cart');
  const counted = useCountValues();
  const locale = unitLocale(useLocale());
  const notify = useNotification();
  const { items, updateQuantity, removeFromCart, restoreLine } = useCart();
  const { checks, priceWas } = useCartCheck();
  const [onlyLeft, setOnlyLeft] = useState<number | null>(null);
  const priced = priceCartLine(item);
  const nudge = cartNudge(item);
  const details = cartItemDetails(item);
  const pack = isPack(item.unitsPerItem);
  const check = checks.get(item.variantId);
  const stock = check?.kind === 'checked' ? check.stock : undefined;
  const was = priceWas.get(item.variantId);

  function setQuantity(quantity: number) {
    const index = items.indexOf(item);
    updateQuantity(item.variantId, quantity);
    settleCartLine(item.variantId, quantity);
    setOnlyLeft(null);
    if (quantity > 0) return;
    onRemoved();
    // Issue 22 §3: 0 takes the line out (spec); 'Deshacer' puts it back as it was, in its place.
    notify.info(t('lineRemoved', { name: cartLineName(item) }), {
      label: t('undo'),
      onClick: () => restoreLine(item, index),
    });
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
            <ShellIcon name="trash" className="size-5" />
          </button>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <div>
            <QuantityStepper
              value={item.quantity}
              onChange={setQuantity}
              min={0}
              max={stock || undefined}
              onOverMax={setOnlyLeft}
              label={t('quantityOf', { name: item.name })}
              decreaseLabel={t('decrease', { name: item.name })}
              increaseLabel={t('increase', { name: item.name })}
            />
            <div aria-live="polite" className="text-sm">
              {pack ? <p className="mt-1 text-muted-foreground">{quantityLabel(item.quantity, item, locale)}</p> : null}
              {onlyLeft !== null ? <p className="mt-1 font-semibold text-danger">{t('stockOnlyLeft', counted(onlyLeft))}</p> : null}
            </div>
          </div>
          <dl className="text-end text-sm">
            <dt className="sr-only">{t('unitPrice')}</dt>
            <dd>
              <UnitPrice priced={priced} /> <span className="text-muted-foreground">{unitPriceSuffix(item, locale)}</span>
            </dd>
            {pack ? <dd className="text-muted-foreground">{perPieceLabel(priced.unitPrice, item, locale)}</dd> : null}
            <dt className="sr-only">{t('lineTotal')}</dt>
            <dd className="text-base font-bold">{formatCOP(priced.lineTotal)}</dd>
          </dl>
        </div>
        <LineCheckNotice item={item} check={check} was={was} onAdjust={setQuantity} onRemove={remove} />
        {nudge ? (
          <p className="rounded-control bg-primary-soft px-3 py-2 text-sm text-primary-active">
            {item.unitOfMeasure
              ? // Counted in the selling unit: 'Añade 39 paquetes más y paga $ 7.100 por paquete'.
                t('nudgeUnit', {
                  n: counted(nudge.unitsToAdd).n,
                  unit: sellingUnitLabel(item.unitOfMeasure, nudge.unitsToAdd),
                  unitOne: sellingUnitLabel(item.unitOfMeasure, 1),
                  price: formatCOP(nudge.price),
                })
              : t('nudge', { ...counted(nudge.unitsToAdd), price: formatCOP(nudge.price) })}
          </p>
        ) : null}
      </div>
    </li>
  );
}

type NoticeProps = {
  item: CartItem;
  check: ReturnType<typeof useCartCheck>['checks'] extends ReadonlyMap<number, infer C> ? C | undefined : never;
  was: number | undefined;
  onAdjust: (quantity: number) => void;
  onRemove: () => void;
};

/** What changed since the line was added: gone, sold out, fewer left ('Ajustar a N'), new price. */
function LineCheckNotice({ item, check, was, onAdjust, onRemove }: NoticeProps) {
  const t = useTranslations('Cart');
  const counted = useCountValues();
  if (!check) return null;
  const gone = check.kind === 'gone' || (check.overStock && check.stock === 0);
  const priceChanged = was !== undefined && was !== item.price;
  if (!gone && !check.overStock && !priceChanged) return null;
  const n = check.kind === 'checked' ? counted(check.stock).n : 0;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-control bg-warning-soft px-3 py-2 text-sm text-warning"
    >
      <p className={gone || check.overStock ? 'font-semibold' : undefined}>
        {gone
          ? t(check.kind === 'gone' ? 'stockGone' : 'stockSoldOut')
          : check.overStock
            ? t('stockOnlyLeft', counted(check.stock))
            : t('priceWas', { price: formatCOP(was!) })}
      </p>
      {gone ? (
        <Button size="sm" variant="outline" onClick={onRemove} aria-label={t('remove', { name: item.name })}>
          {t('removeShort')}
        </Button>
      ) : check.overStock ? (
        <Button size="sm" onClick={() => onAdjust(check.stock)} aria-label={t('adjustToLabel', { name: item.name, n })}>
          {t('adjustTo', { n })}
        </Button>
      ) : null}
    </div>
  );
}
