import 'server-only';
import { eq } from 'drizzle-orm';
import { searchSynonyms } from '@/db/schema';
import { afterCatalogWrite } from '@/lib/cache/catalog-cache';
import { type AdminSearchSynonym, searchSynonymColumns } from '@/lib/data/admin/search-synonyms';
import { synonymKey, synonymKeys } from '@/lib/domain/search';
import { ApiError } from '@/lib/errors';
import { SYNONYM_MESSAGES, type SearchSynonymInput } from '@/lib/validation/admin/search-synonyms';
import type { Tx } from '@/db';
import { recordActivity } from '../activity-log';
import { inTransaction, lockScope, orNotFound, withoutStamp } from './crud';

const NOT_FOUND = { key: 'searchSynonyms.notFound' } as const;

/**
 * A member belongs to one group only (else a query word would expand two ways): checked
 * against every other stored group after normalisation, under a lock so two saves at once
 * cannot both pass. 400 with the member's field error.
 */
async function assertMembersFree(tx: Tx, terms: readonly string[], exceptId?: number): Promise<void> {
  await lockScope(tx, 'search_synonyms');
  const owner = new Map<string, string[]>();
  for (const group of await tx.select({ ...searchSynonymColumns, keys: searchSynonyms.keys }).from(searchSynonyms)) {
    if (group.id === exceptId) continue;
    for (const key of group.keys) owner.set(key, group.terms);
  }
  const fields: Record<string, string[]> = {};
  terms.forEach((term, index) => {
    const group = owner.get(synonymKey(term));
    if (group) fields[`terms.${index}`] = [SYNONYM_MESSAGES.taken(term, group)];
  });
  const [first] = Object.values(fields);
  if (first) throw new ApiError({ code: 'synonym_taken', message: first[0], fields });
}

/**
 * Every write moves catalog_version (trigger, db/migrations/0008_…): cached search results and
 * stored /tienda?search= pages are dropped on every instance, and at once on this one.
 */
export function createSearchSynonym(input: SearchSynonymInput): Promise<AdminSearchSynonym> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      await assertMembersFree(tx, input.terms);
      const [row] = await tx
        .insert(searchSynonyms)
        .values({ terms: input.terms, keys: synonymKeys(input.terms) })
        .returning(searchSynonymColumns);
      await recordActivity(tx, { action: 'create', entity: 'search_synonym', entityId: row.id, label: input.terms.join(', '), after: row });
      return row;
    }),
  );
}

export function updateSearchSynonym(id: number, input: SearchSynonymInput): Promise<AdminSearchSynonym> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      await assertMembersFree(tx, input.terms, id);
      const [before] = await tx.select(searchSynonymColumns).from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
      const [row] = await tx
        .update(searchSynonyms)
        .set({ terms: input.terms, keys: synonymKeys(input.terms), updatedAt: new Date() })
        .where(eq(searchSynonyms.id, id))
        .returning(searchSynonymColumns);
      orNotFound(row, NOT_FOUND);
      await recordActivity(tx, {
        action: 'update',
        entity: 'search_synonym',
        entityId: id,
        label: input.terms.join(', '),
        before: withoutStamp(before),
        after: withoutStamp(row),
      });
      return row;
    }),
  );
}

export function deleteSearchSynonym(id: number): Promise<void> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning(searchSynonymColumns);
      orNotFound(row, NOT_FOUND);
      await recordActivity(tx, { action: 'delete', entity: 'search_synonym', entityId: id, label: row.terms.join(', '), before: row });
    }),
  );
}
