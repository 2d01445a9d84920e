'use client';

import { lazy, type ReactNode, Suspense } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { whatsappLink } from '@/lib/whatsapp';
import { buildWhatsAppOrderText } from '@/lib/cart/cart-text';
import { formatCOP } from '@/lib/domain/money';
import { unitLocale } from '@/lib/domain/units';
import { useCart } from './cart-provider';

// The delivery line asks the server 400 ms after the cart settles: its code can arrive with it
// (kept out of /carrito's first load, which is at its JS budget).
const CartDeliveryNote = lazy(() => import('./cart-delivery-note').then((m) => ({ default: m.CartDeliveryNote })));

/**
 * Total and the two ways to order. On phones only one line of total and the primary button stick
 * to the bottom of the screen (about 75 px of 844); the notes, the WhatsApp order and the quote
 * follow the lines in the page (the section is `display: contents` there, so the bar sticks
 * against the whole cart, not just its own box). The cart hides the floating chat button on
 * phones: it has its own WhatsApp action. From `lg` up, one card beside the lines.
 */
export function CartSummary({ checkoutSlot, whatsappIcon }: { checkoutSlot?: ReactNode; whatsappIcon?: ReactNode }) {
  const t = useTranslations('Cart');
  const { items, total } = useCart();
  const locale = unitLocale(useLocale());
  const orderText = (sharedCartUrl?: string) => buildWhatsAppOrderText(items, (key, values) => t(key, values), sharedCartUrl, locale);

  const whatsappOrder = (
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
      className={buttonClasses({ variant: checkoutSlot ? 'outline' : 'primary', className: 'w-full' })}
    >
      {whatsappIcon}
      {t('orderWhatsApp')}
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </a>
  );

  return (
    <section
      aria-labelledby="cart-summary-title"
      className="max-lg:contents lg:sticky lg:top-24 lg:flex lg:flex-col lg:gap-3 lg:rounded-card lg:border lg:border-border lg:bg-surface lg:p-6 lg:shadow-card"
    >
      <h2 id="cart-summary-title" className="sr-only lg:not-sr-only lg:text-lg lg:font-semibold">
        {t('summaryTitle')}
      </h2>
      <div className="mt-4 space-y-3 border-t border-border pt-4 pb-4 lg:order-2 lg:m-0 lg:border-0 lg:p-0">
        <div className="text-sm text-muted-foreground">
          <p>
            <span>{t('shippingNote')}</span> <span>{t('ivaIncluded')}</span>
          </p>
          <Suspense fallback={null}>
            <CartDeliveryNote />
          </Suspense>
        </div>
        {checkoutSlot ? whatsappOrder : null}
        {/* Issue 26 §3: its code loads on tap (this page is at its JS budget), docs/documents.md. */}
        <button
          type="button"
          className="min-h-tap text-sm underline"
          onClick={() => import('./quote-download').then((m) => m.downloadQuote(items, t))}
        >
          {t('downloadQuote')}
        </button>
      </div>
      <div
        data-testid="cart-summary-bar"
        className="sticky bottom-0 z-20 -mx-4 flex items-center gap-3 border-t border-border bg-surface/95 px-4 py-3 shadow-overlay backdrop-blur sm:-mx-6 sm:px-6 sm:pe-24 lg:static lg:order-1 lg:m-0 lg:flex-col lg:items-stretch lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none"
      >
        <p className="flex shrink-0 flex-col text-lg leading-tight font-bold lg:flex-row lg:items-baseline lg:justify-between lg:gap-3">
          <span className="text-sm font-medium text-muted-foreground lg:text-lg lg:font-bold lg:text-foreground">{t('total')}</span>
          <span aria-live="polite">{formatCOP(total)}</span>
        </p>
        <div className="min-w-0 flex-1">{checkoutSlot ?? whatsappOrder}</div>
      </div>
    </section>
  );
}
