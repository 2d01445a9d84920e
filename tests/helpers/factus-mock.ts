import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Factus (docs/invoicing.md) for the credit note tests: OAuth, municipalities, bills and
 * credit notes as its documentation describes them (one document per reference code; a bill DIAN
 * did not validate stays 'pendiente por enviar a la DIAN' and blocks later ones with a 409 until
 * it is deleted by reference). Counts what it created per reference: 'never twice' is a count of 1.
 */
export type MockDocument = {
  id: number;
  number: string;
  reference_code: string;
  cufe?: string | null;
  cude?: string | null;
  public_url: string;
  qr: string;
  status: 0 | 1;
  total: string;
};

export type FactusMock = {
  url: string;
  bills: Map<string, MockDocument>;
  creditNotes: Map<string, MockDocument>;
  created: Map<string, number>;
  /** The bodies received, last first. */
  lastBill: () => Record<string, any> | undefined;
  lastCreditNote: () => Record<string, any> | undefined;
  /** How the next credit note is answered. */
  creditNoteMode: { value: 'ok' | 'validation' };
  close: () => Promise<void>;
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const total = (items: { quantity: number; price: number }[]) => items.reduce((sum, i) => sum + i.quantity * i.price, 0).toFixed(2);

export async function startFactusMock(): Promise<FactusMock> {
  const bills = new Map<string, MockDocument>();
  const creditNotes = new Map<string, MockDocument>();
  const created = new Map<string, number>();
  let lastBill: Record<string, any> | undefined;
  let lastCreditNote: Record<string, any> | undefined;
  const creditNoteMode: FactusMock['creditNoteMode'] = { value: 'ok' };
  let nextId = 500;
  let nextNumber = 990000001;
  const count = (ref: string) => created.set(ref, (created.get(ref) ?? 0) + 1);
  const list = (docs: Map<string, MockDocument>, url: URL) => {
    const ref = url.searchParams.get('filter[reference_code]');
    const status = url.searchParams.get('filter[status]');
    const rows = [...docs.values()].filter(
      (d) => (ref === null || d.reference_code === ref) && (status === null || String(d.status) === status),
    );
    return { status: 'OK', data: { data: rows, pagination: { total: rows.length } } };
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://mock');
      if (url.pathname === '/oauth/token') return send(res, 200, { token_type: 'Bearer', expires_in: 600, access_token: 'tok-1' });
      if (req.headers.authorization !== 'Bearer tok-1') return send(res, 401, { message: 'Unauthenticated.' });
      if (url.pathname === '/v1/municipalities')
        return send(res, 200, { status: 'OK', data: [{ id: 980, code: '54001', name: 'Cúcuta' }] });
      if (url.pathname === '/v1/bills' && req.method === 'GET') return send(res, 200, list(bills, url));
      if (url.pathname === '/v1/credit-notes' && req.method === 'GET') return send(res, 200, list(creditNotes, url));
      if (url.pathname === '/v1/bills/validate' && req.method === 'POST') {
        const body = JSON.parse(raw);
        lastBill = body;
        if (bills.has(body.reference_code) || [...bills.values()].some((b) => b.status === 0))
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
        bills.set(body.reference_code, bill);
        count(body.reference_code);
        return send(res, 201, { status: 'Created', data: { bill: { ...bill, is_validated: true } } });
      }
      if (url.pathname === '/v1/credit-notes/validate' && req.method === 'POST') {
        const body = JSON.parse(raw);
        lastCreditNote = body;
        if (creditNoteMode.value === 'validation')
          return send(res, 422, { message: 'Validación fallida', data: { errors: { bill_id: ['La factura no existe.'] } } });
        const bill = [...bills.values()].find((b) => b.id === body.bill_id && b.status === 1);
        if (!bill) return send(res, 422, { message: 'Validación fallida', data: { errors: { bill_id: ['La factura no existe.'] } } });
        if (creditNotes.has(body.reference_code))
          return send(res, 409, { status: 'Conflict', message: 'Se encontró una nota crédito pendiente por enviar a la DIAN' });
        const number = `NC${nextNumber++}`;
        const note: MockDocument = {
          id: nextId++,
          number,
          reference_code: body.reference_code,
          cude: `cude-${number}`,
          public_url: `https://factus.example/nc/${number}`,
          qr: `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=cude-${number}`,
          status: 1,
          total: total(body.items),
        };
        creditNotes.set(body.reference_code, note);
        count(body.reference_code);
        return send(res, 201, { status: 'Created', data: { credit_note: { ...note, is_validated: true } } });
      }
      send(res, 404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bills,
    creditNotes,
    created,
    lastBill: () => lastBill,
    lastCreditNote: () => lastCreditNote,
    creditNoteMode,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
