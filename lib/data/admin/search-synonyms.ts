import 'server-only';
import { asc, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { searchSynonyms } from '@/db/schema';

/** One group of search synonyms (issue 20 item 6), as staff wrote its members. */
export type AdminSearchSynonym = { id: number; terms: string[] };

export const searchSynonymColumns = { id: searchSynonyms.id, terms: searchSynonyms.terms };

/** Past the catalogue cache (staff see their own save), by first member. */
export async function listSearchSynonyms(): Promise<AdminSearchSynonym[]> {
  const db = await getDb();
  return db
    .select(searchSynonymColumns)
    .from(searchSynonyms)
    .orderBy(sql`lower(${searchSynonyms.terms}[1])`, asc(searchSynonyms.id));
}
