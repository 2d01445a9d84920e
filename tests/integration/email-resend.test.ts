import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '@/db/schema';
import { resetEnvCache } from '@/lib/env';
import { EmailSendError, getEmailDriver, setEmailDriverForTests } from '@/lib/email';
import { deliverPendingEmails, enqueueEmail } from '@/lib/email/outbox';
import { useTestDb } from '../helpers/db';

const testDb = useTestDb();

type Received = { method?: string; url?: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };
const received: Received[] = [];
/** What the mock answers next: status and JSON body. */
let reply: { status: number; body: unknown } = { status: 200, body: { id: 're-email-1' } };
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw || '{}') });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    RESEND_API_KEY: 're_test_key',
    RESEND_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    EMAIL_FROM: 'EcoPlast Cúcuta <pedidos@example.com>',
  });
  resetEnvCache();
  setEmailDriverForTests(undefined);
});

afterEach(() => {
  received.length = 0;
  reply = { status: 200, body: { id: 're-email-1' } };
  vi.restoreAllMocks();
});

afterAll(async () => {
  for (const name of ['RESEND_API_KEY', 'RESEND_BASE_URL', 'EMAIL_FROM']) delete process.env[name];
  resetEnvCache();
  setEmailDriverForTests(undefined);
  await new Promise((resolve) => server.close(resolve));
});

describe('Resend driver', () => {
  it('is chosen by RESEND_API_KEY and posts the message to RESEND_BASE_URL/emails', async () => {
    const driver = getEmailDriver();
    expect(driver.name).toBe('resend');
    const result = await driver.send(
      { to: 'ana@example.com', subject: 'Pedido recibido', text: 'Gracias', html: '<p>Gracias</p>', replyTo: 'ventas@example.com' },
      { idempotencyKey: 'outbox-1-1' },
    );
    expect(result).toEqual({ id: 're-email-1' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/emails');
    expect(request.headers.authorization).toBe('Bearer re_test_key');
    expect(request.headers['idempotency-key']).toBe('outbox-1-1');
    expect(request.body).toMatchObject({
      from: 'EcoPlast Cúcuta <pedidos@example.com>',
      to: 'ana@example.com',
      subject: 'Pedido recibido',
      text: 'Gracias',
      html: '<p>Gracias</p>',
      reply_to: 'ventas@example.com',
    });
  });

  it('delivers outbox rows and stores the provider message id', async () => {
    reply = { status: 200, body: { id: 're-outbox-7' } };
    const id = (await enqueueEmail(testDb().db, { kind: 'contact', to: 'ventas@example.com', subject: 'Contacto', text: 'Hola' }))!;
    expect(await deliverPendingEmails()).toEqual({ sent: 1, failed: 0 });
    expect(received[0].body).toMatchObject({ to: 'ventas@example.com', subject: 'Contacto', text: 'Hola' });
    expect(received[0].body).not.toHaveProperty('html');
    expect(received[0].headers['idempotency-key']).toMatch(new RegExp(`^outbox-${id}-`));
    const [row] = await testDb().db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'sent', providerMessageId: 're-outbox-7' });
  });

  it('reports provider errors, permanent only when the message itself is invalid', async () => {
    const driver = getEmailDriver();
    const message = { to: 'no-es-correo', subject: 's', text: 't' };
    reply = { status: 422, body: { name: 'validation_error', message: 'Invalid `to` field.', statusCode: 422 } };
    const invalid = await driver.send(message).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(EmailSendError);
    expect((invalid as EmailSendError).permanent).toBe(true);
    expect((invalid as Error).message).toContain('Invalid `to` field.');

    for (const status of [429, 500]) {
      reply = { status, body: { name: 'application_error', message: 'try later', statusCode: status } };
      const transient = await driver.send(message).catch((e: unknown) => e);
      expect(transient).toBeInstanceOf(EmailSendError);
      expect((transient as EmailSendError).permanent).toBe(false);
    }
  });
});
