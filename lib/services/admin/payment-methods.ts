import 'server-only';
import { sql } from 'drizzle-orm';
import { paymentMethods } from '@/db/schema';
import { afterCatalogWrite } from '@/lib/cache/catalog-cache';
import { defaultPaymentMeans } from '@/lib/domain/payment-means';
import { type AdminPaymentMethod, paymentMethodColumns } from '@/lib/data/admin/payment-methods';
import type { PaymentMethodCreateInput, PaymentMethodUpdateInput } from '@/lib/validation/admin/payment-methods';
import { tableWriter } from './crud';

const writer = tableWriter(paymentMethods, paymentMethodColumns, {
  notFound: { key: 'paymentMethods.notFound' },
  activity: 'payment_method',
});

/** A new method goes last in the checkout list. */
export function createPaymentMethod(input: PaymentMethodCreateInput): Promise<AdminPaymentMethod> {
  return afterCatalogWrite(
    writer.create({
      ...input,
      means: input.means ?? defaultPaymentMeans(input.name),
      sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from payment_methods)`,
    }),
  );
}

/** `qrCodeUrl` undefined keeps the current image (validation maps missing, null and blank to it). */
export function updatePaymentMethod(id: number, input: PaymentMethodUpdateInput): Promise<AdminPaymentMethod> {
  const { qrCodeUrl, ...rest } = input;
  return afterCatalogWrite(writer.update(id, qrCodeUrl === undefined ? rest : { ...rest, qrCodeUrl }));
}

/** Orders that used the method are kept; their link to it is set to null by the foreign key. */
export function deletePaymentMethod(id: number): Promise<void> {
  return afterCatalogWrite(writer.remove(id));
}
