import 'server-only';
import { MAX_IMPORT_BYTES } from '@/lib/domain/catalog-csv';
import { readBodyWithLimit } from './body';
import { apiError } from '@/lib/errors';

/** What a browser or a script may send a CSV file as; JSON and forms are refused (415). */
const CSV_TYPES = /^(text\/(csv|plain|comma-separated-values)|application\/(octet-stream|csv|vnd\.ms-excel))\b/i;

const tooLarge = () =>
  apiError({ code: 'file_too_large', key: 'files.csvTooLarge', values: { megabytes: MAX_IMPORT_BYTES / 1024 / 1024 } });

/**
 * The uploaded catalogue file (issue 24 §3), size-checked before anything parses it: a declared
 * length past 5 MB is refused unread, a streamed one as soon as it passes the limit.
 */
export async function readCsvUpload(req: Request): Promise<Uint8Array> {
  const type = req.headers.get('content-type');
  if (type && !CSV_TYPES.test(type)) {
    throw apiError({ code: 'unsupported_media_type', key: 'files.csvType' });
  }
  const bytes = await readBodyWithLimit(req, MAX_IMPORT_BYTES, tooLarge);
  if (bytes.byteLength === 0) throw apiError({ code: 'invalid_csv', key: 'files.empty' });
  return bytes;
}
