import { z } from 'zod';
import { attributeInput, attributeValueInput } from '@/lib/validation/admin/attributes';
import { bulkPriceInput } from '@/lib/validation/admin/bulk-prices';
import { CSV_SEPARATORS } from '@/lib/domain/catalog-csv';
import { catalogApplyQuery, catalogExportQuery } from '@/lib/validation/admin/catalog-csv';
import { categoryInput, categoryUpdateInput } from '@/lib/validation/admin/categories';
import { productInput } from '@/lib/validation/admin/products';
import { providerInput } from '@/lib/validation/admin/providers';
import { searchSynonymInput } from '@/lib/validation/admin/search-synonyms';
import { staffUploadUrlInput } from '@/lib/validation/admin/uploads';
import { variantGridInput } from '@/lib/validation/admin/variant-grid';
import { publicAttribute, publicCategory } from '../catalog';
import { adminAttributeValue, adminCategory, adminProduct, adminProvider, imageUploadAnswer } from './shapes';
import { access, defineResource, successAnswer } from '../operation';
import { paths } from '../paths';

/** The catalogue as staff edit it: products and variants, attributes, categories, providers, synonyms, files. */

const csvFile = { raw: 'text/csv', description: 'The catalogue CSV, as exported (UTF-8 or Windows-1252, `;` or `,`).' } as const;
const attributeIdParams = z.object({ id: z.coerce.number().int().positive().describe('The attribute.') });

const productAnswer = z.strictObject({ product: adminProduct });
const attributeAnswer = z.strictObject({ attribute: publicAttribute });
const valueAnswer = z.strictObject({ value: adminAttributeValue });
const categoryAnswer = z.strictObject({ category: adminCategory });
const providerAnswer = z.strictObject({ provider: adminProvider });

const int = () => z.number().int();

export const variantGridResult = z.strictObject({
  product: adminProduct,
  changed: z.strictObject({ prices: int(), stock: int() }),
});
export type VariantGridResult = z.infer<typeof variantGridResult>;

const tiers = z.array(z.strictObject({ minQuantity: int(), price: int() }));

/** One selected variant before and after a bulk price change; `problem` refuses the whole change. */
export const bulkPriceRow = z.strictObject({
  id: int(),
  sku: z.string(),
  productName: z.string(),
  values: z.string(),
  priceBefore: int(),
  priceAfter: int(),
  salePriceBefore: int().nullable(),
  salePriceAfter: int().nullable(),
  tiersBefore: tiers,
  tiersAfter: tiers,
  problem: z.string().nullable(),
});
export const bulkPricePreview = z.strictObject({ rows: z.array(bulkPriceRow), count: int(), changed: int(), problems: int() });
export type BulkPriceRow = z.infer<typeof bulkPriceRow>;
export type BulkPricePreview = z.infer<typeof bulkPricePreview>;

const importCount = z.strictObject({ created: int(), updated: int(), unchanged: int() });

/** What a catalogue CSV does (or would do): counts, problems and changed fields, each list capped at 500. */
export const importSummary = z.strictObject({
  encoding: z.enum(['utf-8', 'windows-1252']),
  bom: z.boolean(),
  separator: z.enum(CSV_SEPARATORS),
  rowCount: int(),
  counts: z.strictObject({ products: importCount, variants: importCount }),
  problems: z.array(z.strictObject({ line: int(), column: z.string(), message: z.string() })),
  problemCount: int(),
  canApply: z.boolean(),
  /** Fingerprint of the planned writes: applying with `?expect=` refuses if the plan changed since the dry run. */
  planDigest: z.string(),
  /**
   * One field the file changes: old → new in the file's own notation. `changedSinceExport`: the
   * stored value changed after the row was exported (another edit, an order shipped, a bulk price
   * change); such a field is left as stored unless staff overwrite.
   */
  changes: z.array(
    z.strictObject({
      line: int(),
      sku: z.string().nullable(),
      product: z.string(),
      column: z.string(),
      before: z.string(),
      after: z.string(),
      changedSinceExport: z.boolean(),
    }),
  ),
  changeCount: int(),
  changedSinceExportCount: int(),
});
export type ImportSummary = z.infer<typeof importSummary>;
export type ImportProblem = ImportSummary['problems'][number];
export type ImportChange = ImportSummary['changes'][number];
/** After 'Aplicar': the import's id, null when the file changed nothing. */
export const appliedImport = z.strictObject({ ...importSummary.shape, importId: int().nullable() });
export type AppliedImport = z.infer<typeof appliedImport>;
/** The newest import: 'applying' while its batches land (`applied` of `total` writes), then 'applied' or 'rolled_back'. */
export const catalogImportProgress = z.strictObject({
  id: int(),
  status: z.enum(['applying', 'applied', 'rolled_back']),
  applied: int(),
  total: int(),
});
export type CatalogImportProgress = z.infer<typeof catalogImportProgress>;

const searchSynonym = z.strictObject({ id: z.number().int(), terms: z.array(z.string()) });
const synonymAnswer = z.strictObject({ synonym: searchSynonym });

export const adminProducts = defineResource('admin/products', {
  list: {
    method: 'GET',
    path: paths.adminProducts.list,
    summary: 'Every product, archived ones included, with variants',
    description: 'Cost prices only for roles that may see costs (ADMIN).',
    access: access.staff,
    responses: { 200: z.strictObject({ products: z.array(adminProduct) }) },
  },
  create: {
    method: 'POST',
    path: paths.adminProducts.create,
    summary: 'Create a product with its variants (the product save payload)',
    access: access.staff,
    body: productInput,
    responses: { 201: productAnswer },
    errors: [409],
  },
  get: {
    method: 'GET',
    path: paths.adminProducts.get,
    summary: 'One product with its variants',
    access: access.staff,
    responses: { 200: productAnswer },
  },
  update: {
    method: 'PUT',
    path: paths.adminProducts.update,
    summary: 'Save a product with its variants (the product save payload)',
    access: access.staff,
    body: productInput,
    responses: { 200: productAnswer },
    errors: [409],
  },
  remove: {
    method: 'DELETE',
    path: paths.adminProducts.remove,
    summary: 'Delete a product (archived instead once it has been sold)',
    access: access.admin,
    responses: { 200: z.strictObject({ success: z.literal(true), archived: z.boolean() }) },
  },
  restore: {
    method: 'POST',
    path: paths.adminProducts.restore,
    summary: 'Put an archived product back on sale',
    access: access.staff,
    responses: { 200: productAnswer },
  },
  saveVariants: {
    method: 'PUT',
    path: paths.adminProducts.saveVariants,
    summary: "Save a product's variant grid (prices, stock counts, SKUs) at once",
    access: access.staff,
    body: variantGridInput,
    responses: { 200: variantGridResult },
    errors: [409],
  },
  uploadUrl: {
    method: 'POST',
    path: paths.adminProducts.uploadUrl,
    summary: 'A pre-signed address to upload a catalogue or payment-method image',
    description: 'The browser then sends the image with a PUT of `image/webp` to `url`; it is public at `publicUrl`.',
    access: access.staff,
    body: staffUploadUrlInput,
    responses: { 200: imageUploadAnswer },
  },
  bulkPricePreview: {
    method: 'POST',
    path: paths.adminProducts.bulkPricePreview,
    summary: 'Preview a price change over many variants (writes nothing)',
    access: access.staff,
    body: bulkPriceInput,
    responses: { 200: z.strictObject({ preview: bulkPricePreview }) },
  },
  bulkPriceApply: {
    method: 'POST',
    path: paths.adminProducts.bulkPriceApply,
    summary: 'Apply a price change over many variants',
    access: access.staff,
    body: bulkPriceInput,
    responses: { 200: z.strictObject({ result: bulkPricePreview }) },
    errors: [409],
  },
  exportCatalog: {
    method: 'GET',
    path: paths.adminProducts.exportCatalog,
    summary: 'The catalogue as a CSV file',
    access: access.staff,
    query: catalogExportQuery,
    responses: { 200: { file: 'text/csv', description: 'catalogo-{date}.csv' } },
  },
  importCatalog: {
    method: 'POST',
    path: paths.adminProducts.importCatalog,
    summary: 'Check a catalogue CSV and say what applying it would change (writes nothing)',
    description: "A VENDEDOR's file may not carry costs (403).",
    access: access.staff,
    body: csvFile,
    responses: { 200: z.strictObject({ import: importSummary }) },
    errors: [413, 415],
  },
  applyCatalogImport: {
    method: 'POST',
    path: paths.adminProducts.applyCatalogImport,
    summary: 'Apply a catalogue CSV, checked again and written all or nothing',
    access: access.staff,
    query: catalogApplyQuery,
    body: csvFile,
    responses: { 200: z.strictObject({ import: appliedImport }) },
    errors: [409, 413, 415],
  },
  catalogImportProgress: {
    method: 'GET',
    path: paths.adminProducts.catalogImportProgress,
    summary: "The newest catalogue import's progress (writes applied of total), polled while 'Aplicar' runs",
    access: access.staff,
    responses: { 200: z.strictObject({ progress: catalogImportProgress.nullable() }) },
  },
});

export const adminAttributes = defineResource('admin/attributes', {
  list: {
    method: 'GET',
    path: paths.adminAttributes.list,
    summary: 'Attributes and their values',
    access: access.staff,
    responses: { 200: z.strictObject({ attributes: z.array(publicAttribute) }) },
  },
  create: {
    method: 'POST',
    path: paths.adminAttributes.create,
    summary: 'Create an attribute',
    access: access.staff,
    body: attributeInput,
    responses: { 201: attributeAnswer },
    errors: [409],
  },
  update: {
    method: 'PUT',
    path: paths.adminAttributes.update,
    summary: 'Rename an attribute',
    access: access.staff,
    body: attributeInput,
    responses: { 200: attributeAnswer },
    errors: [409],
  },
  remove: {
    method: 'DELETE',
    path: paths.adminAttributes.remove,
    summary: 'Delete an attribute',
    access: access.admin,
    responses: { 200: successAnswer },
    errors: [409],
  },
  createValue: {
    method: 'POST',
    path: paths.adminAttributes.createValue,
    summary: 'Add a value to an attribute',
    access: access.staff,
    params: attributeIdParams,
    body: attributeValueInput,
    responses: { 201: valueAnswer },
    errors: [409],
  },
  updateValue: {
    method: 'PUT',
    path: paths.adminAttributes.updateValue,
    summary: "Change an attribute's value",
    access: access.staff,
    body: attributeValueInput,
    responses: { 200: valueAnswer },
    errors: [409],
  },
  removeValue: {
    method: 'DELETE',
    path: paths.adminAttributes.removeValue,
    summary: "Delete an attribute's value",
    access: access.admin,
    responses: { 200: successAnswer },
    errors: [409],
  },
});

export const adminCategories = defineResource('admin/categories', {
  list: {
    method: 'GET',
    path: paths.adminCategories.list,
    summary: 'The category tree',
    access: access.staff,
    responses: { 200: z.strictObject({ categories: z.array(publicCategory) }) },
  },
  create: {
    method: 'POST',
    path: paths.adminCategories.create,
    summary: 'Create a category',
    access: access.staff,
    body: categoryInput,
    responses: { 201: categoryAnswer },
    errors: [409],
  },
  update: {
    method: 'PUT',
    path: paths.adminCategories.update,
    summary: 'Change a category, or only its image (`imageUrl`, may be null)',
    access: access.staff,
    body: categoryUpdateInput,
    responses: { 200: categoryAnswer },
    errors: [409],
  },
  remove: {
    method: 'DELETE',
    path: paths.adminCategories.remove,
    summary: 'Delete a category without products or subcategories',
    access: access.admin,
    responses: { 200: successAnswer },
    errors: [409],
  },
});

export const adminProviders = defineResource('admin/providers', {
  list: {
    method: 'GET',
    path: paths.adminProviders.list,
    summary: 'The providers',
    access: access.staff,
    responses: { 200: z.strictObject({ providers: z.array(adminProvider) }) },
  },
  create: {
    method: 'POST',
    path: paths.adminProviders.create,
    summary: 'Create a provider',
    access: access.staff,
    body: providerInput,
    responses: { 201: providerAnswer },
  },
  update: {
    method: 'PUT',
    path: paths.adminProviders.update,
    summary: 'Change a provider',
    access: access.staff,
    body: providerInput,
    responses: { 200: providerAnswer },
  },
  remove: {
    method: 'DELETE',
    path: paths.adminProviders.remove,
    summary: 'Delete a provider',
    access: access.admin,
    responses: { 200: successAnswer },
    errors: [409],
  },
});

export const adminSearchSynonyms = defineResource('admin/search-synonyms', {
  list: {
    method: 'GET',
    path: paths.adminSearchSynonyms.list,
    summary: "The search's synonym groups",
    access: access.staff,
    responses: { 200: z.strictObject({ synonyms: z.array(searchSynonym) }) },
  },
  create: {
    method: 'POST',
    path: paths.adminSearchSynonyms.create,
    summary: 'Add a group of words the search treats as one',
    access: access.staff,
    body: searchSynonymInput,
    responses: { 201: synonymAnswer },
    errors: [409],
  },
  update: {
    method: 'PUT',
    path: paths.adminSearchSynonyms.update,
    summary: 'Change a synonym group',
    access: access.staff,
    body: searchSynonymInput,
    responses: { 200: synonymAnswer },
    errors: [409],
  },
  remove: {
    method: 'DELETE',
    path: paths.adminSearchSynonyms.remove,
    summary: 'Delete a synonym group',
    access: access.admin,
    responses: { 200: successAnswer },
  },
});
