import type { AdminProduct, AdminVariant } from '@/lib/data/admin/products';
import type { PublicAttribute, PublicCategory } from '@/lib/contracts/catalog';
import { isUnitOfMeasureAttribute } from '@/lib/domain/store-filters';
import { DEFAULT_IVA_CLASS, type IvaClass } from '@/lib/domain/iva';

/**
 * The product form's values (pure, no React). Inputs hold text, as typed; the shared zod schema
 * (lib/validation/admin/products) turns them into pesos and integers. Attribute choices are
 * keyed `a<attributeId>` because react-hook-form reads a numeric path segment as an array index.
 */
export type TierFormValues = { minQuantity: string; price: string };

export type VariantFormValues = {
  /** The saved variant's id (null for a new one): sent back so the server updates it in place. */
  variantId: number | null;
  sku: string;
  price: string;
  salePrice: string;
  stock: string;
  /** The stock as it was read (null for a new variant): the draft sends stock only when it differs. */
  savedStock: string | null;
  /** The version that figure was read at (docs/stock.md): a stale save is refused, not written over. */
  stockVersion: number | null;
  costPrice: string;
  /** Grams of one item, '' when unknown. */
  weightGrams: string;
  /** The saved image; `imageFile` replaces it on save. */
  imageUrl: string | null;
  imageFile: File | null;
  /** The unit's text, one of the 'Unidad de Medida' values (or a legacy text kept as is). */
  unitOfMeasure: string;
  unitsPerItem: string;
  volumeDiscounts: TierFormValues[];
  /** `a<attributeId>` → value id as text, '' for none. The unit attribute is not in here. */
  values: Record<string, string>;
};

export type ProductFormValues = {
  name: string;
  description: string;
  categoryId: string;
  isFeatured: boolean;
  ivaClass: IvaClass;
  imageUrl: string | null;
  imageFile: File | null;
  variants: VariantFormValues[];
};

export const attributeKey = (attributeId: number) => `a${attributeId}`;

export function unitAttributeOf(attributes: readonly PublicAttribute[]): PublicAttribute | undefined {
  return attributes.find((a) => isUnitOfMeasureAttribute(a.name));
}

/** The attributes that get a selector of their own: all but the unit (it has the unit dropdown). */
export function descriptiveAttributes(attributes: readonly PublicAttribute[]): PublicAttribute[] {
  return attributes.filter((a) => !isUnitOfMeasureAttribute(a.name));
}

/**
 * Issue 24 §5: the descriptive attributes this product's variants use, in the store's order;
 * the form offers only these (and those staff tick) instead of every attribute of the store.
 */
export function usedAttributeIds(variants: readonly VariantFormValues[], attributes: readonly PublicAttribute[]): number[] {
  return descriptiveAttributes(attributes)
    .filter((a) => variants.some((v) => Boolean(v.values[attributeKey(a.id)])))
    .map((a) => a.id);
}

/** The attributes the variants offer: the chosen descriptive ones, and the unit (it always has its dropdown). */
export function productAttributes(attributes: readonly PublicAttribute[], chosenIds: ReadonlySet<number>): PublicAttribute[] {
  return attributes.filter((a) => isUnitOfMeasureAttribute(a.name) || chosenIds.has(a.id));
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function emptyVariant(): VariantFormValues {
  return {
    variantId: null,
    sku: '',
    price: '',
    salePrice: '',
    stock: '',
    savedStock: null,
    stockVersion: null,
    costPrice: '',
    weightGrams: '',
    imageUrl: null,
    imageFile: null,
    unitOfMeasure: '',
    unitsPerItem: '1',
    volumeDiscounts: [],
    values: {},
  };
}

function variantToForm(variant: AdminVariant, attributes: readonly PublicAttribute[]): VariantFormValues {
  const unitAttribute = unitAttributeOf(attributes);
  const values: Record<string, string> = {};
  let unitFromValue = '';
  for (const { attributeValue } of variant.variantValues) {
    if (attributeValue.attributeId === unitAttribute?.id) unitFromValue = attributeValue.value;
    else values[attributeKey(attributeValue.attributeId)] = String(attributeValue.id);
  }
  return {
    variantId: variant.id,
    sku: variant.sku,
    price: text(variant.price),
    salePrice: text(variant.salePrice),
    stock: text(variant.stock),
    savedStock: text(variant.stock),
    stockVersion: variant.stockVersion,
    costPrice: text(variant.costPrice ?? null),
    weightGrams: text(variant.weightGrams),
    imageUrl: variant.imageUrl,
    imageFile: null,
    unitOfMeasure: variant.unitOfMeasure ?? unitFromValue,
    unitsPerItem: text(variant.unitsPerItem),
    volumeDiscounts: variant.volumeDiscounts.map((tier) => ({ minQuantity: text(tier.minQuantity), price: text(tier.price) })),
    values,
  };
}

export function toFormValues(product: AdminProduct | null, attributes: readonly PublicAttribute[]): ProductFormValues {
  if (!product) {
    return {
      name: '',
      description: '',
      categoryId: '',
      isFeatured: false,
      ivaClass: DEFAULT_IVA_CLASS,
      imageUrl: null,
      imageFile: null,
      variants: [emptyVariant()],
    };
  }
  return {
    name: product.name,
    description: product.description ?? '',
    categoryId: String(product.categoryId),
    isFeatured: product.isFeatured,
    ivaClass: product.ivaClass,
    imageUrl: product.imageUrl,
    imageFile: null,
    variants: product.variants.length ? product.variants.map((v) => variantToForm(v, attributes)) : [emptyVariant()],
  };
}

/** The 'Unidad de Medida' value whose text is the variant's unit (case-insensitive), if any. */
export function unitValueId(unit: string, attributes: readonly PublicAttribute[]): number | null {
  const wanted = unit.trim().toLowerCase();
  if (!wanted) return null;
  return unitAttributeOf(attributes)?.values.find((v) => v.value.trim().toLowerCase() === wanted)?.id ?? null;
}

/** The variant's chosen value ids: the descriptive ones, then the unit's. */
export function selectedValueIds(variant: VariantFormValues, attributes: readonly PublicAttribute[]): number[] {
  const ids = descriptiveAttributes(attributes)
    .map((a) => Number(variant.values[attributeKey(a.id)] || 0))
    .filter((id) => id > 0);
  const unitId = unitValueId(variant.unitOfMeasure, attributes);
  return unitId === null ? ids : [...ids, unitId];
}

/**
 * The save payload of spec 2 §7, still as typed (the schema parses it). Image addresses are
 * the saved ones; the form swaps in the uploaded ones before sending.
 */
export function toProductDraft(
  values: ProductFormValues,
  attributes: readonly PublicAttribute[],
  options: { costs: boolean } = { costs: true },
) {
  return {
    name: values.name,
    description: values.description,
    categoryId: values.categoryId,
    isFeatured: values.isFeatured,
    ivaClass: values.ivaClass,
    imageUrl: values.imageUrl,
    variants: values.variants.map((v) => ({
      id: v.variantId,
      sku: v.sku,
      price: v.price,
      // A saved variant's stock goes only when staff changed it, with the version it was read at.
      ...(v.variantId === null || v.stock.trim() !== v.savedStock ? { stock: v.stock } : {}),
      ...(v.variantId !== null && v.stockVersion !== null ? { stockVersion: v.stockVersion } : {}),
      salePrice: v.salePrice,
      // Issue 25 §5: a role that does not see costs leaves the key out, so the stored cost is kept.
      ...(options.costs ? { costPrice: v.costPrice } : {}),
      weightGrams: v.weightGrams,
      imageUrl: v.imageUrl,
      unitOfMeasure: v.unitOfMeasure,
      unitsPerItem: v.unitsPerItem,
      volumeDiscounts: v.volumeDiscounts,
      attributeValueIds: selectedValueIds(v, attributes),
    })),
  };
}

export type CategoryOption = { id: number; name: string; depth: number };

/** The category tree as select options, depth-first, each with its depth for indentation. */
export function flattenCategories(tree: readonly PublicCategory[], depth = 0): CategoryOption[] {
  return tree.flatMap((c) => [{ id: c.id, name: c.name, depth }, ...flattenCategories(c.children, depth + 1)]);
}
