import type { AdminProduct } from '../../lib/data/admin/products';

/**
 * The spec's product save payload (spec 2 §7) built from the staff product read, as the back
 * office's form sends it: every field, every variant with the stock it loaded.
 */
export function specSavePayload(product: AdminProduct) {
  return {
    name: product.name,
    description: product.description,
    categoryId: product.categoryId,
    isFeatured: product.isFeatured,
    imageUrl: product.imageUrl,
    variants: product.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      price: v.price,
      stock: v.stock,
      salePrice: v.salePrice,
      imageUrl: v.imageUrl,
      unitOfMeasure: v.unitOfMeasure,
      unitsPerItem: v.unitsPerItem,
      volumeDiscounts: v.volumeDiscounts.map((d) => ({ minQuantity: d.minQuantity, price: d.price })),
      attributeValueIds: v.variantValues.map((x) => x.attributeValue.id),
    })),
  };
}
