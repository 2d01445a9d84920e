'use client';

import { useEffect, useState } from 'react';
import type { CustomerAddress } from '@/lib/contracts/account';
import type { DeliveryQuote } from '@/lib/domain/delivery';
import { type CartDeliveryNote, cartDeliveryNote } from '@/lib/domain/delivery-choice';
import { apiFetch } from './client';

type ZoneSummary = { name: string; freeFrom: number | null };
type Line = { variantId: number; quantity: number };

/**
 * The cart's delivery line (issue 21), fetched after the page is up and never in its way. Plain
 * fetches with a cache for the page's life, not React Query: /carrito keeps React Query out of its
 * JavaScript (160 KiB budget) until the checkout starts. Signed out: the public rules (GET
 * /api/delivery/summary, once). Signed in with a default address: that address's quote for these
 * lines (the same POST /api/delivery/quote the checkout uses), which knows 'Te faltan $ X'.
 */
const cache = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let hit = cache.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = load();
    // A failure is not remembered: the next change of the cart tries again.
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}

const zonesOf = () =>
  once('summary', () => apiFetch<{ delivery: { zones: ZoneSummary[] } }>('/api/delivery/summary').then((r) => r.delivery.zones));

/** The default address's id; null when she has none; undefined when that is not known (a failed request). */
async function defaultAddressId(token: string): Promise<number | null | undefined> {
  const addresses = await once(`addresses:${token}`, () =>
    apiFetch<{ addresses: CustomerAddress[] }>('/api/addresses', { token }).then((r) => r.addresses),
  ).catch(() => undefined);
  return addresses && (addresses.find((a) => a.isDefault)?.id ?? null);
}

async function loadNote(token: string | null, lines: readonly Line[], subtotal: number): Promise<CartDeliveryNote> {
  const addressId = token ? await defaultAddressId(token) : null;
  // Where she lives may be unknown to us (the request failed) but not to her: promise nothing.
  if (addressId === undefined) return null;
  if (token && addressId !== null && lines.length > 0) {
    const key = `quote:${token}:${addressId}:${lines.map((l) => `${l.variantId}x${l.quantity}`).join(',')}`;
    const quoted = await once(key, () =>
      apiFetch<{ quote: DeliveryQuote }>('/api/delivery/quote', {
        method: 'POST',
        token,
        body: { shippingAddressId: addressId, items: lines },
      }).then((r) => r.quote),
    ).catch(() => null);
    return cartDeliveryNote({ quoted, addressKnown: true });
  }
  return cartDeliveryNote({ zones: await zonesOf(), subtotal });
}

/** Waits for the cart to settle (a stepper tapped five times asks once), then loads the line. */
export function useCartDeliveryNote(token: string | null, lines: readonly Line[], subtotal: number, ready: boolean): CartDeliveryNote {
  const [note, setNote] = useState<CartDeliveryNote>(null);
  const signature = lines.map((l) => `${l.variantId}x${l.quantity}`).join(',');
  useEffect(() => {
    if (!ready) return;
    let live = true;
    const timer = window.setTimeout(() => {
      loadNote(token, lines, subtotal).then(
        (n) => live && setNote(n),
        () => live && setNote(null),
      );
    }, 400);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `lines` is read through its signature: a new array with the same lines asks nothing.
  }, [token, signature, subtotal, ready]);
  return note;
}
