import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '@/lib/auth/password';
import { type DemoImageSpec, ensureDemoImage, ensureStoredImage, renderProofWebp, renderQrWebp } from '@/db/demo-images';
import { defaultPaymentMeans } from '@/lib/domain/payment-means';
import { basePrice } from '@/lib/domain/pricing';
import { searchIndexText, synonymKeys } from '@/lib/domain/search';
import { generateSku } from '@/lib/domain/sku';
import { slugify } from '@/lib/domain/slug';
import { getEnv } from '@/lib/env';
import type { StorageDriver } from '@/lib/storage/types';
import type { Db, Queryable } from './client';
import {
  attributes,
  attributeValues,
  categories,
  deliveryPickup,
  deliveryZones,
  paymentMethods,
  products,
  providers,
  searchSynonyms,
  shippingRateGroups,
  type StaffRole,
  staffUsers,
  variantAttributeValues,
  variants,
  volumeDiscounts,
} from './schema';
import {
  type SeedAttributeName,
  type SeedCategory,
  type SeedPaymentMethod,
  type SeedProduct,
  type SeedVariant,
  UNIT_ATTRIBUTE,
  seedAttributes,
  seedCategories,
  seedDeliveryPickup,
  seedDeliveryZones,
  seedPaymentMethods,
  seedProducts,
  seedProviders,
  seedSearchSynonyms,
  seedShippingRateGroups,
  seedVariantWeight,
} from './seed-data';
import { refreshSearchDocuments } from './search-index';
import { seedDemoOrders } from './seed-orders';
import { openStockLedgers } from './stock-ledger';

export type SeedOptions = {
  /** Return at once when the catalogue has any product (the embedded app calls this at every start). */
  onlyIfEmpty?: boolean;
  /** Where images go; defaults to the app's storage (local disk or S3). */
  storage?: StorageDriver;
  log?: (message: string) => void;
  /**
   * Also the demo's past orders (db/seed-orders.ts), dated back from `now`: only for the demo
   * (the embedded database, SEED_DEMO_ORDERS), never for production data.
   */
  demoOrders?: { now?: Date };
};

export type SeedSummary = {
  /** True when `onlyIfEmpty` found products and nothing was done. */
  skipped: boolean;
  /** Rows inserted by this run, by table name: all zero when the data was already there. */
  inserted: Record<string, number>;
  images: { written: number; existing: number; ms: number };
  /** Staff accounts the seed ensures; both use SEED_ADMIN_PASSWORD when the seed creates them. */
  logins: { email: string; nombre: string; rol: StaffRole }[];
  ms: number;
};

type PlannedVariant = SeedVariant & { sku: string; position: number; imageKey?: string };
type PlannedProduct = Omit<SeedProduct, 'variants'> & { slug: string; imageKey: string; variants: PlannedVariant[] };

const productImageKey = (slug: string, variantSlug?: string) => `products/${variantSlug ? `${slug}-${variantSlug}` : slug}-1.webp`;
const paymentQrKey = (name: string) => `payment-methods/${slugify(name)}-1.webp`;
const DEMO_PROOF_KEY = 'payment-confirmation/demo-comprobante.webp';
const attributeOrder = seedAttributes.map((a) => a.name);

/** A variant's descriptive values in attribute order (the unit is not one of them). */
function valuesOf(variant: SeedVariant): [SeedAttributeName, string][] {
  const entries = Object.entries(variant.values ?? {}) as [SeedAttributeName, string][];
  return entries.sort(([a], [b]) => attributeOrder.indexOf(a) - attributeOrder.indexOf(b));
}

/**
 * Slugs, SKUs and image keys, computed from the data alone so every run produces the same
 * natural keys. SKUs collide only with SKUs earlier in the data, never with the database:
 * counting the database's would turn VASO-7OZ-PAQ into VASO-7OZ-PAQ-2 on the second run.
 */
function planCatalogue(): PlannedProduct[] {
  const takenSkus = new Set<string>();
  return seedProducts.map((product) => {
    const slug = slugify(product.name);
    return {
      ...product,
      slug,
      imageKey: productImageKey(slug),
      variants: product.variants.map((variant, position) => {
        assertSanePrices(product.name, variant);
        const values = valuesOf(variant).map(([, value]) => value);
        const sku = generateSku({ productName: product.name, attributeValues: values, unitOfMeasure: variant.unit }, takenSkus);
        takenSkus.add(sku);
        const imageKey = variant.image ? productImageKey(slug, slugify(values.join(' ') || variant.unit)) : undefined;
        return { ...variant, sku, position, imageKey };
      }),
    };
  });
}

/** Catches typos in the data before they reach the store: a "discount" that costs more, a loss-making price. */
function assertSanePrices(productName: string, v: SeedVariant): void {
  const money = [v.price, v.costPrice, v.salePrice ?? 0, ...(v.tiers ?? []).map(([, price]) => price)];
  const problems = [
    !money.every((n) => Number.isSafeInteger(n) && n >= 0) && 'prices must be whole pesos',
    v.costPrice >= basePrice(v) && 'cost must be below the price',
    v.salePrice !== undefined && v.salePrice >= v.price && 'sale price must be below the price',
    (v.tiers ?? []).some(([min, price]) => min < 2 || price >= basePrice(v)) && 'tiers must start at 2 and be cheaper than the base price',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`Seed data for "${productName}" (${v.unit}): ${problems.join('; ')}`);
}

/**
 * The seed's one write rule: rows whose natural key already exists are left exactly as they
 * are (staff may have edited them); the others are inserted in one statement. Returns the
 * table's rows by key, existing and new. `prepare` runs only for rows about to be inserted
 * (password hashing is slow and pointless for accounts that exist).
 */
async function insertMissing<T extends PgTable>(
  q: Queryable,
  inserted: Record<string, number>,
  table: T,
  rows: T['$inferInsert'][],
  keyOf: (row: T['$inferInsert'] | T['$inferSelect']) => string,
  prepare?: (row: T['$inferInsert']) => Promise<T['$inferInsert']>,
): Promise<Map<string, T['$inferSelect']>> {
  // Seed tables are small; reading them whole is one query instead of one per row.
  const existing = (await q.select().from(table as PgTable)) as T['$inferSelect'][];
  const byKey = new Map(existing.map((row) => [keyOf(row), row]));
  const missing = new Map<string, T['$inferInsert']>();
  for (const row of rows) if (!byKey.has(keyOf(row))) missing.set(keyOf(row), row);
  if (missing.size > 0) {
    const values = prepare ? await Promise.all([...missing.values()].map(prepare)) : [...missing.values()];
    const created = (await q
      .insert(table)
      .values(values as never)
      .returning()) as T['$inferSelect'][];
    for (const row of created) byKey.set(keyOf(row), row);
  }
  const name = getTableName(table);
  inserted[name] = (inserted[name] ?? 0) + missing.size;
  return byKey;
}

/**
 * The starting list of search synonyms: a group goes in only when none of its members is in a
 * stored group (staff may have edited or moved one; a member belongs to one group only).
 */
async function insertMissingSynonyms(q: Queryable, inserted: Record<string, number>): Promise<void> {
  const stored = await q.select({ keys: searchSynonyms.keys }).from(searchSynonyms);
  const taken = new Set(stored.flatMap((group) => group.keys));
  const missing = seedSearchSynonyms.filter((group) => !synonymKeys(group).some((key) => taken.has(key)));
  if (missing.length > 0) await q.insert(searchSynonyms).values(missing.map((terms) => ({ terms: [...terms], keys: synonymKeys(terms) })));
  inserted.search_synonyms = (inserted.search_synonyms ?? 0) + missing.length;
}

const lower = (text: string) => text.toLowerCase();
/** Fails loudly on a reference the data gets wrong (a category or value that is not listed). */
function mustGet<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to an unknown ${what}: ${String(key)}`);
  return value;
}

/** Every picture the catalogue and payment methods need, written once; returns key → URL. */
async function storeImages(storage: StorageDriver, plan: PlannedProduct[], methods: readonly SeedPaymentMethod[]) {
  const started = performance.now();
  const specs = new Map<string, DemoImageSpec>();
  for (const product of plan) {
    specs.set(product.imageKey, product.image);
    for (const variant of product.variants) if (variant.imageKey && variant.image) specs.set(variant.imageKey, variant.image);
  }
  const results = await Promise.all([
    ...[...specs].map(async ([key, spec]) => [key, await ensureDemoImage(storage, key, spec)] as const),
    ...methods.map(
      async (method) =>
        [
          paymentQrKey(method.name),
          await ensureStoredImage(storage, paymentQrKey(method.name), () => renderQrWebp(method.qrText)),
        ] as const,
    ),
  ]);
  const written = results.filter(([, result]) => result.written).length;
  return {
    urls: new Map(results.map(([key, result]) => [key, result.url])),
    stats: { written, existing: results.length - written, ms: Math.round(performance.now() - started) },
  };
}

/**
 * Demo data: categories, attributes, providers, ~60 products with variants and volume tiers,
 * payment methods with QR codes, and the demo staff accounts. Idempotent: a second run
 * inserts nothing and changes nothing (see insertMissing).
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const elapsed = () => Math.round(performance.now() - started);

  if (options.onlyIfEmpty) {
    const [anyProduct] = await db.select({ id: products.id }).from(products).limit(1);
    if (anyProduct) return { skipped: true, inserted: {}, images: { written: 0, existing: 0, ms: 0 }, logins: [], ms: elapsed() };
  }

  const env = getEnv();
  const plan = planCatalogue();
  // Objects first, outside the transaction: storage is not transactional, and an image left
  // behind by a failed run is simply reused by the next one.
  const storage = options.storage ?? (await import('@/lib/storage')).getStorage();
  const methods = seedPaymentMethods(env.BUSINESS_NIT);
  const images = await storeImages(storage, plan, methods);
  log(`seed: images ready (${images.stats.written} written, ${images.stats.existing} already there, ${images.stats.ms} ms)`);
  const imageUrl = (key: string) => mustGet(images.urls, key, 'image');
  // A demo order's proof would go to a real invoicing provider as a real sale: no demo orders then.
  const demoOrders = options.demoOrders && !(await import('@/lib/invoicing')).invoicingEnabled() ? options.demoOrders : null;
  const proofUrl = demoOrders ? (await ensureStoredImage(storage, DEMO_PROOF_KEY, renderProofWebp)).url : null;

  const adminEmail = env.SEED_ADMIN_EMAIL.toLowerCase();
  const sellerEmail = env.SEED_SELLER_EMAIL.toLowerCase();
  const logins: SeedSummary['logins'] = [
    { email: adminEmail, nombre: 'Administrador', rol: 'ADMIN' },
    // The same address the README gives, whatever SEED_ADMIN_EMAIL names (unless it is the admin's).
    ...(sellerEmail === adminEmail ? [] : [{ email: sellerEmail, nombre: 'Vendedor Demo', rol: 'VENDEDOR' as const }]),
  ];

  const inserted: Record<string, number> = {};
  await db.transaction(async (tx) => {
    // Categories level by level, so each child finds its parent's id.
    const categoryBySlug = new Map<string, typeof categories.$inferSelect>();
    let level = seedCategories.map((node, sortOrder) => ({ node, sortOrder, parentSlug: null as string | null }));
    while (level.length > 0) {
      const rows = level.map(({ node, sortOrder, parentSlug }) => ({
        name: node.name,
        slug: slugify(node.name),
        description: node.description,
        parentId: parentSlug ? mustGet(categoryBySlug, parentSlug, 'category').id : null,
        sortOrder,
      }));
      for (const [slug, row] of await insertMissing(tx, inserted, categories, rows, (r) => r.slug)) categoryBySlug.set(slug, row);
      level = level.flatMap(({ node }) =>
        (node.children ?? []).map((child: SeedCategory, sortOrder) => ({ node: child, sortOrder, parentSlug: slugify(node.name) })),
      );
    }
    const categoryId = (name: string) => mustGet(categoryBySlug, slugify(name), 'category').id;

    const attributeByName = await insertMissing(
      tx,
      inserted,
      attributes,
      seedAttributes.map(({ name }) => ({ name })),
      (r) => lower(r.name),
    );
    const valueKey = (r: { attributeId: number; value: string }) => `${r.attributeId}\u0000${lower(r.value)}`;
    const valueRows = await insertMissing(
      tx,
      inserted,
      attributeValues,
      seedAttributes.flatMap(({ name, values }) =>
        values.map((value, sortOrder) => ({ attributeId: mustGet(attributeByName, lower(name), 'attribute').id, value, sortOrder })),
      ),
      valueKey,
    );
    const valueId = (attribute: string, value: string) =>
      mustGet(
        valueRows,
        valueKey({ attributeId: mustGet(attributeByName, lower(attribute), 'attribute').id, value }),
        `value of ${attribute}`,
      ).id;

    const providerByName = await insertMissing(tx, inserted, providers, [...seedProviders], (r) => lower(r.name));

    const productBySlug = await insertMissing(
      tx,
      inserted,
      products,
      plan.map((p) => ({
        name: p.name,
        slug: p.slug,
        description: p.description,
        categoryId: categoryId(p.category),
        providerId: mustGet(providerByName, lower(p.provider), 'provider').id,
        isFeatured: p.featured ?? false,
        ivaClass: p.ivaClass ?? 'iva_19',
        imageUrl: imageUrl(p.imageKey),
        searchText: searchIndexText(p.name),
      })),
      (r) => r.slug,
    );

    const skuKey = (r: { sku: string }) => r.sku.toUpperCase();
    const variantBySku = await insertMissing(
      tx,
      inserted,
      variants,
      plan.flatMap((p) =>
        p.variants.map((v) => ({
          productId: mustGet(productBySlug, p.slug, 'product').id,
          sku: v.sku,
          price: v.price,
          salePrice: v.salePrice ?? null,
          costPrice: v.costPrice,
          onHand: v.stock,
          imageUrl: v.imageKey ? imageUrl(v.imageKey) : null,
          unitOfMeasure: v.unit,
          unitsPerItem: v.unitsPerItem,
          weightGrams: seedVariantWeight(p.category, v.unitsPerItem),
          position: v.position,
        })),
      ),
      skuKey,
    );

    // Values and tiers attach only to variants of the seed's own products: a SKU that some
    // other product took in the meantime is left alone.
    const ours = plan.flatMap((p) =>
      p.variants.flatMap((v) => {
        const row = mustGet(variantBySku, skuKey(v), 'variant');
        return row.productId === mustGet(productBySlug, p.slug, 'product').id ? [{ id: row.id, variant: v }] : [];
      }),
    );
    await insertMissing(
      tx,
      inserted,
      variantAttributeValues,
      ours.flatMap(({ id, variant }) => [
        ...valuesOf(variant).map(([attribute, value]) => ({ variantId: id, attributeValueId: valueId(attribute, value) })),
        // The unit is an attribute value too: the storefront offers one selector per attribute.
        { variantId: id, attributeValueId: valueId(UNIT_ATTRIBUTE, variant.unit) },
      ]),
      (r) => `${r.variantId}\u0000${r.attributeValueId}`,
    );
    await insertMissing(
      tx,
      inserted,
      volumeDiscounts,
      ours.flatMap(({ id, variant }) => (variant.tiers ?? []).map(([minQuantity, price]) => ({ variantId: id, minQuantity, price }))),
      (r) => `${r.variantId}\u0000${r.minQuantity}`,
    );
    // The search documents of the seed's products, now that their variants and values are in.
    // The seeded stock opens each new variant's ledger (docs/stock.md).
    await openStockLedgers(tx);
    await refreshSearchDocuments(
      tx,
      [...productBySlug.values()].map((p) => p.id),
    );
    await insertMissingSynonyms(tx, inserted);

    await insertMissing(
      tx,
      inserted,
      paymentMethods,
      methods.map((m, sortOrder) => ({
        name: m.name,
        instructions: m.instructions,
        qrCodeUrl: imageUrl(paymentQrKey(m.name)),
        isActive: true,
        sortOrder,
        // How its payments are coded on the electronic invoice: Nequi is a wallet, a bank QR a transfer.
        means: defaultPaymentMeans(m.name),
        brebKey: m.brebKey ?? null,
      })),
      (r) => lower(r.name),
    );

    // Delivery rules: a zone or group staff already have (by name) is left as they set it.
    await insertMissing(tx, inserted, deliveryPickup, [{ id: 1, ...seedDeliveryPickup }], (r) => String(r.id ?? 1));
    await insertMissing(
      tx,
      inserted,
      deliveryZones,
      seedDeliveryZones.map((z, sortOrder) => ({
        ...z,
        municipalityCodes: [...z.municipalityCodes],
        weekdays: [...z.weekdays],
        sortOrder,
      })),
      (r) => lower(r.name),
    );
    await insertMissing(
      tx,
      inserted,
      shippingRateGroups,
      seedShippingRateGroups.map((g, sortOrder) => ({
        ...g,
        departmentCodes: [...g.departmentCodes],
        weightBands: [...g.weightBands],
        sortOrder,
      })),
      (r) => lower(r.name),
    );

    // An existing account keeps its password: the seed never resets what someone changed.
    await insertMissing(
      tx,
      inserted,
      staffUsers,
      logins.map((login) => ({ ...login, passwordHash: '' })),
      (r) => lower(r.email),
      async (row) => ({ ...row, passwordHash: await hashPassword(env.SEED_ADMIN_PASSWORD) }),
    );

    if (demoOrders && proofUrl) {
      const [ordersStarted, cpuStarted] = [performance.now(), process.cpuUsage()];
      const seeded = await seedDemoOrders(tx, { now: demoOrders.now ?? new Date(), proofUrl });
      // The CPU time beside the wall time: on shared cores the second is mostly waiting.
      const cpu = process.cpuUsage(cpuStarted);
      log(
        `seed: ${seeded.orders} past orders of ${seeded.customers} demo customers (${Math.round(performance.now() - ordersStarted)} ms, ${Math.round((cpu.user + cpu.system) / 1000)} ms of CPU)`,
      );
      inserted.demo_orders = seeded.orders;
      inserted.demo_customers = seeded.customers;
    }
  });

  const summary: SeedSummary = { skipped: false, inserted, images: images.stats, logins, ms: elapsed() };
  const total = Object.values(inserted).reduce((sum, n) => sum + n, 0);
  log(
    `seed: ${total === 0 ? 'nothing to add, the demo data is already there' : `inserted ${JSON.stringify(inserted)}`} (${summary.ms} ms)`,
  );
  return summary;
}
