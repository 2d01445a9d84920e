import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { attributes, attributeValues } from '@/db/schema';
import type { PublicAttribute } from '@/lib/contracts/catalog';
import { notFound } from '@/lib/errors';

/** Spec 2 §3: attribute with its values; the list is the storefront's (lib/data/catalog listAttributes). */
export type AdminAttribute = PublicAttribute;
export type AdminAttributeValue = { id: number; attributeId: number; value: string };

export const attributeValueColumns = { id: attributeValues.id, attributeId: attributeValues.attributeId, value: attributeValues.value };

export async function getAttribute(id: number, q?: Queryable): Promise<AdminAttribute> {
  const db = q ?? (await getDb());
  const row = await db.query.attributes.findFirst({
    columns: { id: true, name: true },
    where: eq(attributes.id, id),
    with: { values: { columns: { id: true, value: true }, orderBy: [asc(attributeValues.sortOrder), asc(attributeValues.value)] } },
  });
  if (!row) throw notFound('Atributo no encontrado.');
  return row;
}
