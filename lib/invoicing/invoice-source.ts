import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '@/db';
import { customerProfiles, customers, orderItems, orders, paymentMethods } from '@/db/schema';
import { type InvoiceSource, invoiceSourceOf } from '@/lib/domain/invoice-data';

/** What the invoice needs of an order: its lines and the buyer fixed on it (or, for an order queued before buyers were fixed, as it would be now). */
export async function loadInvoiceSource(q: Queryable, orderId: number): Promise<InvoiceSource | null> {
  const [row] = await q
    .select({
      id: orders.id,
      invoiceTo: orders.invoiceTo,
      billing: orders.billing,
      shippingAddress: orders.shippingAddress,
      shippingFee: orders.shippingFee,
      shippingIvaRate: orders.shippingIvaRate,
      shippingIvaRule: orders.shippingIvaRule,
      deliveryOption: orders.deliveryOption,
      cashOnDelivery: orders.cashOnDelivery,
      methodMeans: paymentMethods.means,
      email: customers.email,
      name: customers.name,
      profile: {
        fullName: customerProfiles.fullName,
        documentType: customerProfiles.documentType,
        documentNumber: customerProfiles.documentNumber,
        isBusiness: customerProfiles.isBusiness,
        businessName: customerProfiles.businessName,
        businessTaxId: customerProfiles.businessTaxId,
        invoiceEmail: customerProfiles.invoiceEmail,
      },
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(customerProfiles, eq(customerProfiles.customerId, orders.customerId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
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
