import 'server-only';
import { PRIVATE_NO_STORE } from './route';

/** A CSV download: UTF-8 text, saved under `fileName`, never cached. */
export function csvResponse(body: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': PRIVATE_NO_STORE,
    },
  });
}
