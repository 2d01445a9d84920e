/**
 * Reads an uploaded catalogue CSV (issue 24 §3) into rows of cells: the encoding (UTF-8, with or
 * without BOM, else Windows-1252, what Excel in Spanish saves as "CSV (delimitado por comas)")
 * and the separator (`;` or `,`) are detected and reported; papaparse parses the decoded stream,
 * and reading stops as soon as the file passes MAX_IMPORT_ROWS rows.
 */
import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { type CsvSeparator, detectSeparator, MAX_IMPORT_ROWS } from './catalog-csv';

export type CsvEncoding = 'utf-8' | 'windows-1252';

export type ReadCsvResult =
  | { ok: true; encoding: CsvEncoding; bom: boolean; separator: CsvSeparator; rows: string[][] }
  | { ok: false; problem: 'empty' }
  | { ok: false; problem: 'too_many_rows'; maxRows: number };

const BOM = [0xef, 0xbb, 0xbf];

export function detectEncoding(bytes: Uint8Array): { encoding: CsvEncoding; bom: boolean } {
  if (BOM.every((b, i) => bytes[i] === b)) return { encoding: 'utf-8', bom: true };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', bom: false };
  } catch {
    return { encoding: 'windows-1252', bom: false };
  }
}

/** The first line of the text (up to 64 KB in), for separator detection. */
function firstLineOf(bytes: Uint8Array, encoding: CsvEncoding, bom: boolean): string {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset + (bom ? 3 : 0), Math.min(bytes.byteLength - (bom ? 3 : 0), 64 * 1024));
  const text = iconv.decode(head, encoding);
  const end = text.search(/\r?\n/);
  return end < 0 ? text : text.slice(0, end);
}

/** Bytes handed to the parser at a time: a 5 MB file is parsed in slices, not in one go. */
const SLICE = 64 * 1024;

/**
 * The body in slices, each after a turn of the event loop: parsing a 20,000-row file at once
 * would keep the server from answering anyone else for that long.
 */
async function* slicesOf(body: Buffer) {
  for (let at = 0; at < body.byteLength; at += SLICE) {
    yield body.subarray(at, at + SLICE);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function readCsv(bytes: Uint8Array, maxRows = MAX_IMPORT_ROWS): Promise<ReadCsvResult> {
  const { encoding, bom } = detectEncoding(bytes);
  const body = Buffer.from(bytes.buffer, bytes.byteOffset + (bom ? 3 : 0), bytes.byteLength - (bom ? 3 : 0));
  if (body.byteLength === 0 || body.toString('latin1').trim() === '') return { ok: false, problem: 'empty' };
  const separator = detectSeparator(firstLineOf(bytes, encoding, bom));

  const rows: string[][] = [];
  // Header + maxRows data rows are allowed; one more means the file is too long.
  const limit = maxRows + 1;
  let tooMany = false;
  await new Promise<void>((resolve, reject) => {
    const source = Readable.from(slicesOf(body)).pipe(iconv.decodeStream(encoding));
    source.on('error', reject);
    // papaparse reads the decoded stream chunk by chunk and hands over one row at a time.
    Papa.parse<string[]>(source as unknown as File, {
      delimiter: separator,
      skipEmptyLines: 'greedy',
      step: (result, parser) => {
        if (rows.length >= limit) {
          tooMany = true;
          parser.abort();
          return;
        }
        rows.push(result.data);
      },
      complete: () => resolve(),
      error: (error: Error) => reject(error),
    });
  });
  if (tooMany) return { ok: false, problem: 'too_many_rows', maxRows };
  if (rows.length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, encoding, bom, separator, rows };
}
