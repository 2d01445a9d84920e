import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { findOperation } from '../../lib/contracts';
import { responseSchema } from '../../lib/contracts/operation';
import { CODING_HEADER } from '../../lib/http/encoded-responses';

/** Operation ids whose answers the suite checked, by status: what the coverage report counts. */
export const checkedAnswers = new Map<string, Set<number>>();

/**
 * Throws when a JSON success answer does not match its operation's response schema. Answers
 * with no schema (files), error answers and non-JSON bodies pass.
 */
export async function checkAnswer(req: Request, response: Response): Promise<void> {
  const operation = findOperation(req.method, new URL(req.url).pathname);
  if (!operation) return;
  const schema = responseSchema(operation, response.status);
  if (!schema || !/application\/json/.test(response.headers.get('content-type') ?? '')) return;
  // A precompressed body names its coding in CODING_HEADER (the Node server turns it into
  // Content-Encoding); a handler called directly, as here, answers with that header.
  const coding = response.headers.get('content-encoding') ?? response.headers.get(CODING_HEADER);
  const text = decode(Buffer.from(await response.clone().arrayBuffer()), coding);
  if (!text) return;
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 10)
      .map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('\n');
    throw new Error(
      `${req.method} ${new URL(req.url).pathname} answered ${response.status} with a shape its contract (${operation.id}) does not describe:\n${issues}`,
    );
  }
  (checkedAnswers.get(operation.id) ?? checkedAnswers.set(operation.id, new Set()).get(operation.id)!).add(response.status);
}

/** The catalogue's answers may be stored compressed (precompressedJson). */
function decode(bytes: Buffer, encoding: string | null): string {
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}
