import Papa from 'papaparse';
import { CSV_BOM, neutraliseCell } from './reorder-csv';
import type { CostFigures, SeriesPoint } from './reports';

/**
 * The reports' tables as CSV files (issue 25 §4): UTF-8 with a BOM and ';' by default, as Excel
 * in Spanish opens them; every text cell is neutralised (a name starting with = + - @ cannot
 * run as a formula). Money in whole pesos, plain integers, so a spreadsheet can add them up.
 * Cost columns appear only when the figures carry them (ADMIN).
 */

type Cell = string | number | null | undefined;
export type CsvTable = { header: string[]; rows: Cell[][] };

export function toCsv(table: CsvTable, delimiter: ';' | ',' = ';'): string {
  const data = table.rows.map((row) => row.map(neutraliseCell));
  return CSV_BOM + Papa.unparse({ fields: table.header, data }, { delimiter, newline: '\r\n', quotes: false, escapeFormulae: false });
}

const COST_HEADER = ['Costo', 'Margen', 'Margen %', 'Ventas con costo %'];
const costCells = (costs: CostFigures | undefined): Cell[] =>
  costs ? [costs.cost, costs.margin, costs.marginPercent, costs.costCoverage] : [];

export function salesSeriesTable(series: readonly SeriesPoint[]): CsvTable {
  return {
    header: [
      'Periodo',
      'Ventas',
      'Órdenes',
      'Unidades',
      'Ticket promedio',
      'Periodo anterior',
      'Ventas periodo anterior',
      'Órdenes periodo anterior',
    ],
    rows: series.map((p) => [
      p.bucket,
      p.sales,
      p.orders,
      p.units,
      p.orders > 0 ? Math.round(p.sales / p.orders) : 0,
      p.previousBucket,
      p.previousSales,
      p.previousOrders,
    ]),
  };
}

export type TopCsvRow = {
  id: number | null;
  name: string | null;
  email?: string;
  orders: number;
  units: number;
  sales: number;
  costs?: CostFigures;
};

/** `fallbackName`: what a row without a name stands for ('Sin categoría', 'Producto eliminado'). */
export function topTable(kind: 'products' | 'categories' | 'customers', rows: readonly TopCsvRow[], fallbackName: string): CsvTable {
  const withCost = rows.some((r) => r.costs);
  const first = kind === 'products' ? 'Producto' : kind === 'categories' ? 'Categoría' : 'Cliente';
  return {
    header: [first, ...(kind === 'customers' ? ['Correo'] : []), 'Órdenes', 'Unidades', 'Ventas', ...(withCost ? COST_HEADER : [])],
    rows: rows.map((r) => [
      r.name ?? fallbackName,
      ...(kind === 'customers' ? [r.email] : []),
      r.orders,
      r.units,
      r.sales,
      ...(withCost ? costCells(r.costs) : []),
    ]),
  };
}

export function breakdownTable(label: string, rows: readonly { label: string; orders: number; sales: number; share: number }[]): CsvTable {
  return { header: [label, 'Órdenes', 'Ventas', '% de las ventas'], rows: rows.map((r) => [r.label, r.orders, r.sales, r.share]) };
}

/** The breakdown keys the CSV names itself (the screen uses the messages' own words). */
const KEY_LABELS: Record<string, string> = {
  cash_on_delivery: 'Contra entrega',
  pickup: 'Recoger en tienda',
  local_delivery: 'Domicilio local',
  national_shipping: 'Envío nacional',
  to_confirm: 'Por confirmar',
};

/** Issue 23 §5: where the orders came from. */
const SOURCE_LABELS: Record<string, string> = { web: 'Tienda web', whatsapp: 'WhatsApp', phone: 'Teléfono', counter: 'Mostrador' };

export function breakdownLabel(kind: 'payment_method' | 'delivery_option' | 'source', row: { key: string; name: string | null }): string {
  if (row.name) return row.name;
  if (kind === 'source') return SOURCE_LABELS[row.key] ?? row.key;
  if (row.key === 'none') return kind === 'payment_method' ? 'Método eliminado' : 'Sin opción registrada';
  return KEY_LABELS[row.key] ?? row.key;
}

export const csvFileName = (report: string, range: { from: string; to: string }) => `reporte-${report}-${range.from}-a-${range.to}.csv`;

const OUTCOME_NAMES = {
  matched: 'Conciliada',
  pending: 'Pendiente',
  declined: 'Rechazada',
  amount_mismatch: 'Monto distinto',
  unknown: 'Sin pedido',
} as const;

/** 'Pagos en línea': one row per Wompi transaction, amounts in pesos with their cents apart, as Wompi's report lists them. */
export function onlinePaymentsTable(
  rows: readonly {
    transactionId: string;
    orderId: number | null;
    reference: string | null;
    status: string;
    outcome: keyof typeof OUTCOME_NAMES;
    amountInCents: number;
    currency: string;
    expectedInCents: number | null;
    method: string | null;
    createdAt: string;
    finalizedAt: string | null;
  }[],
): CsvTable {
  return {
    header: [
      'Transacción Wompi',
      'Pedido',
      'Referencia',
      'Estado Wompi',
      'Conciliación',
      'Monto (centavos)',
      'Moneda',
      'Total del pedido (centavos)',
      'Medio',
      'Creada',
      'Finalizada',
    ],
    rows: rows.map((r) => [
      r.transactionId,
      r.orderId,
      r.reference,
      r.status,
      OUTCOME_NAMES[r.outcome],
      r.amountInCents,
      r.currency,
      r.expectedInCents,
      r.method,
      r.createdAt,
      r.finalizedAt,
    ]),
  };
}
