import { describe, expect, it } from 'vitest';
import { type BooksCheckReport, booksClean, describeViolation, formatBooksReport, summarizeBooks } from '@/lib/domain/books-check';

const report = (violations: BooksCheckReport['violations'], invoicing = false): BooksCheckReport => ({
  checked: { variants: 12, orders: 4, invoicing },
  violations,
  kinds: [
    'stock_ledger',
    'reservation',
    'order_total',
    'order_without_lines',
    'iva_breakdown',
    ...(invoicing ? (['invoice_missing'] as const) : []),
  ],
});

describe('the books check report', () => {
  it('clean: every kind at 0 and the pass line', () => {
    const clean = report([]);
    expect(booksClean(clean)).toBe(true);
    const text = formatBooksReport(clean, 'en');
    expect(text).toContain('Checked: 12 variants and 4 orders.');
    expect(text).toContain('Electronic invoicing is off');
    expect(text).toContain('✔ Variants whose units on hand ≠ the sum of their movements: 0');
    expect(text).not.toContain('✖');
    expect(text.trim().split('\n').at(-1)).toBe('✔ The books balance: 0 violations.');
    expect(text).not.toContain('Paid orders with neither');
  });

  it('counts per kind, up to five examples each, and how many more', () => {
    const ledger = Array.from({ length: 7 }, (_, k) => ({ kind: 'stock_ledger' as const, variantId: k + 1, stock: 10, ledger: 9 }));
    const dirty = report([...ledger, { kind: 'order_total', orderId: 1001, total: 5001, lines: 5000, fee: null }], true);
    expect(booksClean(dirty)).toBe(false);
    expect(summarizeBooks(dirty).map((s) => [s.kind, s.count, s.examples.length])).toEqual([
      ['stock_ledger', 7, 5],
      ['reservation', 0, 0],
      ['order_total', 1, 1],
      ['order_without_lines', 0, 0],
      ['iva_breakdown', 0, 0],
      ['invoice_missing', 0, 0],
    ]);
    const lines = formatBooksReport(dirty, 'es').split('\n');
    expect(lines).toContain('✖ Variantes cuyo stock en bodega ≠ la suma de sus movimientos: 7');
    expect(lines).toContain('    Variante 5: en bodega 10, movimientos 9');
    expect(lines).not.toContain('    Variante 6: en bodega 10, movimientos 9');
    expect(lines).toContain('    y 2 más');
    expect(lines).toContain('✖ Pedidos cuyo total ≠ sus líneas más el envío: 1');
    expect(lines).toContain('    Pedido #1001: total 5001, líneas 5000 + envío 0');
    expect(lines).toContain('✔ Pedidos pagados sin factura ni fallo visible: 0');
    expect(lines.at(-1)).toBe('✖ 8 inconsistencias: las cuentas no cuadran.');
    expect(
      formatBooksReport(report([ledger[0]]), 'en')
        .split('\n')
        .at(-1),
    ).toBe('✖ 1 violation: the books do not balance.');
  });

  it('names each kind of violation in both languages', () => {
    const all: BooksCheckReport['violations'] = [
      { kind: 'reservation', variantId: 3, reserved: 4, held: 2 },
      { kind: 'order_without_lines', orderId: 1002 },
      { kind: 'iva_breakdown', orderId: 1003, total: 100, breakdownTotal: 99, rateMismatch: false },
      { kind: 'iva_breakdown', orderId: 1004, total: 100, breakdownTotal: 100, rateMismatch: true },
      { kind: 'invoice_missing', orderId: 1005, failedSilently: false },
      { kind: 'invoice_missing', orderId: 1006, failedSilently: true },
    ];
    expect(all.map((v) => describeViolation(v, 'es'))).toEqual([
      'Variante 3: reservadas 4, en pedidos abiertos 2',
      'Pedido #1002: no tiene líneas',
      'Pedido #1003: total 100, desglose de IVA 99',
      'Pedido #1004: una línea tiene una tarifa de IVA que no corresponde a su clase',
      'Pedido #1005: pagado y sin factura en cola',
      'Pedido #1006: la factura falló sin mensaje para el equipo',
    ]);
    expect(all.map((v) => describeViolation(v, 'en'))).toEqual([
      'Variant 3: reserved 4, in open orders 2',
      'Order #1002: has no lines',
      'Order #1003: total 100, IVA breakdown 99',
      'Order #1004: a line has an IVA rate that does not fit its class',
      'Order #1005: paid and no invoice queued',
      'Order #1006: the invoice failed with no message for staff',
    ]);
  });
});
