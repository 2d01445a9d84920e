import { sql } from 'drizzle-orm';
import { orders } from '@/db/schema';

/**
 * lib/domain/payment-link.ts isDeliveryFeePending as SQL: 'por confirmar' and no fee yet. `is not
 * distinct from` because delivery_option is null on orders placed through the spec's API, and
 * `null = 'to_confirm'` would make the negation unknown (and drop those orders from a WHERE).
 */
export const deliveryFeePendingSql = () =>
  sql`(${orders.deliveryOption} is not distinct from 'to_confirm' and ${orders.shippingFee} is null)`;
