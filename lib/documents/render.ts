import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { business } from '@/lib/business';
import type { CommercialDocument } from './model';
import { documentIva } from './model';
import {
  billToRows,
  deliverToRows,
  closingNote,
  issuerRows,
  ivaTable,
  lineCells,
  type LineCells,
  pageLabel,
  TABLE_COLUMNS,
  tableHeader,
  titleRows,
  totalRows,
} from './rows';

/**
 * Lays a quote or a receipt out on Letter pages with pdfkit (issue 26 §3, docs/documents.md).
 * The texts and amounts come from ./rows.ts; this module only places them: a header with the
 * business and the document's number, the lines in a table that wraps long names and carries
 * on across pages (its header repeated), the totals, the IVA table, the closing note, and a
 * footer with 'Página N de M' on every page.
 *
 * Fonts are embedded (DejaVu Sans, lib/documents/fonts, free licence) so ñ, á, ¿ and $ print the
 * same on every reader; pdfkit embeds only the glyphs used. The files are read once per process.
 */
const FONT_DIR = path.join(process.cwd(), 'lib', 'documents', 'fonts');
const REGULAR_PATH = path.join(FONT_DIR, 'DejaVuSans.ttf');
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () => (fonts ??= { regular: readFileSync(REGULAR_PATH), bold: readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')) });

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Where content stops: the footer lives below. */
const CONTENT_BOTTOM = PAGE_HEIGHT - 60;
const COLUMN_WIDTHS: Record<(typeof TABLE_COLUMNS)[number], number> = {
  product: 206,
  quantity: 40,
  unitPrice: 78,
  ivaClass: 62,
  ivaAmount: 70,
  lineTotal: 76,
};
const CELL_PAD = 4;
const INK = '#1f2937';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const BAND = '#f3f4f6';

type Doc = PDFKit.PDFDocument;

export async function renderDocument(data: CommercialDocument, nit: string): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const title = titleRows(data);
  const created = new Date(`${data.issuedOn}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // No default font: pdfkit would load Helvetica's metrics (or parse a TTF twice); ours are registered below.
    font: null as unknown as string,
    lang: data.locale === 'en' ? 'en' : 'es-CO',
    info: {
      Title: `${title.title} ${title.number}`,
      Author: business.name,
      Creator: business.name,
      CreationDate: created,
      ModDate: created,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  let y = drawHeader(doc, data, nit, title);
  y = drawBillTo(doc, data, y);
  y = drawLines(doc, data, y);
  y = drawTotals(doc, data, y + 10);
  y = drawIva(doc, data, y + 14);
  drawClosing(doc, data, y + 14);
  drawFooters(doc, data, data.kind === 'quote' ? `${title.title} ${title.number}` : title.number);

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawHeader(doc: Doc, data: CommercialDocument, nit: string, title: ReturnType<typeof titleRows>): number {
  const issuer = issuerRows(data.locale, nit);
  doc.fillColor(INK).font('bold').fontSize(15).text(issuer.name, MARGIN, MARGIN, { width: 300 });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  for (const line of issuer.lines) doc.text(line, { width: 300 });
  const leftBottom = doc.y;

  const right = { x: MARGIN + 310, width: CONTENT_WIDTH - 310 };
  doc.fillColor(INK).font('bold').fontSize(16).text(title.title, right.x, MARGIN, { width: right.width, align: 'right' });
  doc.fontSize(11).text(title.number, right.x, doc.y, { width: right.width, align: 'right' });
  doc.font('regular').fontSize(8.5);
  doc.fillColor(INK);
  for (const [label, value] of title.meta) doc.text(`${label}: ${value}`, right.x, doc.y, { width: right.width, align: 'right' });
  const y = Math.max(leftBottom, doc.y) + 10;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();
  return y + 10;
}

/** 'Facturar a' on the left and 'Entregar en' on the right, side by side (receipts only). */
function drawBillTo(doc: Doc, data: CommercialDocument, y: number): number {
  const half = (CONTENT_WIDTH - 20) / 2;
  const blocks = [billToRows(data), deliverToRows(data)];
  let bottom = y;
  blocks.forEach((block, i) => {
    if (!block) return;
    const x = MARGIN + i * (half + 20);
    doc.fillColor(INK).font('bold').fontSize(9).text(block.title, x, y, { width: half });
    doc.font('regular').fontSize(8.5);
    for (const line of block.lines) doc.text(line, x, doc.y, { width: half });
    bottom = Math.max(bottom, doc.y + 10);
  });
  return bottom;
}

const NUMERIC = new Set(['quantity', 'unitPrice', 'ivaAmount', 'lineTotal']);

function drawTableHeader(doc: Doc, locale: CommercialDocument['locale'], y: number): number {
  const header = tableHeader(locale);
  doc.rect(MARGIN, y, CONTENT_WIDTH, 18).fill(BAND);
  doc.fillColor(INK).font('bold').fontSize(8);
  let x = MARGIN;
  for (const column of TABLE_COLUMNS) {
    const width = COLUMN_WIDTHS[column];
    doc.text(header[column], x + CELL_PAD, y + 5, {
      width: width - 2 * CELL_PAD,
      align: NUMERIC.has(column) ? 'right' : 'left',
      lineBreak: false,
    });
    x += width;
  }
  return y + 18;
}

function rowHeight(doc: Doc, cells: LineCells): number {
  const width = COLUMN_WIDTHS.product - 2 * CELL_PAD;
  const name = doc.font('bold').fontSize(8.5).heightOfString(cells.name, { width });
  const details = cells.details ? doc.font('regular').fontSize(7.5).heightOfString(cells.details, { width }) : 0;
  return Math.max(name + details, 11) + 2 * CELL_PAD;
}

function drawLines(doc: Doc, data: CommercialDocument, start: number): number {
  const iva = documentIva(data);
  let y = drawTableHeader(doc, data.locale, start);
  data.lines.forEach((line, i) => {
    const cells = lineCells(line, iva.lines[i].iva, data.locale);
    const height = rowHeight(doc, cells);
    if (y + height > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, data.locale, MARGIN);
    }
    const width = COLUMN_WIDTHS.product - 2 * CELL_PAD;
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(8.5)
      .text(cells.name, MARGIN + CELL_PAD, y + CELL_PAD, { width });
    if (cells.details)
      doc
        .fillColor(MUTED)
        .font('regular')
        .fontSize(7.5)
        .text(cells.details, MARGIN + CELL_PAD, doc.y, { width });
    doc.fillColor(INK).font('regular').fontSize(8.5);
    let x = MARGIN + COLUMN_WIDTHS.product;
    for (const column of TABLE_COLUMNS.slice(1)) {
      const w = COLUMN_WIDTHS[column];
      doc.text(cells[column as keyof LineCells], x + CELL_PAD, y + CELL_PAD, {
        width: w - 2 * CELL_PAD,
        align: NUMERIC.has(column) ? 'right' : 'left',
      });
      x += w;
    }
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });
  return y;
}

/** Starts a new page when `height` does not fit under `y`. */
function ensureSpace(doc: Doc, y: number, height: number): number {
  if (y + height <= CONTENT_BOTTOM) return y;
  doc.addPage();
  return MARGIN;
}

function drawTotals(doc: Doc, data: CommercialDocument, start: number): number {
  const rows = totalRows(data);
  let y = ensureSpace(doc, start, rows.length * 15 + 4);
  const labelX = MARGIN + CONTENT_WIDTH - 300;
  for (const row of rows) {
    doc
      .fillColor(INK)
      .font(row.strong ? 'bold' : 'regular')
      .fontSize(row.strong ? 11 : 9);
    if (row.value) {
      doc.text(row.label, labelX, y, { width: 190 });
      doc.text(row.value, labelX + 190, y, { width: 110, align: 'right' });
    } else {
      doc.text(row.label, labelX, y, { width: 300, align: 'right' });
    }
    y += row.strong ? 17 : 14;
  }
  return y;
}

function drawIva(doc: Doc, data: CommercialDocument, start: number): number {
  const table = ivaTable(data);
  const widths = [200, 110, 110, 112];
  const height = 16 + 14 * (table.rows.length + 2);
  let y = ensureSpace(doc, start, height);
  doc.fillColor(INK).font('bold').fontSize(9).text(table.title, MARGIN, y, { width: CONTENT_WIDTH });
  y = doc.y + 3;
  const drawRow = (cells: readonly string[], font: 'regular' | 'bold', band = false) => {
    if (band) doc.rect(MARGIN, y - 2, CONTENT_WIDTH, 14).fill(BAND);
    doc.fillColor(INK).font(font).fontSize(8.5);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x + CELL_PAD, y + 1, { width: widths[i] - 2 * CELL_PAD, align: i === 0 ? 'left' : 'right', lineBreak: false });
      x += widths[i];
    });
    y += 14;
  };
  drawRow(table.header, 'bold', true);
  for (const row of table.rows) drawRow(row, 'regular');
  doc
    .moveTo(MARGIN, y - 1)
    .lineTo(MARGIN + CONTENT_WIDTH, y - 1)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  drawRow(table.total, 'bold');
  return y;
}

function drawClosing(doc: Doc, data: CommercialDocument, start: number): void {
  const note = closingNote(data);
  doc.font('bold').fontSize(9);
  const y = ensureSpace(doc, start, doc.heightOfString(note, { width: CONTENT_WIDTH }) + 4);
  doc.fillColor(INK).text(note, MARGIN, y, { width: CONTENT_WIDTH });
}

/** 'EcoPlast Cúcuta · Cotización COT-000123' and 'Página N de M' under every page (receipts repeat their note). */
function drawFooters(doc: Doc, data: CommercialDocument, name: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing under the bottom margin would start a new page: lift it while the footer is drawn.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE_HEIGHT - MARGIN - 10;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + CONTENT_WIDTH, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.fillColor(MUTED).font('regular').fontSize(7.5);
    const left = data.kind === 'receipt' ? `${business.name} · ${name} · ${closingNote(data)}` : `${business.name} · ${name}`;
    doc.text(left, MARGIN, y, { width: CONTENT_WIDTH - 90, lineBreak: false });
    doc.text(pageLabel(data.locale, i - range.start + 1, range.count), MARGIN + CONTENT_WIDTH - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}
