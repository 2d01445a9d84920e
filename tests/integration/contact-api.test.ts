import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { contactMessages, emailOutbox } from '@/db/schema';
import { setEmailDriverForTests } from '@/lib/email';
import { useTestDb } from '../helpers/db';
import es from '@/messages/es.json';

/** The Spanish texts the API answers by default (messages/es.json, Validation). */
const HIDDEN_CHARACTERS_MESSAGE = es.Validation.hiddenCharacters;

const testDb = useTestDb();
const ctx = { params: Promise.resolve({}) };
const sent: { to: string; replyTo?: string; subject: string }[] = [];

beforeAll(() =>
  setEmailDriverForTests({
    name: 'test',
    send: async (message) => {
      sent.push(message);
      return { id: `test-${sent.length}` };
    },
  }),
);
afterAll(() => setEmailDriverForTests(undefined));

function post(body: unknown, ip = '10.0.0.1') {
  return POST(
    new NextRequest('http://localhost/api/contact', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    }),
    ctx,
  );
}

const valid = { nombre: '  Ana Gómez ', email: ' ana@example.com ', asunto: ' Cotización ', mensaje: ' Necesito 5 millares de vasos. ' };

describe('POST /api/contact', () => {
  it('stores the trimmed message and queues a copy to the business, reply-to the sender', async () => {
    const res = await post(valid);
    expect(res.status).toBe(200);
    expect((await res.json()).success).toBe(true);
    const { db } = testDb();
    const [row] = await db.select().from(contactMessages);
    expect(row).toMatchObject({
      nombre: 'Ana Gómez',
      email: 'ana@example.com',
      asunto: 'Cotización',
      mensaje: 'Necesito 5 millares de vasos.',
    });
    const [mail] = await db.select().from(emailOutbox);
    expect(mail).toMatchObject({ kind: 'contact_copy', replyTo: 'ana@example.com' });
    expect(mail.textBody).toContain('Necesito 5 millares de vasos.');
  });

  it('answers 400 with field errors for empty or invalid input and stores nothing', async () => {
    const { db } = testDb();
    const before = (await db.select().from(contactMessages)).length;
    const res = await post({ nombre: '   ', email: 'no-es-correo', asunto: '', mensaje: 42 }, '10.0.0.2');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fields).sort()).toEqual(['asunto', 'email', 'mensaje', 'nombre']);
    expect((await db.select().from(contactMessages)).length).toBe(before);
  });

  it('answers 400 for a name or message with bidi or zero-width controls (staff read these)', async () => {
    const { db } = testDb();
    const before = (await db.select().from(contactMessages)).length;
    const res = await post({ ...valid, nombre: 'Ana \u202Eogeid', mensaje: 'Hola\u200B' }, '10.0.0.3');
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ nombre: [HIDDEN_CHARACTERS_MESSAGE], mensaje: [HIDDEN_CHARACTERS_MESSAGE] });
    expect((await db.select().from(contactMessages)).length).toBe(before);
  });

  it('accepts a filled honeypot without storing it', async () => {
    const { db } = testDb();
    const before = (await db.select().from(contactMessages)).length;
    const res = await post({ ...valid, website: 'http://spam.example' }, '10.0.0.3');
    expect(res.status).toBe(200);
    expect((await db.select().from(contactMessages)).length).toBe(before);
  });

  it('limits each IP to 10 messages in 10 minutes with a 429, Retry-After and the wait in words', async () => {
    for (let i = 0; i < 10; i++) expect((await post(valid, '10.0.0.9')).status).toBe(200);
    const limited = await post(valid, '10.0.0.9');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toMatch(/^Enviaste demasiados mensajes seguidos\. Inténtalo de nuevo en \d+ minutos?\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(valid, '10.0.0.10')).status).toBe(200);
  });
});
