import 'server-only';
import { PRIVATE_NO_STORE } from './route';

/** A PDF download saved under `fileName` (ASCII), never cached: quotes are numbered, receipts personal. */
export function pdfResponse(bytes: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'content-length': String(bytes.length),
      'cache-control': PRIVATE_NO_STORE,
    },
  });
}
