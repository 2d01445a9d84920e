import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, migrateDb, openPglite, openPostgres, rowsOf } from '@/db/client';
import { checkBooks } from '@/db/books-check';
import { type SeedSummary, seedDatabase } from '@/db/seed';
import { DEMO_ORDER_COUNT } from '@/db/seed-orders';
import { UNIT_ATTRIBUTE } from '@/db/seed-data';
import divipola from '@/lib/domain/colombia-divipola-codes.json';
import { buildLocationIndex, type DivipolaDepartment } from '@/lib/domain/delivery-locations';
import { verifyPassword } from '@/lib/auth/password';
import { getEnv, resetEnvCache } from '@/lib/env';
import type { StorageDriver } from '@/lib/storage/types';
import { adminUrl, databaseUrl } from '../helpers/pg-url';

// An admin of another domain: the README's demo seller must be there all the same.
process.env.SEED_ADMIN_EMAIL = 'Gerencia@Otra-Empresa.co';
resetEnvCache();

/** Storage in a Map, so the test writes no files. */
function memoryStorage(): StorageDriver & { objects: Map<string, Uint8Array> } {
  const objects = new Map<string, Uint8Array>();
  const base = 'https://cdn.test/';
  return {
    kind: 's3',
    objects,
    publicUrl: (key) => `${base}${key}`,
    keyFromPublicUrl: (url) => (url.startsWith(base) ? url.slice(base.length) : null),
    createUploadUrl: async (key) => `${base}${key}?upload`,
    createReadUrl: async (key) => `${base}${key}?signed`,
    putObject: async (key, body) => void objects.set(key, body),
    headObject: async (key) => {
      const body = objects.get(key);
      return body ? { size: body.byteLength, contentType: 'image/webp' } : null;
    },
  };
}

const DEMO_NOW = new Date('2026-12-03T15:00:00Z');

const isWebp = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 4)).toString('ascii') === 'RIFF' && Buffer.from(bytes.subarray(8, 12)).toString('ascii') === 'WEBP';

async function rowCounts(handle: DbHandle): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await handle.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    counts[name] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`))[0].n;
  }
  return counts;
}

async function one<T>(handle: DbHandle, query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await handle.db.execute(query))[0];
}

/** Migrates the database `open` gives, seeds it twice and checks what a shopper and staff would rely on. */
function seedSuite(
  suite: (name: string, body: () => void) => void,
  name: string,
  open: () => Promise<{ handle: DbHandle; cleanup: () => Promise<void> }>,
) {
  suite(name, () => {
    const storage = memoryStorage();
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    let first: SeedSummary;
    let second: SeedSummary;
    let countsAfterFirst: Record<string, number>;
    let countsAfterSecond: Record<string, number>;

    beforeAll(async () => {
      ({ handle, cleanup } = await open());
      await migrateDb(handle);
      // The demo as the embedded app seeds it, its past orders included, dated back from a fixed day.
      first = await seedDatabase(handle.db, { storage, demoOrders: { now: DEMO_NOW }, log: (m) => console.info(m) });
      countsAfterFirst = await rowCounts(handle);
      second = await seedDatabase(handle.db, { storage, demoOrders: { now: DEMO_NOW } });
      countsAfterSecond = await rowCounts(handle);
      console.info(
        `[${name}] first seed ${first.ms} ms (images ${first.images.ms} ms for ${first.images.written}), second ${second.ms} ms`,
      );
    });
    afterAll(async () => cleanup?.());

    it('is idempotent: a second run inserts nothing and leaves every table as it was', () => {
      expect(Object.values(second.inserted).every((n) => n === 0)).toBe(true);
      expect(second.images.written).toBe(0);
      expect(countsAfterSecond).toEqual(countsAfterFirst);
      expect(first.inserted.products).toBe(countsAfterFirst.products);
    });

    it('balances its books, past orders included: the books check finds nothing (docs/stock.md "The books check")', async () => {
      // The demo orders are seeded only without an invoicing driver (seedDatabase), as the books check then reads them.
      const report = await checkBooks(handle.db, { invoicing: false });
      expect(report.violations).toEqual([]);
      expect(report.checked.variants).toBe(countsAfterFirst.variants);
      expect(report.checked.orders).toBe(DEMO_ORDER_COUNT);
    });

    it('seeds about three months of orders in every state and from every channel, fast', async () => {
      // (Their time is in the seed's log line: about 1 s of the first seed's here, not asserted on shared cores.)
      expect(first.inserted.demo_orders).toBe(DEMO_ORDER_COUNT);
      const rows = rowsOf<{ payment: string; shipping: string; source: string; cod: boolean; n: number; first: string; last: string }>(
        await handle.db.execute(sql`
          select payment_status as payment, shipping_status as shipping, source, cash_on_delivery as cod, count(*)::int as n,
            min(created_at)::text as first, max(created_at)::text as last
          from orders group by 1, 2, 3, 4`),
      );
      const count = (match: (r: (typeof rows)[number]) => boolean) => rows.filter(match).reduce((sum, r) => sum + r.n, 0);
      expect(count((r) => r.payment === 'paid' && r.shipping === 'delivered')).toBeGreaterThan(10);
      expect(count((r) => r.payment === 'cancelled')).toBeGreaterThanOrEqual(2);
      expect(count((r) => r.cod && r.payment === 'paid')).toBeGreaterThanOrEqual(2);
      expect(count((r) => r.source === 'counter')).toBeGreaterThanOrEqual(2);
      expect(count((r) => r.source === 'whatsapp' || r.source === 'phone')).toBeGreaterThanOrEqual(2);
      // The last ones still on their way: a proof to check, cash to collect, one paid to prepare, one shipped, one unpaid.
      expect(count((r) => r.payment === 'pending_confirmation' && !r.cod)).toBeGreaterThanOrEqual(1);
      expect(count((r) => r.payment === 'pending_confirmation' && r.cod)).toBeGreaterThanOrEqual(1);
      expect(count((r) => r.payment === 'pending_payment')).toBeGreaterThanOrEqual(1);
      expect(count((r) => r.payment === 'paid' && r.shipping === 'unfulfilled')).toBeGreaterThanOrEqual(1);
      expect(count((r) => r.payment === 'paid' && r.shipping === 'shipped')).toBeGreaterThanOrEqual(1);
      const dates = rows.flatMap((r) => [Date.parse(r.first), Date.parse(r.last)]);
      expect(DEMO_NOW.getTime() - Math.min(...dates)).toBeGreaterThan(80 * 86_400_000);
      expect(Math.max(...dates)).toBeLessThan(DEMO_NOW.getTime());
      // Ids follow the dates, as in a real shop; the shipped goods left through the ledger on the day they left.
      const out = await one<{ unordered: number; moved: number; undated: number }>(
        handle,
        sql`select
          (select count(*)::int from orders a join orders b on a.id < b.id and a.created_at > b.created_at) as unordered,
          (select count(*)::int from stock_movements where reason = 'shipment') as moved,
          (select count(*)::int from stock_movements m join shipments s on s.order_id = m.order_id where m.created_at <> s.created_at) as undated`,
      );
      expect(out.unordered).toBe(0);
      expect(out.moved).toBeGreaterThan(20);
      expect(out.undated).toBe(0);
    });

    it('returns at once with onlyIfEmpty when products exist', async () => {
      const summary = await seedDatabase(handle.db, { onlyIfEmpty: true, storage });
      expect(summary.skipped).toBe(true);
      expect(await rowCounts(handle)).toEqual(countsAfterFirst);
    });

    it('creates about 60 products, each with variants, unique SKUs and a unit', async () => {
      expect(countsAfterFirst.products).toBeGreaterThanOrEqual(55);
      expect(countsAfterFirst.products).toBeLessThanOrEqual(70);
      const { bare } = await one<{ bare: number }>(
        handle,
        sql`select count(*)::int as bare from products p where not exists (select 1 from variants v where v.product_id = p.id)`,
      );
      expect(bare).toBe(0);
      const stats = await one<{ total: number; skus: number; without_unit: number; multi: number }>(
        handle,
        sql`select count(*)::int as total, count(distinct upper(sku))::int as skus,
              count(*) filter (where unit_of_measure is null)::int as without_unit,
              (select count(*)::int from (select product_id from variants group by product_id having count(*) between 3 and 8) m) as multi
            from variants`,
      );
      expect(stats.skus).toBe(stats.total);
      expect(stats.without_unit).toBe(0);
      expect(stats.multi).toBeGreaterThanOrEqual(5);
    });

    it("links every variant to the 'Unidad de Medida' value equal to its unitOfMeasure", async () => {
      const units = rowsOf<{ value: string }>(
        await handle.db.execute(sql`select v.value from attribute_values v join attributes a on a.id = v.attribute_id
          where lower(a.name) = lower(${UNIT_ATTRIBUTE}) order by v.sort_order`),
      ).map((r) => r.value);
      expect(units).toEqual(['Unidad', 'Paquete', 'Caja', 'Millar']);
      const { mismatched } = await one<{ mismatched: number }>(
        handle,
        sql`select count(*)::int as mismatched from variants v where not exists (
              select 1 from variant_attribute_values l
              join attribute_values av on av.id = l.attribute_value_id
              join attributes a on a.id = av.attribute_id
              where l.variant_id = v.id and lower(a.name) = lower(${UNIT_ATTRIBUTE}) and av.value = v.unit_of_measure)`,
      );
      expect(mismatched).toBe(0);
      const { millar } = await one<{ millar: number }>(
        handle,
        sql`select count(*)::int as millar from variants where unit_of_measure = 'Millar' and units_per_item <> 1000`,
      );
      expect(millar).toBe(0);
    });

    it('prices in whole pesos with cost below price and tiers cheaper than the base price', async () => {
      const stats = await one<{ bad_cost: number; bad_tiers: number; tiered: number; total: number; on_sale: number }>(
        handle,
        sql`select
              count(*) filter (where cost_price >= coalesce(sale_price, price))::int as bad_cost,
              (select count(*)::int from volume_discounts d join variants v on v.id = d.variant_id
                where d.price >= coalesce(v.sale_price, v.price)) as bad_tiers,
              (select count(distinct variant_id)::int from volume_discounts) as tiered,
              count(*)::int as total,
              count(*) filter (where sale_price is not null)::int as on_sale
            from variants`,
      );
      expect(stats.bad_cost).toBe(0);
      expect(stats.bad_tiers).toBe(0);
      expect(stats.tiered / stats.total).toBeGreaterThan(0.4);
      expect(stats.tiered / stats.total).toBeLessThan(0.7);
      expect(stats.on_sale).toBeGreaterThan(0);
    });

    it('has featured, out-of-stock and low-stock products', async () => {
      const stats = await one<{ featured: number; sold_out: number; low: number }>(
        handle,
        sql`select
              (select count(*)::int from products where is_featured) as featured,
              (select count(*)::int from (select product_id from variants group by product_id having max(on_hand) = 0) s) as sold_out,
              (select count(*)::int from variants where on_hand between 1 and 9) as low`,
      );
      expect(stats.featured).toBeGreaterThanOrEqual(8);
      expect(stats.featured).toBeLessThanOrEqual(10);
      expect(stats.sold_out).toBeGreaterThanOrEqual(2);
      expect(stats.low).toBeGreaterThan(0);
    });

    it('stores a light WebP for every product image and variant image', async () => {
      const urls = rowsOf<{ url: string }>(
        await handle.db.execute(
          sql`select image_url as url from products union select image_url from variants where image_url is not null`,
        ),
      );
      const { missing } = await one<{ missing: number }>(
        handle,
        sql`select count(*)::int as missing from products where image_url is null`,
      );
      expect(missing).toBe(0);
      for (const { url } of urls) {
        const body = storage.objects.get(storage.keyFromPublicUrl(url) ?? '');
        expect(body, url).toBeDefined();
        expect(isWebp(body!), url).toBe(true);
        expect(body!.byteLength, url).toBeLessThanOrEqual(30 * 1024);
      }
      expect([...storage.objects.keys()].some((key) => /^products\/[a-z0-9-]+-[a-z0-9-]+-1\.webp$/.test(key))).toBe(true);
    });

    it('creates two active payment methods with QR images', async () => {
      const methods = rowsOf<{ name: string; qr: string; instructions: string; means: string }>(
        await handle.db.execute(
          sql`select name, qr_code_url as qr, instructions, means from payment_methods where is_active order by sort_order`,
        ),
      );
      expect(methods.map((m) => m.name)).toEqual(['Nequi', 'Bancolombia — transferencia']);
      // How the electronic invoice codes their payments: a wallet (ZZZ) and a bank transfer (47).
      expect(methods.map((m) => m.means)).toEqual(['wallet', 'transfer']);
      // One NIT: the documents' (BUSINESS_NIT) in the bank transfer's instructions too.
      expect(methods[1].instructions).toContain(`NIT ${getEnv().BUSINESS_NIT})`);
      for (const method of methods) {
        expect(method.instructions.length).toBeGreaterThan(40);
        expect(method.instructions).not.toMatch(/\.\./); // 'S.A.S.' ends a sentence with its own period
        const key = storage.keyFromPublicUrl(method.qr);
        expect(key).toMatch(/^payment-methods\/[a-z0-9-]+-1\.webp$/);
        expect(isWebp(storage.objects.get(key!)!)).toBe(true);
      }
    });

    it('creates the demo delivery rules with real DANE codes, and weights on most variants', async () => {
      const zones = rowsOf<{
        name: string;
        codes: string[];
        fee: number;
        free_from: number | null;
        cod_max: number | null;
        cutoff: string | null;
      }>(
        await handle.db.execute(
          sql`select name, municipality_codes as codes, fee, free_from, cash_on_delivery_max as cod_max, same_day_cutoff as cutoff from delivery_zones where active order by sort_order`,
        ),
      );
      expect(zones.map((z) => z.name)).toEqual(['Cúcuta', 'Villa del Rosario y Los Patios', 'El Zulia']);
      expect(zones[0]).toMatchObject({ codes: ['54001'], fee: 5_000, free_from: 150_000, cod_max: 500_000, cutoff: '14:00' });
      const groups = rowsOf<{ name: string; codes: string[]; bands: { upToGrams: number; fee: number }[] }>(
        await handle.db.execute(
          sql`select name, department_codes as codes, weight_bands as bands from shipping_rate_groups order by sort_order`,
        ),
      );
      expect(groups.map((g) => g.name)).toEqual(['Santanderes', 'Bogotá y zona andina', 'Resto del país']);
      const index = buildLocationIndex(divipola as DivipolaDepartment[]);
      for (const zone of zones) for (const code of zone.codes) expect(index.municipalityDepartment.has(code), code).toBe(true);
      const departments = groups.flatMap((g) => g.codes);
      for (const code of departments) expect(index.departmentCodes.has(code), code).toBe(true);
      expect(new Set(departments).size).toBe(departments.length);
      expect(groups.every((g) => g.bands.length > 0)).toBe(true);
      expect(await one(handle, sql`select enabled, preparation_hours as hours from delivery_pickup`)).toEqual({ enabled: true, hours: 2 });
      const weights = await one<{ with: number; without: number }>(
        handle,
        sql`select count(*) filter (where weight_grams is not null)::int as with, count(*) filter (where weight_grams is null)::int as without from variants`,
      );
      expect(weights.with).toBeGreaterThan(weights.without * 5);
      expect(weights.without).toBeGreaterThan(0);
    });

    it('creates the demo admin and seller whose password verifies', async () => {
      const env = getEnv();
      const users = rowsOf<{ email: string; rol: string; nombre: string; password_hash: string }>(
        await handle.db.execute(sql`select email, rol, nombre, password_hash from staff_users order by id`),
      );
      expect(users.map((u) => [u.email, u.rol])).toEqual(first.logins.map((l) => [l.email, l.rol]));
      const admin = users.find((u) => u.email === env.SEED_ADMIN_EMAIL.toLowerCase());
      expect(admin).toMatchObject({ rol: 'ADMIN', nombre: 'Administrador' });
      expect(await verifyPassword(admin!.password_hash, env.SEED_ADMIN_PASSWORD)).toBe(true);
      expect(await verifyPassword(admin!.password_hash, 'not-the-password')).toBe(false);
      expect(admin!.email).toBe('gerencia@otra-empresa.co');
      const seller = users.find((u) => u.rol === 'VENDEDOR');
      expect(seller).toMatchObject({ email: 'vendedor@ecoplastcucuta.co', nombre: 'Vendedor Demo' });
      expect(await verifyPassword(seller!.password_hash, env.SEED_ADMIN_PASSWORD)).toBe(true);
    });
  });
}

seedSuite(describe, 'seed on in-memory PGlite', async () => {
  const handle = await openPglite();
  return { handle, cleanup: () => handle.close() };
});

const serverUrl = process.env.TEST_DATABASE_URL;
seedSuite(describe.runIf(!!serverUrl), 'seed on PostgreSQL (TEST_DATABASE_URL)', async () => {
  const name = `seed_test_${process.pid}_${Date.now()}`;
  const admin = await openPostgres(adminUrl(serverUrl!), { max: 1 });
  await admin.db.execute(sql.raw(`create database "${name}"`));
  const handle = await openPostgres(databaseUrl(serverUrl!, name), { max: 2 });
  return {
    handle,
    cleanup: async () => {
      await handle.close();
      await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
      await admin.close();
    },
  };
});
