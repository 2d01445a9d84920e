import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWompiEvent } from '../../lib/domain/wompi-signature';

/**
 * A local Wompi (docs/payments.md "Testing") for the integration tests, the bench and the
 * journeys: POST /v1/payment_links, GET /v1/payment_links/:id and GET /v1/transactions/:id as
 * Wompi's API answers them (the private key as bearer), a checkout page at /l/:id whose buttons
 * approve, decline or leave pending a payment and then go back to the link's redirect_url, and
 * helpers that create transactions and send events signed with the test events secret. Free of
 * vitest and of path aliases, so `tsx` can run it as a process (WOMPI_BASE_URL=<url>/v1,
 * WOMPI_CHECKOUT_URL=<url>).
 */

export const MOCK_WOMPI_KEYS = {
  WOMPI_PUBLIC_KEY: 'pub_test_mockPublicKey000000000000',
  WOMPI_PRIVATE_KEY: 'prv_test_mockPrivateKey00000000000',
  WOMPI_EVENTS_SECRET: 'test_events_mockEventsSecret000000',
  WOMPI_INTEGRITY_SECRET: 'test_integrity_mockIntegrity00000',
} as const;

export type MockStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';

export type MockLink = {
  id: string;
  name: string;
  description: string;
  single_use: boolean;
  collect_shipping: boolean;
  currency: string;
  amount_in_cents: number;
  expires_at: string;
  redirect_url: string;
  sku: string | null;
  active: boolean;
  created_at: string;
};

export type MockTransaction = {
  id: string;
  created_at: string;
  finalized_at: string | null;
  amount_in_cents: number;
  reference: string;
  currency: string;
  payment_method_type: string;
  payment_link_id: string | null;
  status: MockStatus;
  status_message: string | null;
  customer_email: string;
};

export type WompiMockOptions = {
  privateKey?: string;
  eventsSecret?: string;
  environment?: 'test' | 'prod';
  /** Where the checkout page's buttons send the event (the store's POST /api/payments/wompi/events). */
  eventsUrl?: string;
  port?: number;
};

export type WompiMock = {
  url: string;
  /** WOMPI_BASE_URL and WOMPI_CHECKOUT_URL pointing here, with the test keys. */
  env: Record<string, string>;
  links: Map<string, MockLink>;
  transactions: Map<string, MockTransaction>;
  /** Requests received, as 'METHOD /path'. */
  calls: string[];
  /** The next requests to the API answer this status (and count down). */
  failNext: (status: number, times?: number) => void;
  /** A transaction, as Wompi would create it when someone pays (a link's amount unless given). */
  createTransaction: (input: Partial<Omit<MockTransaction, 'id'>> & { linkId?: string | null }) => MockTransaction;
  setStatus: (id: string, status: MockStatus) => MockTransaction;
  /** The transaction.updated event of a transaction as it is now, signed (overrides change the envelope). */
  eventFor: (
    id: string,
    overrides?: { environment?: string; timestamp?: number; secret?: string; data?: unknown },
  ) => Record<string, unknown>;
  /** POSTs the event to `eventsUrl` (or the one given) and answers its HTTP status. */
  sendEvent: (id: string, eventsUrl?: string) => Promise<number>;
  close: () => Promise<void>;
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startWompiMock(options: WompiMockOptions = {}): Promise<WompiMock> {
  const privateKey = options.privateKey ?? MOCK_WOMPI_KEYS.WOMPI_PRIVATE_KEY;
  const eventsSecret = options.eventsSecret ?? MOCK_WOMPI_KEYS.WOMPI_EVENTS_SECRET;
  const environment = options.environment ?? 'test';
  const links = new Map<string, MockLink>();
  const transactions = new Map<string, MockTransaction>();
  const calls: string[] = [];
  let failing = { status: 0, times: 0 };
  let url = '';

  const createTransaction: WompiMock['createTransaction'] = (input) => {
    const link = input.linkId ? links.get(input.linkId) : undefined;
    const id = `${Date.now() % 100000}-${Math.floor(Date.now() / 1000)}-${randomBytes(3).readUIntBE(0, 3) % 100000}`;
    const status = input.status ?? 'PENDING';
    const now = new Date().toISOString();
    const transaction: MockTransaction = {
      id,
      created_at: input.created_at ?? now,
      finalized_at: status === 'PENDING' ? null : (input.finalized_at ?? now),
      amount_in_cents: input.amount_in_cents ?? link?.amount_in_cents ?? 100_00,
      reference: input.reference ?? randomBytes(6).toString('hex').toUpperCase(),
      currency: input.currency ?? link?.currency ?? 'COP',
      payment_method_type: input.payment_method_type ?? 'NEQUI',
      payment_link_id: input.linkId ?? null,
      status,
      status_message: input.status_message ?? null,
      customer_email: input.customer_email ?? 'cliente@example.com',
    };
    transactions.set(id, transaction);
    // A single-use link is spent once a payment through it is approved.
    if (link && link.single_use && status === 'APPROVED') link.active = false;
    return transaction;
  };

  const setStatus: WompiMock['setStatus'] = (id, status) => {
    const transaction = transactions.get(id);
    if (!transaction) throw new Error(`no mock transaction ${id}`);
    transaction.status = status;
    transaction.finalized_at = status === 'PENDING' ? null : new Date().toISOString();
    const link = transaction.payment_link_id ? links.get(transaction.payment_link_id) : undefined;
    if (link && link.single_use && status === 'APPROVED') link.active = false;
    return transaction;
  };

  const eventFor: WompiMock['eventFor'] = (id, overrides = {}) => {
    const transaction = transactions.get(id);
    if (!transaction) throw new Error(`no mock transaction ${id}`);
    const timestamp = overrides.timestamp ?? Math.floor(Date.now() / 1000);
    return signWompiEvent(
      {
        event: 'transaction.updated',
        data: (overrides.data as Record<string, unknown>) ?? { transaction: { ...transaction } },
        environment: overrides.environment ?? environment,
        signature: { properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'] },
        timestamp,
        sent_at: new Date(timestamp * 1000).toISOString(),
      },
      overrides.secret ?? eventsSecret,
    );
  };

  const sendEvent: WompiMock['sendEvent'] = async (id, eventsUrl = options.eventsUrl) => {
    if (!eventsUrl) throw new Error('no events URL to send the event to');
    const event = eventFor(id);
    const res = await fetch(eventsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-event-checksum': (event.signature as { checksum: string }).checksum },
      body: JSON.stringify(event),
    });
    await res.text();
    return res.status;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://mock').pathname;
    calls.push(`${req.method} ${path}`);

    // The checkout page: what a customer sees after opening the link, with one button per outcome.
    const page = /^\/l\/([^/]+)$/.exec(path);
    if (page && req.method === 'GET') {
      const link = links.get(decodeURIComponent(page[1]));
      res.writeHead(link ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      if (!link) return res.end('<!doctype html><title>Wompi</title><p>Link not found</p>');
      const button = (outcome: string, label: string) =>
        `<form method="post" action="/l/${encodeURIComponent(link.id)}/${outcome}"><button type="submit">${label}</button></form>`;
      return res.end(
        `<!doctype html><html lang="es"><meta name="viewport" content="width=device-width"><title>Wompi (mock)</title>` +
          `<h1>${escapeHtml(link.name)}</h1><p>${escapeHtml(link.description)}</p><p data-amount>${link.amount_in_cents / 100} ${link.currency}</p>` +
          (link.active
            ? button('approve', 'Aprobar pago') + button('decline', 'Rechazar pago') + button('pend', 'Dejar pendiente')
            : '<p>Este link ya no está activo.</p>') +
          '</html>',
      );
    }
    const pay = /^\/l\/([^/]+)\/(approve|decline|pend)$/.exec(path);
    if (pay && req.method === 'POST') {
      const link = links.get(decodeURIComponent(pay[1]));
      if (!link || !link.active) return json(res, 404, { error: { type: 'NOT_FOUND_ERROR' } });
      const status: MockStatus = pay[2] === 'approve' ? 'APPROVED' : pay[2] === 'decline' ? 'DECLINED' : 'PENDING';
      const transaction = createTransaction({ linkId: link.id, status });
      if (options.eventsUrl) await sendEvent(transaction.id).catch(() => 0);
      const back = new URL(link.redirect_url);
      back.searchParams.set('id', transaction.id);
      res.writeHead(303, { location: back.toString() });
      return res.end();
    }

    if (!path.startsWith('/v1/')) return json(res, 404, { error: { type: 'NOT_FOUND_ERROR' } });
    if (req.headers.authorization !== `Bearer ${privateKey}`) {
      return json(res, 401, { error: { type: 'INVALID_ACCESS_TOKEN', reason: 'Se esperaba una llave privada' } });
    }
    if (failing.times > 0) {
      failing.times -= 1;
      return json(res, failing.status, { error: { type: 'SERVICE_ERROR' } });
    }
    if (path === '/v1/payment_links' && req.method === 'POST') {
      let body: Record<string, any>;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return json(res, 422, { error: { type: 'INPUT_VALIDATION_ERROR', messages: { body: ['JSON'] } } });
      }
      const problems: Record<string, string[]> = {};
      if (typeof body.name !== 'string' || !body.name) problems.name = ['requerido'];
      if (typeof body.description !== 'string' || !body.description) problems.description = ['requerido'];
      if (typeof body.single_use !== 'boolean') problems.single_use = ['requerido'];
      if (typeof body.collect_shipping !== 'boolean') problems.collect_shipping = ['requerido'];
      if (!Number.isInteger(body.amount_in_cents) || body.amount_in_cents <= 0) problems.amount_in_cents = ['entero positivo'];
      if (body.currency !== 'COP') problems.currency = ['COP'];
      if (Object.keys(problems).length) return json(res, 422, { error: { type: 'INPUT_VALIDATION_ERROR', messages: problems } });
      const id = `test_${randomBytes(6).toString('base64url')}`;
      const link: MockLink = {
        id,
        name: body.name,
        description: body.description,
        single_use: body.single_use,
        collect_shipping: body.collect_shipping,
        currency: body.currency,
        amount_in_cents: body.amount_in_cents,
        expires_at: body.expires_at ?? null,
        redirect_url: body.redirect_url ?? `${url}/`,
        sku: body.sku ?? null,
        active: true,
        created_at: new Date().toISOString(),
      };
      links.set(id, link);
      return json(res, 201, { data: link });
    }
    const linkPath = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
    if (linkPath && req.method === 'GET') {
      const link = links.get(decodeURIComponent(linkPath[1]));
      return link ? json(res, 200, { data: link }) : json(res, 404, { error: { type: 'NOT_FOUND_ERROR' } });
    }
    const transactionPath = /^\/v1\/transactions\/([^/]+)$/.exec(path);
    if (transactionPath && req.method === 'GET') {
      const transaction = transactions.get(decodeURIComponent(transactionPath[1]));
      return transaction ? json(res, 200, { data: transaction }) : json(res, 404, { error: { type: 'NOT_FOUND_ERROR' } });
    }
    return json(res, 404, { error: { type: 'NOT_FOUND_ERROR' } });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => json(res, 500, { error: { type: 'MOCK_ERROR', reason: error.message } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: { ...MOCK_WOMPI_KEYS, WOMPI_BASE_URL: `${url}/v1`, WOMPI_CHECKOUT_URL: url },
    links,
    transactions,
    calls,
    failNext: (status, times = 1) => {
      failing = { status, times };
    },
    createTransaction,
    setStatus,
    eventFor,
    sendEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Run as a process for the journeys: `npx tsx tests/helpers/wompi-mock.ts --port 4010 --events http://localhost:3201/api/payments/wompi/events`.
const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const mock = await startWompiMock({ port: Number(arg('--port') ?? 0), eventsUrl: arg('--events') });
  console.log(`wompi mock at ${mock.url}`);
}
