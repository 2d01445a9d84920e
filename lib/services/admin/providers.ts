import 'server-only';
import { providers } from '@/db/schema';
import { type AdminProvider, providerColumns } from '@/lib/data/admin/providers';
import type { ProviderInput } from '@/lib/validation/admin/providers';
import { tableWriter } from './crud';

const writer = tableWriter(providers, providerColumns, { notFound: 'Proveedor no encontrado.', activity: 'provider' });

export function createProvider(input: ProviderInput): Promise<AdminProvider> {
  return writer.create(input);
}

export function updateProvider(id: number, input: ProviderInput): Promise<AdminProvider> {
  return writer.update(id, input);
}

/** Products keep existing: their provider link is set to null by the foreign key. */
export function deleteProvider(id: number): Promise<void> {
  return writer.remove(id);
}
