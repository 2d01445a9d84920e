import { z } from 'zod';
import { availabilityQuery } from '@/lib/validation/availability';
import { productPageQuery } from '@/lib/validation/catalog';
import { access, defineResource } from './operation';
import { paths } from './paths';

/** The storefront's catalogue: public, cached, no cost price or provider (lib/data/catalog.ts). */

const volumeDiscount = z.strictObject({ id: z.number().int(), minQuantity: z.number().int(), price: z.number().int() });

export const publicVariant = z.strictObject({
  id: z.number().int(),
  sku: z.string(),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  unitOfMeasure: z.string().nullable(),
  unitsPerItem: z.number().int(),
  imageUrl: z.string().nullable(),
  inStock: z.boolean(),
  variantValues: z.array(
    z.strictObject({
      attributeValue: z.strictObject({
        id: z.number().int(),
        value: z.string(),
        attribute: z.strictObject({ id: z.number().int(), name: z.string() }),
      }),
    }),
  ),
  volumeDiscounts: z.array(volumeDiscount),
});

export const publicProduct = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isFeatured: z.boolean(),
  category: z.strictObject({ id: z.number().int(), name: z.string(), slug: z.string() }),
  variants: z.array(publicVariant),
  /** In a list filtered by attributes only: the variants its card prices the product by. */
  matchingVariantIds: z.array(z.number().int()).optional(),
});
export type PublicProduct = z.infer<typeof publicProduct>;
export type PublicVariant = z.infer<typeof publicVariant>;

export type PublicCategory = {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  parentId: number | null;
  children: PublicCategory[];
};
export const publicCategory: z.ZodType<PublicCategory> = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    imageUrl: z.string().nullable(),
    parentId: z.number().int().nullable(),
    get children() {
      return z.array(publicCategory);
    },
  })
  .meta({ id: 'PublicCategory' });

export const publicAttribute = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  values: z.array(z.strictObject({ id: z.number().int(), value: z.string() })),
});
export type PublicAttribute = z.infer<typeof publicAttribute>;

export const publicPaymentMethod = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  qrCodeUrl: z.string().nullable(),
  instructions: z.string().nullable(),
  /** Beside the spec's fields: a Bre-B key to transfer to, or null. */
  brebKey: z.string().nullable(),
});
export type PublicPaymentMethod = z.infer<typeof publicPaymentMethod>;

export const variantAvailability = z.strictObject({
  variantId: z.number().int(),
  productId: z.number().int(),
  stock: z.number().int(),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  unitOfMeasure: z.string().nullable(),
  unitsPerItem: z.number().int(),
  volumeDiscounts: z.array(z.strictObject({ minQuantity: z.number().int(), price: z.number().int() })),
});
export const availabilityAnswer = z.strictObject({ threshold: z.number().int(), variants: z.array(variantAvailability) });
export type Availability = z.infer<typeof availabilityAnswer>;

export const catalog = defineResource('catalog', {
  listProducts: {
    method: 'GET',
    path: paths.catalog.listProducts,
    summary: 'List the products on sale',
    description:
      'Filtered like the store (`q`, `categoria`, attribute parameters, `orden`); `limit` and `offset` page the list. Other parameters are read as store filters.',
    access: access.public,
    query: productPageQuery,
    responses: { 200: z.strictObject({ products: z.array(publicProduct) }) },
  },
  getProduct: {
    method: 'GET',
    path: paths.catalog.getProduct,
    summary: 'One product on sale, with its variants',
    access: access.public,
    responses: { 200: z.strictObject({ product: publicProduct }) },
  },
  availability: {
    method: 'GET',
    path: paths.catalog.availability,
    summary: "Live stock and prices of the cart's variants",
    access: access.public,
    query: availabilityQuery,
    responses: { 200: availabilityAnswer },
  },
  listCategories: {
    method: 'GET',
    path: paths.catalog.listCategories,
    summary: 'The category tree',
    access: access.public,
    responses: { 200: z.strictObject({ categories: z.array(publicCategory) }) },
  },
  listAttributes: {
    method: 'GET',
    path: paths.catalog.listAttributes,
    summary: 'Attributes and their values (colour, size…)',
    access: access.public,
    responses: { 200: z.strictObject({ attributes: z.array(publicAttribute) }) },
  },
  listPaymentMethods: {
    method: 'GET',
    path: paths.catalog.listPaymentMethods,
    summary: 'The active payment methods',
    access: access.public,
    responses: { 200: z.strictObject({ paymentMethods: z.array(publicPaymentMethod) }) },
  },
});
