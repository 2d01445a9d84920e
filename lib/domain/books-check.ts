/**
 * The books check's report and its words (docs/stock.md "The books check"). The check itself
 * runs SQL (db/books-check.ts); what it found is a plain value, summarised and written out here
 * for the CLI, the daily e-mail and test failures. Pure. Texts: messages/{es,en}.json `BooksCheck`.
 */
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

export const BOOKS_VIOLATION_KINDS = [
  'stock_ledger',
  'reservation',
  'order_total',
  'order_without_lines',
  'iva_breakdown',
  'refund_exceeds',
  'invoice_missing',
] as const;
export type BooksViolationKind = (typeof BOOKS_VIOLATION_KINDS)[number];

export type BooksViolation =
  /** on hand ≠ the sum of the variant's movements, or a movement's stock_after ≠ the running sum. */
  | { kind: 'stock_ledger'; variantId: number; stock: number; ledger: number }
  /** reserved ≠ the units of the open orders that hold the variant. */
  | { kind: 'reservation'; variantId: number; reserved: number; held: number }
  /** total ≠ its lines plus its delivery fee (or the subtotal ≠ its lines). */
  | { kind: 'order_total'; orderId: number; total: number; lines: number; fee: number | null }
  | { kind: 'order_without_lines'; orderId: number }
  /** The breakdown does not add up to the order's total, or a line's rate does not fit its class. */
  | { kind: 'iva_breakdown'; orderId: number; total: number; breakdownTotal: number; rateMismatch: boolean }
  /** Refunds (partial ones, and a full refund's credit note) add up to more than was paid, or a refund's parts do not add up to it. */
  | { kind: 'refund_exceeds'; orderId: number; total: number; refunded: number }
  /** Invoicing on: a paid order without an invoice row, or failed with no message for staff to read. */
  | { kind: 'invoice_missing'; orderId: number; failedSilently: boolean };

export type BooksCheckReport = {
  checked: { variants: number; orders: number; invoicing: boolean };
  violations: BooksViolation[];
  /** The kinds this run looked for (invoice_missing only while invoicing is on). */
  kinds: readonly BooksViolationKind[];
};

export type BooksKindSummary = { kind: BooksViolationKind; count: number; examples: BooksViolation[] };

export const BOOKS_EXAMPLES_PER_KIND = 5;

/** Per kind looked for, in a fixed order: how many, and the first few. */
export function summarizeBooks(report: BooksCheckReport, examples = BOOKS_EXAMPLES_PER_KIND): BooksKindSummary[] {
  return report.kinds.map((kind) => {
    const found = report.violations.filter((v) => v.kind === kind);
    return { kind, count: found.length, examples: found.slice(0, examples) };
  });
}

export const booksClean = (report: BooksCheckReport): boolean => report.violations.length === 0;

export type BooksLocale = 'es' | 'en';

const translators = {
  es: createTranslator({ locale: 'es', messages: { BooksCheck: es.BooksCheck }, namespace: 'BooksCheck' }),
  en: createTranslator({ locale: 'en', messages: { BooksCheck: en.BooksCheck }, namespace: 'BooksCheck' }),
};

export const booksTexts = (locale: BooksLocale) => translators[locale];

/** One violation in words: which row, and the figures that disagree. */
export function describeViolation(v: BooksViolation, locale: BooksLocale): string {
  const t = translators[locale];
  switch (v.kind) {
    case 'stock_ledger':
      return t('example.stock_ledger', { variantId: v.variantId, stock: v.stock, ledger: v.ledger });
    case 'reservation':
      return t('example.reservation', { variantId: v.variantId, reserved: v.reserved, held: v.held });
    case 'order_total':
      return t('example.order_total', { orderId: v.orderId, total: v.total, lines: v.lines, fee: v.fee ?? 0 });
    case 'order_without_lines':
      return t('example.order_without_lines', { orderId: v.orderId });
    case 'iva_breakdown':
      return v.rateMismatch
        ? t('example.iva_rate', { orderId: v.orderId })
        : t('example.iva_breakdown', { orderId: v.orderId, total: v.total, breakdownTotal: v.breakdownTotal });
    case 'refund_exceeds':
      return t('example.refund_exceeds', { orderId: v.orderId, total: v.total, refunded: v.refunded });
    case 'invoice_missing':
      return v.failedSilently ? t('example.invoice_silent', { orderId: v.orderId }) : t('example.invoice_missing', { orderId: v.orderId });
  }
}

/** Title and body of a kind's block: '✖ Órdenes cuyo total … : 2' and up to five examples. */
export function formatBooksSummary(
  summary: BooksKindSummary[],
  locale: BooksLocale,
): { kind: BooksViolationKind; line: string; examples: string[] }[] {
  const t = translators[locale];
  return summary.map((s) => ({
    kind: s.kind,
    line: `${s.count === 0 ? '✔' : '✖'} ${t(`kind.${s.kind}`)}: ${s.count}`,
    examples: s.examples.map((v) => describeViolation(v, locale)),
  }));
}

/** The whole report as text: what was checked, each kind with its count and examples, the verdict. */
export function formatBooksReport(report: BooksCheckReport, locale: BooksLocale): string {
  const t = translators[locale];
  const summary = summarizeBooks(report);
  const out = [
    t('checked', { variants: report.checked.variants, orders: report.checked.orders }),
    report.checked.invoicing ? t('invoicingOn') : t('invoicingOff'),
    '',
  ];
  for (const block of formatBooksSummary(summary, locale)) {
    out.push(block.line);
    for (const example of block.examples) out.push(`    ${example}`);
    const count = summary.find((s) => s.kind === block.kind)!.count;
    if (count > block.examples.length) out.push(`    ${t('more', { count: count - block.examples.length })}`);
  }
  out.push('', booksClean(report) ? t('clean') : t('dirty', { count: report.violations.length }));
  return out.join('\n');
}
