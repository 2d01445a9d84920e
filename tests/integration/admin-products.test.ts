import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteProduct, GET as getProduct, PUT as putProduct } from '@/app/api/admin/products/[id]/route';
import { GET as listProducts, POST as postProduct } from '@/app/api/admin/products/route';
import { GET as storeProducts } from '@/app/api/products/route';
import { attributeValues, customers, orderItems, orders, products, stockMovements, variants, volumeDiscounts } from '@/db/schema';
import { CENTAVOS_MESSAGE } from '@/lib/domain/money';
import { searchIndexText } from '@/lib/domain/search';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';
import { callRoute, createStaffUser } from '../helpers/staff';

const testDb = useTestDb();
let token: string;
let fixture: Awaited<ReturnType<typeof createCatalogFixture>>;
/** Attribute value ids by value ('Blanco', '12 oz', 'Paquete'…). */
const v: Record<string, number> = {};

beforeAll(async () => {
  const { db } = testDb();
  fixture = await createCatalogFixture(db);
  // Issue 25 §5: costs and deleting are ADMIN work; what a VENDEDOR gets is in admin-roles-activity.test.ts.
  token = (await createStaffUser(db, { rol: 'ADMIN' })).token;
  for (const row of await db.select().from(attributeValues)) v[row.value] = row.id;
});

type VariantBody = Record<string, unknown>;
const variant = (extra: VariantBody = {}): VariantBody => ({ price: 1000, stock: 10, ...extra });
const productBody = (name: string, variants: VariantBody[], extra: Record<string, unknown> = {}) => ({
  name,
  description: 'Descripción',
  categoryId: fixture.categories.vasos.id,
  isFeatured: false,
  imageUrl: null,
  variants,
  ...extra,
});
const create = (body: unknown) => callRoute(postProduct, '/api/admin/products', { token, body });
const update = (id: number, body: unknown) =>
  callRoute(putProduct, `/api/admin/products/${id}`, { method: 'PUT', token, body, params: { id: String(id) } });
const read = (id: number | string) => callRoute(getProduct, `/api/admin/products/${id}`, { token, params: { id: String(id) } });
const skusOf = (res: { body: { product: { variants: { sku: string }[] } } }) => res.body.product.variants.map((x) => x.sku);

/** An order whose single item points at `variantId`, as the checkout would write it. */
async function orderItemFor(variantId: number) {
  const { db } = testDb();
  const [customer] = await db
    .insert(customers)
    .values({ email: `c${variantId}@example.com` })
    .returning();
  const [variantRow] = await db.select().from(variants).where(eq(variants.id, variantId));
  const [order] = await db
    .insert(orders)
    .values({
      customerId: customer.id,
      subtotal: variantRow.price * 2,
      total: variantRow.price * 2,
      shippingAddress: {
        recipientName: 'Ana',
        street: 'Calle 1',
        city: 'Cúcuta',
        state: 'Norte de Santander',
        postalCode: null,
        details: null,
        country: 'CO',
      },
    })
    .returning();
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: order.id,
      productId: variantRow.productId,
      variantId,
      productName: 'Vaso Plástico 7 oz',
      sku: variantRow.sku,
      unitOfMeasure: variantRow.unitOfMeasure,
      unitPrice: variantRow.price,
      quantity: 2,
      lineTotal: variantRow.price * 2,
    })
    .returning();
  return item;
}

describe('GET /api/admin/products', () => {
  it('lists products with category, stock, cost, tiers and attribute values', async () => {
    const res = await callRoute(listProducts, '/api/admin/products', { token });
    expect(res.status).toBe(200);
    const vaso = res.body.products.find((p: { name: string }) => p.name === 'Vaso Plástico 7 oz');
    expect(vaso).toMatchObject({
      id: fixture.products.vaso.id,
      categoryId: fixture.categories.vasos.id,
      category: { id: fixture.categories.vasos.id, name: 'Vasos' },
      isFeatured: true,
    });
    const [white] = vaso.variants;
    expect(Object.keys(white).sort()).toEqual([
      'available',
      'costPrice',
      'id',
      'imageUrl',
      'price',
      'reserved',
      'salePrice',
      'sku',
      'stock',
      'stockVersion',
      'unitOfMeasure',
      'unitsPerItem',
      'variantValues',
      'volumeDiscounts',
      'weightGrams',
    ]);
    expect(white).toMatchObject({ sku: 'VASO-BLA-7OZ-UNI', price: 150, stock: 100, costPrice: 75, unitsPerItem: 1 });
    expect(white.volumeDiscounts.map((t: { minQuantity: number; price: number }) => [t.minQuantity, t.price])).toEqual([
      [50, 135],
      [100, 120],
    ]);
    expect(white.variantValues).toContainEqual({ attributeValue: { id: v.Blanco, attributeId: expect.any(Number), value: 'Blanco' } });
  });

  it('reads one product; unknown and malformed ids are 404', async () => {
    const res = await read(fixture.products.plato.id);
    expect(res.body.product).toMatchObject({ name: 'Plato Biodegradable de Bagazo', variants: [{ sku: 'PLAT-UNI' }] });
    expect((await read(999999)).status).toBe(404);
    expect((await read('abc')).status).toBe(404);
  });
});

describe('saving products: SKUs', () => {
  it('generates SKUs from name, values ordered by attribute name, and unit; -2 when the payload repeats one', async () => {
    const res = await create(
      productBody('Contenedor Bisagra', [
        variant({ attributeValueIds: [v.Blanco, v['12 oz'], v.Paquete], unitOfMeasure: 'Paquete' }),
        variant({ sku: '', attributeValueIds: [v['12 oz'], v.Blanco], unitOfMeasure: 'Paquete' }),
        // No unit typed: the selected 'Unidad de Medida' value is the unit.
        variant({ sku: null, attributeValueIds: [v.Kraft, v.Caja] }),
      ]),
    );
    expect(res.status).toBe(201);
    expect(skusOf(res)).toEqual(['CONT-12O-BLA-PAQ', 'CONT-12O-BLA-PAQ-2', 'CONT-KRA-CAJ']);
    expect(res.body.product.variants[2].unitOfMeasure).toBe('Caja');
    expect(res.body.product.slug).toBe('contenedor-bisagra');
  });

  it("avoids every other product's SKUs in the database", async () => {
    const plato = await create(productBody('Plato Hondo', [variant({ unitOfMeasure: 'Unidad' })]));
    expect(skusOf(plato)).toEqual(['PLAT-UNI-2']); // PLAT-UNI is the fixture's plate

    const first = await create(productBody('Vaso Kraft', [variant({ attributeValueIds: [v.Kraft, v['12 oz']], unitOfMeasure: 'Caja' })]));
    const second = await create(
      productBody('Vaso Doble Pared', [variant({ attributeValueIds: [v.Kraft, v['12 oz']], unitOfMeasure: 'Caja' })]),
    );
    expect(skusOf(first)).toEqual(['VASO-12O-KRA-CAJ']);
    expect(skusOf(second)).toEqual(['VASO-12O-KRA-CAJ-2']);
  });

  it('gives two products saved at the same moment different SKUs and slugs', async () => {
    const [a, b] = await Promise.all([
      create(productBody('Mantel Redondo', [variant({ unitOfMeasure: 'Unidad' })])),
      create(productBody('Mantel Redondo', [variant({ unitOfMeasure: 'Unidad' })])),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([...skusOf(a), ...skusOf(b)].sort()).toEqual(['MANT-UNI', 'MANT-UNI-2']);
    expect([a.body.product.slug, b.body.product.slug].sort()).toEqual(['mantel-redondo', 'mantel-redondo-2']);
  });

  it('keeps a hand-written SKU (upper-cased) unless it collides with another variant', async () => {
    const kept = await create(productBody('Bolsa Camiseta', [variant({ sku: 'mi-sku-01' })]));
    expect(skusOf(kept)).toEqual(['MI-SKU-01']);

    const taken = await create(productBody('Bolsa Basura', [variant({ sku: 'cuch-bla-paq' })]));
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ 'variants.0.sku': ['El SKU CUCH-BLA-PAQ ya lo usa otra variante.'] });

    const twice = await create(productBody('Bolsa Regalo', [variant({ sku: 'REGALO-1' }), variant({ sku: 'regalo-1' })]));
    expect(twice.status).toBe(400);
    expect(Object.keys(twice.body.fields)).toEqual(['variants.1.sku']);

    const badChars = await create(productBody('Bolsa Regalo', [variant({ sku: 'ÑÑ 01' })]));
    expect(Object.keys(badChars.body.fields)).toEqual(['variants.0.sku']);
  });

  it('regenerates a SKU only when empty or starting with the name prefix', async () => {
    const created = await create(
      productBody('Vaso Ecológico', [variant({ sku: 'VASO-VIEJO', attributeValueIds: [v.Blanco], unitOfMeasure: 'Unidad' })]),
    );
    expect(skusOf(created)).toEqual(['VASO-BLA-UNI']);
    const { id } = created.body.product;
    const variantId = created.body.product.variants[0].id;

    // Renamed: the old SKU no longer starts with the prefix ('COPA'), so it is kept…
    const renamed = await update(
      id,
      productBody('Copa Ecológica', [
        variant({ id: variantId, sku: 'VASO-BLA-UNI', attributeValueIds: [v.Blanco], unitOfMeasure: 'Unidad' }),
      ]),
    );
    expect(skusOf(renamed)).toEqual(['VASO-BLA-UNI']);
    // …until the form clears it.
    const regenerated = await update(
      id,
      productBody('Copa Ecológica', [variant({ id: variantId, sku: '', attributeValueIds: [v.Blanco], unitOfMeasure: 'Unidad' })]),
    );
    expect(skusOf(regenerated)).toEqual(['COPA-BLA-UNI']);
    // Re-saving unchanged keeps the same SKU (the variant does not collide with itself).
    const again = await update(
      id,
      productBody('Copa Ecológica', [
        variant({ id: variantId, sku: 'COPA-BLA-UNI', attributeValueIds: [v.Blanco], unitOfMeasure: 'Unidad' }),
      ]),
    );
    expect(skusOf(again)).toEqual(['COPA-BLA-UNI']);
    expect(again.body.product.variants[0].id).toBe(variantId);
  });

  it('lets two variants swap their values (and so their SKUs) in one save', async () => {
    const created = await create(
      productBody('Tapa Domo', [
        variant({ attributeValueIds: [v.Blanco], unitOfMeasure: 'Unidad' }),
        variant({ attributeValueIds: [v.Transparente], unitOfMeasure: 'Unidad' }),
      ]),
    );
    expect(skusOf(created)).toEqual(['TAPA-BLA-UNI', 'TAPA-TRA-UNI']);
    const [a, b] = created.body.product.variants;
    const swapped = await update(
      created.body.product.id,
      productBody('Tapa Domo', [
        variant({ id: a.id, sku: a.sku, attributeValueIds: [v.Transparente], unitOfMeasure: 'Unidad' }),
        variant({ id: b.id, sku: b.sku, attributeValueIds: [v.Blanco], unitOfMeasure: 'Unidad' }),
      ]),
    );
    expect(swapped.status).toBe(200);
    expect(swapped.body.product.variants.map((x: { id: number; sku: string }) => [x.id, x.sku])).toEqual([
      [a.id, 'TAPA-TRA-UNI'],
      [b.id, 'TAPA-BLA-UNI'],
    ]);
  });
});

describe('saving products: variants in place', () => {
  it('updates kept variants in place, inserts new ones, archives a missing one that sold; order items keep their variant and snapshot', async () => {
    const { db } = testDb();
    const { vaso } = fixture.products;
    const [white, pack] = (await read(vaso.id)).body.product.variants;
    const item = await orderItemFor(pack.id);

    const res = await update(
      vaso.id,
      productBody(
        'Vaso Plástico 7 oz',
        [
          variant({
            id: white.id,
            sku: white.sku,
            price: 160,
            stock: 80,
            attributeValueIds: [v.Blanco, v['7 oz']],
            unitOfMeasure: 'Unidad',
            volumeDiscounts: [{ minQuantity: 200, price: 110 }],
          }),
          variant({ price: 15000, stock: 5, attributeValueIds: [v.Blanco, v['7 oz']], unitOfMeasure: 'Caja', unitsPerItem: 1000 }),
        ],
        { isFeatured: true },
      ),
    );
    expect(res.status).toBe(200);
    const [kept, added] = res.body.product.variants;
    expect(kept).toMatchObject({ id: white.id, price: 160, stock: 80, volumeDiscounts: [{ minQuantity: 200, price: 110 }] });
    // Values are ordered by attribute name (Capacidad, Color), so the regenerated SKU follows.
    expect(kept.sku).toBe('VASO-7OZ-BLA-UNI');
    expect(added).toMatchObject({ sku: 'VASO-7OZ-BLA-CAJ', unitsPerItem: 1000 });
    expect(added.id).not.toBe(pack.id);

    // Sold: archived, not deleted, so its order line keeps pointing at it.
    const [archived] = await db.select().from(variants).where(eq(variants.id, pack.id));
    expect(archived.archivedAt).toBeInstanceOf(Date);
    expect(res.body.product.variants.map((x: { id: number }) => x.id)).not.toContain(pack.id);
    expect(await db.select().from(volumeDiscounts).where(eq(volumeDiscounts.variantId, white.id))).toHaveLength(1);
    const [after] = await db.select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(after).toMatchObject({
      variantId: pack.id,
      productId: vaso.id,
      sku: 'VASO-TRA-7OZ-PAQ',
      productName: 'Vaso Plástico 7 oz',
      unitPrice: 6000,
    });
  });

  it('archives a left-out variant with history (an order line or ledger rows) and deletes one without; the store and the form no longer show it', async () => {
    const { db } = testDb();
    const created = await create(
      productBody('Tapa Domo 12 oz', [
        variant({ sku: 'DOMO-LEDGER', stock: 10 }),
        variant({ sku: 'DOMO-PEDIDO', stock: 0 }),
        variant({ sku: 'DOMO-NADA', stock: 0 }),
        variant({ sku: 'DOMO-QUEDA', stock: 4 }),
      ]),
    );
    expect(created.status).toBe(201);
    const bySku = Object.fromEntries(created.body.product.variants.map((x: { sku: string; id: number }) => [x.sku, x.id]));
    const productId = created.body.product.id;
    // An unpaid order holds the second one; the first has the ledger row of its opening stock.
    const item = await orderItemFor(bySku['DOMO-PEDIDO']);
    const ledgerBefore = await db.select().from(stockMovements).where(eq(stockMovements.variantId, bySku['DOMO-LEDGER']));
    expect(ledgerBefore.length).toBeGreaterThan(0);
    expect(await db.select().from(stockMovements).where(eq(stockMovements.variantId, bySku['DOMO-NADA']))).toEqual([]);

    const saved = await update(
      productId,
      productBody('Tapa Domo 12 oz', [variant({ id: bySku['DOMO-QUEDA'], sku: 'DOMO-QUEDA', stock: 4 })]),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.product.variants.map((x: { sku: string }) => x.sku)).toEqual(['DOMO-QUEDA']);
    expect((await read(productId)).body.product.variants.map((x: { sku: string }) => x.sku)).toEqual(['DOMO-QUEDA']);

    const rows = await db.select().from(variants).where(eq(variants.productId, productId));
    const state = Object.fromEntries(rows.map((row) => [row.sku, row.archivedAt === null ? 'on sale' : 'archived']));
    expect(state).toEqual({ 'DOMO-LEDGER': 'archived', 'DOMO-PEDIDO': 'archived', 'DOMO-QUEDA': 'on sale' });
    // The order line and the ledger keep their variant.
    expect((await db.select().from(orderItems).where(eq(orderItems.id, item.id)))[0].variantId).toBe(bySku['DOMO-PEDIDO']);
    expect(await db.select().from(stockMovements).where(eq(stockMovements.variantId, bySku['DOMO-LEDGER']))).toEqual(ledgerBefore);

    // The store lists the product with its one variant on sale.
    const store = await callRoute(storeProducts, '/api/products?search=tapa%20domo', {});
    const listed = store.body.products.find((p: { id: number }) => p.id === productId);
    expect(listed.variants.map((x: { sku: string }) => x.sku)).toEqual(['DOMO-QUEDA']);

    // An archived variant keeps its SKU: a new variant may not take it.
    const clash = await update(
      productId,
      productBody('Tapa Domo 12 oz', [variant({ id: bySku['DOMO-QUEDA'], sku: 'DOMO-QUEDA', stock: 4 }), variant({ sku: 'DOMO-PEDIDO' })]),
    );
    expect(clash.status).toBe(400);
    expect(Object.keys(clash.body.fields)).toEqual(['variants.1.sku']);
    // Nor may a save bring it back by its id: it is no longer this product's.
    const revived = await update(
      productId,
      productBody('Tapa Domo 12 oz', [
        variant({ id: bySku['DOMO-QUEDA'], sku: 'DOMO-QUEDA', stock: 4 }),
        variant({ id: bySku['DOMO-PEDIDO'] }),
      ]),
    );
    expect(revived.status).toBe(400);
  });

  it('keeps products.search_text in step with the name, so the store finds a renamed product', async () => {
    const { db } = testDb();
    const created = await create(productBody('Servilleta Cocktail', [variant()]));
    const {
      id,
      variants: [only],
    } = created.body.product;
    await update(id, productBody('Servilleta Dúplex 30x30', [variant({ id: only.id, sku: only.sku })]));
    const [row] = await db.select().from(products).where(eq(products.id, id));
    expect(row.searchText).toBe(searchIndexText('Servilleta Dúplex 30x30'));
    expect(row.slug).toBe('servilleta-cocktail');

    const found = await callRoute(storeProducts, '/api/products?search=duplex%2030x30', {});
    expect(found.body.products.map((p: { id: number }) => p.id)).toEqual([id]);
    // The search document followed the rename: the old name's word finds it no more.
    const old = await callRoute(storeProducts, '/api/products?search=cocktail', {});
    expect(old.body.products).toEqual([]);
  });

  it('gives a taken slug a suffix', async () => {
    const res = await create(productBody('Plato Biodegradable de Bagazo', [variant()], { categoryId: fixture.categories.bio.id }));
    expect(res.body.product.slug).toBe('plato-biodegradable-de-bagazo-2');
  });

  it('reads prices as whole pesos from numbers or es-CO text; empty sale price means none', async () => {
    const res = await create(
      productBody('Pitillo Flexible', [variant({ price: '$ 12.500', salePrice: '', costPrice: '9.000', stock: '40', unitsPerItem: '' })]),
    );
    expect(res.status).toBe(201);
    expect(res.body.product.variants[0]).toMatchObject({ price: 12500, salePrice: null, costPrice: 9000, stock: 40, unitsPerItem: 1 });
  });

  it('deletes a product that never sold; one that sold is archived and its order items keep pointing at it (issue 24 §5)', async () => {
    const { db } = testDb();
    const { termico } = fixture.products;
    const [only] = (await read(termico.id)).body.product.variants;
    const item = await orderItemFor(only.id);
    const res = await callRoute(deleteProduct, 'x', { method: 'DELETE', token, params: { id: String(termico.id) } });
    expect(res).toMatchObject({ status: 200, body: { success: true, archived: true } });
    expect((await read(termico.id)).body.product).toMatchObject({ id: termico.id, archivedAt: expect.any(String) });
    const [after] = await db.select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(after).toMatchObject({ productId: termico.id, variantId: only.id, sku: 'VASO-KRA-12O-CAJ' });

    const unsold = await create(productBody('Vaso sin ventas', [variant()]));
    const gone = await callRoute(deleteProduct, 'x', { method: 'DELETE', token, params: { id: String(unsold.body.product.id) } });
    expect(gone).toMatchObject({ status: 200, body: { success: true, archived: false } });
    expect((await read(unsold.body.product.id)).status).toBe(404);
    expect((await callRoute(deleteProduct, 'x', { method: 'DELETE', token, params: { id: String(unsold.body.product.id) } })).status).toBe(
      404,
    );
  });
});

describe('saving products: validation', () => {
  it('answers 400 with field errors keyed by path', async () => {
    const res = await create({
      name: ' ',
      isFeatured: 'sí',
      variants: [
        { price: 1500.5, stock: 1.5, unitsPerItem: 0 },
        {
          price: 1000,
          stock: 3,
          salePrice: 1200,
          volumeDiscounts: [
            { minQuantity: 1, price: 900 },
            { minQuantity: 10, price: 1300 },
            { minQuantity: 10, price: 800 },
          ],
        },
        { price: '$ 1.500,50', stock: -1, attributeValueIds: [v.Blanco, v.Blanco] },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      name: ['El nombre es requerido.'],
      categoryId: ['La categoría es requerida.'],
      isFeatured: [expect.any(String)],
      'variants.0.price': [CENTAVOS_MESSAGE],
      'variants.0.stock': ['Debe ser un número entero.'],
      'variants.0.unitsPerItem': [expect.any(String)],
      'variants.1.salePrice': ['El precio de oferta no puede ser mayor que el precio.'],
      'variants.1.volumeDiscounts.0.minQuantity': ['La cantidad mínima debe ser al menos 2.'],
      'variants.1.volumeDiscounts.1.price': [expect.stringContaining('menor que el precio base')],
      'variants.1.volumeDiscounts.2.minQuantity': ['Ya hay un descuento para esa cantidad.'],
      'variants.2.price': [CENTAVOS_MESSAGE],
      'variants.2.stock': [expect.any(String)],
      'variants.2.attributeValueIds': [expect.any(String)],
    });
  });

  it('needs at least one variant', async () => {
    const res = await create(productBody('Sin Variantes', []));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ variants: ['El producto debe tener al menos una variante.'] });
  });

  it('checks references against the database: category, attribute values, variant ownership', async () => {
    const { db } = testDb();
    const before = (await db.select().from(products)).length;

    const noCategory = await create(productBody('Huérfano', [variant()], { categoryId: 999999 }));
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.fields).toEqual({ categoryId: ['La categoría no existe.'] });

    const values = await create(
      productBody('Valores Raros', [variant({ attributeValueIds: [999999] }), variant({ attributeValueIds: [v.Blanco, v.Kraft] })]),
    );
    expect(values.status).toBe(400);
    expect(Object.keys(values.body.fields).sort()).toEqual(['variants.0.attributeValueIds', 'variants.1.attributeValueIds']);

    const [foreign] = await db.select().from(variants).where(eq(variants.productId, fixture.products.cuchara.id));
    const stolen = await update(fixture.products.plato.id, productBody('Plato Biodegradable de Bagazo', [variant({ id: foreign.id })]));
    expect(stolen.status).toBe(400);
    expect(stolen.body.fields).toEqual({ 'variants.0.id': ['La variante no pertenece a este producto.'] });
    // Nothing was written by the failed saves.
    expect((await db.select().from(products)).length).toBe(before);
    expect(
      await db
        .select()
        .from(variants)
        .where(inArray(variants.id, [foreign.id])),
    ).toHaveLength(1);

    expect((await update(999999, productBody('No Existe', [variant()]))).status).toBe(404);
  });
});

describe('the IVA class of a product (issue 26)', () => {
  it('is saved from the form, kept when a spec client leaves it out, and refused when unknown', async () => {
    const created = await create(productBody('Bolsa compostable IVA', [variant()], { ivaClass: 'iva_5' }));
    expect(created.status).toBe(201);
    expect(created.body.product.ivaClass).toBe('iva_5');
    const id = created.body.product.id as number;
    const { variants: saved } = created.body.product as { variants: { id: number; sku: string }[] };
    const specSave = await update(id, productBody('Bolsa compostable IVA', [variant({ id: saved[0].id, sku: saved[0].sku })]));
    expect(specSave.status).toBe(200);
    expect((await read(id)).body.product.ivaClass).toBe('iva_5');
    const excluded = await update(
      id,
      productBody('Bolsa compostable IVA', [variant({ id: saved[0].id, sku: saved[0].sku })], { ivaClass: 'excluido' }),
    );
    expect(excluded.body.product.ivaClass).toBe('excluido');
    for (const ivaClass of ['16', 'iva_0', null, 19]) {
      const bad = await update(id, productBody('Bolsa compostable IVA', [variant({ id: saved[0].id, sku: saved[0].sku })], { ivaClass }));
      expect(bad.status, String(ivaClass)).toBe(400);
      expect(bad.body.fields).toEqual({ ivaClass: ['Elige la clase de IVA: 19 %, 5 %, exento o excluido.'] });
    }
    expect((await read(id)).body.product.ivaClass).toBe('excluido');
  });
});
