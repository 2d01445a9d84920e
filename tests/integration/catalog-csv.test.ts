import { and, eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as exportRoute } from '@/app/api/admin/catalog/export/route';
import { POST as applyRoute } from '@/app/api/admin/catalog/import/apply/route';
import { POST as dryRunRoute } from '@/app/api/admin/catalog/import/route';
import { POST as adjustRoute } from '@/app/api/admin/inventory/[variantId]/adjust/route';
import { catalogImports, priceChanges, products, stockMovements, variantAttributeValues, variants, volumeDiscounts } from '@/db/schema';
import { type CsvSeparator, formatCsvLine, MAX_IMPORT_ROWS } from '@/lib/domain/catalog-csv';
import { readCsv } from '@/lib/domain/catalog-csv-reader';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';
import { expectStockLedgerBalanced } from '../helpers/stock';
import { invokeRoute } from '../helpers/routes';
import { apiRequest, createStaffUser, letSellersChangePrices } from '../helpers/staff';

const testDb = useTestDb();
let seller: string;
let fixture: Awaited<ReturnType<typeof createCatalogFixture>>;

beforeAll(async () => {
  // Price changes are ADMIN's by default; these tests are about the features, not the permission.
  await letSellersChangePrices(testDb().db);
  const { db } = testDb();
  fixture = await createCatalogFixture(db);
  seller = (await createStaffUser(db, { rol: 'VENDEDOR' })).token;
});

type Table = { separator: CsvSeparator; rows: string[][] };

async function exportCsv(separator: CsvSeparator = ';') {
  const res = await invokeRoute(exportRoute, `/api/admin/catalog/export?separator=${encodeURIComponent(separator)}`, { token: seller });
  expect(res.status).toBe(200);
  return res;
}

async function exportTable(separator: CsvSeparator = ';'): Promise<Table> {
  const res = await exportCsv(separator);
  const read = await readCsv(new Uint8Array(Buffer.from(res.text, 'utf8')));
  if (!read.ok) throw new Error(read.problem);
  return { separator, rows: read.rows };
}

const col = (t: Table, header: string) => {
  const i = t.rows[0].indexOf(header);
  if (i < 0) throw new Error(`no column ${header}`);
  return i;
};
const rowOf = (t: Table, sku: string) => t.rows.find((r) => r[col(t, 'SKU')] === sku)!;
const set = (t: Table, sku: string, header: string, value: string) => {
  rowOf(t, sku)[col(t, header)] = value;
};
const serialise = (t: Table, bom = true) => (bom ? '\uFEFF' : '') + t.rows.map((r) => formatCsvLine(r, t.separator)).join('');

const apiRequestFor = (path: string) => apiRequest(path, { token: seller });
const upload = (route: typeof dryRunRoute, body: string | Uint8Array, contentType = 'text/csv', query = '') =>
  invokeRoute(route, `/api/admin/catalog/import${query}`, {
    method: 'POST',
    token: seller,
    body: typeof body === 'string' ? new TextEncoder().encode(body) : body,
    contentType,
  });
const dryRun = (body: string | Uint8Array) => upload(dryRunRoute, body);
const apply = (body: string | Uint8Array) => upload(applyRoute, body, 'text/csv', '/apply');

const ZERO = { created: 0, updated: 0, unchanged: 0 };

describe('export', () => {
  it('streams UTF-8 with a BOM, one row per variant, ; by default and , on request', async () => {
    const res = await exportCsv();
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="catalogo-\d{4}-\d{2}-\d{2}\.csv"$/);
    const raw = await exportRoute(apiRequestFor('/api/admin/catalog/export'), { params: Promise.resolve({}) });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.text.startsWith('Producto;Categoría;Descripción;Destacado;Imagen del producto;SKU;Atributos;')).toBe(true);
    const t = await exportTable();
    expect(t.rows).toHaveLength(1 + 5);
    const vaso = rowOf(t, 'VASO-BLA-7OZ-UNI');
    expect(vaso[col(t, 'Producto')]).toBe('Vaso Plástico 7 oz');
    expect(vaso[col(t, 'Categoría')]).toBe('Desechables > Vasos');
    expect(vaso[col(t, 'Destacado')]).toBe('Sí');
    expect(vaso[col(t, 'Atributos')]).toBe('Capacidad: 7 oz | Color: Blanco');
    expect(vaso[col(t, 'Precio')]).toBe('150');
    expect(vaso[col(t, 'Precios por volumen')]).toBe('50: 135 | 100: 120');
    expect(rowOf(t, 'VASO-TRA-7OZ-PAQ')[col(t, 'Precio de oferta')]).toBe('5500');
    // The product name has a comma: quoted under ',' only.
    const comma = await exportCsv(',');
    expect(comma.text).toContain('"Cuchara Pequeña, Desechable (x100)!",Desechables,');
  });
});

describe('import', () => {
  beforeEach(async () => {
    await testDb().db.execute(sql`drop trigger if exists fail_import on variants`);
  });

  it('round trip: exporting and importing unchanged changes nothing (both separators, with and without BOM)', async () => {
    for (const separator of [';', ','] as const) {
      const t = await exportTable(separator);
      for (const bom of [true, false]) {
        const res = await dryRun(serialise(t, bom));
        expect(res.status).toBe(200);
        expect(res.body.import).toMatchObject({
          separator,
          encoding: 'utf-8',
          bom,
          rowCount: 5,
          counts: { products: { ...ZERO, unchanged: 4 }, variants: { ...ZERO, unchanged: 5 } },
          problems: [],
          canApply: false,
        });
      }
    }
    const applied = await apply((await exportCsv()).text);
    expect(applied.status).toBe(200);
    expect(applied.body.import.importId).toBeNull();
  });

  it('reads Windows-1252 (Excel in Spanish) like UTF-8', async () => {
    const t = await exportTable();
    const bytes = new Uint8Array(iconv.encode(serialise(t, false), 'windows-1252'));
    const res = await dryRun(bytes);
    expect(res.body.import).toMatchObject({
      encoding: 'windows-1252',
      bom: false,
      separator: ';',
      counts: { variants: { ...ZERO, unchanged: 5 } },
    });
    set(t, 'CUCH-BLA-PAQ', 'Descripción', 'Cucharas pequeñas, año 2026');
    const changed = await dryRun(new Uint8Array(iconv.encode(serialise(t, false), 'windows-1252')));
    expect(changed.body.import.counts.products).toEqual({ created: 0, updated: 1, unchanged: 3 });
  });

  it('reports every row problem with its line, column and a Spanish message, and applies nothing', async () => {
    const t = await exportTable();
    set(t, 'VASO-BLA-7OZ-UNI', 'Categoría', 'Desechables > Copas');
    set(t, 'VASO-TRA-7OZ-PAQ', 'Precio', '6000,50');
    set(t, 'VASO-KRA-12O-CAJ', 'Stock', '-3');
    set(t, 'PLAT-UNI', 'Precio de oferta', '900');
    set(t, 'CUCH-BLA-PAQ', 'Atributos', 'Color: Morado');
    t.rows.push([...rowOf(t, 'PLAT-UNI')]);
    const tiers = [...rowOf(t, 'VASO-TRA-7OZ-PAQ')];
    tiers[col(t, 'SKU')] = 'VASO-NUEVO';
    tiers[col(t, 'Precio')] = '6000';
    tiers[col(t, 'Precios por volumen')] = '100: 5000 | 50: 5200';
    t.rows.push(tiers);
    const res = await dryRun(serialise(t));
    expect(res.status).toBe(200);
    const problems = res.body.import.problems as { line: number; column: string; message: string }[];
    const at = (line: number, column: string) => problems.filter((p) => p.line === line && p.column === column).map((p) => p.message);
    const line = (sku: string) => t.rows.findIndex((r) => r[col(t, 'SKU')] === sku) + 1;
    expect(at(line('VASO-BLA-7OZ-UNI'), 'Categoría')).toEqual([
      'La categoría «Desechables > Copas» no existe. Créala primero en Categorías.',
    ]);
    expect(at(line('VASO-TRA-7OZ-PAQ'), 'Precio')).toEqual(['El precio debe ir en pesos enteros, sin decimales («6000,50»).']);
    expect(at(line('VASO-KRA-12O-CAJ'), 'Stock')).toEqual(['El stock no puede ser negativo («-3»).']);
    expect(at(line('PLAT-UNI'), 'Precio de oferta')).toEqual(['El precio de oferta (900) no puede ser mayor que el precio (800).']);
    expect(at(line('CUCH-BLA-PAQ'), 'Atributos')).toEqual(['El atributo «Color» no tiene el valor «Morado».']);
    expect(at(7, 'SKU')).toEqual([`El SKU PLAT-UNI está repetido (también en la línea ${line('PLAT-UNI')}).`]);
    expect(at(8, 'Precios por volumen')).toEqual(['Los precios por volumen deben ir de menor a mayor cantidad (50 va después de 100).']);
    expect(res.body.import.canApply).toBe(false);

    const before = await testDb().db.select().from(variants);
    const refused = await apply(serialise(t));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'import_invalid', error: 'El archivo tiene errores: no se aplicó ningún cambio.' });
    expect(refused.body.problems.length).toBe(problems.length);
    expect(await testDb().db.select().from(variants)).toEqual(before);
  });

  it('refuses bad columns on line 1', async () => {
    const res = await dryRun('Producto;Precio;Colour;Precio\r\nVaso;100;x;1\r\n');
    expect(res.body.import.problems).toEqual([
      { line: 1, column: 'Colour', message: 'Columna desconocida «Colour». Usa los encabezados del archivo exportado.' },
      { line: 1, column: 'Precio', message: 'La columna «Precio» está repetida.' },
      { line: 1, column: 'SKU', message: 'Falta la columna «SKU».' },
    ]);
  });

  it('refuses a file over 5 MB (before parsing) or 20,000 rows, an empty one and a JSON body', async () => {
    const big = await dryRun(new Uint8Array(5 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('El archivo pasa de 5 MB. Divídelo en varios archivos.');
    const long = await dryRun(`SKU;Stock\r\n${'X;1\r\n'.repeat(MAX_IMPORT_ROWS + 1)}`);
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('El archivo tiene más de 20.000 filas. Divídelo en varios archivos.');
    expect((await dryRun('')).status).toBe(400);
    expect((await upload(dryRunRoute, '{}', 'application/json')).status).toBe(415);
  });

  it('applies a price, a stock, a new variant with a generated SKU and a new product, in one go', async () => {
    const { db } = testDb();
    const t = await exportTable();
    set(t, 'PLAT-UNI', 'Precio', '850');
    set(t, 'PLAT-UNI', 'Stock', '77');
    set(t, 'VASO-BLA-7OZ-UNI', 'Peso (g)', '3');
    const extra = [...rowOf(t, 'VASO-TRA-7OZ-PAQ')];
    extra[col(t, 'SKU')] = '';
    extra[col(t, 'Atributos')] = 'Color: Kraft | Capacidad: 7 oz';
    extra[col(t, 'Stock')] = '12';
    extra[col(t, 'Precios por volumen')] = '';
    const fresh = Array(t.rows[0].length).fill('');
    fresh[col(t, 'Producto')] = 'Tapa Plana';
    fresh[col(t, 'Categoría')] = 'Vasos';
    fresh[col(t, 'SKU')] = 'TAPA-01';
    fresh[col(t, 'Precio')] = '50';
    fresh[col(t, 'Stock')] = '1000';
    fresh[col(t, 'Descripción')] = '=1+1';
    t.rows.push(extra, fresh);

    const dry = await dryRun(serialise(t));
    expect(dry.body.import.counts).toEqual({
      products: { created: 1, updated: 0, unchanged: 4 },
      variants: { created: 2, updated: 2, unchanged: 3 },
    });
    expect(dry.body.import.canApply).toBe(true);
    expect((await db.select().from(variants).where(eq(variants.sku, 'PLAT-UNI')))[0].price).toBe(800);

    const res = await apply(serialise(t));
    expect(res.status).toBe(200);
    const importId = res.body.import.importId;
    expect(importId).toEqual(expect.any(Number));
    const [plato] = await db.select().from(variants).where(eq(variants.sku, 'PLAT-UNI'));
    expect(plato).toMatchObject({ price: 850, onHand: 77 });
    expect((await db.select().from(variants).where(eq(variants.sku, 'VASO-BLA-7OZ-UNI')))[0].weightGrams).toBe(3);
    const [generated] = await db.select().from(variants).where(eq(variants.sku, 'VASO-7OZ-KRA-PAQ'));
    expect(generated).toMatchObject({ productId: fixture.products.vaso.id, onHand: 12, price: 6000, salePrice: 5500, position: 2 });
    expect(await db.select().from(variantAttributeValues).where(eq(variantAttributeValues.variantId, generated.id))).toHaveLength(2);
    const [tapa] = await db.select().from(products).where(eq(products.name, 'Tapa Plana'));
    expect(tapa).toMatchObject({ categoryId: fixture.categories.vasos.id, description: '=1+1', slug: 'tapa-plana' });
    expect(await db.select().from(priceChanges).where(eq(priceChanges.importId, importId))).toEqual([
      expect.objectContaining({ variantId: plato.id, priceBefore: 800, priceAfter: 850, source: 'import' }),
    ]);
    expect((await db.select().from(catalogImports).where(eq(catalogImports.id, importId)))[0].counts.variants.created).toBe(2);
    // Stock changes are 'import' movements naming the import: the ledger still sums to the stock.
    expect(
      await db
        .select({ change: stockMovements.change, stockAfter: stockMovements.stockAfter })
        .from(stockMovements)
        .where(and(eq(stockMovements.variantId, plato.id), eq(stockMovements.importId, importId))),
    ).toEqual([{ change: expect.any(Number), stockAfter: 77 }]);
    await expectStockLedgerBalanced(db);

    // Formula-like cells are neutralised on export and come back unchanged.
    const again = await exportCsv();
    expect(again.text).toContain(";'=1+1;");
    const roundTrip = await dryRun(again.text);
    expect(roundTrip.body.import.counts.variants).toEqual({ ...ZERO, unchanged: 7 });
  });

  it('a file of only some columns updates those and keeps the rest', async () => {
    const { db } = testDb();
    const [before] = await db.select().from(variants).where(eq(variants.sku, 'VASO-TRA-7OZ-PAQ'));
    const res = await apply('SKU;Precio\r\nvaso-tra-7oz-paq;6100\r\n');
    expect(res.status).toBe(200);
    expect(res.body.import.counts.variants).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const [after] = await db.select().from(variants).where(eq(variants.sku, 'VASO-TRA-7OZ-PAQ'));
    expect(after).toEqual({ ...before, price: 6100, updatedAt: after.updatedAt });
    expect(await db.select().from(variantAttributeValues).where(eq(variantAttributeValues.variantId, before.id))).toHaveLength(2);
  });

  it('older volume prices at or above the base price do not block a round trip, a new one does', async () => {
    const { db } = testDb();
    const cuchara = (await db.select().from(variants).where(eq(variants.sku, 'CUCH-BLA-PAQ')))[0];
    await db.insert(volumeDiscounts).values({ variantId: cuchara.id, minQuantity: 10, price: 4000 });
    const t = await exportTable();
    expect((await dryRun(serialise(t))).body.import.problems).toEqual([]);
    set(t, 'PLAT-UNI', 'Precios por volumen', '10: 900');
    const res = await dryRun(serialise(t));
    expect(res.body.import.problems.map((p: { column: string; message: string }) => [p.column, p.message])).toEqual([
      [
        'Precios por volumen',
        expect.stringMatching(/^El precio por volumen de 10 unidades \(900\) debe ser menor que el precio base \(\d+\)\.$/),
      ],
    ]);
    await db.delete(volumeDiscounts).where(eq(volumeDiscounts.variantId, cuchara.id));
  });

  it('neutralises every formula start on export', async () => {
    const { db } = testDb();
    await db.update(products).set({ description: '@SUM(A1)' }).where(eq(products.id, fixture.products.plato.id));
    await db.update(products).set({ description: '+57 300' }).where(eq(products.id, fixture.products.cuchara.id));
    await db.update(products).set({ description: '-menos' }).where(eq(products.id, fixture.products.termico.id));
    const text = (await exportCsv()).text;
    expect(text).toContain(";'@SUM(A1);");
    expect(text).toContain(";'+57 300;");
    expect(text).toContain(";'-menos;");
    expect((await dryRun(text)).body.import.counts.products.unchanged).toBeGreaterThanOrEqual(4);
  });

  it('an import failing half-way leaves nothing changed', async () => {
    const { db } = testDb();
    const t = await exportTable();
    for (const r of t.rows.slice(1)) r[col(t, 'Stock')] = String(Number(r[col(t, 'Stock')]) + 1);
    set(t, 'PLAT-UNI', 'Precio', '990');
    const fresh = [...rowOf(t, 'PLAT-UNI')];
    fresh[col(t, 'Producto')] = 'Producto que no debe quedar';
    fresh[col(t, 'SKU')] = 'NO-QUEDA';
    t.rows.push(fresh);
    // The database refuses the third stock write: the earlier writes must roll back with it.
    await db.execute(sql`create or replace function fail_import() returns trigger language plpgsql as $$
      begin if new.sku = 'VASO-KRA-12O-CAJ' and new.stock <> old.stock then raise exception 'boom'; end if; return new; end $$`);
    await db.execute(sql`create trigger fail_import before update on variants for each row execute function fail_import()`);
    const before = {
      variants: await db.select().from(variants),
      imports: await db.select().from(catalogImports),
      prices: await db.select().from(priceChanges),
    };
    const res = await apply(serialise(t));
    expect(res.status).toBe(500);
    expect(await db.select().from(variants)).toEqual(before.variants);
    // The import is on record as undone: its first batch (the new product) was applied, then taken back.
    const imports = await db.select().from(catalogImports);
    expect(imports.slice(0, -1)).toEqual(before.imports);
    expect(imports.at(-1)).toMatchObject({ status: 'rolled_back', rowsApplied: 1 });
    expect(await db.select().from(priceChanges)).toEqual(before.prices);
    expect(await db.select().from(products).where(eq(products.name, 'Producto que no debe quedar'))).toEqual([]);
  });

  it('two imports at once run one after the other: both apply, nothing is doubled', async () => {
    const { db } = testDb();
    const t1 = await exportTable();
    const t2 = await exportTable();
    set(t1, 'PLAT-UNI', 'Stock', '500');
    set(t2, 'CUCH-BLA-PAQ', 'Stock', '600');
    // A file may hold only some rows (an import never deletes): here the two touch different variants.
    // (Whole files would race: whichever applies second writes back the other's old stock.)
    t1.rows = [t1.rows[0], rowOf(t1, 'PLAT-UNI')];
    t2.rows = [t2.rows[0], rowOf(t2, 'CUCH-BLA-PAQ')];
    for (const t of [t1, t2]) {
      const fresh = Array(t.rows[0].length).fill('');
      fresh[col(t, 'Producto')] = 'Pitillo Doble';
      fresh[col(t, 'Categoría')] = 'Desechables';
      fresh[col(t, 'Precio')] = '20';
      fresh[col(t, 'Stock')] = '5';
      t.rows.push(fresh);
    }
    const [a, b] = await Promise.all([apply(serialise(t1)), apply(serialise(t2))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await db.select().from(variants).where(eq(variants.sku, 'PLAT-UNI')))[0].onHand).toBe(500);
    expect((await db.select().from(variants).where(eq(variants.sku, 'CUCH-BLA-PAQ')))[0].onHand).toBe(600);
    const pitillo = await db.select().from(products).where(eq(products.name, 'Pitillo Doble'));
    expect(pitillo).toHaveLength(1);
    const skus = (await db.select().from(variants).where(eq(variants.productId, pitillo[0].id))).map((v) => v.sku).sort();
    expect(skus).toEqual(['PITI', 'PITI-2']);
  });

  it('refuses to apply a file whose plan changed since its dry run (another import came first)', async () => {
    const t1 = await exportTable();
    const t2 = await exportTable();
    set(t1, 'PLAT-UNI', 'Stock', '321');
    set(t2, 'CUCH-BLA-PAQ', 'Stock', '654');
    const reviewed = await dryRun(serialise(t2));
    expect(reviewed.body.import.counts.variants.updated).toBe(1);
    expect((await apply(serialise(t1))).status).toBe(200);
    // t2 still says PLAT-UNI has the old stock: applying it now would undo t1's change.
    const res = await upload(
      applyRoute,
      new TextEncoder().encode(serialise(t2)),
      'text/csv',
      `/apply?expect=${reviewed.body.import.planDigest}`,
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('import_changed');
    expect((await testDb().db.select().from(variants).where(eq(variants.sku, 'CUCH-BLA-PAQ')))[0].onHand).not.toBe(654);
  });
});

describe('the IVA column (issue 26)', () => {
  it('exports each product’s class and imports a changed one; a bare 0 is a problem of its line', async () => {
    const { db } = testDb();
    const exported = await exportTable();
    expect(rowOf(exported, 'PLAT-UNI')[col(exported, 'IVA')]).toBe('19 %');

    const minimal = (ivaCell: string) => `\uFEFFSKU;IVA\r\nPLAT-UNI;${ivaCell}\r\n`;
    const refused = await dryRun(minimal('0'));
    expect(refused.body.import.canApply).toBe(false);
    expect(refused.body.import.problems).toEqual([
      expect.objectContaining({ line: 2, column: 'IVA', message: expect.stringContaining('«19 %», «5 %», «Exento» o «Excluido»') }),
    ]);

    const res = await apply(minimal('Exento'));
    expect(res.status).toBe(200);
    const productId = (await db.select().from(variants).where(eq(variants.sku, 'PLAT-UNI')))[0].productId;
    expect((await db.select().from(products).where(eq(products.id, productId)))[0].ivaClass).toBe('exento');
    expect(rowOf(await exportTable(), 'PLAT-UNI')[col(exported, 'IVA')]).toBe('Exento');
    // A blank cell keeps the class.
    expect((await apply(minimal(''))).status).toBe(200);
    expect((await db.select().from(products).where(eq(products.id, productId)))[0].ivaClass).toBe('exento');
    await db.update(products).set({ ivaClass: 'iva_19' }).where(eq(products.id, productId));
  });
});

describe('a file remembers when it was exported', () => {
  const figuresOf = async (sku: string) => {
    const [row] = await testDb()
      .db.select({ price: variants.price, onHand: variants.onHand, weightGrams: variants.weightGrams })
      .from(variants)
      .where(eq(variants.sku, sku));
    return row;
  };

  it('lists every change old → new and leaves alone the cells changed in the store after the export, unless told to overwrite', async () => {
    const { db } = testDb();
    const morning = await exportTable();
    expect(rowOf(morning, 'PLAT-UNI')[col(morning, 'Exportado')]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const exportedPrice = Number(rowOf(morning, 'VASO-BLA-7OZ-UNI')[col(morning, 'Precio')]);
    const exportedStock = Number(rowOf(morning, 'CUCH-BLA-PAQ')[col(morning, 'Stock')]);

    // During the day: a bulk price change on one variant, a count of another.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db
      .update(variants)
      .set({ price: sql`${variants.price} + 100`, updatedAt: sql`now()` })
      .where(eq(variants.sku, 'VASO-BLA-7OZ-UNI'));
    const [cuch] = await db.select({ id: variants.id }).from(variants).where(eq(variants.sku, 'CUCH-BLA-PAQ'));
    const counted = await invokeRoute(adjustRoute, `/api/admin/inventory/${cuch.id}/adjust`, {
      method: 'POST',
      token: seller,
      params: { variantId: String(cuch.id) },
      body: { newStock: exportedStock + 3, reason: 'count' },
    });
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);

    // In the afternoon staff change one weight in the morning's file and import it.
    set(morning, 'PLAT-UNI', 'Peso (g)', '250');
    const dry = await dryRun(serialise(morning));
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const changes = dry.body.import.changes.map((c: Record<string, unknown>) => [c.sku, c.column, c.before, c.after, c.changedSinceExport]);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['PLAT-UNI', 'Peso (g)', '', '250', false],
        ['VASO-BLA-7OZ-UNI', 'Precio', String(exportedPrice + 100), String(exportedPrice), true],
        ['CUCH-BLA-PAQ', 'Stock', String(exportedStock + 3), String(exportedStock), true],
      ]),
    );
    expect(dry.body.import).toMatchObject({ changeCount: 3, changedSinceExportCount: 2, canApply: true });
    // By default only the change staff made is applied.
    expect(dry.body.import.counts.variants).toMatchObject({ updated: 1 });

    const applied = await upload(applyRoute, serialise(morning), 'text/csv', `/apply?expect=${dry.body.import.planDigest}`);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(await figuresOf('PLAT-UNI')).toMatchObject({ weightGrams: 250 });
    expect(await figuresOf('VASO-BLA-7OZ-UNI')).toMatchObject({ price: exportedPrice + 100 });
    expect(await figuresOf('CUCH-BLA-PAQ')).toMatchObject({ onHand: exportedStock + 3 });

    // Staff who mean the file's figures say so: then they are written.
    const again = await dryRun(serialise(morning));
    expect(again.body.import.changedSinceExportCount).toBe(2);
    const overwritten = await upload(
      applyRoute,
      serialise(morning),
      'text/csv',
      `/apply?expect=${again.body.import.planDigest}&overwrite=1`,
    );
    expect(overwritten.status, JSON.stringify(overwritten.body)).toBe(200);
    expect(await figuresOf('VASO-BLA-7OZ-UNI')).toMatchObject({ price: exportedPrice });
    expect(await figuresOf('CUCH-BLA-PAQ')).toMatchObject({ onHand: exportedStock });
    await expectStockLedgerBalanced(db);
  });

  it('a file without the column imports as before; a mangled export time is a problem of its line', async () => {
    const t = await exportTable();
    set(t, 'PLAT-UNI', 'Exportado', 'ayer');
    const dry = await dryRun(serialise(t));
    expect(dry.body.import.problems).toEqual([
      expect.objectContaining({
        line: t.rows.indexOf(rowOf(t, 'PLAT-UNI')) + 1,
        column: 'Exportado',
        message: expect.stringContaining('fecha de exportación'),
      }),
    ]);
    const without = { separator: t.separator, rows: t.rows.map((r) => r.slice(0, col(t, 'Exportado'))) };
    const plain = await dryRun(serialise(without));
    expect(plain.body.import).toMatchObject({ problemCount: 0, changeCount: 0 });
  });
});
