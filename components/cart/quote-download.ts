'use client';

import { notificationApi } from '@/components/notifications/notification-provider';
import { downloadName, saveBlob } from '@/lib/browser-download';
import { storageKeys } from '@/lib/browser-storage-keys';
import { UNKNOWN_ERROR_MESSAGE } from '@/lib/api-client/client';

/**
 * 'Descargar cotización' on /carrito (issue 26 §3, docs/documents.md). Loaded with a dynamic
 * import when the button is tapped, so /carrito's first load (at its 160 KiB budget) carries
 * none of it. The server prices the lines itself; a signed-in shopper's default address adds
 * its delivery fee. On a phone that can share files (Web Share API) the PDF goes to the share
 * sheet (WhatsApp, Files…); elsewhere, or when sharing is refused, it downloads.
 */
type Line = { variantId: number; quantity: number };
/** The cart's translator (Cart namespace): handed over so the button carries no code for errors. */
type CartTexts = (key: 'quoteError', values: { message: string }) => string;

/** Never throws: a failure is shown as a notification ('No pudimos preparar la cotización: …'). */
export async function downloadQuote(lines: readonly Line[], t: CartTexts): Promise<void> {
  try {
    await shareOrSave(lines);
  } catch (error) {
    notificationApi.error(t('quoteError', { message: error instanceof Error ? error.message : UNKNOWN_ERROR_MESSAGE }));
  }
}

async function shareOrSave(lines: readonly Line[]): Promise<void> {
  const res = await fetch('/api/quotes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': document.documentElement.lang || 'es' },
    body: JSON.stringify({ lines: lines.map(({ variantId, quantity }) => ({ variantId, quantity })), ...(await defaultDestination()) }),
  }).catch((error: unknown) => {
    throw new Error(error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE);
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error || res.statusText || UNKNOWN_ERROR_MESSAGE);
  }
  const name = downloadName(res, 'cotizacion.pdf');
  const blob = await res.blob();
  const file = new File([blob], name, { type: 'application/pdf' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: name });
      return;
    } catch (error) {
      // Closed by the shopper: done. Refused (no user activation left after the wait): download.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  saveBlob(blob, name);
}

/** The signed-in shopper's default address (municipality and department only), if any. */
async function defaultDestination(): Promise<{ city: string; state: string } | Record<string, never>> {
  let token: string | null = null;
  try {
    token = window.localStorage.getItem(storageKeys.customerToken);
  } catch {
    return {};
  }
  if (!token) return {};
  try {
    const res = await fetch('/api/addresses', { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) return {};
    const { addresses } = (await res.json()) as { addresses: { isDefault: boolean; city: string; state: string }[] };
    const address = addresses.find((a) => a.isDefault);
    return address ? { city: address.city, state: address.state } : {};
  } catch {
    return {};
  }
}
