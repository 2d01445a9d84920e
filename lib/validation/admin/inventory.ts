import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { optionalPesos, pesos, wholeNumber } from './fields';

/** Spec 2 §5: the inventory table edits one of these cells at a time. */
const cellSchemas = {
  price: pesos(),
  salePrice: optionalPesos(),
  stock: wholeNumber(message('stockRequired')),
  costPrice: optionalPesos(),
};

export type InventoryField = keyof typeof cellSchemas;
export const INVENTORY_FIELDS = Object.keys(cellSchemas) as InventoryField[];
export const ONE_FIELD_MESSAGE = message('inventoryOneField');

export type InventoryPatch =
  { field: 'price'; value: number } | { field: 'stock'; value: number } | { field: 'salePrice' | 'costPrice'; value: number | null };

const isField = (key: string): key is InventoryField => Object.hasOwn(cellSchemas, key);

/**
 * Exactly one field per request, read as `{ field, value }`. `salePrice: null` is a value
 * (it removes the offer), so presence is decided by the keys of the body, not by the values.
 */
export const inventoryPatch = z.record(z.string(), z.unknown(), { error: ONE_FIELD_MESSAGE }).transform((body, ctx): InventoryPatch => {
  const keys = Object.keys(body).filter((key) => body[key] !== undefined);
  const [field] = keys;
  if (keys.length !== 1 || !isField(field)) {
    ctx.addIssue({ code: 'custom', message: ONE_FIELD_MESSAGE });
    return z.NEVER;
  }
  const result = cellSchemas[field].safeParse(body[field]);
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: [field, ...issue.path], message: issue.message });
    return z.NEVER;
  }
  return { field, value: result.data } as InventoryPatch;
});

export const inventoryQuery = z.object({
  search: z
    .string()
    .max(200, { error: message('searchTooLong') })
    .optional(),
});
