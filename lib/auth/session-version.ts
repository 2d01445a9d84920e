import 'server-only';
import { sql } from 'drizzle-orm';
import { firstRow, getDb } from '@/db';
import { customers, staffUsers } from '@/db/schema';

/**
 * Moves a staff user's or customer's session version on (the `sv` claim of their tokens), so
 * every token signed before is refused at its next request. False when there is no such row.
 */
export async function bumpSessionVersion(who: 'staff' | 'customer', id: number): Promise<boolean> {
  const table = who === 'staff' ? staffUsers : customers;
  const db = await getDb();
  const row = firstRow<{ id: number } | undefined>(
    await db.execute(sql`update ${table} set session_version = session_version + 1 where id = ${id} returning id`),
  );
  return row !== undefined;
}
