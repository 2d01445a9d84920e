import net from 'node:net';
import { MAX_IMPORT_BYTES } from '../../lib/domain/catalog-csv';
import { expect, test } from './fixtures';

/**
 * Bodies against the built server (lib/http/oversized-bodies.ts, next.config.ts): a body declared
 * past its route's limit is answered 413 as its headers arrive, so the client never has to send
 * it, and a chunked one Next buffers at most the largest legitimate body of, which the handler
 * then refuses.
 */

type Raw = { status: number; head: string; body: string; ms: number };

/** Sends `head` (and `body`), then waits for the answer or `waitMs`. */
function raw(baseURL: string, head: string[], body?: Buffer | string, waitMs = 15_000): Promise<Raw> {
  const { hostname, port } = new URL(baseURL);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const [top, ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(top.split(' ')[1] ?? 0), head: top.toLowerCase(), body: rest.join('\r\n\r\n'), ms: Date.now() - started });
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      // The whole answer is in once its declared length has arrived.
      const length = /content-length: (\d+)/i.exec(answer)?.[1];
      const split = answer.indexOf('\r\n\r\n');
      if (length && split >= 0 && Buffer.byteLength(answer.slice(split + 4)) >= Number(length)) done();
      // …or, chunked, once its last chunk has.
      if (/transfer-encoding: chunked/i.test(answer) && answer.endsWith('0\r\n\r\n')) done();
    });
    socket.on('end', done);
    socket.on('error', (error) => (answer ? done() : reject(error)));
    socket.write([...head, `Host: ${hostname}:${port}`, '', ''].join('\r\n'));
    if (body !== undefined) socket.write(body);
  });
}

test.describe('request bodies @security', () => {
  test('a declared 20 MB body is answered 413 before it is sent, forty at once, and health stays quick @security', async ({ baseURL }) => {
    test.setTimeout(90_000);
    const head = ['POST /api/orders HTTP/1.1', 'Content-Type: application/json', `Content-Length: ${20 * 1024 * 1024}`];
    const one = await raw(baseURL!, head);
    expect(one.status).toBe(413);
    expect(one.head).toContain('connection: close');
    expect(JSON.parse(one.body)).toEqual({ error: 'La solicitud es demasiado grande.', code: 'payload_too_large' });

    const forty = await Promise.all(Array.from({ length: 40 }, () => raw(baseURL!, head)));
    expect(forty.map((answer) => answer.status)).toEqual(Array(40).fill(413));
    const health = Date.now();
    expect((await fetch(`${baseURL}/api/health`)).status).toBe(200);
    expect(Date.now() - health).toBeLessThan(1000);

    const csv = await raw(baseURL!, [
      'POST /api/admin/catalog/import HTTP/1.1',
      'Content-Type: text/csv',
      `Content-Length: ${MAX_IMPORT_BYTES + 1}`,
    ]);
    expect(csv.status).toBe(413);
    expect(JSON.parse(csv.body).error).toBe('El archivo pasa de 5 MB. Divídelo en varios archivos.');
  });

  test('a chunked body past the largest legitimate one is refused (413), never taken cut short @security', async ({ baseURL }) => {
    test.setTimeout(90_000);
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    const chunks = Array.from({ length: 8 }, () =>
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    );
    const body = Buffer.concat([...chunks, Buffer.from('0\r\n\r\n')]);
    const answer = await raw(
      baseURL!,
      ['POST /api/contact HTTP/1.1', 'Content-Type: application/json', 'Transfer-Encoding: chunked'],
      body,
      60_000,
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('"code":"payload_too_large"');
    expect(answer.ms).toBeLessThan(30_000);
  });
});
