import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { MAX_INT4 } from '@/lib/domain/id';
import { MAX_ORDER_LINE_QUANTITY, MAX_ORDER_LINES } from './order';

/** A shared cart holds as many lines as an order may (the same ceiling as checkout). */
export const MAX_SHARED_CART_LINES = MAX_ORDER_LINES;

const QUANTITY = message('quantityRange', { max: MAX_ORDER_LINE_QUANTITY });
const VARIANT = message('sharedCartVariant');
const LINES = message('cartLines', { max: MAX_SHARED_CART_LINES });

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

/**
 * The cart id in what staff paste: the whole link on any host ('https://…/c/<id>', '/es/c/<id>',
 * '/en/c/<id>'), the path alone ('/c/<id>', 'c/<id>'), or the id alone, with or without a trailing
 * slash, query, fragment or surrounding text and spaces; null when there is none.
 */
export function sharedCartIdFrom(text: string): string | null {
  const trimmed = text.trim();
  const id = trimmed.match(/(?:^|\/)c\/([^/?#\s]+)/)?.[1] ?? trimmed.replace(/[/?#].*$/, '');
  return isSharedCartId(id) ? id : null;
}

type SharedCartLines = {
  lines: readonly {
    variantId: number;
    quantity: number;
    available: boolean;
    changes: readonly string[];
    productName: string;
    variantLabel: string;
  }[];
};

/** What 'Nuevo pedido' takes from a shared cart: the lines still on sale, and the products that changed since it was shared. */
export function sharedCartStart(cart: SharedCartLines): { items: { variantId: number; quantity: number }[]; changed: string[] } {
  return {
    items: cart.lines.filter((line) => line.available).map(({ variantId, quantity }) => ({ variantId, quantity })),
    changed: cart.lines.filter((line) => line.changes.length > 0).map((line) => `${line.productName} ${line.variantLabel}`.trim()),
  };
}

/** The API's 404 and 410 (the /c/{id} page says the same in messages SharedCart). */
export const SHARED_CART_NOT_FOUND = message('sharedCartNotFound');
export const SHARED_CART_EXPIRED = message('sharedCartExpired');
