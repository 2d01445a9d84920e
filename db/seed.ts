import type { Db } from './client';

/** Demo data (replaced by the full demo catalogue). */
export async function seedDatabase(_db: Db, _options: { onlyIfEmpty?: boolean } = {}): Promise<void> {}
