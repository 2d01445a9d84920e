import type { Db } from '../../db/client';
import {
  attributes,
  attributeValues,
  categories,
  paymentMethods,
  products,
  variantAttributeValues,
  variants,
  volumeDiscounts,
} from '../../db/schema';
import { refreshSearchDocuments } from '../../db/search-index';
import { openStockLedgers } from '../../db/stock-ledger';
import { searchIndexText } from '../../lib/domain/search';
import { slugify } from '../../lib/domain/slug';

type VariantSpec = {
  sku: string;
  price: number;
  salePrice?: number;
  stock?: number;
  costPrice?: number;
  unit?: string;
  values?: string[];
  tiers?: [number, number][];
};

/**
 * A small, fully known catalogue for integration tests:
 * Desechables → Vasos → Vasos Térmicos; Biodegradables; attributes Color, Capacidad, Unidad de Medida.
 */
export async function createCatalogFixture(db: Db) {
  const [desechables] = await db.insert(categories).values({ name: 'Desechables', slug: 'desechables' }).returning();
  const [vasos] = await db.insert(categories).values({ name: 'Vasos', slug: 'vasos', parentId: desechables.id }).returning();
  const [termicos] = await db.insert(categories).values({ name: 'Vasos Térmicos', slug: 'vasos-termicos', parentId: vasos.id }).returning();
  const [bio] = await db.insert(categories).values({ name: 'Biodegradables', slug: 'biodegradables' }).returning();

  const valueIds = new Map<string, number>();
  for (const [name, values] of [
    ['Color', ['Blanco', 'Transparente', 'Kraft']],
    ['Capacidad', ['7 oz', '12 oz']],
    ['Unidad de Medida', ['Unidad', 'Paquete', 'Caja']],
  ] as const) {
    const [attribute] = await db.insert(attributes).values({ name }).returning();
    for (const value of values) {
      const [row] = await db.insert(attributeValues).values({ attributeId: attribute.id, value }).returning();
      valueIds.set(value, row.id);
    }
  }

  async function product(name: string, categoryId: number, specs: VariantSpec[], extra: { isFeatured?: boolean } = {}) {
    const [p] = await db
      .insert(products)
      .values({ name, slug: slugify(name), categoryId, searchText: searchIndexText(name), ...extra })
      .returning();
    for (const [position, spec] of specs.entries()) {
      const [v] = await db
        .insert(variants)
        .values({
          productId: p.id,
          sku: spec.sku,
          price: spec.price,
          salePrice: spec.salePrice,
          onHand: spec.stock ?? 100,
          costPrice: spec.costPrice ?? Math.floor(spec.price / 2),
          unitOfMeasure: spec.unit,
          position,
        })
        .returning();
      for (const value of spec.values ?? []) {
        await db.insert(variantAttributeValues).values({ variantId: v.id, attributeValueId: valueIds.get(value)! });
      }
      for (const [minQuantity, price] of spec.tiers ?? []) {
        await db.insert(volumeDiscounts).values({ variantId: v.id, minQuantity, price });
      }
    }
    // What the product service does on every save: the store searches this document.
    await refreshSearchDocuments(db, [p.id]);
    return p;
  }

  const vaso = await product(
    'Vaso Plástico 7 oz',
    vasos.id,
    [
      {
        sku: 'VASO-BLA-7OZ-UNI',
        price: 150,
        unit: 'Unidad',
        values: ['Blanco', '7 oz'],
        tiers: [
          [100, 120],
          [50, 135],
        ],
      },
      { sku: 'VASO-TRA-7OZ-PAQ', price: 6000, salePrice: 5500, unit: 'Paquete', values: ['Transparente', '7 oz'] },
    ],
    { isFeatured: true },
  );
  const termico = await product('Vaso Térmico Kraft 12 oz', termicos.id, [
    { sku: 'VASO-KRA-12O-CAJ', price: 90000, unit: 'Caja', values: ['Kraft', '12 oz'], stock: 0 },
  ]);
  const plato = await product('Plato Biodegradable de Bagazo', bio.id, [{ sku: 'PLAT-UNI', price: 800, unit: 'Unidad' }], {
    isFeatured: true,
  });
  const cuchara = await product('Cuchara Pequeña, Desechable (x100)!', desechables.id, [
    { sku: 'CUCH-BLA-PAQ', price: 3500, unit: 'Paquete', values: ['Blanco'] },
  ]);

  const [nequi] = await db
    .insert(paymentMethods)
    .values({ name: 'Nequi', qrCodeUrl: '/files/payment-methods/nequi-1.webp', instructions: 'Escanea el código', sortOrder: 1 })
    .returning();
  await db.insert(paymentMethods).values({ name: 'Efectivo antiguo', isActive: false });

  // The fixture's stock opens each variant's ledger, as the seed does (docs/stock.md).
  await openStockLedgers(db);

  return { categories: { desechables, vasos, termicos, bio }, products: { vaso, termico, plato, cuchara }, paymentMethods: { nequi } };
}
