import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as adminLoginRoute } from '@/app/api/admin/login/route';
import { POST as adminProductsRoute } from '@/app/api/admin/products/route';
import { POST as requestCodeRoute } from '@/app/api/auth/request-code/route';
import { POST as verifyCodeRoute } from '@/app/api/auth/verify-code/route';
import { POST as emailLinkRoute } from '@/app/api/consent/email-link/route';
import { POST as contactRoute } from '@/app/api/contact/route';
import { POST as ordersRoute } from '@/app/api/orders/route';
import { rateLimits } from '@/db/schema';
import { MAX_JSON_BYTES, type RouteHandler } from '@/lib/http/route';
import { CONSENT_LINK_RATE_LIMITS } from '@/lib/services/consent-link';
import { CONTACT_RATE_LIMITS } from '@/lib/services/contact';
import { REQUEST_CODE_IP_RATE_LIMITS, VERIFY_CODE_RATE_LIMITS } from '@/lib/services/customer-auth';
import { createCustomer } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { createStaffUser } from '../helpers/staff';

/**
 * Issue #19 item 4: a JSON body is read as a stream and cut off at the limit (413), and the
 * anonymous routes limited by IP refuse a flooding IP before reading its body at all. Bodies
 * are chunked (a ReadableStream, no Content-Length), as an attacker would send them; the
 * stream counts how many chunks the server pulled.
 */

const CHUNK = 64 * 1024;
const testDb = useTestDb();

/** A chunked body of `total` bytes of JSON-ish text, counting the chunks the reader pulls. */
function countingBody(total: number) {
  const counter = { pulled: 0, cancelled: false };
  const chunk = new TextEncoder().encode('x'.repeat(CHUNK));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled * CHUNK >= total) return controller.close();
        counter.pulled++;
        controller.enqueue(chunk);
      },
      cancel() {
        counter.cancelled = true;
      },
    },
    // Nothing is pulled ahead of the reader.
    { highWaterMark: 0 },
  );
  return { stream, counter, chunks: Math.ceil(total / CHUNK) };
}

async function send(handler: RouteHandler, path: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const req = new NextRequest(`http://localhost${path}`, {
    method: 'POST',
    body: stream,
    headers: { 'content-type': 'application/json', ...headers },
    duplex: 'half',
    // Node's fetch needs it for a stream body.
  } as ConstructorParameters<typeof NextRequest>[1]);
  const res = await handler(req, { params: Promise.resolve({}) });
  return { status: res.status, body: (await res.json()) as { code?: string }, headers: res.headers };
}

let ip = 0;
const freshIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;

describe('JSON bodies are read as a stream with the limit', () => {
  let staffToken: string;
  let customerToken: string;
  beforeAll(async () => {
    const { db } = testDb();
    staffToken = (await createStaffUser(db, { rol: 'ADMIN' })).token;
    customerToken = (await createCustomer(db)).token;
  });

  const cases: [string, string, RouteHandler, () => Record<string, string>][] = [
    ['anonymous POST /api/contact', '/api/contact', contactRoute, () => ({})],
    ['customer POST /api/orders', '/api/orders', ordersRoute, () => ({ authorization: `Bearer ${customerToken}` })],
    ['staff POST /api/admin/products', '/api/admin/products', adminProductsRoute, () => ({ authorization: `Bearer ${staffToken}` })],
  ];

  it.each(cases)('%s: an 8 MB chunked body gets 413 after the limit, not after all of it', async (_, path, handler, headers) => {
    const { stream, counter, chunks } = countingBody(8 * 1024 * 1024);
    const res = await send(handler, path, stream, { 'x-forwarded-for': freshIp(), ...headers() });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
    // Just past the limit (256 KiB = 4 chunks of 64 KiB; the 5th passes it), then cancelled.
    expect(counter.pulled).toBe(MAX_JSON_BYTES / CHUNK + 1);
    expect(counter.pulled).toBeLessThan(chunks);
    expect(counter.cancelled).toBe(true);
  });

  it('a chunked body within the limit is read whole and parsed', async () => {
    const json = new TextEncoder().encode(
      JSON.stringify({ nombre: 'Ana', email: 'ana@example.com', asunto: 'Hola', mensaje: 'á'.repeat(50_000) }),
    );
    // Split inside a two-byte character: the decoder must join it back.
    const parts = [json.slice(0, 1001), json.slice(1001, 70_001), json.slice(70_001)];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    const res = await send(contactRoute, '/api/contact', stream, { 'x-forwarded-for': freshIp() });
    // The message is longer than the form allows: a validation 400 means the JSON was read and parsed.
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
  });
});

describe('routes limited by IP refuse a flooding IP before reading its body', () => {
  /** Uses up an IP's limits (one row per rule, at its count) as earlier requests would have. */
  async function exhaust(rules: { key: string; limit: number; windowSeconds: number }[]) {
    const { db } = testDb();
    for (const rule of rules) {
      await db.insert(rateLimits).values({
        key: rule.key,
        count: rule.limit,
        windowStartedAt: new Date(),
        resetAt: new Date(Date.now() + rule.windowSeconds * 1000),
      });
    }
  }

  const cases: [string, string, RouteHandler, (ip: string) => Promise<void>][] = [
    ['/api/contact', '/api/contact', contactRoute, (ip) => exhaust(CONTACT_RATE_LIMITS(ip).slice(0, 1))],
    ['/api/auth/request-code', '/api/auth/request-code', requestCodeRoute, (ip) => exhaust(REQUEST_CODE_IP_RATE_LIMITS(ip))],
    ['/api/auth/verify-code', '/api/auth/verify-code', verifyCodeRoute, (ip) => exhaust(VERIFY_CODE_RATE_LIMITS(ip))],
    ['/api/consent/email-link', '/api/consent/email-link', emailLinkRoute, (ip) => exhaust(CONSENT_LINK_RATE_LIMITS(ip))],
    // An IP locked after too many failed staff logins.
    [
      '/api/admin/login',
      '/api/admin/login',
      adminLoginRoute,
      (ip) => exhaust([{ key: `staff-login-lock:ip:${ip}`, limit: 1, windowSeconds: 600 }]),
    ],
  ];

  it.each(cases)('%s: 429 with Retry-After and no chunk of the body read', async (_, path, handler, limit) => {
    const ip = freshIp();
    await limit(ip);
    const { stream, counter } = countingBody(8 * 1024 * 1024);
    const res = await send(handler, path, stream, { 'x-forwarded-for': ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(counter.pulled).toBe(0);
  });

  it.each(cases)('%s: another IP is still served (the body read and checked)', async (_, path, handler) => {
    const { stream, counter } = countingBody(8 * 1024 * 1024);
    const res = await send(handler, path, stream, { 'x-forwarded-for': freshIp() });
    expect(res.status).toBe(413);
    expect(counter.pulled).toBe(MAX_JSON_BYTES / CHUNK + 1);
  });
});
