import 'server-only';
import { MAX_IMPORT_BYTES } from '@/lib/domain/catalog-csv';
import { readBodyWithLimit } from './body';
import { ApiError } from '@/lib/errors';

/** What a browser or a script may send a CSV file as; JSON and forms are refused (415). */
const CSV_TYPES = /^(text\/(csv|plain|comma-separated-values)|application\/(octet-stream|csv|vnd\.ms-excel))\b/i;

const tooLarge = () =>
  new ApiError({
    code: 'file_too_large',
    message: `El archivo pasa de ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Divídelo en varios archivos.`,
  });

/**
 * The uploaded catalogue file (issue 24 §3), size-checked before anything parses it: a declared
 * length past 5 MB is refused unread, a streamed one as soon as it passes the limit.
 */
export async function readCsvUpload(req: Request): Promise<Uint8Array> {
  const type = req.headers.get('content-type');
  if (type && !CSV_TYPES.test(type)) {
    throw new ApiError({ code: 'unsupported_media_type', message: 'Envía el archivo CSV tal cual (Content-Type: text/csv).' });
  }
  const bytes = await readBodyWithLimit(req, MAX_IMPORT_BYTES, tooLarge);
  if (bytes.byteLength === 0) throw new ApiError({ code: 'invalid_csv', message: 'El archivo está vacío.' });
  return bytes;
}
