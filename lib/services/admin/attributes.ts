import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { attributes, attributeValues, variants } from '@/db/schema';
import { productsWithValues, refreshSearchDocuments } from '@/db/search-index';
import { afterCatalogWrite } from '@/lib/cache/catalog-cache';
import { type AdminAttribute, type AdminAttributeValue, attributeValueColumns, getAttribute } from '@/lib/data/admin/attributes';
import { isUnitOfMeasureAttribute } from '@/lib/domain/store-filters';
import type { AttributeInput, AttributeValueInput } from '@/lib/validation/admin/attributes';
import { inTransaction, orNotFound, tableWriter } from './crud';

const ATTRIBUTE_NOT_FOUND = 'Atributo no encontrado.';

const attributeWriter = tableWriter(
  attributes,
  { id: attributes.id },
  {
    notFound: ATTRIBUTE_NOT_FOUND,
    activity: 'attribute',
    constraints: {
      attributes_name_lower_uq: { code: 'name_taken', message: 'Ya existe un atributo con ese nombre.', field: 'name' },
    },
  },
);

const valueWriter = tableWriter(attributeValues, attributeValueColumns, {
  notFound: 'Valor no encontrado.',
  activity: 'attribute_value',
  constraints: {
    attribute_values_attr_value_uq: { code: 'value_taken', message: 'Ese valor ya existe en este atributo.', field: 'value' },
    attribute_values_attribute_id_attributes_id_fk: { code: 'not_found', message: ATTRIBUTE_NOT_FOUND },
  },
});

const ofAttribute = (attributeId: number) => eq(attributeValues.attributeId, attributeId);

export async function createAttribute(input: AttributeInput): Promise<AdminAttribute> {
  const { id } = await afterCatalogWrite(attributeWriter.create(input));
  return { id, name: input.name, values: [] };
}

export async function updateAttribute(id: number, input: AttributeInput): Promise<AdminAttribute> {
  await afterCatalogWrite(attributeWriter.update(id, input));
  return getAttribute(id);
}

/** Its values go with it, and so do their links to variants (foreign keys cascade). */
export function deleteAttribute(id: number): Promise<void> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      const values = await tx.select({ id: attributeValues.id }).from(attributeValues).where(ofAttribute(id));
      const affected = await productsWithValues(
        tx,
        values.map((v) => v.id),
      );
      await attributeWriter.remove(id, { tx });
      await refreshSearchDocuments(tx, affected);
    }, attributeWriter.constraints),
  );
}

/** A new value goes last among its attribute's values. */
export function createAttributeValue(attributeId: number, input: AttributeValueInput): Promise<AdminAttributeValue> {
  return afterCatalogWrite(
    valueWriter.create({
      attributeId,
      value: input.value,
      sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from attribute_values where attribute_id = ${attributeId})`,
    }),
  );
}

/**
 * Renames a value of `attributeId` (a value of another attribute is a 404). Variants store
 * their unit as text (variants.unit_of_measure), so renaming a 'Unidad de Medida' value
 * renames it there too, in the same transaction, or the store's unit filter would lose them.
 */
export function updateAttributeValue(attributeId: number, valueId: number, input: AttributeValueInput): Promise<AdminAttributeValue> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      const [row] = await tx
        .select({ value: attributeValues.value, attributeName: attributes.name })
        .from(attributeValues)
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .where(and(eq(attributeValues.id, valueId), ofAttribute(attributeId)))
        .for('update');
      const before = orNotFound(row, 'Valor no encontrado.');
      const updated = await valueWriter.update(valueId, { value: input.value }, { scope: ofAttribute(attributeId), tx });
      if (isUnitOfMeasureAttribute(before.attributeName) && before.value !== input.value) {
        await tx
          .update(variants)
          .set({ unitOfMeasure: input.value, updatedAt: new Date() })
          .where(sql`lower(${variants.unitOfMeasure}) = lower(${before.value})`);
      }
      const renamedUnit = await tx
        .selectDistinct({ id: variants.productId })
        .from(variants)
        .where(sql`lower(${variants.unitOfMeasure}) = lower(${input.value})`);
      await refreshSearchDocuments(tx, [...(await productsWithValues(tx, [valueId])), ...renamedUnit.map((r) => r.id)]);
      return updated;
    }, valueWriter.constraints),
  );
}

/** Variants that had the value simply lose it (the link rows cascade). */
export function deleteAttributeValue(attributeId: number, valueId: number): Promise<void> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      const affected = await productsWithValues(tx, [valueId]);
      await valueWriter.remove(valueId, { scope: ofAttribute(attributeId), tx });
      await refreshSearchDocuments(tx, affected);
    }, valueWriter.constraints),
  );
}
