import type { ApiError } from '@/lib/errors';

/** A JSON request body, the API's usual one: far more than any form or order needs. */
export const MAX_JSON_BYTES = 256 * 1024;

/**
 * Reads a request body as a stream and stops at the limit: a declared Content-Length past it is
 * refused unread, and a chunked body is cancelled as soon as it passes it, so the server never
 * holds more than `maxBytes` of it (req.text() would take all of it first).
 */
export async function readBodyWithLimit(req: Request, maxBytes: number, tooLarge: () => ApiError): Promise<Uint8Array> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
