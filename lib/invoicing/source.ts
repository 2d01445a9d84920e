import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '@/db';
import { customerProfiles, customers, orderItems, orders } from '@/db/schema';
import type { BillingSnapshot } from '@/lib/domain/billing';
import type { InvoiceSource } from '@/lib/domain/invoice-data';

/** What the invoice needs of an order, read from the order, its lines, the customer and profile. */
export async function loadInvoiceSource(q: Queryable, orderId: number): Promise<InvoiceSource | null> {
  const [row] = await q
    .select({
      id: orders.id,
      billing: orders.billing,
      shippingAddress: orders.shippingAddress,
      shippingFee: orders.shippingFee,
      shippingIvaRate: orders.shippingIvaRate,
      deliveryOption: orders.deliveryOption,
      cashOnDelivery: orders.cashOnDelivery,
      email: customers.email,
      fullName: customerProfiles.fullName,
      documentType: customerProfiles.documentType,
      documentNumber: customerProfiles.documentNumber,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(customerProfiles, eq(customerProfiles.customerId, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await q.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return invoiceSourceOf(
    row,
    items.map((item) => ({
      sku: item.sku,
      productName: item.productName,
      variantDescription: item.variantDescription,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      ivaClass: item.ivaClass,
      ivaRate: item.ivaRate,
    })),
  );
}

export function invoiceSourceOf(
  row: {
    id: number;
    billing: InvoiceSource['billing'];
    shippingAddress: InvoiceSource['address'];
    shippingFee: number | null;
    shippingIvaRate: number;
    deliveryOption: string | null;
    cashOnDelivery: boolean;
    email: string;
    fullName: string | null;
    documentType: BillingSnapshot['documentType'] | null;
    documentNumber: string | null;
  },
  items: InvoiceSource['items'],
): InvoiceSource {
  return {
    orderId: row.id,
    billing: row.billing,
    profile: row.fullName === null ? null : { fullName: row.fullName, documentType: row.documentType, documentNumber: row.documentNumber },
    accountEmail: row.email,
    address: row.shippingAddress,
    items,
    shippingFee: row.shippingFee,
    shippingIvaRate: row.shippingIvaRate,
    // Orders placed before delivery options existed carry no delivery fee at all.
    hasDelivery: row.deliveryOption !== null && row.deliveryOption !== 'pickup',
    cashOnDelivery: row.cashOnDelivery,
  };
}

