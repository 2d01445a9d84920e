import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '@/lib/domain/catalog-csv';
import { MAX_JSON_BYTES } from '@/lib/http/body';
import { bodyLimitFor, LARGEST_BODY_BYTES, PROXY_BODY_BUFFER_BYTES } from '@/lib/http/body-limits';
import { allowOversizedBodies, refuseOversizedBodies } from '@/lib/http/oversized-bodies';
import nextConfig from '@/next.config';

/**
 * A body declared larger than its route takes is answered 413 as its headers arrive, on a real
 * Node HTTP server with the hook instrumentation.ts installs. The server's own listener stands
 * for Next: it records every request it is handed and reads its body, as Next does for proxy.ts.
 * The client sends the headers and then nothing: an answer can only come before the body.
 */

let server: http.Server;
let port: number;
const handed: string[] = [];

beforeEach(async () => {
  handed.length = 0;
  refuseOversizedBodies();
  server = http.createServer((req, res) => {
    handed.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => res.end('{"ok":true}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  allowOversizedBodies();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends only the request head (and `body`, if any) and gives the raw answer, or 'timeout'. */
function sendHead(head: string[], body = '', waitMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(answer || 'timeout');
    }, waitMs);
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', reject);
    socket.write([...head, `Host: 127.0.0.1:${port}`, '', ''].join('\r\n') + body);
  });
}

const parse = (raw: string) => {
  const [head, body] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: JSON.parse(body) as { error: string; code: string } };
};

describe('a declared body past its route limit', () => {
  it('20 MB to a JSON route: 413 JSON before a byte is sent, never handed on', async () => {
    const raw = await sendHead(['POST /api/orders HTTP/1.1', 'Content-Type: application/json', `Content-Length: ${20 * 1024 * 1024}`]);
    const answer = parse(raw);
    expect(answer.status).toBe(413);
    expect(answer.head).toContain('content-type: application/json');
    expect(answer.head).toContain('connection: close');
    expect(answer.head).toContain('cache-control: no-store');
    expect(answer.body).toEqual({ error: 'La solicitud es demasiado grande.', code: 'payload_too_large' });
    expect(handed).toEqual([]);
  });

  it('in the language asked for, with the CSV limit on the catalogue import, and no 100 Continue', async () => {
    const raw = await sendHead([
      'POST /api/admin/catalog/import HTTP/1.1',
      'Content-Type: text/csv',
      'Accept-Language: en',
      'Expect: 100-continue',
      `Content-Length: ${MAX_IMPORT_BYTES + 1}`,
    ]);
    expect(raw.startsWith('HTTP/1.1 413')).toBe(true);
    expect(parse(raw).body).toEqual({ error: 'The file is larger than 5 MB. Split it into several files.', code: 'payload_too_large' });
    expect(handed).toEqual([]);
  });

  it('passes a body within its route limit on, whole', async () => {
    const csv = 'x'.repeat(MAX_JSON_BYTES + 1);
    const raw = await sendHead(['POST /api/admin/catalog/import HTTP/1.1', `Content-Length: ${csv.length}`, 'Connection: close'], csv);
    expect(raw.startsWith('HTTP/1.1 200')).toBe(true);
    expect(await sendHead(['POST /api/orders HTTP/1.1', 'Content-Length: 2', 'Connection: close'], '{}')).toMatch(/^HTTP\/1.1 200/);
    expect(handed).toEqual(['POST /api/admin/catalog/import', 'POST /api/orders']);
  });

  it('the limits: JSON everywhere but the CSV import and the image upload; Next buffers no more than the CSV', () => {
    expect(bodyLimitFor('/api/orders').bytes).toBe(MAX_JSON_BYTES);
    expect(bodyLimitFor('/tienda').bytes).toBe(MAX_JSON_BYTES);
    expect(bodyLimitFor('/api/admin/catalog/import/apply').bytes).toBe(MAX_IMPORT_BYTES);
    expect(bodyLimitFor('/api/storage/upload').bytes).toBe(1024 * 1024);
    expect(LARGEST_BODY_BYTES).toBe(MAX_IMPORT_BYTES);
    // One socket read above it (a body Next cuts is then always longer than its handler's limit).
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(PROXY_BODY_BUFFER_BYTES);
    expect(PROXY_BODY_BUFFER_BYTES).toBeLessThanOrEqual(MAX_IMPORT_BYTES + 64 * 1024);
  });
});
