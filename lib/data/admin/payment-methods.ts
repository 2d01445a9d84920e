import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/db';
import { paymentMethods } from '@/db/schema';
import type { MethodPaymentMeans } from '@/lib/domain/payment-means';

/** Spec 2 §3 "Payment method": active and inactive alike (the store lists only active ones). */
export type AdminPaymentMethod = {
  id: number;
  name: string;
  qrCodeUrl: string | null;
  instructions: string | null;
  isActive: boolean;
  /** How a payment with it is coded on the electronic invoice (added beside the spec's fields). */
  means: MethodPaymentMeans;
  /** A Bre-B key to transfer to (lib/domain/breb-key.ts), or null. */
  brebKey: string | null;
};

export const paymentMethodColumns = {
  id: paymentMethods.id,
  name: paymentMethods.name,
  qrCodeUrl: paymentMethods.qrCodeUrl,
  instructions: paymentMethods.instructions,
  isActive: paymentMethods.isActive,
  means: paymentMethods.means,
  brebKey: paymentMethods.brebKey,
};

export async function listPaymentMethods(): Promise<AdminPaymentMethod[]> {
  const db = await getDb();
  return db.select(paymentMethodColumns).from(paymentMethods).orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
}
