import 'server-only';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { dataPath, getEnv, siteUrl } from '@/lib/env';
import { readBodyWithLimit } from '@/lib/http/body';
import { apiError, notFound } from '@/lib/errors';
import { createSemaphore } from '@/lib/semaphore';
import { isPrivateKey, isSafeObjectKey, isValidUploadKey } from './keys';
import {
  IMMUTABLE_CACHE_CONTROL,
  MAX_UPLOAD_BYTES,
  PRIVATE_CACHE_CONTROL,
  PROOF_URL_TTL_SECONDS,
  type StorageDriver,
  UPLOAD_URL_TTL_SECONDS,
} from './types';

/**
 * Local-disk storage for the embedded mode: objects under DATA_DIR/uploads, served by
 * app/files/[...key], uploaded through the signed PUT endpoint app/api/storage/upload. Private
 * objects (payment proofs) are served only with a signature made by `createReadUrl`.
 */
export const LOCAL_UPLOAD_PATH = '/api/storage/upload';
export const LOCAL_FILES_PREFIX = '/files/';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

export function createLocalStorage(): StorageDriver {
  return {
    kind: 'local',
    publicUrl: (key) => `${LOCAL_FILES_PREFIX}${key}`,
    keyFromPublicUrl,
    async createUploadUrl(key, contentType, expiresInSeconds = UPLOAD_URL_TTL_SECONDS) {
      if (!isSafeObjectKey(key)) throw new Error(`Invalid storage key: ${key}`);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({ key, expires: String(expires), sig: sign(key, expires, contentType) });
      return `${LOCAL_UPLOAD_PATH}?${query}`;
    },
    async createReadUrl(key, expiresInSeconds = PROOF_URL_TTL_SECONDS) {
      if (!isSafeObjectKey(key)) throw new Error(`Invalid storage key: ${key}`);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({ expires: String(expires), sig: sign(key, expires, READ_PURPOSE) });
      return `${LOCAL_FILES_PREFIX}${key}?${query}`;
    },
    putObject: (key, body) => writeObjectAtomically(key, body),
    async headObject(key) {
      const file = localPathOf(key);
      const info = file ? await stat(/*turbopackIgnore: true*/ file).catch(() => null) : null;
      return info?.isFile() ? { size: info.size, contentType: contentTypeOf(key), uploadedAt: info.mtime } : null;
    },
  };
}

/** Accepts `/files/<key>` or the same path on the site's own origin (what the browser may send back). */
function keyFromPublicUrl(url: string): string | null {
  const origin = new URL(siteUrl()).origin;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || parsed.search || parsed.hash) return null;
  if (!parsed.pathname.startsWith(LOCAL_FILES_PREFIX)) return null;
  const key = parsed.pathname.slice(LOCAL_FILES_PREFIX.length);
  return isSafeObjectKey(key) ? key : null;
}

/** Absolute file of a key, or null when the key is unsafe or would leave the uploads directory. */
export function localPathOf(key: string): string | null {
  if (!isSafeObjectKey(key)) return null;
  const root = dataPath('uploads');
  const file = path.resolve(root, key);
  return file.startsWith(root + path.sep) ? file : null;
}

function contentTypeOf(key: string): string | undefined {
  return CONTENT_TYPES[path.extname(key).toLowerCase()];
}

/**
 * Temp file + rename, so a reader never sees half a file. Temp names start with a dot: never served.
 * `exclusive` (browser uploads) links instead of renaming, which fails when the key exists: a stored
 * object is served as immutable, so a signed URL cannot replace it once used.
 */
async function writeObjectAtomically(key: string, body: Uint8Array, exclusive = false): Promise<void> {
  const file = localPathOf(key);
  if (!file) throw new Error(`Invalid storage key: ${key}`);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temp, body, { flag: 'wx' });
    if (exclusive) await link(temp, file);
    else await rename(temp, file);
  } catch (error) {
    if (exclusive && (error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw apiError({ code: 'already_uploaded', key: 'files.alreadyUploaded' });
    }
    throw error;
  } finally {
    // After a rename the temp name is gone already; after a link (or a failure) it is removed here.
    await unlink(temp).catch(() => {});
  }
}

// ---- Signed URLs ---------------------------------------------------------------------------

/** Upload signatures cover the content type; a read signature this word, which no content type equals. */
const READ_PURPOSE = 'GET';

function sign(key: string, expires: number, purpose: string): string {
  return createHmac('sha256', getEnv().AUTH_SECRET).update(`${key}|${expires}|${purpose}`).digest('base64url');
}

function verifySignature(key: string, params: URLSearchParams, purpose: string, now: number): boolean {
  const expiresText = params.get('expires') ?? '';
  const given = Buffer.from(params.get('sig') ?? '');
  if (!/^\d{1,12}$/.test(expiresText) || Number(expiresText) * 1000 < now) return false;
  const expected = Buffer.from(sign(key, Number(expiresText), purpose));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether `params` (a read URL's `expires` and `sig`) grant reading `key` now. */
export function verifyReadSignature(key: string, params: URLSearchParams, now: number = Date.now()): boolean {
  return verifySignature(key, params, READ_PURPOSE, now);
}

/**
 * Checks the `key`, `expires` and `sig` query parameters of a local upload URL signed for
 * `contentType`. Returns the key when the signature matches and has not expired, else null.
 */
export function verifyUploadSignature(params: URLSearchParams, contentType: string, now: number = Date.now()): string | null {
  const key = params.get('key') ?? '';
  return verifySignature(key, params, contentType, now) ? key : null;
}

/**
 * The local driver's PUT endpoint: signature (403), key (400), content type (415), size (413,
 * counted while reading, never buffering more than the limit) and real WebP bytes (415).
 * Returns the stored key.
 */
export async function receiveSignedUpload(req: Request): Promise<string> {
  const key = verifyUploadSignature(new URL(req.url).searchParams, 'image/webp');
  if (key === null) throw apiError({ code: 'invalid_signature', key: 'files.uploadLinkInvalid' });
  if (!isValidUploadKey(key)) throw apiError({ code: 'invalid_key', key: 'files.nameNotAllowed' });
  if (req.headers.get('content-type') !== 'image/webp') {
    throw apiError({ code: 'unsupported_media_type', key: 'files.webpOnly' });
  }
  const body = await readBodyWithLimit(req, MAX_UPLOAD_BYTES, tooLarge);
  if (!isWebp(body)) throw apiError({ code: 'unsupported_media_type', key: 'files.notWebp' });
  checkImageSides(body);
  if (!(await decodeSlots.run(() => decodesAsWebp(body)))) {
    throw apiError({ code: 'unsupported_media_type', key: 'files.notWebp' });
  }
  await writeObjectAtomically(key, body, true);
  return key;
}

const tooLarge = () => apiError({ code: 'payload_too_large', key: 'files.imageTooLarge' });

/** Images are at most 1024 px on their longest side (spec), as the browser resizes them before upload. */
export const MAX_IMAGE_SIDE = 1024;

/**
 * The sides as the file's header declares them (VP8, VP8L or VP8X chunk), read before anything
 * decodes it: a few hundred bytes of lossless WebP may declare 4096 × 4096 px, 64 MB once
 * decoded. Past the spec's side the upload is refused (413) with no decode at all.
 */
function checkImageSides(bytes: Uint8Array): void {
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw apiError({ code: 'unsupported_media_type', key: 'files.notWebp' });
  }
  if (Math.max(size.width, size.height) > MAX_IMAGE_SIDE) {
    throw apiError({
      code: 'payload_too_large',
      key: 'files.imageTooWide',
      values: { width: size.width, height: size.height, max: MAX_IMAGE_SIDE },
    });
  }
}

/** Whole decodes at once in this process: each may take up to MAX_DECODED_PIXELS × 4 bytes and a core. */
export const decodeSlots = createSemaphore(2);

/**
 * RIFF container whose declared size matches, form type WEBP and a VP8/VP8L/VP8X first chunk
 * whose bitstream starts as its format says (VP8's start code, VP8L's signature byte): the
 * sides are read from there, so other bytes behind a RIFF header must not pass for them.
 */
export function isWebp(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 30) return false;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffSize = buf.readUInt32LE(4);
  const chunk = buf.toString('latin1', 12, 16);
  if (buf.toString('latin1', 0, 4) !== 'RIFF' || buf.toString('latin1', 8, 12) !== 'WEBP' || riffSize + 8 !== buf.byteLength) return false;
  if (chunk === 'VP8 ') return buf[23] === 0x9d && buf[24] === 0x01 && buf[25] === 0x2a;
  if (chunk === 'VP8L') return buf[20] === 0x2f;
  return chunk === 'VP8X';
}

/** A second bound inside the decoder itself, should a header understate what follows. */
const MAX_DECODED_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;

/**
 * The whole image decodes as WebP: a RIFF header around other bytes (an HTML or script polyglot)
 * passes isWebp but not this.
 */
async function decodesAsWebp(bytes: Uint8Array): Promise<boolean> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_DECODED_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'webp') return false;
    await image.raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

// ---- Serving -----------------------------------------------------------------------------

/**
 * GET/HEAD of a stored file with immutable caching and conditional requests; 404 otherwise. A
 * private file (a payment proof) needs a valid read signature (403 before the disk is looked at,
 * so an unsigned request learns nothing) and is never cached, indexed or revalidated.
 */
export async function serveLocalFile(key: string, req: Request): Promise<Response> {
  if (isPrivateKey(key)) return servePrivateFile(key, req);
  const { file, info, contentType } = await servableFile(key);
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'Cache-Control': IMMUTABLE_CACHE_CONTROL,
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    ...FILE_SAFETY_HEADERS,
  });
  if (isNotModified(req.headers, etag, info.mtime)) return new Response(null, { status: 304, headers });
  return fileResponse(req, file, info.size, contentType, headers);
}

async function servePrivateFile(key: string, req: Request): Promise<Response> {
  if (!verifyReadSignature(key, new URL(req.url).searchParams)) {
    throw apiError({ code: 'invalid_signature', key: 'files.proofLinkInvalid' });
  }
  const { file, info, contentType } = await servableFile(key);
  const headers = new Headers({ 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex, nofollow', ...FILE_SAFETY_HEADERS });
  return fileResponse(req, file, info.size, contentType, headers);
}

const FILE_SAFETY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // An SVG opened directly must not run script on our origin.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** The file of a key with a known image type, or a 404. */
async function servableFile(key: string) {
  const file = localPathOf(key);
  const contentType = contentTypeOf(key);
  const info = file && contentType ? await stat(/*turbopackIgnore: true*/ file).catch(() => null) : null;
  if (!file || !contentType || !info?.isFile()) throw notFound();
  return { file, info, contentType };
}

function fileResponse(req: Request, file: string, size: number, contentType: string, headers: Headers): Response {
  headers.set('Content-Type', contentType);
  headers.set('Content-Length', String(size));
  if (req.method === 'HEAD') return new Response(null, { headers });
  const stream = Readable.toWeb(createReadStream(/*turbopackIgnore: true*/ file)) as ReadableStream<Uint8Array>;
  return new Response(stream, { headers });
}

function isNotModified(headers: Headers, etag: string, modified: Date): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    // Weak comparison (RFC 9110 §13.1.2): a W/ prefix from a proxy still matches.
    return ifNoneMatch.split(',').some((tag) => {
      const value = tag.trim();
      return value === '*' || value.replace(/^W\//, '') === etag;
    });
  }
  const since = Date.parse(headers.get('if-modified-since') ?? '');
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}
