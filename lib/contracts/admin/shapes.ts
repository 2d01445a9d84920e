import { z } from 'zod';
import { IVA_CLASSES } from '@/lib/domain/iva';
import { METHOD_PAYMENT_MEANS } from '@/lib/domain/payment-means';

/**
 * What the back office reads of the catalogue and its settings (lib/data/admin). A cost price is
 * absent, not null, for a role that may not see costs (VENDEDOR), hence `optional()`.
 */

const int = () => z.number().int();
const costPrice = int().nullable().optional();

export const adminVariant = z.strictObject({
  id: int(),
  sku: z.string(),
  price: int(),
  salePrice: int().nullable(),
  stock: int(),
  reserved: int(),
  available: int(),
  stockVersion: int(),
  costPrice,
  weightGrams: int().nullable(),
  imageUrl: z.string().nullable(),
  unitOfMeasure: z.string().nullable(),
  unitsPerItem: int(),
  volumeDiscounts: z.array(z.strictObject({ id: int(), minQuantity: int(), price: int() })),
  variantValues: z.array(z.strictObject({ attributeValue: z.strictObject({ id: int(), attributeId: int(), value: z.string() }) })),
});

export const adminProduct = z.strictObject({
  id: int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  categoryId: int(),
  category: z.strictObject({ id: int(), name: z.string() }),
  isFeatured: z.boolean(),
  ivaClass: z.enum(IVA_CLASSES),
  imageUrl: z.string().nullable(),
  archivedAt: z.string().nullable(),
  variants: z.array(adminVariant),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminAttributeValue = z.strictObject({ id: int(), attributeId: int(), value: z.string() });

export const adminCategory = z.strictObject({
  id: int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parentId: int().nullable(),
  imageUrl: z.string().nullable(),
});

export const adminProvider = z.strictObject({
  id: int(),
  name: z.string(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  notes: z.string().nullable(),
});
export type AdminProvider = z.infer<typeof adminProvider>;

export const adminPaymentMethod = z.strictObject({
  id: int(),
  name: z.string(),
  qrCodeUrl: z.string().nullable(),
  instructions: z.string().nullable(),
  isActive: z.boolean(),
  means: z.enum(METHOD_PAYMENT_MEANS),
  brebKey: z.string().nullable(),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethod>;

export const inventoryRow = z.strictObject({
  id: int(),
  sku: z.string(),
  product: z.strictObject({ id: int(), name: z.string() }),
  price: int(),
  salePrice: int().nullable(),
  stock: int(),
  reserved: int(),
  available: int(),
  costPrice,
  variantName: z.string(),
  lowStockThreshold: int().nullable(),
  threshold: int(),
  preferredProviderId: int().nullable(),
  unitOfMeasure: z.string().nullable(),
  unitsPerItem: int(),
});
export type InventoryRow = z.infer<typeof inventoryRow>;

/** A pre-signed PUT address for an image, and where it is public afterwards. */
export const imageUploadAnswer = z.strictObject({ url: z.string(), publicUrl: z.string() });
