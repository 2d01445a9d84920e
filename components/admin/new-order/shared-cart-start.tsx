'use client';

import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client/admin';
import { useLoadSharedCart } from '@/lib/api-client/admin-new-order';
import { ApiClientError } from '@/lib/api-client/client';
import { sharedCartIdFrom, sharedCartStart } from '@/lib/validation/shared-cart';

/** What /admin/orders/new?carrito=… found (the page reads the shared cart on the server), or what 'Cargar carrito' found. */
export type SharedCartStart =
  { status: 'found'; id: string; items: { variantId: number; quantity: number }[]; changed: string[] } | { status: 'expired' | 'unknown' };

type Shown = SharedCartStart | { status: 'failed'; message: string };

/**
 * 'Desde un carrito compartido' (issue 23 §1-2): staff paste the /c/ link of a WhatsApp message
 * (whole, path only or its code) and the lines start from that cart; what changed since it was
 * shared is said. Not a form of its own: it sits inside the order form (a nested form is invalid
 * HTML, and its submit reloaded the page), and the cart is read in place so nothing typed is lost.
 */
export function SharedCartStartField({
  start,
  onLoad,
}: {
  start: SharedCartStart | null;
  onLoad: (items: { variantId: number; quantity: number }[]) => void;
}) {
  const t = useTranslations('Admin.newOrder.sharedCart');
  const id = useId();
  const [text, setText] = useState('');
  const [shown, setShown] = useState<Shown | null>(start);
  const load = useLoadSharedCart();
  const submit = () => {
    if (!text.trim()) return;
    const cartId = sharedCartIdFrom(text);
    if (!cartId) return setShown({ status: 'unknown' });
    load.mutate(cartId, {
      onSuccess: (cart) => {
        const found = sharedCartStart(cart);
        setShown({ status: 'found', id: cart.id, ...found });
        onLoad(found.items);
      },
      onError: (error) => {
        const status = error instanceof ApiClientError ? error.status : 500;
        setShown(
          status === 410
            ? { status: 'expired' }
            : status === 404
              ? { status: 'unknown' }
              : { status: 'failed', message: errorMessage(error) },
        );
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter here loads the cart; it must not submit the order form around it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={id} className="block text-sm font-medium">
            {t('label')}
          </label>
          <Input
            id={id}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('placeholder')}
            maxLength={300}
          />
        </div>
        <Button type="button" variant="secondary" onClick={submit} loading={load.isPending}>
          {t('load')}
        </Button>
      </div>
      {shown?.status === 'found' ? (
        <div role="status" className="rounded-card bg-muted p-2 text-sm">
          <p>{t('loaded', { count: shown.items.length })}</p>
          {shown.changed.length > 0 ? (
            <p className="text-muted-foreground">{t('changed', { products: shown.changed.join(', ') })}</p>
          ) : null}
        </div>
      ) : shown ? (
        <p role="alert" className="text-sm text-danger">
          {shown.status === 'failed' ? shown.message : t(shown.status)}
        </p>
      ) : null}
    </div>
  );
}
