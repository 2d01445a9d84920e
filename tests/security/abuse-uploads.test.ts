import { createHash } from 'node:crypto';
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as staffUploadUrlRoute } from '@/app/api/admin/upload-url/route';
import { POST as customerUploadUrlRoute } from '@/app/api/customer/upload-url/route';
import { POST as confirmRoute } from '@/app/api/orders/[id]/confirm-payment/route';
import * as uploadRoute from '@/app/api/storage/upload/route';
import { emailOutbox, orderHistory, orders } from '@/db/schema';
import { dataPath } from '@/lib/env';
import type { RouteHandler } from '@/lib/http/route';
import { getStorage } from '@/lib/storage';
import { customerProofKey } from '@/lib/storage/keys';
import { MAX_UPLOAD_BYTES } from '@/lib/storage/types';
import { placeTestOrder, useOrderFixture } from '../helpers/orders';
import { invokeRoute } from '../helpers/routes';

/**
 * Upload abuses (issue #8 item 4) against the real route handlers and the local storage's signed
 * PUT endpoint: wrong bytes under image/webp, oversize, traversal, foreign keys, expired or
 * tampered URLs, a used URL, wrong methods, and confirm-payment with proofs that are not this
 * order's upload. Every case must be refused with its status and a JSON { error, code }, and
 * after each one nothing was stored (every file under DATA_DIR, byte for byte) and no order was
 * confirmed (statuses, history rows, proof e-mails unchanged).
 */

const ORIGIN = 'http://localhost';
const { db, fx } = useOrderFixture();

let anaOrder: number;
let anaOtherOrder: number;
let betoOrder: number;
/** Public URLs of proofs really uploaded through the signed flow (setup). */
let anaOtherProof: string;
let betoProof: string;
let staffImage: string;
/** A signed URL that has already been used once, successfully. */
let usedUrl: string;
/** A fresh signed URL for anaOrder's proof (never used by the cases that only tamper with it). */
let freshUrl: string;
let freshKey: string;

const bytes = {} as Record<'png' | 'jpeg' | 'webp' | 'pixelBomb' | 'losslessBomb', Uint8Array>;

// ---- requests ---------------------------------------------------------------------------------

type Answer = { status: number; body: any; text: string };

const customerUploadUrl = (token: string, filename: string) =>
  invokeRoute(customerUploadUrlRoute, '/api/customer/upload-url', { token, body: { filename, contentType: 'image/webp' } });
const staffUploadUrl = (token: string, filename: string) =>
  invokeRoute(staffUploadUrlRoute, '/api/admin/upload-url', { token, body: { filename, contentType: 'image/webp' } });
const confirm = (token: string, orderId: number, paymentConfirmationUrl: string) =>
  invokeRoute(confirmRoute, `/api/orders/${orderId}/confirm-payment`, {
    token,
    params: { id: String(orderId) },
    body: { paymentMethodId: fx.nequi, paymentConfirmationUrl },
  });

/** A request to the signed upload endpoint, as a browser (or an attacker's script) sends it. */
async function send(
  url: string,
  body: Uint8Array | ReadableStream<Uint8Array> | null,
  {
    method = 'PUT',
    contentType = 'image/webp',
    headers = {},
  }: { method?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const handler = (uploadRoute as unknown as Record<string, RouteHandler | undefined>)[method];
  if (!handler) throw new Error(`${method} is not handled by the upload route`);
  // `duplex` is required by undici for stream bodies and missing from the DOM RequestInit type.
  const init = {
    method,
    body: method === 'GET' || body === null ? null : body instanceof ReadableStream ? body : Buffer.from(body),
    headers: { 'content-type': contentType, ...headers },
    duplex: 'half',
  };
  const res = await handler(new NextRequest(new URL(url, ORIGIN), init as ConstructorParameters<typeof NextRequest>[1]), {
    params: Promise.resolve({}),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text };
}

/** A signed URL for one of ana's proofs, through the real route. */
async function signedProofUrl(orderId: number, timestamp = Date.now()): Promise<{ url: string; key: string; publicUrl: string }> {
  const key = customerProofKey(orderId, timestamp);
  const res = await customerUploadUrl(fx.ana.token, key);
  expect(res.status, res.text).toBe(200);
  return { url: res.body.url, key, publicUrl: res.body.publicUrl };
}

function withParam(url: string, name: string, value: string): string {
  const u = new URL(url, ORIGIN);
  u.searchParams.set(name, value);
  return u.pathname + u.search;
}

// ---- bytes ------------------------------------------------------------------------------------

function riff(...chunks: Buffer[]): Uint8Array {
  const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
  const header = Buffer.alloc(8);
  header.write('RIFF');
  header.writeUInt32LE(body.length, 4);
  return new Uint8Array(Buffer.concat([header, body]));
}
function chunk(id: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id);
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
}
const text = (s: string) => new TextEncoder().encode(s);
const SCRIPT_HTML = '<!doctype html><html><body><script>parent.__xss&&parent.__xss("upload")</script></body></html>';

/** A body that never ends (nothing tells its length up front). */
function endlessStream(): ReadableStream<Uint8Array> {
  const piece = new Uint8Array(64 * 1024);
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(piece);
    },
  });
}

// ---- invariants -------------------------------------------------------------------------------

function storedFiles(): Record<string, string> {
  const root = dataPath();
  const out: Record<string, string> = {};
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(root, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return out;
}

async function orderState() {
  const ids = [anaOrder, anaOtherOrder, betoOrder];
  const rows = await db()
    .select({ id: orders.id, payment: orders.paymentStatus, proof: orders.paymentConfirmationUrl })
    .from(orders)
    .where(inArray(orders.id, ids));
  const history = await db().select({ id: orderHistory.id }).from(orderHistory).where(inArray(orderHistory.orderId, ids));
  const proofMails = await db().select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.kind, 'proof_received'));
  return { rows: rows.sort((a, b) => a.id - b.id), history: history.length, proofMails: proofMails.length };
}

function expectRefused(answer: Answer, status: number) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.body, `JSON error body: ${answer.text.slice(0, 200)}`).toEqual(
    expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
  );
  expect(answer.text).not.toMatch(/\bat \S+ \(|node_modules|Error:/);
}

// ---- setup ------------------------------------------------------------------------------------

beforeAll(async () => {
  anaOrder = (await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]])).id;
  anaOtherOrder = (await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]])).id;
  betoOrder = (await placeTestOrder(fx, fx.beto, [['PLAT-UNI', 1]])).id;

  const image = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } });
  bytes.webp = new Uint8Array(await image().webp().toBuffer());
  bytes.png = new Uint8Array(await image().png().toBuffer());
  bytes.jpeg = new Uint8Array(await image().jpeg().toBuffer());
  // A few KB that decode into 4,200 × 4,200 pixels (70 MB of RGBA).
  bytes.pixelBomb = new Uint8Array(
    await sharp({ create: { width: 4200, height: 4200, channels: 3, background: '#fff' } })
      .webp({ quality: 1, effort: 0 })
      .toBuffer(),
  );
  expect(bytes.pixelBomb.byteLength).toBeLessThan(MAX_UPLOAD_BYTES);
  // Well under a kilobyte that decodes into 4,096 × 4,096 pixels (64 MB).
  bytes.losslessBomb = new Uint8Array(
    await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#fff' } })
      .webp({ lossless: true })
      .toBuffer(),
  );
  expect(bytes.losslessBomb.byteLength).toBeLessThan(1024);

  // Real uploads through the signed flow: another order's proof of ana's, beto's proof, a product image.
  const other = await signedProofUrl(anaOtherOrder);
  expect((await send(other.url, bytes.webp)).status).toBe(200);
  anaOtherProof = other.publicUrl;
  const betoKey = customerProofKey(betoOrder);
  const betoUrl = await customerUploadUrl(fx.beto.token, betoKey);
  expect((await send(betoUrl.body.url, bytes.webp)).status).toBe(200);
  betoProof = betoUrl.body.publicUrl;
  const staff = await staffUploadUrl(fx.admin.token, `products/vaso-${Date.now()}.webp`);
  expect((await send(staff.body.url, bytes.webp)).status).toBe(200);
  staffImage = staff.body.publicUrl;

  const used = await signedProofUrl(anaOrder, Date.now() - 1000);
  expect((await send(used.url, bytes.webp)).status).toBe(200);
  usedUrl = used.url;
  ({ url: freshUrl, key: freshKey } = await signedProofUrl(anaOrder));
});

let filesBefore: Record<string, string>;
let ordersBefore: Awaited<ReturnType<typeof orderState>>;
/** Off only for the honest-path check at the end, which is meant to store and confirm. */
let expectNothingChanged = true;
beforeEach(async () => {
  filesBefore = storedFiles();
  ordersBefore = await orderState();
});
afterEach(async () => {
  if (!expectNothingChanged) return;
  // Nothing stored, replaced or left half-written; nothing confirmed.
  expect(storedFiles()).toEqual(filesBefore);
  expect(await orderState()).toEqual(ordersBefore);
  expect(ordersBefore.rows.every((r) => r.payment === 'pending_payment' && r.proof === null)).toBe(true);
});

// ---- the cases --------------------------------------------------------------------------------

type Case = [name: string, status: number, run: () => Promise<Answer>];

const wrongBytes: Case[] = [
  ['PNG bytes', 415, () => send(freshUrl, bytes.png)],
  ['JPEG bytes', 415, () => send(freshUrl, bytes.jpeg)],
  [
    'SVG with a script',
    415,
    () => send(freshUrl, text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>')),
  ],
  ['an HTML page', 415, () => send(freshUrl, text(SCRIPT_HTML))],
  [
    'polyglot: a RIFF/WEBP/VP8 header around HTML (sizes consistent)',
    415,
    () => send(freshUrl, riff(chunk('VP8 ', Buffer.from(SCRIPT_HTML)))),
  ],
  ['polyglot: a real WebP with HTML appended', 415, () => send(freshUrl, Buffer.concat([bytes.webp, Buffer.from(SCRIPT_HTML)]))],
  ['polyglot: HTML with a WebP appended', 415, () => send(freshUrl, Buffer.concat([Buffer.from(SCRIPT_HTML), bytes.webp]))],
  ['polyglot: GIF89a/JavaScript', 415, () => send(freshUrl, text('GIF89a=1;alert(document.domain)//'))],
  ['an empty body', 415, () => send(freshUrl, new Uint8Array(0))],
  ['a truncated RIFF (first 40 bytes of a real WebP)', 415, () => send(freshUrl, bytes.webp.slice(0, 40))],
  ['a truncated RIFF with its size field fixed up', 415, () => send(freshUrl, riff(Buffer.from(bytes.webp.slice(12, 40))))],
  ['a real WebP declared as image/png', 415, () => send(freshUrl, bytes.webp, { contentType: 'image/png' })],
  ['a real WebP declared as text/html', 415, () => send(freshUrl, bytes.webp, { contentType: 'text/html' })],
];

const oversize: Case[] = [
  [
    'declared Content-Length of 2 MB',
    413,
    () => send(freshUrl, bytes.webp, { headers: { 'content-length': String(2 * MAX_UPLOAD_BYTES) } }),
  ],
  [
    '1 MB + 1 byte of body',
    413,
    () => {
      const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
      big.set(bytes.webp);
      return send(freshUrl, big);
    },
  ],
  ['a body that never ends, no Content-Length', 413, () => send(freshUrl, endlessStream())],
  ['a lying Content-Length (100) over 1.5 MB', 413, () => send(freshUrl, endlessStream(), { headers: { 'content-length': '100' } })],
  // Past the spec's 1024 px, from the header alone (never decoded: tests/integration/storage-local.test.ts).
  ['a pixel bomb (a small WebP of 4,200 × 4,200 px)', 413, () => send(freshUrl, bytes.pixelBomb)],
  ['an image bomb (a lossless WebP of 4,096 × 4,096 px, under 1 KB)', 413, () => send(freshUrl, bytes.losslessBomb)],
];

const traversal: Case[] = [
  ['customer key with ../', 400, () => customerUploadUrl(fx.ana.token, `payment-confirmation/../order-${anaOrder}-1.webp`)],
  [
    'customer key with encoded ../ (%2e%2e%2f)',
    400,
    () => customerUploadUrl(fx.ana.token, `payment-confirmation/%2e%2e%2forder-${anaOrder}-1.webp`),
  ],
  ['customer key, absolute path', 400, () => customerUploadUrl(fx.ana.token, `/etc/payment-confirmation/order-${anaOrder}-1.webp`)],
  ['customer key with backslashes', 400, () => customerUploadUrl(fx.ana.token, `payment-confirmation\\..\\order-${anaOrder}-1.webp`)],
  ['customer key with a NUL byte', 400, () => customerUploadUrl(fx.ana.token, `payment-confirmation/order-${anaOrder}-1.webp\u0000.html`)],
  ['staff key with ../ out of the uploads', 400, () => staffUploadUrl(fx.admin.token, 'products/../../auth-secret-1.webp')],
  ['staff key, URL-encoded slash and dots', 400, () => staffUploadUrl(fx.admin.token, 'products%2F..%2F..%2Fx-1.webp')],
  ['staff key, absolute Windows path', 400, () => staffUploadUrl(fx.admin.token, 'C:\\uploads\\products\\x-1.webp')],
  ['signed URL with its key rewritten to ../../auth-secret', 403, () => send(withParam(freshUrl, 'key', '../../auth-secret'), bytes.webp)],
];

const foreignKeys: Case[] = [
  ["another customer's order key", 404, () => customerUploadUrl(fx.ana.token, customerProofKey(betoOrder))],
  ['a key of an order that does not exist', 404, () => customerUploadUrl(fx.ana.token, customerProofKey(999_999))],
  ['an admin-area key (products/) from a customer', 400, () => customerUploadUrl(fx.ana.token, `products/vaso-${Date.now()}.webp`)],
  ['the staff upload route with a customer token', 401, () => staffUploadUrl(fx.ana.token, `products/vaso-${Date.now()}.webp`)],
  ['payment-methods/ from a VENDEDOR', 403, () => staffUploadUrl(fx.seller.token, `payment-methods/nequi-${Date.now()}.webp`)],
  ["confirm with another order's proof of the same customer", 400, () => confirm(fx.ana.token, anaOrder, anaOtherProof)],
  ["confirm with another customer's proof", 400, () => confirm(fx.ana.token, anaOrder, betoProof)],
  ['confirm with a product image', 400, () => confirm(fx.ana.token, anaOrder, staffImage)],
  [
    'confirm with a proof URL on another host',
    400,
    () => confirm(fx.ana.token, anaOrder, `https://evil.example/files/${customerProofKey(anaOrder)}`),
  ],
  ['confirm with a key that was never uploaded', 400, () => confirm(fx.ana.token, anaOrder, getStorage().publicUrl(freshKey))],
  ["another customer confirming ana's order with ana's key", 404, () => confirm(fx.beto.token, anaOrder, getStorage().publicUrl(freshKey))],
];

const tampered: Case[] = [
  ['an expired URL', 403, async () => send(await getStorage().createUploadUrl(customerProofKey(anaOrder), 'image/webp', -1), bytes.webp)],
  [
    'a tampered signature',
    403,
    () => {
      const sig = new URL(freshUrl, ORIGIN).searchParams.get('sig')!;
      return send(withParam(freshUrl, 'sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1)), bytes.webp);
    },
  ],
  [
    'a tampered expiry (one more day)',
    403,
    () => {
      const expires = Number(new URL(freshUrl, ORIGIN).searchParams.get('expires'));
      return send(withParam(freshUrl, 'expires', String(expires + 86_400)), bytes.webp);
    },
  ],
  [
    "a tampered key (another order's proof of the same customer)",
    403,
    () => send(withParam(freshUrl, 'key', customerProofKey(anaOtherOrder)), bytes.webp),
  ],
  ['a tampered key (a product image)', 403, () => send(withParam(freshUrl, 'key', `products/vaso-${Date.now()}.webp`), bytes.webp)],
  ['re-using a URL after its upload succeeded', 409, () => send(usedUrl, bytes.webp)],
  ['wrong method: POST', 405, () => send(freshUrl, bytes.webp, { method: 'POST' })],
  ['wrong method: GET', 405, () => send(freshUrl, null, { method: 'GET' })],
  ['wrong method: DELETE', 405, () => send(freshUrl, null, { method: 'DELETE' })],
];

describe.each([
  ['wrong bytes under image/webp', wrongBytes],
  ['oversize', oversize],
  ['path traversal in keys', traversal],
  ["keys that are not the caller's", foreignKeys],
  ['expired, tampered, used URLs and wrong methods', tampered],
] as const)('upload abuse: %s', (_group, cases) => {
  it.each(cases)('%s → %i, nothing stored or confirmed', async (_name, status, run) => {
    expectRefused(await run(), status);
  });
});

describe('the honest path still works (so the refusals above are not a broken endpoint)', () => {
  it('the fresh URL takes a real WebP once, and confirm-payment accepts it', async () => {
    expectNothingChanged = false;
    expect((await send(freshUrl, bytes.webp)).status).toBe(200);
    const res = await confirm(fx.ana.token, anaOrder, getStorage().publicUrl(freshKey));
    expect(res.status, res.text).toBe(200);
    expect(res.body.order.paymentStatus).toBe('pending_confirmation');
  });
});
