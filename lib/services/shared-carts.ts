import 'server-only';
import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { getDb } from '@/db';
import { type SharedCartLine, sharedCarts } from '@/db/schema';
import { loadSaleVariants, todaysUnitPrice } from '@/lib/data/shared-carts';
import { ApiError } from '@/lib/errors';
import { message } from '@/lib/i18n/validation-message';
import { enforceRateLimits } from '@/lib/rate-limit';
import { absoluteUrl } from '@/lib/seo';
import type { SharedCartInput } from '@/lib/validation/shared-cart';
import type { SharedCartCreated } from '@/lib/contracts/cart';
import { MAX_ORDER_LINE_QUANTITY } from '@/lib/validation/order';

/** Issue #23 §1: a shared cart opens for 30 days. */
export const SHARED_CART_DAYS = 30;
/**
 * Expired carts stay this long more, so an old link says 'este carrito venció' (410) rather than
 * 'no existe' (404); then the periodic clean-up deletes them. They hold no personal data.
 */
export const SHARED_CART_GRACE_DAYS = 30;
const DAY_MS = 86_400_000;

/** Per IP, like the other public writes (contact, login codes): generous for a shop counter, tight for a script. */
export const SHARED_CART_RATE_LIMITS = (ip: string) => [
  { key: `shared-cart-ip-10m:${ip}`, limit: 30, windowSeconds: 600 },
  { key: `shared-cart-ip-day:${ip}`, limit: 300, windowSeconds: 86_400 },
];

/** `/c/{id}`: the store page of a shared cart (Spanish, the default locale, unprefixed). */
export const sharedCartPath = (id: string) => `/c/${id}`;

/** 128 random bits, base64url: 22 characters, safe in a URL and a WhatsApp message. */
export function newSharedCartId(): string {
  return randomBytes(16).toString('base64url');
}

export type { SharedCartCreated };

/**
 * Saves the lines of a cart (merged by variant) with the unit price each shows today, and
 * answers its link. The rate limit is counted before `readInput` reads the body. Every variant
 * must exist and be on sale (not archived); stock is not checked and nothing is reserved.
 */
export async function createSharedCart(
  ip: string,
  readInput: () => Promise<SharedCartInput>,
  now: Date = new Date(),
): Promise<SharedCartCreated> {
  const db = await getDb();
  await enforceRateLimits(db, SHARED_CART_RATE_LIMITS(ip), 'sharedCarts');
  const input = await readInput();

  const merged = new Map<number, number>();
  for (const { variantId, quantity } of input.lines) merged.set(variantId, (merged.get(variantId) ?? 0) + quantity);
  const fields: Record<string, string[]> = {};
  const today = await loadSaleVariants(db, [...merged.keys()]);
  input.lines.forEach(({ variantId }, index) => {
    if (!today.has(variantId)) (fields[`lines.${index}.variantId`] ??= []).push(message('productNotForSale'));
    else if ((merged.get(variantId) ?? 0) > MAX_ORDER_LINE_QUANTITY) {
      (fields[`lines.${index}.quantity`] ??= []).push(message('lineQuantityMax', { max: MAX_ORDER_LINE_QUANTITY }));
    }
  });
  if (Object.keys(fields).length > 0) throw new ApiError({ code: 'validation_error', message: message('invalidData'), fields });

  const lines: SharedCartLine[] = [...merged].map(([variantId, quantity]) => {
    const v = today.get(variantId)!;
    return {
      variantId,
      productId: v.productId,
      quantity,
      unitPrice: todaysUnitPrice(v, quantity),
      productName: v.productName,
      variantLabel: v.variantLabel,
      sku: v.sku,
      imageUrl: v.imageUrl,
    };
  });
  const id = newSharedCartId();
  const expiresAt = new Date(now.getTime() + SHARED_CART_DAYS * DAY_MS);
  await db.insert(sharedCarts).values({ id, lines, createdAt: now, expiresAt });
  return { id, url: absoluteUrl(sharedCartPath(id)), expiresAt: expiresAt.toISOString() };
}

/**
 * Deletes carts expired more than SHARED_CART_GRACE_DAYS ago. Run by the periodic worker of
 * lib/services/order-expiry.ts (every 5 minutes, every instance: a second run deletes nothing).
 */
export async function deleteExpiredSharedCarts(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - SHARED_CART_GRACE_DAYS * DAY_MS);
  const deleted = await db.delete(sharedCarts).where(lt(sharedCarts.expiresAt, cutoff)).returning({ id: sharedCarts.id });
  return deleted.length;
}
