import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  colombiaDate,
  type DocumentLine,
  documentFileName,
  formatQuoteNumber,
  linePieces,
  type QuoteDocument,
  type ReceiptDocument,
  receiptStatuses,
} from '@/lib/documents/model';
import { renderDocument } from '@/lib/documents/render';
import { isSingleLine } from '@/lib/validation/plain-text';
import { billToRows, closingNote, deliverToRows, ivaTable, lineCells, oneLine, titleRows, totalRows } from '@/lib/documents/rows';

/** Issue 26 §3: the pure half of the documents' layout, and the layout itself on many lines. */

const line = (over: Partial<DocumentLine> = {}): DocumentLine => ({
  productName: 'Vaso Plástico 7 oz',
  variantDescription: 'Blanco / 7 oz',
  sku: 'VASO-BLA',
  unitOfMeasure: 'Paquete x50',
  unitsPerItem: 50,
  quantity: 3,
  unitPrice: 5_500,
  lineTotal: 16_500,
  ivaClass: 'iva_19',
  ivaRate: 19,
  ...over,
});

const quote = (over: Partial<QuoteDocument> = {}): QuoteDocument => ({
  kind: 'quote',
  locale: 'es',
  number: 'COT-000042',
  issuedOn: '2026-11-27',
  validUntil: '2026-12-12',
  lines: [
    line(),
    line({
      productName: 'Guantes desechables',
      variantDescription: '',
      unitOfMeasure: 'Caja',
      unitsPerItem: 1,
      quantity: 2,
      unitPrice: 7_000,
      lineTotal: 14_000,
      ivaClass: 'excluido',
      ivaRate: 0,
    }),
  ],
  subtotal: 30_500,
  deliveryFee: null,
  deliveryIvaRate: 19,
  total: 30_500,
  ...over,
});

const receipt = (over: Partial<ReceiptDocument> = {}): ReceiptDocument => ({
  ...quote(),
  kind: 'receipt',
  orderId: 123,
  paymentStatus: 'paid',
  shippingStatus: 'shipped',
  paymentMethod: 'Nequi',
  cashOnDelivery: false,
  deliveryOption: 'local_delivery',
  billTo: { name: 'Restaurante La Frontera', documentType: 'NIT', document: '900123456-8', email: 'facturas@lafrontera.co' },
  deliverTo: {
    recipientName: 'Marta Gómez',
    street: 'Av. 0 # 11-20',
    details: 'Local 3',
    city: 'Cúcuta',
    state: 'Norte de Santander',
    phone: '+573001234567',
  },
  deliveryFee: 5_000,
  total: 35_500,
  ...over,
});

describe('document model', () => {
  it('numbers quotes with six digits at least', () => {
    expect(formatQuoteNumber(1)).toBe('COT-000001');
    expect(formatQuoteNumber(123_456)).toBe('COT-123456');
    expect(formatQuoteNumber(1_234_567)).toBe('COT-1234567');
  });

  it('counts validity in calendar days and dates in Colombia', () => {
    expect(addDays('2026-11-27', 15)).toBe('2026-12-12');
    expect(addDays('2026-12-25', 15)).toBe('2027-01-09');
    expect(addDays('2028-02-20', 10)).toBe('2028-03-01');
    // 02:00 UTC on the 28th is still the 27th in Cúcuta (UTC−5).
    expect(colombiaDate(new Date('2026-11-28T02:00:00Z'))).toBe('2026-11-27');
    expect(colombiaDate(new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-28');
  });

  it('names files in ASCII, in the document’s language', () => {
    expect(documentFileName(quote())).toBe('cotizacion-COT-000042.pdf');
    expect(documentFileName(quote({ locale: 'en' }))).toBe('quote-COT-000042.pdf');
    expect(documentFileName(receipt())).toBe('pedido-123-comprobante.pdf');
    expect(documentFileName(receipt({ locale: 'en' }))).toBe('order-123-receipt.pdf');
  });

  it('gives pieces for packs only, and the shipping status once the payment is settled', () => {
    expect(linePieces(line())).toBe(150);
    expect(linePieces(line({ unitsPerItem: 1 }))).toBeNull();
    expect(receiptStatuses({ paymentStatus: 'pending_payment', shippingStatus: 'unfulfilled' })).toEqual({
      payment: 'pending_payment',
      shipping: null,
    });
    expect(receiptStatuses({ paymentStatus: 'paid', shippingStatus: 'unfulfilled' })).toEqual({ payment: 'paid', shipping: 'unfulfilled' });
  });
});

describe('document rows', () => {
  it('writes a line with its variant, packing, pieces, IVA class and amounts', () => {
    expect(lineCells(line(), 2_634, 'es')).toEqual({
      name: 'Vaso Plástico 7 oz',
      details: 'Blanco / 7 oz · 3 paquetes x50 = 150 unidades · SKU VASO-BLA',
      quantity: '3',
      unitPrice: '$\u00a05.500',
      ivaClass: 'IVA 19 %',
      ivaAmount: '$\u00a02.634',
      lineTotal: '$\u00a016.500',
    });
    expect(lineCells(line(), 2_634, 'en').details).toBe('Blanco / 7 oz · 3 paquetes x50 = 150 pieces · SKU VASO-BLA');
    expect(
      lineCells(
        line({ ivaClass: 'excluido', ivaRate: 0, unitsPerItem: 1, unitOfMeasure: null, sku: null, variantDescription: '' }),
        0,
        'es',
      ),
    ).toMatchObject({
      details: '',
      ivaClass: 'Excluido de IVA',
    });
  });

  it('says the delivery is to be calculated on a quote, to be confirmed on a receipt, free when it is', () => {
    expect(totalRows(quote())).toEqual([
      { label: 'Subtotal', value: '$\u00a030.500' },
      { label: 'Domicilio por calcular', value: '' },
      { label: 'Total', value: '$\u00a030.500', strong: true },
    ]);
    expect(totalRows(quote({ locale: 'en' }))[1].label).toBe('Delivery to be calculated');
    expect(totalRows(receipt({ deliveryFee: null }))[1]).toEqual({ label: 'Domicilio', value: 'Por confirmar' });
    expect(totalRows(receipt({ deliveryFee: 0, deliveryOption: 'national_shipping' }))[1]).toEqual({
      label: 'Envío Nacional',
      value: 'Gratis',
    });
    expect(totalRows(receipt())[1]).toEqual({ label: 'Domicilio', value: '$\u00a05.000' });
  });

  it('breaks the IVA down per class and for the delivery, adding up to the total', () => {
    const table = ivaTable(receipt());
    expect(table.rows).toEqual([
      ['IVA 19 %', '$\u00a013.866', '$\u00a02.634', '$\u00a016.500'],
      ['Excluido de IVA', '$\u00a014.000', '$\u00a00', '$\u00a014.000'],
      ['Envío (IVA 19 %)', '$\u00a04.202', '$\u00a0798', '$\u00a05.000'],
    ]);
    expect(table.total).toEqual(['Total', '$\u00a032.068', '$\u00a03.432', '$\u00a035.500']);
    // No delivery row while the fee is unknown.
    expect(ivaTable(quote()).rows).toHaveLength(2);
  });

  it('prints whom a receipt is billed to, and nothing personal on a quote', () => {
    expect(billToRows(receipt())).toEqual({
      title: 'Facturar a',
      lines: ['Restaurante La Frontera', 'NIT 900123456-8', 'facturas@lafrontera.co'],
    });
    expect(billToRows(receipt({ billTo: null }))).toBeNull();
    expect(billToRows(quote())).toBeNull();
  });

  it('prints the e-mail once when the customer is billed under it (no name given)', () => {
    const billTo = { name: 'beto@example.com', documentType: 'CC' as const, document: null, email: 'Beto@example.com' };
    expect(billToRows(receipt({ billTo }))?.lines).toEqual(['beto@example.com']);
  });

  it('prints where the order goes, or that she picks it up at the store', () => {
    expect(deliverToRows(receipt())).toEqual({
      title: 'Entregar en',
      lines: ['Marta Gómez', 'Av. 0 # 11-20, Local 3', 'Cúcuta, Norte de Santander', 'Tel. 300 123 4567'],
    });
    expect(deliverToRows(receipt({ deliveryOption: 'pickup', locale: 'en' }))).toEqual({
      title: 'Deliver to',
      lines: ['Picks up at the store'],
    });
    expect(deliverToRows(receipt({ deliveryOption: 'pickup' }))?.lines).toEqual(['Recoge en tienda']);
    expect(deliverToRows(quote())).toBeNull();
  });

  it('titles each document with its number, dates, status and payment', () => {
    expect(titleRows(quote())).toEqual({
      title: 'Cotización',
      number: 'COT-000042',
      meta: [
        ['Fecha', '27 nov 2026'],
        ['Válida hasta', '12 dic 2026'],
      ],
    });
    expect(titleRows(receipt())).toEqual({
      title: 'Comprobante de pedido',
      number: 'Pedido #123',
      meta: [
        ['Fecha', '27 nov 2026'],
        ['Estado', 'Pagado · Enviado'],
        ['Forma de pago', 'Nequi'],
      ],
    });
    expect(
      titleRows(
        receipt({ locale: 'en', cashOnDelivery: true, paymentStatus: 'pending_confirmation', shippingStatus: 'unfulfilled' }),
      ).meta.slice(1),
    ).toEqual([
      ['Status', 'Awaiting confirmation'],
      ['Payment method', 'Cash on delivery'],
    ]);
    expect(closingNote(receipt())).toBe('Este documento no es una factura electrónica.');
    expect(closingNote(receipt({ locale: 'en' }))).toBe('This document is not an electronic invoice.');
  });
});

describe('fields print on one line whatever they hold', () => {
  const injected = 'Bruno\nESTADO: PAGADO Y ENTREGADO\r\nTotal pagado: $ 2.900';

  it('turns line breaks, tabs and other control characters into one space', () => {
    expect(oneLine(injected)).toBe('Bruno ESTADO: PAGADO Y ENTREGADO Total pagado: $ 2.900');
    expect(oneLine('Calle\t10\u000B#\u0085 5\u2028-20\u2029 ')).toBe('Calle 10 # 5 -20');
    expect(oneLine('\u0000\u001F\u007F\u009F')).toBe('');
    expect(oneLine('Vaso Plástico 7 oz · ñandú')).toBe('Vaso Plástico 7 oz · ñandú');
  });

  it("keeps 'Facturar a', 'Entregar en' and the line cells to one printed line per field", () => {
    const billTo = { name: injected, documentType: 'CC' as const, document: '123\n456', email: 'a@example.com\nPAGADO' };
    const deliverTo = { ...receipt().deliverTo, recipientName: injected, street: 'Av. 0\n# 11-20', city: 'Cúcuta\rPAGADO' };
    const doc = receipt({ billTo, deliverTo, lines: [line({ productName: 'Vaso\nREGALO', variantDescription: 'Blanco\n7 oz' })] });
    const bill = billToRows(doc)!.lines;
    const deliver = deliverToRows(doc)!.lines;
    const cells = lineCells(doc.lines[0], 0, 'es');
    expect(bill).toHaveLength(3);
    expect(deliver).toHaveLength(4);
    expect(bill[0]).toBe('Bruno ESTADO: PAGADO Y ENTREGADO Total pagado: $ 2.900');
    for (const text of [...bill, ...deliver, cells.name, cells.details]) expect(isSingleLine(text), JSON.stringify(text)).toBe(true);
  });
});

describe('the layout', () => {
  it('carries many lines and long names across pages, with accents intact and a page count on every page', async () => {
    const long =
      'Contenedor térmico de icopor con tapa bisagra, ¿apto para microondas? Sí: año 2026, diseño ñandú, edición extendida para domicilios';
    const lines = Array.from({ length: 80 }, (_, i) =>
      line({ productName: i % 10 === 0 ? `${long} ${i}` : `Vaso Plástico ${i}`, sku: `SKU-${i}` }),
    );
    const bytes = await renderDocument(quote({ lines, subtotal: 80 * 16_500, total: 80 * 16_500 }), '901482736-8');
    const { text, totalPages } = await extractText(new Uint8Array(bytes), { mergePages: false });
    expect(totalPages).toBeGreaterThanOrEqual(3);
    text.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${totalPages}`));
    const all = text.join(' ').replace(/\s+/g, ' ');
    expect(all).toContain('¿apto para microondas? Sí: año 2026, diseño ñandú');
    expect(all).toContain('Vaso Plástico 79');
    // (no-break spaces read back as plain ones once whitespace is collapsed)
    expect(all).toContain('$ 1.320.000');
    // The table header repeats on each page.
    expect(text.every((page) => page.includes('Precio unit.'))).toBe(true);
  });
});
