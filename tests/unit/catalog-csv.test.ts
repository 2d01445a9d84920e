import { describe, expect, it } from 'vitest';
import { csvMessageText } from '@/lib/services/admin/catalog-csv-words';
import { adjustPrice, describePriceRule, roundToNearest } from '@/lib/domain/bulk-prices';
import {
  csvHeaderLine,
  csvVariantLine,
  detectSeparator,
  type ExportVariant,
  formatCsvLine,
  neutraliseCell,
  readAttributesCell,
  readCategoryPath,
  readHeader,
  readPesosCell,
  readTiersCell,
  readWholeCell,
  readIvaCell,
  readYesNoCell,
  unneutralise,
  type CsvMessage,
} from '@/lib/domain/catalog-csv';
import { detectEncoding, readCsv } from '@/lib/domain/catalog-csv-reader';

const variant: ExportVariant = {
  productName: 'Vaso "Térmico"; 12 oz',
  categoryPath: ['Desechables', 'Vasos'],
  description: '=HYPERLINK("http://x")',
  isFeatured: true,
  ivaClass: 'iva_5',
  productImageUrl: null,
  sku: 'VASO-12O',
  attributes: [
    { attribute: 'Capacidad', value: '12 oz' },
    { attribute: 'Color', value: 'Kraft' },
  ],
  unitOfMeasure: 'Caja',
  unitsPerItem: 50,
  price: 90000,
  salePrice: null,
  costPrice: 45000,
  stock: 7,
  tiers: [
    { minQuantity: 10, price: 85000 },
    { minQuantity: 5, price: 88000 },
  ],
  imageUrl: '/files/products/a.webp',
  weightGrams: 1200,
  exportedAt: new Date('2026-12-03T13:15:02.123Z'),
};

/** A refused cell's problem as staff read it, in Spanish. */
const said = (read: { ok: boolean; message?: CsvMessage }) => (read.message ? csvMessageText(read.message, 'es') : null);

describe('export formatting', () => {
  it('writes the header and a variant row, quoting and neutralising', () => {
    expect(csvHeaderLine(';')).toBe(
      'Producto;Categoría;Descripción;Destacado;Imagen del producto;SKU;Atributos;Unidad de medida;Unidades por ítem;Precio;Precio de oferta;Costo;Stock;Precios por volumen;Imagen;Peso (g);IVA;Exportado\r\n',
    );
    expect(csvVariantLine(variant, ';')).toBe(
      `"Vaso ""Térmico""; 12 oz";Desechables > Vasos;"'=HYPERLINK(""http://x"")";Sí;;VASO-12O;Capacidad: 12 oz | Color: Kraft;Caja;50;90000;;45000;7;5: 88000 | 10: 85000;/files/products/a.webp;1200;5 %;2026-12-03T13:15:02.123Z\r\n`,
    );
    expect(csvVariantLine({ ...variant, productName: 'a, b' }, ',').startsWith('"a, b",')).toBe(true);
  });

  it('neutralises formula starts and undoes it on import', () => {
    for (const cell of ['=1+1', '+57', '-5', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
      expect(unneutralise(neutraliseCell(cell))).toBe(cell);
    }
    for (const cell of ['Vaso', "'hola", '12', '']) expect(neutraliseCell(cell)).toBe(cell);
    expect(unneutralise("'hola")).toBe("'hola");
    expect(formatCsvLine(['=a', 'b'], ';')).toBe("'=a;b\r\n");
  });
});

describe('import parsing', () => {
  it('detects the separator from the header', () => {
    expect(detectSeparator('Producto;Categoría;SKU')).toBe(';');
    expect(detectSeparator('Producto,Categoría,SKU')).toBe(',');
    expect(detectSeparator('"a;b",c,d')).toBe(',');
    expect(detectSeparator('SKU')).toBe(';');
  });

  it('maps headers loosely and reports unknown, repeated and missing columns', () => {
    expect(readHeader(['producto', 'CATEGORIA', 'sku', 'Precio de Oferta', '']).columns).toEqual([
      'product',
      'category',
      'sku',
      'salePrice',
      null,
    ]);
    expect(readHeader(['SKU', 'Precio']).problems).toEqual([]);
    expect(readHeader(['Precio', 'Precio', 'Foo']).problems.map((p) => csvMessageText(p.message, 'es'))).toEqual([
      'La columna «Precio» está repetida.',
      'Columna desconocida «Foo». Usa los encabezados del archivo exportado.',
      'Falta la columna «SKU».',
    ]);
  });

  it('reads pesos: whole, with thousands dots, never decimals or negatives', () => {
    expect(readPesosCell('12500', 'price', true)).toEqual({ ok: true, value: 12500 });
    expect(readPesosCell('$ 12.500', 'price', true)).toEqual({ ok: true, value: 12500 });
    expect(readPesosCell('', 'salePrice', false)).toEqual({ ok: true, value: null });
    expect(said(readPesosCell('', 'price', true))).toBe('El precio es requerido.');
    expect(said(readPesosCell('12500,5', 'price', true))).toBe('El precio debe ir en pesos enteros, sin decimales («12500,5»).');
    expect(said(readPesosCell('-3', 'costPrice', true))).toBe('El costo no puede ser negativo («-3»).');
    expect(readPesosCell('abc', 'price', true).ok).toBe(false);
  });

  it('reads whole numbers with bounds', () => {
    expect(readWholeCell('1.200', 'stock', { required: true })).toEqual({ ok: true, value: 1200 });
    expect(said(readWholeCell('-1', 'stock', { required: true }))).toBe('El stock no puede ser negativo («-1»).');
    expect(said(readWholeCell('2,5', 'stock', { required: true }))).toBe('El stock debe ser un número entero («2,5»).');
    expect(readWholeCell('', 'unitsPerItem', { required: false, min: 1, blank: 1 })).toEqual({ ok: true, value: 1 });
    expect(said(readWholeCell('0', 'weight', { required: false, min: 1 }))).toBe('El peso debe ser al menos 1.');
  });

  it('reads yes/no, category paths and attribute pairs', () => {
    expect(readYesNoCell('Sí')).toEqual({ ok: true, value: true });
    expect(readYesNoCell('no')).toEqual({ ok: true, value: false });
    expect(readYesNoCell('quizás').ok).toBe(false);
    expect(readCategoryPath(' Desechables >Vasos > ')).toEqual(['Desechables', 'Vasos']);
    expect(readAttributesCell('Color: Blanco | Capacidad: 7 oz')).toEqual({
      ok: true,
      value: [
        { attribute: 'Color', value: 'Blanco' },
        { attribute: 'Capacidad', value: '7 oz' },
      ],
    });
    expect(said(readAttributesCell('Blanco'))).toBe('«Blanco» no tiene la forma «Atributo: valor».');
    expect(said(readAttributesCell('Color: a | color: b'))).toBe('El atributo «color» está repetido.');
  });

  it('reads volume tiers in increasing order, below the base price', () => {
    expect(readTiersCell('5: 88000 | 10: 85000', 90000)).toEqual({
      ok: true,
      value: [
        { minQuantity: 5, price: 88000 },
        { minQuantity: 10, price: 85000 },
      ],
    });
    expect(said(readTiersCell('10: 85000 | 5: 88000', 90000))).toBe(
      'Los precios por volumen deben ir de menor a mayor cantidad (5 va después de 10).',
    );
    expect(readTiersCell('5: 95000', 90000).ok).toBe(false);
    expect(said(readTiersCell('1: 100', 90000))).toBe('La cantidad mínima debe ser al menos 2.');
    // The same problem in English, its label too.
    const refused = readTiersCell('1: 100', 90000);
    expect(!refused.ok && csvMessageText(refused.message, 'en')).toBe('The minimum quantity must be at least 2.');
    expect(readTiersCell('5 - 100', 90000).ok).toBe(false);
  });

  it('detects the encoding and reads quoted cells with papaparse', async () => {
    expect(detectEncoding(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toEqual({ encoding: 'utf-8', bom: true });
    expect(detectEncoding(new Uint8Array(Buffer.from('Ñandú', 'utf8')))).toEqual({ encoding: 'utf-8', bom: false });
    expect(detectEncoding(new Uint8Array([0xd1, 0x61]))).toEqual({ encoding: 'windows-1252', bom: false });
    const read = await readCsv(new Uint8Array(Buffer.from('SKU,Producto\r\nA,"x, ""y""\r\nz"\r\n\r\n', 'utf8')));
    expect(read).toEqual({
      ok: true,
      encoding: 'utf-8',
      bom: false,
      separator: ',',
      rows: [
        ['SKU', 'Producto'],
        ['A', 'x, "y"\r\nz'],
      ],
    });
    expect(await readCsv(new Uint8Array(Buffer.from('SKU\nA\nB\nC', 'utf8')), 2)).toEqual({
      ok: false,
      problem: 'too_many_rows',
      maxRows: 2,
    });
    expect(await readCsv(new Uint8Array([0xef, 0xbb, 0xbf]))).toEqual({ ok: false, problem: 'empty' });
  });

  it('reads a file larger than one parsing slice whole, a character split between slices included', async () => {
    // Two-byte characters in every cell: some fall across the 64 KiB slice boundaries.
    const rows = Array.from({ length: 4000 }, (_, i) => [`SKU-${i}`, `Ñandú ñoño ${i} «añejo»`]);
    const text = ['SKU;Producto', ...rows.map((r) => r.join(';'))].join('\r\n');
    const read = await readCsv(new Uint8Array(Buffer.from(text, 'utf8')));
    expect(Buffer.byteLength(text)).toBeGreaterThan(2 * 64 * 1024);
    expect(read.ok && read.rows).toEqual([['SKU', 'Producto'], ...rows]);
  });
});

describe('bulk price rules', () => {
  it('rounds to the nearest step, halves up', () => {
    expect(roundToNearest(125, 50)).toBe(150);
    expect(roundToNearest(124, 50)).toBe(100);
    expect(roundToNearest(1049, 100)).toBe(1000);
    expect(roundToNearest(1050, 100)).toBe(1100);
  });

  it('adjusts by a percentage or an amount, never below 0', () => {
    expect(adjustPrice(1000, { kind: 'percent', value: 8.5, rounding: 'none' })).toBe(1085);
    expect(adjustPrice(6000, { kind: 'percent', value: 10, rounding: '50' })).toBe(6600);
    expect(adjustPrice(150, { kind: 'percent', value: 10, rounding: '50' })).toBe(150);
    expect(adjustPrice(999, { kind: 'percent', value: -10, rounding: '100' })).toBe(900);
    expect(adjustPrice(800, { kind: 'amount', value: 230, rounding: '100' })).toBe(1000);
    expect(adjustPrice(100, { kind: 'amount', value: -500, rounding: 'none' })).toBe(0);
    expect(describePriceRule({ kind: 'percent', value: 8, rounding: '100' })).toBe('+8 %, redondeo a 100');
    expect(describePriceRule({ kind: 'amount', value: -1500, rounding: 'none' })).toBe('-1500');
  });
});

describe('the IVA column (issue 26)', () => {
  it('reads the exported cells back, and the usual ways staff write them', () => {
    for (const [cell, ivaClass] of [
      ['19 %', 'iva_19'],
      ['19', 'iva_19'],
      ['IVA 19%', 'iva_19'],
      ['5 %', 'iva_5'],
      ['5', 'iva_5'],
      ['Exento', 'exento'],
      ['EXENTA', 'exento'],
      ['Excluido', 'excluido'],
      ['iva_19', 'iva_19'],
    ] as const) {
      expect(readIvaCell(cell)).toEqual({ ok: true, value: ivaClass });
    }
    expect(readIvaCell('  ')).toEqual({ ok: true, value: null });
  });

  it('refuses a bare 0 (exento or excluido?) and other rates with a Spanish message', () => {
    for (const cell of ['0', '0 %', '16 %', 'sí']) {
      const read = readIvaCell(cell);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(csvMessageText(read.message, 'es')).toContain('«19 %», «5 %», «Exento» o «Excluido»');
    }
  });
});
