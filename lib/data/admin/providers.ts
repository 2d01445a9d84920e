import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/db';
import { providers } from '@/db/schema';

/** Spec 2 §3 "Provider". */
export type AdminProvider = {
  id: number;
  name: string;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  address: string | null;
  website: string | null;
  notes: string | null;
};

export const providerColumns = {
  id: providers.id,
  name: providers.name,
  contactName: providers.contactName,
  contactEmail: providers.contactEmail,
  contactPhone: providers.contactPhone,
  address: providers.address,
  website: providers.website,
  notes: providers.notes,
};

export async function listProviders(): Promise<AdminProvider[]> {
  const db = await getDb();
  return db.select(providerColumns).from(providers).orderBy(asc(providers.name), asc(providers.id));
}
