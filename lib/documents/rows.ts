/**
 * What the documents say, as rows of text (issue 26 §3): the pure half of the layout. One set of
 * rows for the quote and the receipt; lib/documents/render.ts only places them on the page.
 * Texts come from messages/{es,en}.json (`Documents`) in the document's language; product names,
 * variants and selling units are catalogue data and stay as written.
 */
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { business } from '@/lib/business';
import { formatDate } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { formatPhone } from '@/lib/domain/phone';
import { quantityLabel } from '@/lib/domain/units';
import { type CommercialDocument, type DocumentLine, type DocumentLocale, documentIva, linePieces, receiptStatuses } from './model';

const translators = {
  es: createTranslator({ locale: 'es', messages: { Documents: es.Documents }, namespace: 'Documents' }),
  en: createTranslator({ locale: 'en', messages: { Documents: en.Documents }, namespace: 'Documents' }),
};

export type DocumentTranslator = (typeof translators)['es'];

export const documentTexts = (locale: DocumentLocale): DocumentTranslator => translators[locale];

/** 'AAAA-MM-DD' → '27 nov 2026' / 'Nov 27, 2026' (noon UTC is the same day in Colombia). */
export function documentDate(date: string, locale: DocumentLocale): string {
  return formatDate(`${date}T12:00:00Z`, locale);
}

export type IssuerRows = { name: string; lines: string[] };

/** The business: name, legal name and NIT, address, contact. */
export function issuerRows(locale: DocumentLocale, nit: string): IssuerRows {
  const t = documentTexts(locale);
  return {
    name: business.name,
    lines: [
      `${business.legalName} · ${t('nit', { nit })}`,
      `${business.streetAddress}, ${business.city}, ${business.region}`,
      t('contact', { phone: business.phone, email: business.email }),
    ],
  };
}

export type TitleRows = { title: string; number: string; meta: [label: string, value: string][] };

/** The title block: what the document is, its number, its dates and (receipts) status and payment. */
export function titleRows(doc: CommercialDocument): TitleRows {
  const t = documentTexts(doc.locale);
  const date = (d: string) => documentDate(d, doc.locale);
  if (doc.kind === 'quote') {
    return {
      title: t('quoteTitle'),
      number: doc.number,
      meta: [
        [t('date'), date(doc.issuedOn)],
        [t('validUntil'), date(doc.validUntil)],
      ],
    };
  }
  const statuses = receiptStatuses(doc);
  const status = [t(`paymentStatus.${statuses.payment}`), statuses.shipping ? t(`shippingStatus.${statuses.shipping}`) : null]
    .filter(Boolean)
    .join(' · ');
  const payment = doc.cashOnDelivery ? t('cashOnDelivery') : (doc.paymentMethod ?? t('noPaymentMethod'));
  return {
    title: t('receiptTitle'),
    number: t('orderNumber', { id: doc.orderId }),
    meta: [
      [t('date'), date(doc.issuedOn)],
      [t('status'), status],
      [t('paymentMethod'), payment],
    ],
  };
}

export type BlockRows = { title: string; lines: string[] };

// eslint-disable-next-line no-control-regex -- line breaks and control characters are what this replaces.
const BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/gu;

/**
 * A field as one printed line, whatever it holds: line breaks, tabs and other control characters
 * become one space. The forms refuse them (lib/validation/plain-text.ts `isSingleLine`), but data
 * saved before that rule, or written by another client, must not add lines of its own to a
 * document ('Bruno\nESTADO: PAGADO' printed as a second line under 'Facturar a').
 */
export function oneLine(text: string): string {
  return text.replace(BREAKS_AND_CONTROLS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** The fields that hold something, each on its own line. */
const present = (lines: (string | null | undefined)[]): string[] => lines.map((l) => (l ? oneLine(l) : '')).filter((l) => l !== '');

/**
 * 'Facturar a': name, document, e-mail (receipts only; a quote holds nothing personal). A customer
 * who never gave a name is billed under her e-mail: then it is printed once, not twice.
 */
export function billToRows(doc: CommercialDocument): BlockRows | null {
  if (doc.kind !== 'receipt' || !doc.billTo) return null;
  const t = documentTexts(doc.locale);
  const { name, documentType, document, email } = doc.billTo;
  const emailIsName = !!email && email.trim().toLowerCase() === name.trim().toLowerCase();
  return {
    title: t('billTo'),
    lines: present([name, document ? t('billToDocument', { type: documentType, number: document }) : null, emailIsName ? null : email]),
  };
}

/** 'Entregar en': the delivery address as the order keeps it, or 'Recoge en tienda' for pickup (receipts only). */
export function deliverToRows(doc: CommercialDocument): BlockRows | null {
  if (doc.kind !== 'receipt') return null;
  const t = documentTexts(doc.locale);
  if (doc.deliveryOption === 'pickup') return { title: t('deliverTo'), lines: [t('pickupAtStore')] };
  const a = doc.deliverTo;
  return {
    title: t('deliverTo'),
    lines: present([
      a.recipientName,
      present([a.street, a.details]).join(', '),
      `${a.city}, ${a.state}`,
      a.phone ? t('deliverToPhone', { phone: formatPhone(a.phone) }) : null,
    ]),
  };
}

export const TABLE_COLUMNS = ['product', 'quantity', 'unitPrice', 'ivaClass', 'ivaAmount', 'lineTotal'] as const;

export type LineCells = {
  /** Bold, wraps. */
  name: string;
  /** Under the name, smaller: the variant, the selling unit with pieces, the SKU. */
  details: string;
  quantity: string;
  unitPrice: string;
  ivaClass: string;
  ivaAmount: string;
  lineTotal: string;
};

export function tableHeader(locale: DocumentLocale): Record<(typeof TABLE_COLUMNS)[number], string> {
  const t = documentTexts(locale);
  return {
    product: t('product'),
    quantity: t('quantity'),
    unitPrice: t('unitPrice'),
    ivaClass: t('ivaClass'),
    ivaAmount: t('ivaAmount'),
    lineTotal: t('lineTotal'),
  };
}

/** One line's cells; `iva` is the line's IVA in pesos (from the document's breakdown). */
export function lineCells(line: DocumentLine, iva: number, locale: DocumentLocale): LineCells {
  const t = documentTexts(locale);
  // '10 paquetes = 500 unidades', '2 cajas' (lib/domain/units.ts); nothing more for a line sold by the piece.
  const packing = line.unitOfMeasure || linePieces(line) !== null ? quantityLabel(line.quantity, line, locale) : null;
  const details = [line.variantDescription || null, packing || null, line.sku ? t('sku', { sku: line.sku }) : null]
    .filter(Boolean)
    .join(' · ');
  return {
    name: oneLine(line.productName),
    details: oneLine(details),
    quantity: String(line.quantity),
    unitPrice: formatCOP(line.unitPrice),
    ivaClass: t(`ivaClasses.${line.ivaClass}`),
    ivaAmount: formatCOP(iva),
    lineTotal: formatCOP(line.lineTotal),
  };
}

export type AmountRow = { label: string; value: string; strong?: boolean };

/** Subtotal, delivery ('Domicilio por calcular' when unknown) and total. */
export function totalRows(doc: CommercialDocument): AmountRow[] {
  const t = documentTexts(doc.locale);
  const deliveryLabel = doc.kind === 'receipt' && doc.deliveryOption ? t(`deliveryOptions.${doc.deliveryOption}`) : t('delivery');
  const delivery: AmountRow =
    doc.deliveryFee === null
      ? doc.kind === 'quote'
        ? { label: t('deliveryToCalculate'), value: '' }
        : { label: deliveryLabel, value: t('deliveryToConfirm') }
      : { label: deliveryLabel, value: doc.deliveryFee === 0 ? t('free') : formatCOP(doc.deliveryFee) };
  return [
    { label: t('subtotal'), value: formatCOP(doc.subtotal) },
    delivery,
    { label: t('total'), value: formatCOP(doc.total), strong: true },
  ];
}

export type IvaTable = {
  title: string;
  header: [string, string, string, string];
  rows: [string, string, string, string][];
  total: [string, string, string, string];
};

/** The IVA the prices include: a row per class, the delivery's own, and the document's total. */
export function ivaTable(doc: CommercialDocument): IvaTable {
  const t = documentTexts(doc.locale);
  const iva = documentIva(doc);
  const row = (label: string, r: { base: number; iva: number; total: number }): [string, string, string, string] => [
    label,
    formatCOP(r.base),
    formatCOP(r.iva),
    formatCOP(r.total),
  ];
  const rows = iva.byRate.map((r) => row(t(`ivaClasses.${r.ivaClass}`), r));
  // The fee's share per class it follows (one 19 % row under 'flat_19'); a free delivery has none.
  for (const part of iva.delivery?.parts ?? []) rows.push(row(t('ivaDelivery', { rate: part.rate }), part));
  return { title: t('ivaTitle'), header: ['', t('base'), t('ivaClass'), t('ivaTotal')], rows, total: row(t('ivaTotal'), iva) };
}

/** The closing sentence: the quote's conditions, or 'Este documento no es una factura electrónica.' */
export function closingNote(doc: CommercialDocument): string {
  return documentTexts(doc.locale)(doc.kind === 'quote' ? 'quoteNote' : 'receiptNote');
}

export function pageLabel(locale: DocumentLocale, page: number, pages: number): string {
  return documentTexts(locale)('page', { page, pages });
}
