import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/db';
import { paymentMethods } from '@/db/schema';

/** Spec 2 §3 "Payment method": active and inactive alike (the store lists only active ones). */
export type AdminPaymentMethod = { id: number; name: string; qrCodeUrl: string | null; instructions: string | null; isActive: boolean };

export const paymentMethodColumns = {
  id: paymentMethods.id,
  name: paymentMethods.name,
  qrCodeUrl: paymentMethods.qrCodeUrl,
  instructions: paymentMethods.instructions,
  isActive: paymentMethods.isActive,
};

export async function listPaymentMethods(): Promise<AdminPaymentMethod[]> {
  const db = await getDb();
  return db.select(paymentMethodColumns).from(paymentMethods).orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
}
