import 'server-only';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { customerProfiles, customers, orderItems, orders, products, variants } from '@/db/schema';
import { variantDescription } from '@/lib/cart/cart';
import { listAddresses } from '@/lib/data/customer';
import { currentSearchIndex, productIdIn } from '@/lib/data/search';
import { LIFTING_SKU_TIER, rankOrderProducts, skuMatchTier } from '@/lib/domain/order-product-ranking';
import { priceLine } from '@/lib/domain/pricing';
import { apiError, notFound } from '@/lib/errors';
import { quoteForAddress } from '@/lib/services/delivery';
import { MAX_INT4 } from '@/lib/domain/id';
import type { StaffOrderQuoteInput } from '@/lib/validation/admin/staff-orders';
import type { OrderCustomerContext, OrderProduct, OrderProductVariant, StaffOrderQuote } from '@/lib/contracts/admin/orders';
import { addresses } from '@/db/schema';

/**
 * What the 'Nuevo pedido' screen reads (issue 23 §2): products found by name or SKU (the store's
 * own search, lib/data/search.ts) with prices, tiers and stock; a customer's addresses and recent
 * orders (to copy one); and the lines priced by the cart's priceLine with the delivery options of
 * an address. Staff only: stock is shown as the number it is.
 */

export const ORDER_PRODUCT_RESULTS = 20;

export type { OrderProduct, OrderProductVariant };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Products on sale whose name, words or a variant's SKU match `q`, best first: a product with
 * the SKU typed (whole, or its start), then the search's matches and the SKU matches ranked together by the
 * search's rank (a product found by its SKU alone pays for the words it lacks), then by name;
 * each product's variants best first too (rankOrderProducts: staff add the first one).
 */
export async function searchOrderProducts(q: string): Promise<OrderProduct[]> {
  const db = await getDb();
  const index = await currentSearchIndex();
  const bySku = await db
    .select({ id: variants.productId, sku: variants.sku })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(isNull(products.archivedAt), isNull(variants.archivedAt), sql`${variants.sku} ilike ${`%${escapeLike(q)}%`}`));
  // A SKU typed whole (or its start) puts its product first, whatever the search's rank.
  const lifted = bySku
    .map((row) => ({ id: row.id, tier: skuMatchTier(q, row.sku) }))
    .filter((row) => row.tier <= LIFTING_SKU_TIER)
    .sort((a, b) => a.tier - b.tier)
    .map((row) => row.id);
  // The search's own order is the same ranking, so its first ORDER_PRODUCT_RESULTS are all it can contribute.
  const found = (index.search(q) ?? []).slice(0, ORDER_PRODUCT_RESULTS);
  const ranked = index.order(q, [...found, ...bySku.map((row) => row.id)]);
  const ids = [...new Set([...lifted, ...ranked])].slice(0, ORDER_PRODUCT_RESULTS);
  if (ids.length === 0) return [];
  const loaded = await db.query.products.findMany({
    where: and(isNull(products.archivedAt), productIdIn(ids)),
    columns: { id: true, name: true, imageUrl: true },
    with: {
      variants: {
        where: isNull(variants.archivedAt),
        columns: { id: true, sku: true, price: true, salePrice: true, available: true, unitOfMeasure: true, unitsPerItem: true },
        orderBy: [asc(variants.position), asc(variants.id)],
        with: {
          volumeDiscounts: { columns: { minQuantity: true, price: true } },
          variantValues: {
            columns: {},
            with: { attributeValue: { columns: { id: true, value: true }, with: { attribute: { columns: { id: true, name: true } } } } },
          },
        },
      },
    },
  });
  const byId = new Map(loaded.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const answer = rows.map((p) => ({
    id: p.id,
    name: p.name,
    imageUrl: p.imageUrl,
    variants: p.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      description: variantDescription(v),
      unitOfMeasure: v.unitOfMeasure,
      unitsPerItem: v.unitsPerItem,
      price: v.price,
      salePrice: v.salePrice,
      stock: Math.max(v.available, 0),
      tiers: [...v.volumeDiscounts].sort((a, b) => a.minQuantity - b.minQuantity),
    })),
  }));
  return rankOrderProducts(q, answer);
}

export type { OrderCustomerContext };

export const RECENT_ORDERS = 5;

/** The customer's addresses and last orders (their lines whose variant still exists). 404 for an unknown customer. */
export async function getOrderCustomerContext(customerId: number): Promise<OrderCustomerContext> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      name: customers.name,
      fullName: customerProfiles.fullName,
      phone: customerProfiles.phone,
    })
    .from(customers)
    .leftJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (!row) throw notFound('Cliente no encontrado.');
  const recent = await db
    .select({ id: orders.id, createdAt: orders.createdAt, total: orders.total, source: orders.source })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT_ORDERS);
  const lines = recent.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          variantId: orderItems.variantId,
          quantity: orderItems.quantity,
          productName: orderItems.productName,
          variantDescription: orderItems.variantDescription,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            recent.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  return {
    customer: { id: row.id, name: row.fullName?.trim() || row.name?.trim() || row.email || '', email: row.email, phone: row.phone },
    addresses: await listAddresses(customerId, db),
    recentOrders: recent.map((o) => ({
      id: o.id,
      createdAt: o.createdAt.toISOString(),
      total: o.total,
      source: o.source,
      items: lines
        .filter((l) => l.orderId === o.id && l.variantId !== null)
        .map((l) => ({
          variantId: l.variantId!,
          quantity: l.quantity,
          productName: l.productName,
          variantDescription: l.variantDescription,
        })),
    })),
  };
}

export type { StaffOrderQuote };

/**
 * The lines priced as the order will price them (priceLine: sale price, tiers) with the stock on
 * the shelf, and the delivery options of the chosen or typed destination. A variant that is gone
 * or archived is a 400 naming its line.
 */
export async function quoteStaffOrder(input: StaffOrderQuoteInput): Promise<StaffOrderQuote> {
  const db = await getDb();
  const ids = input.items.map((i) => i.variantId);
  const rows = ids.length
    ? await db.query.variants.findMany({
        where: and(inArray(variants.id, ids), isNull(variants.archivedAt)),
        columns: { id: true, sku: true, price: true, salePrice: true, weightGrams: true, available: true, unitOfMeasure: true },
        with: {
          volumeDiscounts: { columns: { minQuantity: true, price: true } },
          product: { columns: { name: true, archivedAt: true } },
          variantValues: {
            columns: {},
            with: { attributeValue: { columns: { id: true, value: true }, with: { attribute: { columns: { id: true, name: true } } } } },
          },
        },
      })
    : [];
  const byId = new Map(rows.filter((r) => r.product.archivedAt === null).map((r) => [r.id, r]));
  const lines = input.items.map((item, i) => {
    const variant = byId.get(item.variantId);
    if (!variant) {
      throw apiError({ code: 'bad_request', key: 'orders.productUnavailable', fields: [`items.${i}.variantId`] });
    }
    return {
      variantId: item.variantId,
      quantity: item.quantity,
      productName: variant.product.name,
      description: variantDescription(variant),
      sku: variant.sku,
      unitOfMeasure: variant.unitOfMeasure,
      stock: Math.max(variant.available, 0),
      weightGrams: variant.weightGrams,
      ...priceLine(variant, item.quantity),
    };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  if (subtotal > MAX_INT4) throw apiError({ code: 'order_too_large', key: 'orders.tooLarge' });

  let destination: { state: string; city: string } | null = input.destination ?? null;
  if (input.shippingAddressId !== undefined) {
    const [address] = await db
      .select({ state: addresses.state, city: addresses.city })
      .from(addresses)
      .where(
        and(
          eq(addresses.id, input.shippingAddressId),
          input.customerId !== undefined ? eq(addresses.customerId, input.customerId) : undefined,
        ),
      );
    if (!address) throw notFound({ key: 'orders.addressMissing' });
    destination = address;
  }
  const quote =
    destination && lines.length
      ? await quoteForAddress(
          db,
          destination,
          subtotal,
          lines.map((l) => ({ quantity: l.quantity, weightGrams: l.weightGrams })),
        )
      : null;
  return {
    lines: lines.map(({ weightGrams: _w, ...line }) => line),
    subtotal,
    delivery: quote ? { options: quote.options, defaultOption: quote.defaultOption } : null,
  };
}
