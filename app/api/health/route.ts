import { sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { apiRoute, policies } from '@/lib/http/route';

/** Liveness and database reachability, for load balancers and the test server. */
export const GET = apiRoute(policies.public, async () => {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return { ok: true };
});

export const dynamic = 'force-dynamic';
