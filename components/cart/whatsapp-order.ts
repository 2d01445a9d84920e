import type { CartItem } from '@/lib/cart/cart';
import { whatsappLink } from '@/lib/whatsapp';

/** Past this, the order goes without the cart's link rather than keeping the shopper waiting. */
const SAVE_TIMEOUT_MS = 3000;

/**
 * Issue #23 §1, loaded on the tap (kept out of /carrito's first load, which is at its JS budget):
 * saves the cart (POST /api/shared-carts) and sends the order with its /c/ link into the window
 * the tap opened, or this one when the browser refused a window. A failed or slow save sends
 * the order without the link: the message is never lost.
 */
export async function sendWhatsAppOrder(
  win: Window | null,
  items: readonly CartItem[],
  text: (sharedCartUrl?: string) => string,
): Promise<void> {
  let url: string | undefined;
  try {
    const res = await fetch('/api/shared-carts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lines: items.map(({ variantId, quantity }) => ({ variantId, quantity })) }),
      signal: AbortSignal.timeout(SAVE_TIMEOUT_MS),
    });
    if (res.ok) url = ((await res.json()) as { url?: string }).url;
  } catch {
    // Offline, too slow or refused: the order goes without the link.
  }
  const href = whatsappLink(text(url));
  if (win && !win.closed) {
    // The chat must not reach back into the store's tab.
    win.opener = null;
    win.location.href = href;
  } else {
    window.location.href = href;
  }
}
