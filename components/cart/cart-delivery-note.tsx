'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useCartDeliveryNote } from '@/lib/api-client/cart-delivery';
import { formatCOP } from '@/lib/domain/money';
import { useUserAuth } from '@/lib/session/customer-session';
import { useCart } from './cart-provider';

/**
 * Under 'El costo del envío se calcula en el siguiente paso.' (issue 21): 'Domicilio gratis en
 * Cúcuta desde $ 150.000', or for a signed-in shopper with a default address, 'Te faltan $ X para
 * el domicilio gratis' / 'Tu pedido tiene domicilio gratis'. Nothing until it is known.
 */
export function CartDeliveryNote() {
  const t = useTranslations('Cart');
  const { items, total, isReady } = useCart();
  const { token, isLoading } = useUserAuth();
  const lines = useMemo(() => items.map((i) => ({ variantId: i.variantId, quantity: i.quantity })), [items]);
  const note = useCartDeliveryNote(token, lines, total, isReady && !isLoading && items.length > 0);
  if (!note) return null;
  const text =
    note.kind === 'missing'
      ? t('deliveryMissing', { amount: formatCOP(note.amount), kind: note.option })
      : note.kind === 'reached'
        ? t('deliveryReached', { kind: note.option })
        : note.kind === 'reachedIn'
          ? t('deliveryReachedIn', { zone: note.zone })
          : t('deliveryFreeFrom', { zone: note.zone, amount: formatCOP(note.amount) });
  return <p className="text-sm font-medium text-primary-active">{text}</p>;
}
