import { describe, expect, it } from 'vitest';
import { spanishLiterals, spanishLiteralsOf } from '@/tests/helpers/literal-scan';
import { sourceFiles } from '@/tests/helpers/module-graph';

/**
 * Every sentence a person reads comes from messages/es.json and messages/en.json, so lib holds
 * no Spanish words of its own. The exceptions are data, not messages: each names its file (or a
 * folder, ending in '/'), the texts it allows when only some of the file's are data, and why.
 */
type Allowed = { file: string; texts?: readonly string[]; reason: string };

const ALLOWED: readonly Allowed[] = [
  { file: 'lib/business.ts', reason: "the store's own name and city: data of the business, the same in every language" },
  { file: 'lib/env.ts', reason: "the default sender of the store's e-mails ('EcoPlast Cúcuta <pedidos@…>'), a name and not a sentence" },
  {
    file: 'lib/contracts/cart.ts',
    reason: 'the OpenAPI reference is written in English for integrators; the Spanish word names the document the store prints',
  },
  {
    file: 'lib/domain/report-csv.ts',
    reason:
      "the reports' CSV files are the accountant's spreadsheets: their columns and labels are a file format, in Spanish whatever the screen's language",
  },
  {
    file: 'lib/data/admin/iva-report.ts',
    reason:
      "the IVA report's CSV is the accountant's spreadsheet: its rows and labels are a file format, in Spanish whatever the screen's language",
  },
  {
    file: 'lib/domain/catalog-csv.ts',
    texts: ['Categoría', 'Descripción', 'Unidades por ítem', 'Sí', 'sí'],
    reason: "the catalogue CSV's column headers and its yes cell are the import/export file format, read back by the importer",
  },
  {
    file: 'lib/domain/invoice-data.ts',
    texts: ['Envío', 'Envío ('],
    reason: "the delivery line's name on the electronic invoice sent to DIAN: a line of a legal document, not a message",
  },
  {
    file: 'lib/services/admin/catalog-import-plan.ts',
    texts: ['Sí'],
    reason: "a featured product's cell as the catalogue CSV writes it, shown as the value before and after a change",
  },
  {
    file: 'lib/services/admin/credit-notes.ts',
    texts: ['Nota crédito del pedido #'],
    reason: 'the activity log entry is stored once and searched by its words; it stays as it was written',
  },
  {
    file: 'lib/services/admin/orders.ts',
    texts: ['Envío: ', 'Factura electrónica del pedido #'],
    reason: 'the order history note and the activity log label are stored with the order; what was written stays as it was',
  },
  {
    file: 'lib/services/order-expiry.ts',
    texts: ['Sin pago después de '],
    reason: "the expiry's note is stored in the order's history, which keeps the words it was written with",
  },
  {
    file: 'lib/services/staff-orders.ts',
    texts: ['Pedido tomado por teléfono'],
    reason: "how a staff order was taken is stored as the first note of the order's history, kept as written",
  },
  {
    file: 'lib/services/admin/variant-grid.ts',
    texts: ['Cuadrícula de precios y stock'],
    reason: "the stock movement's note is stored in the ledger; a movement keeps the words it was written with",
  },
];

/** Files whose sentences have not reached the catalogues yet: each goes as its texts move. */
const NOT_YET_MOVED: readonly string[] = [
  'lib/api-client/admin-image-key.ts',
  'lib/api-client/admin.ts',
  'lib/api-client/client.ts',
  'lib/api-client/proof-upload.ts',
];

const allowedIn = (file: string) =>
  ALLOWED.filter((entry) => (entry.file.endsWith('/') ? file.startsWith(entry.file) : file === entry.file));

/** Every Spanish literal of lib that no entry allows, as 'file:line «text»'. */
function unexplained(): string[] {
  return sourceFiles('lib').flatMap((file) => {
    if (NOT_YET_MOVED.includes(file)) return [];
    const entries = allowedIn(file);
    if (entries.some((entry) => !entry.texts)) return [];
    const texts = new Set(entries.flatMap((entry) => entry.texts ?? []));
    return spanishLiteralsOf(file)
      .filter((literal) => !texts.has(literal.text))
      .map((literal) => `${file}:${literal.line} «${literal.text}»`);
  });
}

describe('the scanner', () => {
  it('finds strings, templates and JSX text with a Spanish letter, and nothing in comments or code', () => {
    const sample = [
      '// Un comentario en español: ignorado.',
      '/** También este. */',
      "const a = 'Categoría no encontrada.';",
      'const b = "¿Seguro?";',
      'const c = `Tu pedido #${id} salió`;',
      'const d = `#${id} y ${n} más`;',
      "const e = 'plain English';",
      'const f = /[áé]/;',
      'const g = <p>Envío gratis</p>;',
      'const ñandú = 1;',
    ].join('\n');
    expect(spanishLiterals(sample, 'sample.tsx')).toEqual([
      { line: 3, text: 'Categoría no encontrada.' },
      { line: 4, text: '¿Seguro?' },
      { line: 5, text: ' salió' },
      { line: 6, text: ' más' },
      { line: 9, text: 'Envío gratis' },
    ]);
  });
});

describe('texts of lib', () => {
  it('lib holds no Spanish literal outside the catalogues, except the data listed above', () => {
    expect(sourceFiles('lib').length).toBeGreaterThan(100);
    expect(unexplained()).toEqual([]);
  });

  it('each exception still names a file with Spanish literals (a stale entry goes)', () => {
    const stale = ALLOWED.filter((entry) => {
      const files = sourceFiles('lib').filter((file) => (entry.file.endsWith('/') ? file.startsWith(entry.file) : file === entry.file));
      const found = files.flatMap((file) => spanishLiteralsOf(file).map((literal) => literal.text));
      return entry.texts ? entry.texts.some((text) => !found.includes(text)) : found.length === 0;
    });
    expect(stale).toEqual([]);
    for (const entry of ALLOWED) expect(entry.reason.length).toBeGreaterThan(10);
  });
});
