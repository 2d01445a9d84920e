import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { creditExceeds } from '@/lib/domain/refunds';
import { setEmailDriverForTests } from '@/lib/email';
import { resetEnvCache } from '@/lib/env';
import { setInvoicingDriverForTests } from '@/lib/invoicing';
import { waitForInvoicesIdle } from '@/lib/invoicing/outbox';

/**
 * A local Factus (docs/invoicing.md) for the invoicing and credit note tests: OAuth, municipalities,
 * bills and credit notes as its documentation describes them (one document per reference code; a
 * bill DIAN did not validate stays 'pendiente por enviar a la DIAN' and blocks later ones with a 409
 * until it is deleted by reference). Counts what it created per reference: 'never twice' is a count
 * of 1.
 */
export type MockDocument = {
  /** Absent on bills a test plants by hand (they are only listed, found or deleted). */
  id?: number;
  number: string;
  reference_code: string;
  cufe?: string | null;
  cude?: string | null;
  public_url: string;
  qr: string;
  /** 1 validated by DIAN; 0 'pendiente por enviar a la DIAN' (it blocks every later bill). */
  status?: 0 | 1;
  total?: string;
  /** A credit note's invoice (Factus's bill id). */
  bill_id?: number;
};

/**
 * How the next POST /v1/bills/validate is answered: 'hang' issues it but answers after the driver
 * gave up (FACTUS_TIMEOUT_MS), 'slow' answers after 150 ms, 'dian_reject' registers it unvalidated.
 */
export type BillMode = 'ok' | 'validation' | 'hang' | 'slow' | 'dian_reject';

export type FactusMock = {
  url: string;
  bills: Map<string, MockDocument>;
  creditNotes: Map<string, MockDocument>;
  created: Map<string, number>;
  /** References of the bills deleted through DELETE /v1/bills/destroy/reference/{ref}. */
  deleted: string[];
  /** How many times POST /v1/bills/validate was called. */
  validateCalls: () => number;
  /** The bodies received, last first. */
  lastBill: () => Record<string, any> | undefined;
  lastCreditNote: () => Record<string, any> | undefined;
  billMode: { value: BillMode };
  /** How the next credit note is answered. */
  creditNoteMode: { value: 'ok' | 'validation' };
  close: () => Promise<void>;
};

const CLIENT_SECRET = 'secreto';

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Factus's tax-included arithmetic (v1 `price`): each line is quantity × price, IVA inside it. */
const total = (items: { quantity: number; price: number }[]) => items.reduce((sum, i) => sum + i.quantity * i.price, 0).toFixed(2);

export async function startFactusMock(): Promise<FactusMock> {
  const bills = new Map<string, MockDocument>();
  const creditNotes = new Map<string, MockDocument>();
  const created = new Map<string, number>();
  const deleted: string[] = [];
  let validateCalls = 0;
  let lastBill: Record<string, any> | undefined;
  let lastCreditNote: Record<string, any> | undefined;
  const billMode: FactusMock['billMode'] = { value: 'ok' };
  const creditNoteMode: FactusMock['creditNoteMode'] = { value: 'ok' };
  let nextId = 500;
  let nextNumber = 990000001;
  const count = (ref: string) => created.set(ref, (created.get(ref) ?? 0) + 1);
  const list = (docs: Map<string, MockDocument>, url: URL) => {
    const ref = url.searchParams.get('filter[reference_code]');
    const status = url.searchParams.get('filter[status]');
    const rows = [...docs.values()]
      .map((d) => ({ ...d, status: d.status ?? 1 }))
      .filter((d) => (ref === null || d.reference_code === ref) && (status === null || String(d.status) === status));
    return { status: 'OK', data: { data: rows, pagination: { total: rows.length } } };
  };
  const pendingAtDian = () => [...bills.values()].some((b) => b.status === 0);

  function validateBill(body: Record<string, any>, res: ServerResponse) {
    validateCalls++;
    lastBill = body;
    if (billMode.value === 'validation') {
      return send(res, 422, {
        status: 'Unprocessable Content',
        message: 'Validación fallida',
        data: { errors: { 'customer.email': ['El correo no es válido.'] } },
      });
    }
    // As Factus documents it: any bill still pending at DIAN blocks every later one (409) until it
    // is deleted by reference; so does this reference once it exists.
    if (bills.has(body.reference_code) || pendingAtDian())
      return send(res, 409, { status: 'Conflict', message: 'Se encontró una factura pendiente por enviar a la DIAN' });
    const number = `SETP${nextNumber++}`;
    const bill: MockDocument = {
      id: nextId++,
      number,
      reference_code: body.reference_code,
      cufe: `cufe-${number}`,
      public_url: `https://factus.example/p/${number}`,
      qr: `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=cufe-${number}`,
      status: 1,
      total: total(body.items),
    };
    if (billMode.value === 'dian_reject') {
      Object.assign(bill, { status: 0, cufe: null });
      bills.set(body.reference_code, bill);
      return send(res, 201, {
        status: 'Created',
        message: 'Documento registrado',
        data: { bill: { ...bill, is_validated: false, errors: { FAK24: 'Regla: FAK24, Rechazo: No está informado el DV del NIT' } } },
      });
    }
    bills.set(body.reference_code, bill);
    count(body.reference_code);
    const answer = () =>
      send(res, 201, {
        status: 'Created',
        message: 'Documento registrado y validado con éxito',
        data: { bill: { ...bill, is_validated: true } },
      });
    if (billMode.value === 'hang') return void setTimeout(answer, 2500);
    if (billMode.value === 'slow') return void setTimeout(answer, 150);
    answer();
  }

  function validateCreditNote(body: Record<string, any>, res: ServerResponse) {
    lastCreditNote = body;
    const bill = [...bills.values()].find((b) => b.id === body.bill_id && (b.status ?? 1) === 1);
    if (creditNoteMode.value === 'validation' || !bill)
      return send(res, 422, { message: 'Validación fallida', data: { errors: { bill_id: ['La factura no existe.'] } } });
    if (creditNotes.has(body.reference_code))
      return send(res, 409, { status: 'Conflict', message: 'Se encontró una nota crédito pendiente por enviar a la DIAN' });
    // The notes of one invoice never credit more than it totals (several partial notes and the rest).
    const credited = [...creditNotes.values()].filter((n) => n.bill_id === body.bill_id).map((n) => Number(n.total));
    if (creditExceeds(Number(bill.total), [...credited, Number(total(body.items))]))
      return send(res, 422, {
        message: 'Validación fallida',
        data: { errors: { items: ['Las notas crédito superan el valor de la factura.'] } },
      });
    const number = `NC${nextNumber++}`;
    const note: MockDocument = {
      id: nextId++,
      number,
      reference_code: body.reference_code,
      bill_id: body.bill_id,
      cude: `cude-${number}`,
      public_url: `https://factus.example/nc/${number}`,
      qr: `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=cude-${number}`,
      status: 1,
      total: total(body.items),
    };
    creditNotes.set(body.reference_code, note);
    count(body.reference_code);
    send(res, 201, { status: 'Created', data: { credit_note: { ...note, is_validated: true } } });
  }

  function destroyBill(ref: string, res: ServerResponse) {
    const bill = bills.get(ref);
    if (!bill) return send(res, 404, { message: 'No encontrada' });
    if ((bill.status ?? 1) === 1) return send(res, 409, { message: 'La factura ya fue validada por la DIAN.' });
    bills.delete(ref);
    deleted.push(ref);
    send(res, 200, { status: 'OK', message: 'Documento con código de referencia eliminado con éxito' });
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://mock');
      const path = url.pathname;
      if (path === '/oauth/token') {
        const form = new URLSearchParams(raw);
        if (form.get('grant_type') !== 'password' || form.get('client_secret') !== CLIENT_SECRET)
          return send(res, 401, { message: 'Unauthenticated.' });
        return send(res, 200, { token_type: 'Bearer', expires_in: 600, access_token: 'tok-1', refresh_token: 'r' });
      }
      if (req.headers.authorization !== 'Bearer tok-1') return send(res, 401, { message: 'Unauthenticated.' });
      if (path === '/v1/municipalities') return send(res, 200, { status: 'OK', data: [{ id: 980, code: '54001', name: 'Cúcuta' }] });
      if (path === '/v1/bills' && req.method === 'GET') return send(res, 200, list(bills, url));
      if (path === '/v1/credit-notes' && req.method === 'GET') return send(res, 200, list(creditNotes, url));
      if (path.startsWith('/v1/bills/destroy/reference/') && req.method === 'DELETE')
        return destroyBill(decodeURIComponent(path.slice('/v1/bills/destroy/reference/'.length)), res);
      if (path.startsWith('/v1/bills/show/')) {
        const bill = [...bills.values()].find((b) => b.number === decodeURIComponent(path.slice('/v1/bills/show/'.length)));
        return bill ? send(res, 200, { status: 'OK', data: { bill } }) : send(res, 404, { message: 'No encontrada' });
      }
      if (path === '/v1/bills/validate' && req.method === 'POST') return validateBill(JSON.parse(raw), res);
      if (path === '/v1/credit-notes/validate' && req.method === 'POST') return validateCreditNote(JSON.parse(raw), res);
      send(res, 404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bills,
    creditNotes,
    created,
    deleted,
    validateCalls: () => validateCalls,
    lastBill: () => lastBill,
    lastCreditNote: () => lastCreditNote,
    billMode,
    creditNoteMode,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The Factus driver switched on against a mock for the test file: environment, driver and a silent
 * e-mail driver set before its tests, every document's background work awaited and the modes reset
 * after each test, everything undone after the file. `ready` runs once the mock is up.
 */
export function useFactusMock(ready?: (mock: FactusMock) => Promise<void>): () => FactusMock {
  let mock: FactusMock | undefined;
  let env: Record<string, string> = {};
  beforeAll(async () => {
    mock = await startFactusMock();
    env = {
      INVOICING_DRIVER: 'factus',
      FACTUS_BASE_URL: mock.url,
      FACTUS_CLIENT_ID: 'cliente',
      FACTUS_CLIENT_SECRET: CLIENT_SECRET,
      FACTUS_USERNAME: 'sandbox@factus.com.co',
      FACTUS_PASSWORD: 'clave',
      FACTUS_TIMEOUT_MS: '1500',
    };
    Object.assign(process.env, env);
    resetEnvCache();
    setInvoicingDriverForTests(undefined);
    setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) });
    await ready?.(mock);
  });
  afterEach(async () => {
    await waitForInvoicesIdle();
    if (!mock) return;
    mock.billMode.value = 'ok';
    mock.creditNoteMode.value = 'ok';
  });
  afterAll(async () => {
    await waitForInvoicesIdle();
    for (const name of Object.keys(env)) delete process.env[name];
    resetEnvCache();
    setInvoicingDriverForTests(undefined);
    setEmailDriverForTests(undefined);
    await mock?.close();
  });
  return () => {
    if (!mock) throw new Error('useFactusMock: the mock starts in beforeAll');
    return mock;
  };
}
