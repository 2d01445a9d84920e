import { z } from 'zod';
import { MAX_INT4 } from '@/lib/domain/id';
import { MAX_ORDER_LINE_QUANTITY, MAX_ORDER_LINES } from './order';

/** A shared cart holds as many lines as an order may (the same ceiling as checkout). */
export const MAX_SHARED_CART_LINES = MAX_ORDER_LINES;

const QUANTITY = `La cantidad debe ser un número entero entre 1 y ${MAX_ORDER_LINE_QUANTITY.toLocaleString('es-CO')}.`;
const VARIANT = 'Indica la variante con su número (variantId).';
const LINES = `El carrito debe tener entre 1 y ${MAX_SHARED_CART_LINES} productos.`;

/** POST /api/shared-carts: `{ lines: [{ variantId, quantity }] }` (issue #23 §1); other fields are dropped. */
export const sharedCartInput = z.object({
  lines: z
    .array(
      z.object({
        variantId: z.number({ error: VARIANT }).int({ error: VARIANT }).positive({ error: VARIANT }).max(MAX_INT4, { error: VARIANT }),
        quantity: z
          .number({ error: QUANTITY })
          .int({ error: QUANTITY })
          .min(1, { error: QUANTITY })
          .max(MAX_ORDER_LINE_QUANTITY, { error: QUANTITY }),
      }),
      { error: LINES },
    )
    .min(1, { error: LINES })
    .max(MAX_SHARED_CART_LINES, { error: LINES }),
});

export type SharedCartInput = z.infer<typeof sharedCartInput>;

/** The id in a link: 16 random bytes in base64url (22 characters). Anything else names no cart. */
export const SHARED_CART_ID = /^[A-Za-z0-9_-]{22}$/;
export const isSharedCartId = (value: unknown): value is string => typeof value === 'string' && SHARED_CART_ID.test(value);

/** The cart id in what staff paste: the whole link ('https://…/c/<id>', with or without /en) or the id alone; null when there is none. */
export function sharedCartIdFrom(text: string): string | null {
  const trimmed = text.trim();
  const id = trimmed.match(/\/c\/([^/?#\s]+)/)?.[1] ?? trimmed;
  return isSharedCartId(id) ? id : null;
}

/** The API's 404 and 410 (the /c/{id} page says the same in messages SharedCart). */
export const SHARED_CART_NOT_FOUND = 'No encontramos este carrito compartido. Revisa que el enlace esté completo.';
export const SHARED_CART_EXPIRED = 'Este carrito compartido venció: los carritos compartidos se guardan 30 días.';
