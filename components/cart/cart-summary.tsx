'use client';

import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { whatsappLink } from '@/lib/whatsapp';
import { buildWhatsAppOrderText } from '@/lib/cart/cart-text';
import { formatCOP } from '@/lib/domain/money';
import { useCart } from './cart-provider';

// The delivery line asks the server 400 ms after the cart settles: its code can arrive with it
// (kept out of /carrito's first load, which is at its JS budget).
const CartDeliveryNote = lazy(() => import('./cart-delivery-note').then((m) => ({ default: m.CartDeliveryNote })));

/**
 * Total and the two ways to order. On phones it is a bar stuck to the bottom of the screen
 * (its end padding clears the floating chat button); from `lg` up a card beside the lines.
 */
export function CartSummary({ checkoutSlot, whatsappIcon }: { checkoutSlot?: ReactNode; whatsappIcon?: ReactNode }) {
  const t = useTranslations('Cart');
  const { items, total } = useCart();
  const orderText = (sharedCartUrl?: string) => buildWhatsAppOrderText(items, (key, values) => t(key, values), sharedCartUrl);

  return (
    <section
      aria-labelledby="cart-summary-title"
      className="sticky bottom-0 z-20 -mx-4 space-y-3 border-t border-border bg-surface/95 px-4 py-3 pe-20 shadow-overlay backdrop-blur sm:-mx-6 sm:px-6 sm:pe-24 lg:top-24 lg:bottom-auto lg:mx-0 lg:rounded-card lg:border lg:p-6 lg:shadow-card"
    >
      <h2 id="cart-summary-title" className="sr-only lg:not-sr-only lg:text-lg lg:font-semibold">
        {t('summaryTitle')}
      </h2>
      <div>
        <p className="flex items-baseline justify-between gap-3 text-lg font-bold">
          <span>{t('total')}</span>
          <span aria-live="polite">{formatCOP(total)}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          <span>{t('shippingNote')}</span> <span>{t('ivaIncluded')}</span>
        </p>
        <Suspense fallback={null}>
          <CartDeliveryNote />
        </Suspense>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        {checkoutSlot}
        <a
          href={whatsappLink(orderText())}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            // Issue #23 §1: the window opens on the tap (a phone blocks one opened later), the
            // cart is saved, then the order with its link goes into it (./whatsapp-order.ts).
            event.preventDefault();
            const win = window.open('', '_blank');
            import('./whatsapp-order').then(
              (m) => m.sendWhatsAppOrder(win, items, orderText),
              () => ((win ?? window).location.href = whatsappLink(orderText())),
            );
          }}
          className={buttonClasses({ variant: checkoutSlot ? 'outline' : 'primary', className: 'w-full sm:flex-1 lg:flex-none' })}
        >
          {whatsappIcon}
          {t('orderWhatsApp')}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
      </div>
      {/* Issue 26 §3: its code loads on tap (this page is at its JS budget), docs/documents.md. */}
      <button type="button" className="text-sm underline" onClick={() => import('./quote-download').then((m) => m.downloadQuote(items, t))}>
        {t('downloadQuote')}
      </button>
    </section>
  );
}
