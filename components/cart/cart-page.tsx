'use client';

import { type ReactNode, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/lib/i18n/navigation';
import { useCartCheckOnOpen } from './cart-check';
import { CartLine } from './cart-line';
import { useCart } from './cart-provider';
import { CartSummary } from './cart-summary';

export type CartPageProps = {
  /**
   * The checkout action, supplied by the customer area (login → address → order). Nothing is
   * shown until it exists: ordering through WhatsApp works on its own.
   */
  checkoutSlot?: ReactNode;
  /**
   * The WhatsApp mark of the order button, drawn by the server: its paths would otherwise be
   * ~0.3 KiB of /carrito's JavaScript, which is at its budget (issue #23 §1 paid for its link with it).
   */
  whatsappIcon?: ReactNode;
};

/** The /carrito page body (spec §2 "Cart page"). */
export function CartPage({ checkoutSlot, whatsappIcon }: CartPageProps) {
  const t = useTranslations('Cart');
  const counted = useCountValues();
  const { items, lineCount, isReady } = useCart();
  // Today's stock and prices for every line, in one request, each time the page opens.
  useCartCheckOnOpen();
  // When a line goes away with the focused control in it, focus would fall to <body>; the
  // heading keeps keyboard and screen-reader users in the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  function keepFocus() {
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) headingRef.current?.focus();
    });
  }

  return (
    // The cart has its own WhatsApp order: no floating chat button over its bar on phones (app/globals.css).
    <div data-hides-whatsapp="" className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 lg:pt-10 lg:pb-12">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
        {t('title')}
      </h1>
      {!isReady ? (
        <p className="flex items-center gap-2 py-12 text-muted-foreground">
          <Spinner /> {t('loading')}
        </p>
      ) : items.length === 0 ? (
        <div className="py-12">
          <p className="text-lg">{t('empty')}</p>
          <Link href="/tienda" className={buttonClasses({ className: 'mt-4' })}>
            {t('goToStore')}
          </Link>
        </div>
      ) : (
        <div className="mt-2 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
          <div>
            <p className="text-muted-foreground">{t('lineCount', counted(lineCount))}</p>
            <ul className="divide-y divide-border">
              {items.map((item) => (
                <CartLine key={item.variantId} item={item} onRemoved={keepFocus} />
              ))}
            </ul>
          </div>
          <CartSummary checkoutSlot={checkoutSlot} whatsappIcon={whatsappIcon} />
        </div>
      )}
    </div>
  );
}
