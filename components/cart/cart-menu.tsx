'use client';

import { useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ShellIcon } from '@/components/ui/shell-icon';
import { priceCartLine } from '@/lib/cart/cart';
import { cartItemDetails } from '@/lib/cart/cart-text';
import { isPack } from '@/lib/domain/packs';
import { lineQuantityPriceLabel, perPieceLabel, quantityLabel, unitLocale } from '@/lib/domain/units';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { formatCOP } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/navigation';
import { useCartCheck, useCartCheckOnOpen } from './cart-check';
import { CartThumb } from './cart-thumb';
import { useCart } from './cart-provider';

export type CartMenuProps = {
  /** 'dropdown': the header's 80-unit card; 'panel': fills the phone slide panel. */
  variant?: 'dropdown' | 'panel';
  /** Glassy white card while the header is transparent over the hero. */
  tinted?: boolean;
  /** Called when the shopper follows 'Ir al Carrito' (the owner closes itself). */
  onNavigate?: () => void;
  className?: string;
};

/** The header cart (spec §2 Header): lines, unit prices after tiers, remove, link to /carrito. */
export function CartMenu({ variant = 'dropdown', tinted = false, onNavigate, className }: CartMenuProps) {
  const t = useTranslations('Cart');
  const counted = useCountValues();
  const locale = unitLocale(useLocale());
  const { items, total, removeFromCart } = useCart();
  // The menu mounts when it opens: check stock and prices of every line then (one request).
  useCartCheckOnOpen();
  const { checks, priceWas } = useCartCheck();
  const dropdown = variant === 'dropdown';
  // A removed line takes its focused button with it: keep focus inside the menu.
  const rootRef = useRef<HTMLDivElement>(null);
  function remove(variantId: number) {
    removeFromCart(variantId);
    rootRef.current?.focus();
  }

  return (
    <div
      ref={rootRef}
      tabIndex={-1}
      className={cn(
        'flex flex-col text-foreground outline-none',
        dropdown && 'w-80 max-w-[calc(100vw-1rem)] rounded-card border p-3 shadow-raised',
        dropdown && (tinted ? 'border-white/60 bg-white/90 backdrop-blur-md' : 'border-border bg-surface'),
        className,
      )}
    >
      {dropdown ? <p className="px-1 pb-2 text-base font-semibold">{t('menuTitle')}</p> : null}
      {items.length === 0 ? (
        <p className="px-1 py-6 text-center text-muted-foreground">{t('menuEmpty')}</p>
      ) : (
        <ul aria-label={t('menuTitle')} className="-mx-1 max-h-[calc(100vh-250px)] divide-y divide-border overflow-y-auto px-1">
          {items.map((item) => {
            const { unitPrice } = priceCartLine(item);
            const pack = isPack(item.unitsPerItem);
            const check = checks.get(item.variantId);
            const was = priceWas.get(item.variantId);
            const warning =
              check?.kind === 'gone'
                ? t('stockGone')
                : check?.overStock
                  ? t('stockOnlyLeft', counted(check.stock))
                  : was !== undefined && was !== item.price
                    ? t('priceWas', { price: formatCOP(was) })
                    : null;
            return (
              <li key={item.variantId} className="flex items-center gap-3 py-2">
                <CartThumb src={item.image_url} alt={item.name} size={56} />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="line-clamp-2 font-medium">{item.name}</p>
                  {item.variantDescription || item.unitOfMeasure ? (
                    <p className="truncate text-muted-foreground">{cartItemDetails(item)}</p>
                  ) : null}
                  <p className="text-muted-foreground">
                    {lineQuantityPriceLabel(item.quantity, unitPrice, item, locale)}
                    {pack ? ` · ${perPieceLabel(unitPrice, item, locale)}` : null}
                  </p>
                  {pack ? <p className="text-muted-foreground">{quantityLabel(item.quantity, item, locale)}</p> : null}
                  {warning ? <p className="font-semibold text-warning">{warning}</p> : null}
                </div>
                <button
                  type="button"
                  onClick={() => remove(item.variantId)}
                  aria-label={t('remove', { name: item.name })}
                  className="inline-flex size-tap shrink-0 items-center justify-center rounded-control text-muted-foreground hover:bg-danger-soft hover:text-danger"
                >
                  <ShellIcon name="trash" className="size-5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-2 space-y-3 border-t border-border px-1 pt-3">
        {items.length > 0 ? (
          <p className="flex items-baseline justify-between font-semibold">
            <span>{t('total')}</span>
            <span>{formatCOP(total)}</span>
          </p>
        ) : null}
        <Link href="/carrito" onClick={onNavigate} className={buttonClasses({ className: 'w-full' })}>
          {t('goToCart')}
        </Link>
      </div>
    </div>
  );
}
