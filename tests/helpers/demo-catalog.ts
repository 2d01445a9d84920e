import { getDb } from '@/db';
import { seedDatabase } from '@/db/seed';
import type { StorageDriver } from '@/lib/storage/types';

/** Storage that writes nothing: the demo catalogue's pictures get URLs, no files. */
const noStorage = {
  kind: 's3',
  publicUrl: (key: string) => `https://cdn.test/${key}`,
  keyFromPublicUrl: () => null,
  createUploadUrl: async (key: string) => `https://cdn.test/${key}?upload`,
  putObject: async () => {},
  headObject: async () => null,
} as unknown as StorageDriver;

/** The demo catalogue (db/seed-data.ts) in the test database, without writing its pictures. */
export async function seedDemoCatalog(): Promise<void> {
  await seedDatabase(await getDb(), { storage: noStorage });
}
