import { inArray, like, sql } from 'drizzle-orm';
import { refreshSearchDocuments } from '../search-index';
import { seededRandom } from '../seeded-random';
import { openStockLedgers, reserveOpenOrderUnits } from '../stock-ledger';
import type { AddressSnapshot } from '../schema';
import {
  addresses,
  attributes,
  attributeValues,
  categories,
  customerProfiles,
  customers,
  orderHistory,
  orderItems,
  orders,
  paymentMethods,
  products,
  shipments,
  variantAttributeValues,
  variants,
  volumeDiscounts,
} from '../schema';
import type { Tx } from '../client';
import { seedAttributes, seedCategories, type SeedCategory } from '../seed-data';
import { searchIndexText } from '@/lib/domain/search';
import { generateSku } from '@/lib/domain/sku';
import { slugify } from '@/lib/domain/slug';
import type { PaymentStatus, ShippingStatus } from '@/lib/domain/order-status';
import { nitCheckDigit } from '@/lib/domain/nit';
import { largeSeedProducts } from '../seed-large-size';
import { openCliDatabase, runCli } from './migrate';

/**
 * `npm run seed:large`: a catalogue and an order history big enough to feel the performance of
 * the store and the back office: 2,000 products, 8,000 variants (with attribute values and
 * volume tiers), 300 customers with addresses and 10,000 orders over the last 12 months.
 * `npm run seed:large -- --products=20000` (or SEED_LARGE_PRODUCTS=20000) loads another number
 * of products (4 variants each) with the same names, categories and values; the first 2,000
 * are the same as the default run's; customers and orders keep their numbers.
 *
 * Multi-row inserts in batches, all inside ONE transaction: a failure leaves nothing behind, and
 * the marker (products whose slug starts with 'large-') appears only when everything is in, so
 * a second run refuses instead of doubling the data. Deterministic (seeded random numbers).
 * Works on top of the demo data or on an empty migrated database.
 */

const VARIANTS_PER_PRODUCT = 4;
const CUSTOMERS = 300;
const ORDERS = 10_000;
const MARKER = 'large-';
const DAY = 86_400_000;

const rng = seededRandom(20_26);

/** Inserts `rows` in multi-row statements of `size` (PostgreSQL allows 65,535 parameters each). */
async function insertBatches<R>(rows: R[], size: number, insert: (batch: R[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function insertReturningIds<R>(rows: R[], size: number, insert: (batch: R[]) => Promise<{ id: number }[]>): Promise<number[]> {
  const ids: number[] = [];
  // INSERT … VALUES … RETURNING answers in the order of the VALUES list.
  for (let i = 0; i < rows.length; i += size) for (const { id } of await insert(rows.slice(i, i + size))) ids.push(id);
  return ids;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

// ── Catalogue ─────────────────────────────────────────────────────────────────────────────

const families = [
  { noun: 'Vaso', attribute: 'Capacidad', unitSizes: [50, 100] },
  { noun: 'Plato', attribute: 'Tamaño', unitSizes: [20, 50] },
  { noun: 'Contenedor', attribute: 'Tamaño', unitSizes: [25, 50] },
  { noun: 'Bolsa', attribute: 'Tamaño', unitSizes: [100, 50] },
  { noun: 'Bandeja', attribute: 'Tamaño', unitSizes: [25, 100] },
  { noun: 'Tapa', attribute: 'Capacidad', unitSizes: [50, 100] },
  { noun: 'Caja', attribute: 'Tamaño', unitSizes: [10, 25] },
  { noun: 'Cuchara', attribute: 'Material', unitSizes: [100, 50] },
  { noun: 'Tenedor', attribute: 'Material', unitSizes: [100, 50] },
  { noun: 'Servilleta', attribute: 'Tamaño', unitSizes: [300, 100] },
] as const;
const qualifiers = [
  'Económico',
  'Premium',
  'Reforzado',
  'Institucional',
  'Térmico',
  'Ecológico',
  'Clásico',
  'Industrial',
  'Hogar',
  'Eventos',
];
const lines = [
  'Línea Andina',
  'Línea Caribe',
  'Línea Llanos',
  'Línea Pacífico',
  'Línea Santander',
  'Línea Norte',
  'Línea Sur',
  'Línea Oriente',
];

function flattenCategories(list: readonly SeedCategory[], parent?: string): { name: string; description: string; parent?: string }[] {
  return list.flatMap((c) => [{ name: c.name, description: c.description, parent }, ...flattenCategories(c.children ?? [], c.name)]);
}

/** The demo categories and attributes, created when missing (a database without the demo seed). */
async function ensureTaxonomy(tx: Tx) {
  for (const c of flattenCategories(seedCategories)) {
    const parentId = c.parent ? sql`(select id from ${categories} where lower(name) = lower(${c.parent}))` : null;
    await tx
      .insert(categories)
      .values({ name: c.name, slug: slugify(c.name), description: c.description, parentId })
      .onConflictDoNothing();
  }
  for (const a of seedAttributes) await tx.insert(attributes).values({ name: a.name }).onConflictDoNothing();
  const attributeRows = await tx.select({ id: attributes.id, name: attributes.name }).from(attributes);
  const attributeIds = new Map(attributeRows.map((a) => [a.name.toLowerCase(), a.id]));
  const valueRows = seedAttributes.flatMap((a) =>
    a.values.map((value, sortOrder) => ({ attributeId: attributeIds.get(a.name.toLowerCase())!, value, sortOrder })),
  );
  await tx.insert(attributeValues).values(valueRows).onConflictDoNothing();

  const values = await tx
    .select({ id: attributeValues.id, value: attributeValues.value, attributeId: attributeValues.attributeId })
    .from(attributeValues);
  const valuesOf = (name: string) => values.filter((v) => v.attributeId === attributeIds.get(name.toLowerCase()));
  // Products go to leaf categories (those without children), as in the demo catalogue.
  const leaves = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(sql`not exists (select 1 from ${categories} c where c.parent_id = ${categories.id})`);
  return { valuesOf, leafIds: leaves.map((l) => l.id) };
}

type VariantPlan = {
  sku: string;
  price: number;
  salePrice: number | null;
  costPrice: number;
  stock: number;
  unitOfMeasure: string;
  unitsPerItem: number;
  position: number;
  valueIds: number[];
  tiers: { minQuantity: number; price: number }[];
  /** Kept for the order items' snapshot. */
  description: string;
};

async function seedCatalogue(tx: Tx, productCount: number) {
  const { valuesOf, leafIds } = await ensureTaxonomy(tx);
  const colors = valuesOf('Color');
  const existingSkus = new Set((await tx.select({ sku: variants.sku }).from(variants)).map((v) => v.sku.toUpperCase()));
  // SKUs issued so far by their collision-free base, so generateSku only scans its own family.
  const issuedByBase = new Map<string, string[]>();
  const skuFor = (input: { productName: string; attributeValues: string[]; unitOfMeasure: string }) => {
    const base = generateSku(input, []);
    const issued = issuedByBase.get(base) ?? [];
    issuedByBase.set(base, issued);
    for (;;) {
      const sku = generateSku(input, issued);
      issued.push(sku);
      if (!existingSkus.has(sku)) return sku;
    }
  };

  const productRows: (typeof products.$inferInsert)[] = [];
  const plans: VariantPlan[][] = [];
  for (let i = 0; i < productCount; i++) {
    const family = families[i % families.length];
    const qualifier = qualifiers[Math.floor(i / families.length) % qualifiers.length];
    const line = lines[Math.floor(i / (families.length * qualifiers.length)) % lines.length];
    const name = `${family.noun} ${qualifier} ${line} ${Math.floor(i / (families.length * qualifiers.length * lines.length)) + 1}`;
    productRows.push({
      name,
      slug: `${MARKER}${slugify(name)}-${i + 1}`,
      description: `${family.noun} ${qualifier.toLowerCase()} para negocios y hogares. Datos de prueba de carga (seed:large).`,
      categoryId: leafIds[i % leafIds.length],
      isFeatured: i % 97 === 0,
      searchText: searchIndexText(name),
    });

    const sizes = valuesOf(family.attribute);
    const basePrice = roundTo(rng.int(80, 40_000), 50);
    plans.push(
      Array.from({ length: VARIANTS_PER_PRODUCT }, (_, position) => {
        const color = rng.pick(colors);
        const size = sizes[(i + position) % sizes.length];
        const isBox = position % 2 === 1;
        const unitOfMeasure = isBox ? 'Caja' : 'Paquete';
        const unitsPerItem = isBox ? family.unitSizes[0] * 10 : family.unitSizes[0];
        const price = roundTo(basePrice * (1 + position * 0.35) * (isBox ? 9 : 1), 50);
        const tierCount = rng.int(0, 3);
        return {
          sku: skuFor({ productName: name, attributeValues: [color.value, size.value], unitOfMeasure }),
          price,
          salePrice: rng.next() < 0.1 ? roundTo(price * 0.9, 50) : null,
          costPrice: roundTo(price * 0.6, 10),
          stock: rng.next() < 0.05 ? 0 : rng.int(5, 800),
          unitOfMeasure,
          unitsPerItem,
          position,
          valueIds: [color.id, size.id],
          tiers: Array.from({ length: tierCount }, (_, t) => ({
            minQuantity: [12, 50, 100][t],
            price: roundTo(price * (0.95 - t * 0.05), 10),
          })),
          description: `${color.value} · ${size.value} · ${unitOfMeasure}`,
        };
      }),
    );
  }

  const productIds = await insertReturningIds(productRows, 1_000, (batch) =>
    tx.insert(products).values(batch).returning({ id: products.id }),
  );
  const flatPlans = plans.flatMap((list, p) =>
    list.map((plan) => ({ ...plan, productId: productIds[p], productName: productRows[p].name })),
  );
  const variantIds = await insertReturningIds(flatPlans, 2_000, (batch) =>
    tx
      .insert(variants)
      .values(batch.map(({ valueIds: _v, tiers: _t, description: _d, productName: _n, stock, ...v }) => ({ ...v, onHand: stock })))
      .returning({ id: variants.id }),
  );
  const links = flatPlans.flatMap((plan, i) => plan.valueIds.map((attributeValueId) => ({ variantId: variantIds[i], attributeValueId })));
  await insertBatches(links, 5_000, (batch) => tx.insert(variantAttributeValues).values(batch));
  const tiers = flatPlans.flatMap((plan, i) => plan.tiers.map((tier) => ({ variantId: variantIds[i], ...tier })));
  await insertBatches(tiers, 5_000, (batch) => tx.insert(volumeDiscounts).values(batch));

  const catalogue = flatPlans.map((plan, i) => ({ ...plan, variantId: variantIds[i] }));
  return {
    catalogue,
    counts: { products: productIds.length, variants: variantIds.length, variantValues: links.length, tiers: tiers.length },
  };
}

// ── Customers ─────────────────────────────────────────────────────────────────────────────

const firstNames = [
  'Ana',
  'Carlos',
  'María',
  'Jorge',
  'Luisa',
  'Andrés',
  'Diana',
  'Felipe',
  'Camila',
  'Julián',
  'Paola',
  'Sergio',
  'Natalia',
  'Óscar',
  'Valentina',
];
const lastNames = [
  'Gómez',
  'Rodríguez',
  'Pérez',
  'Martínez',
  'Suárez',
  'Contreras',
  'Jaimes',
  'Rincón',
  'Peñaranda',
  'Ramírez',
  'Duarte',
  'Villamizar',
];
const places = [
  { city: 'Cúcuta', state: 'Norte de Santander', postalCode: '540001' },
  { city: 'Villa del Rosario', state: 'Norte de Santander', postalCode: '541030' },
  { city: 'Los Patios', state: 'Norte de Santander', postalCode: '541010' },
  { city: 'Pamplona', state: 'Norte de Santander', postalCode: '543050' },
  { city: 'Bucaramanga', state: 'Santander', postalCode: '680001' },
  { city: 'Bogotá', state: 'Bogotá D.C.', postalCode: '110111' },
  { city: 'Medellín', state: 'Antioquia', postalCode: '050001' },
];

async function seedCustomers(tx: Tx, since: number) {
  const people = Array.from({ length: CUSTOMERS }, (_, i) => {
    const fullName = `${rng.pick(firstNames)} ${rng.pick(lastNames)} ${rng.pick(lastNames)}`;
    return { fullName, email: `${MARKER}cliente-${i + 1}@example.com`, isBusiness: i % 5 === 0 };
  });
  const ids = await insertReturningIds(people, 1_000, (batch) =>
    tx
      .insert(customers)
      .values(
        batch.map((p) => ({
          email: p.email,
          name: p.fullName,
          locale: rng.next() < 0.9 ? ('es' as const) : ('en' as const),
          createdAt: new Date(since - rng.int(1, 60) * DAY),
        })),
      )
      .returning({ id: customers.id }),
  );
  await tx.insert(customerProfiles).values(
    people.map((p, i) => ({
      customerId: ids[i],
      fullName: p.fullName,
      phone: `3${rng.int(100_000_000, 249_999_999)}`,
      documentType: p.isBusiness ? ('NIT' as const) : ('CC' as const),
      documentNumber: String(rng.int(10_000_000, 1_199_999_999)),
      isBusiness: p.isBusiness,
      businessName: p.isBusiness ? `Distribuciones ${p.fullName.split(' ')[1]} S.A.S.` : null,
      ...businessNit(p.isBusiness ? String(rng.int(800_000_000, 901_999_999)) : null),
    })),
  );
  const addressRows = people.flatMap((p, i) =>
    Array.from({ length: rng.int(1, 2) }, (_, n) => {
      const place = rng.pick(places);
      return {
        customerId: ids[i],
        recipientName: p.fullName,
        street: `${rng.pick(['Calle', 'Carrera', 'Avenida', 'Diagonal'])} ${rng.int(1, 120)} # ${rng.int(1, 99)}-${rng.int(1, 99)}`,
        city: place.city,
        state: place.state,
        postalCode: place.postalCode,
        details: n === 0 ? null : rng.pick(['Local 2', 'Bodega 5', 'Apto 301', 'Casa esquinera']),
        country: 'CO',
        isDefault: n === 0,
      };
    }),
  );
  const addressIds = await insertReturningIds(addressRows, 2_000, (batch) =>
    tx.insert(addresses).values(batch).returning({ id: addresses.id }),
  );
  const byCustomer = new Map<number, { id: number; snapshot: AddressSnapshot }[]>();
  addressRows.forEach(({ customerId, isDefault: _d, ...snapshot }, i) => {
    const list = byCustomer.get(customerId) ?? [];
    list.push({ id: addressIds[i], snapshot: snapshot as AddressSnapshot });
    byCustomer.set(customerId, list);
  });
  return {
    customers: ids.map((id) => ({ id, addresses: byCustomer.get(id)! })),
    counts: { customers: ids.length, addresses: addressIds.length },
  };
}

// ── Orders ────────────────────────────────────────────────────────────────────────────────

type Outcome = { payment: PaymentStatus; shipping: ShippingStatus };

/** Older orders have run their course; the last days still have some waiting for payment. */
function outcomeFor(ageDays: number): Outcome {
  const r = rng.next();
  if (ageDays < 3) {
    if (r < 0.35) return { payment: 'pending_payment', shipping: 'unfulfilled' };
    if (r < 0.6) return { payment: 'pending_confirmation', shipping: 'unfulfilled' };
    if (r < 0.9) return { payment: 'paid', shipping: r < 0.75 ? 'unfulfilled' : 'processing' };
    return { payment: 'cancelled', shipping: 'unfulfilled' };
  }
  if (r < 0.12) return { payment: 'cancelled', shipping: 'unfulfilled' };
  if (r < 0.15) return { payment: 'refunded', shipping: 'unfulfilled' };
  if (ageDays < 10) return { payment: 'paid', shipping: r < 0.4 ? 'processing' : r < 0.8 ? 'shipped' : 'delivered' };
  return { payment: 'paid', shipping: 'delivered' };
}

async function seedOrders(
  tx: Tx,
  catalogue: Awaited<ReturnType<typeof seedCatalogue>>['catalogue'],
  people: Awaited<ReturnType<typeof seedCustomers>>['customers'],
  now: number,
) {
  const methodIds = (await tx.select({ id: paymentMethods.id }).from(paymentMethods)).map((m) => m.id);
  type Planned = {
    order: typeof orders.$inferInsert;
    items: Omit<typeof orderItems.$inferInsert, 'orderId'>[];
    history: Omit<typeof orderHistory.$inferInsert, 'orderId'>[];
    shipment?: Omit<typeof shipments.$inferInsert, 'orderId'>;
  };
  const planned: Planned[] = [];
  for (let n = 0; n < ORDERS; n++) {
    // Business grows: half the orders spread evenly, half skewed towards today.
    const ageDays = 365 * (rng.next() < 0.5 ? rng.next() : 1 - Math.sqrt(rng.next()));
    const createdAt = new Date(now - ageDays * DAY - rng.int(0, 3_600_000));
    const at = (hours: number) => new Date(Math.min(now, createdAt.getTime() + hours * 3_600_000));
    const customer = rng.pick(people);
    const address = rng.pick(customer.addresses);
    const { payment, shipping } = outcomeFor(ageDays);

    const items = Array.from({ length: rng.int(1, 5) }, () => {
      const v = rng.pick(catalogue);
      const quantity = rng.next() < 0.2 ? rng.pick([12, 50, 100]) : rng.int(1, 10);
      const tier = [...v.tiers].reverse().find((t) => quantity >= t.minQuantity);
      const unitPrice = tier ? tier.price : (v.salePrice ?? v.price);
      return {
        productId: v.productId,
        variantId: v.variantId,
        productName: v.productName,
        variantDescription: v.description,
        sku: v.sku,
        unitOfMeasure: v.unitOfMeasure,
        unitPrice,
        quantity,
        lineTotal: unitPrice * quantity,
      };
    });
    const subtotal = items.reduce((sum, item) => sum + item.lineTotal, 0);

    const history: Planned['history'] = [];
    const submitted = payment !== 'pending_payment' && !(payment === 'cancelled' && rng.next() < 0.7);
    if (submitted)
      history.push({
        field: 'payment',
        fromStatus: 'pending_payment',
        toStatus: 'pending_confirmation',
        actorType: 'customer',
        createdAt: at(1),
      });
    if (payment === 'paid' || payment === 'refunded')
      history.push({
        field: 'payment',
        fromStatus: 'pending_confirmation',
        toStatus: 'paid',
        actorType: 'staff',
        actorName: 'Carga de prueba',
        createdAt: at(4),
      });
    if (payment === 'refunded')
      history.push({
        field: 'payment',
        fromStatus: 'paid',
        toStatus: 'refunded',
        actorType: 'staff',
        actorName: 'Carga de prueba',
        createdAt: at(30),
      });
    if (payment === 'cancelled')
      history.push({
        field: 'payment',
        fromStatus: submitted ? 'pending_confirmation' : 'pending_payment',
        toStatus: 'cancelled',
        actorType: submitted ? 'staff' : 'system',
        createdAt: at(48),
      });
    const steps: ShippingStatus[] = ['unfulfilled', 'processing', 'shipped', 'delivered'];
    for (let s = 1; s <= steps.indexOf(shipping); s++) {
      history.push({
        field: 'shipping',
        fromStatus: steps[s - 1],
        toStatus: steps[s],
        actorType: 'staff',
        actorName: 'Carga de prueba',
        createdAt: at(4 + s * 20),
      });
    }
    const national = address.snapshot.state !== 'Norte de Santander';
    const shipment: Planned['shipment'] =
      shipping === 'shipped' || shipping === 'delivered'
        ? {
            shippingMethod: national ? 'national_shipping' : 'local_delivery',
            company: national ? rng.pick(['Servientrega', 'Interrapidísimo', 'Coordinadora']) : null,
            trackingNumber: national ? String(rng.int(100_000_000, 999_999_999)) : null,
            driverName: national ? null : rng.pick(firstNames),
            licensePlate: national ? null : `${rng.pick(['ABC', 'KLM', 'XYZ'])}${rng.int(100, 999)}`,
            createdAt: at(44),
            updatedAt: at(shipping === 'delivered' ? 64 : 44),
            deliveredAt: shipping === 'delivered' ? at(64) : null,
          }
        : undefined;

    planned.push({
      order: {
        customerId: customer.id,
        paymentStatus: payment,
        shippingStatus: shipping,
        subtotal,
        total: subtotal,
        shippingAddressId: address.id,
        shippingAddress: address.snapshot,
        paymentMethodId: methodIds.length ? rng.pick(methodIds) : null,
        locale: 'es',
        createdAt,
        updatedAt: history.at(-1)?.createdAt ?? createdAt,
        paymentSubmittedAt: submitted ? at(1) : null,
        paidAt: payment === 'paid' || payment === 'refunded' ? at(4) : null,
        cancelledAt: payment === 'cancelled' ? at(48) : null,
        refundedAt: payment === 'refunded' ? at(30) : null,
      },
      items,
      history,
      shipment,
    });
  }
  // Ids follow the creation dates, as they would in a real shop.
  planned.sort((a, b) => a.order.createdAt!.getTime() - b.order.createdAt!.getTime());

  const orderIds = await insertReturningIds(planned, 1_000, (batch) =>
    tx
      .insert(orders)
      .values(batch.map((p) => p.order))
      .returning({ id: orders.id }),
  );
  const items = planned.flatMap((p, i) => p.items.map((item) => ({ ...item, orderId: orderIds[i] })));
  await insertBatches(items, 3_000, (batch) => tx.insert(orderItems).values(batch));
  const history = planned.flatMap((p, i) => p.history.map((h) => ({ ...h, orderId: orderIds[i] })));
  await insertBatches(history, 5_000, (batch) => tx.insert(orderHistory).values(batch));
  const shipped = planned.flatMap((p, i) => (p.shipment ? [{ ...p.shipment, orderId: orderIds[i] }] : []));
  await insertBatches(shipped, 3_000, (batch) => tx.insert(shipments).values(batch));
  return { orders: orderIds.length, orderItems: items.length, orderHistory: history.length, shipments: shipped.length };
}

runCli(async () => {
  const productCount = largeSeedProducts(process.argv.slice(2), process.env);
  const handle = await openCliDatabase();
  try {
    const started = performance.now();
    const counts = await handle.db.transaction(async (tx) => {
      const [marker] = await tx
        .select({ id: products.id })
        .from(products)
        .where(like(products.slug, `${MARKER}%`))
        .limit(1);
      const [customerMarker] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(inArray(customers.email, [`${MARKER}cliente-1@example.com`]))
        .limit(1);
      if (marker || customerMarker) {
        throw new Error(`The large data set is already loaded (products with slug '${MARKER}…'). Use a fresh database to load it again.`);
      }
      const now = Date.now();
      const step = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
        const t0 = performance.now();
        const result = await run();
        console.log(`  ${label}: ${Math.round(performance.now() - t0)} ms`);
        return result;
      };
      const catalogue = await step(`catalogue (${productCount.toLocaleString('en')} products)`, () => seedCatalogue(tx, productCount));
      await step('search documents', () => refreshSearchDocuments(tx));
      const people = await step('customers', () => seedCustomers(tx, now - 365 * DAY));
      const orderCounts = await step('orders', () => seedOrders(tx, catalogue.catalogue, people.customers, now));
      // The open orders' units are reserved (docs/stock.md); the ledgers then open with on hand.
      await step('reservations', () => reserveOpenOrderUnits(tx));
      await step('stock ledgers', () => openStockLedgers(tx));
      return { ...catalogue.counts, ...people.counts, ...orderCounts };
    });
    const rows = Object.entries(counts).map(([table, n]) => `${table} ${n.toLocaleString('en')}`);
    console.log(`✔ Large data set loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${rows.join(', ')}.`);
  } finally {
    await handle.close();
  }
});

/** A business's NIT with its right check digit (DIAN modulus 11), as the profile stores it. */
function businessNit(number: string | null) {
  if (number === null) return { businessTaxId: null, businessNitNumber: null, businessNitCheckDigit: null };
  const digit = nitCheckDigit(number);
  return { businessTaxId: `${number}-${digit}`, businessNitNumber: number, businessNitCheckDigit: digit };
}
