import 'server-only';
import type { InvoiceRequest } from '@/lib/domain/invoice-data';
import { paymentMeansCode } from '@/lib/domain/payment-means';
import { log } from '@/lib/log';
import { providerWords as says } from './provider-words';
import { type CreditNoteRequest, InvoiceIssueError, type InvoicingDriver, type IssuedInvoice } from './drivers';

/**
 * Factus API v1 (developers.factus.com.co, 'Crear y validar factura'): the body of
 * POST /v1/bills/validate built from the store's provider-neutral InvoiceRequest. Pure.
 * Codes are Factus's tables: document types (3 CC, 5 CE, 6 NIT, 8 foreign document), legal
 * organisation (1 company, 2 person), tribute 21 'No aplica' for the buyer and 1 (IVA) for lines,
 * unit of measure 70 (unidad), standard code 1 (own code), payment form 1 (contado), and the
 * payment means code of how it was paid (lib/domain/payment-means.ts). Prices are final prices,
 * IVA included.
 */
export const FACTUS_DOCUMENT_IDS: Record<InvoiceRequest['customer']['documentType'], number> = { CC: 3, CE: 5, NIT: 6, PPT: 8 };

export type FactusBillBody = {
  numbering_range_id?: number;
  reference_code: string;
  observation: string;
  payment_form: '1';
  payment_method_code: string;
  customer: {
    identification: string;
    dv?: string;
    company?: string;
    trade_name?: string;
    names?: string;
    address: string;
    email: string;
    phone?: string;
    legal_organization_id: '1' | '2';
    tribute_id: '21';
    identification_document_id: number;
    municipality_id: number;
  };
  items: {
    code_reference: string;
    name: string;
    quantity: number;
    discount_rate: number;
    price: number;
    tax_rate: string;
    unit_measure_id: number;
    standard_code_id: number;
    is_excluded: 0 | 1;
    tribute_id: number;
    withholding_taxes: [];
  }[];
};

/** `municipalityId` is Factus's id of the DANE municipality (GET /v1/municipalities). */
export function toFactusBill(
  request: InvoiceRequest,
  options: { municipalityId: number; numberingRangeId: number | null },
): FactusBillBody {
  const { customer } = request;
  const company = customer.kind === 'company';
  return {
    ...(options.numberingRangeId ? { numbering_range_id: options.numberingRangeId } : {}),
    reference_code: request.referenceCode,
    observation: `Pedido #${request.orderId}`,
    payment_form: '1',
    payment_method_code: paymentMeansCode(request.paymentMethod),
    customer: {
      identification: customer.documentNumber,
      ...(customer.checkDigit !== null ? { dv: String(customer.checkDigit) } : {}),
      ...(company ? { company: customer.name, trade_name: customer.name } : { names: customer.name }),
      address: customer.address,
      email: customer.email,
      ...(customer.phone ? { phone: customer.phone.replace(/^\+57/, '') } : {}),
      legal_organization_id: company ? '1' : '2',
      tribute_id: '21',
      identification_document_id: FACTUS_DOCUMENT_IDS[customer.documentType],
      municipality_id: options.municipalityId,
    },
    items: request.lines.map((line) => ({
      code_reference: line.code.slice(0, 50),
      name: line.name.slice(0, 200),
      quantity: line.quantity,
      discount_rate: 0,
      price: line.unitPrice,
      tax_rate: line.ivaRate.toFixed(2),
      unit_measure_id: 70,
      standard_code_id: 1,
      is_excluded: line.excluded ? 1 : 0,
      tribute_id: 1,
      withholding_taxes: [],
    })),
  };
}

/**
 * POST /v1/credit-notes/validate (developers.factus.com.co/notas-credito/crear-y-validar): a
 * note that references the invoice by Factus's bill id, operation 20 (con referencia a factura)
 * and correction concept 2 (anulación de la factura), with the invoice's own lines. Pure.
 */
export type FactusCreditNoteBody = {
  numbering_range_id?: number;
  correction_concept_code: number;
  customization_id: number;
  bill_id: number;
  reference_code: string;
  payment_method_code: string;
  observation: string;
  items: FactusBillBody['items'];
};

export function toFactusCreditNote(request: CreditNoteRequest, options: { billId: number; municipalityId: number }): FactusCreditNoteBody {
  const bill = toFactusBill(request.invoice, { municipalityId: options.municipalityId, numberingRangeId: null });
  return {
    correction_concept_code: FACTUS_CORRECTION_CONCEPTS[request.concept],
    customization_id: 20,
    bill_id: options.billId,
    reference_code: request.referenceCode,
    payment_method_code: bill.payment_method_code,
    observation:
      `Reembolso${request.concept === 'cancel' ? '' : ' parcial'} del pedido #${request.invoice.orderId} (factura ${request.invoiceNumber})${request.reason ? `: ${request.reason}` : ''}`.slice(
        0,
        250,
      ),
    items: bill.items,
  };
}

/** DIAN's correction concepts of a credit note, as Factus numbers them (1 devolución parcial, 2 anulación, 3 rebaja o descuento). */
export const FACTUS_CORRECTION_CONCEPTS: Record<CreditNoteRequest['concept'], number> = { partial_return: 1, cancel: 2, discount: 3 };

/** Factus's validation answer → one message staff can act on: 'Validación fallida: customer.email: …'. */
export function factusErrorMessage(status: number, body: unknown): string {
  const b = (body ?? {}) as { message?: unknown; data?: { errors?: unknown }; errors?: unknown };
  const head = typeof b.message === 'string' && b.message ? b.message : `HTTP ${status}`;
  const errors = (b.data?.errors ?? b.errors) as Record<string, unknown> | undefined;
  const details =
    errors && typeof errors === 'object'
      ? Object.entries(errors).map(([field, value]) => `${field}: ${Array.isArray(value) ? value.join(' ') : String(value)}`)
      : [];
  return [`Factus ${status}: ${head}`, ...details].join(' · ').slice(0, 1000);
}

/**
 * Factus (Halltec, DIAN-authorised provider). OAuth2 password grant on /oauth/token, then
 * /v1/bills/validate to create and validate in one call. `reference_code` is unique per
 * account: Factus refuses a second bill with the same code (409 while the first is pending at
 * DIAN, 422 once it exists), and GET /v1/bills?filter[reference_code]= finds it. The base URL
 * comes from FACTUS_BASE_URL (tests point it at a local mock; sandbox: api-sandbox.factus.com.co).
 */
export type FactusConfig = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  numberingRangeId: number | null;
  timeoutMs: number;
  /** INVOICE_REFERENCE_PREFIX: tells this store's reference codes from others in the account. */
  referencePrefix?: string;
};

type FactusBill = {
  id?: unknown;
  number?: unknown;
  cude?: unknown;
  cufe?: unknown;
  public_url?: unknown;
  qr?: unknown;
  reference_code?: unknown;
  /** 1 validated by DIAN, 0 'pendiente por enviar a la DIAN' (rejected or not sent yet). */
  status?: unknown;
  is_validated?: unknown;
  total?: unknown;
  errors?: unknown;
};

/** A bill DIAN has not validated: Factus keeps it pending, and it blocks every later one. */
const isPending = (bill: FactusBill) => bill.status === 0 || bill.status === '0' || bill.is_validated === false;

/**
 * A reference code this store made (the order number with the environment's prefix, or a
 * credit note's 'NC-' + order number, and a partial refund's 'NC-1042-2'): only those may be
 * deleted to unblock the account.
 */
export function isStoreReference(reference: string, prefix = ''): boolean {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${prefix ? `${escaped}-` : ''}(\\d+|NC-\\d+(-\\d+)?)$`).test(reference);
}

/** What the invoice totals, IVA included: what the customer paid (integer pesos). */
export function factusBillTotal(bill: Pick<FactusBillBody, 'items'>): number {
  return bill.items.reduce((sum, item) => sum + item.quantity * item.price, 0);
}

/** DIAN's reasons for not validating ('Regla: FAK24, Rechazo: …'), one line. */
function dianErrors(bill: FactusBill): string {
  const errors = bill.errors;
  if (!errors || typeof errors !== 'object') return '';
  return Object.entries(errors as Record<string, unknown>)
    .map(([code, value]) => `${code}: ${String(value)}`)
    .join(' · ');
}

const str = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The links the customer and staff open: Factus's public page of the invoice (its PDF) and
 * DIAN's document page for the CUFE (`qr`), where the XML (AttachedDocument) is downloaded.
 * Factus's own download endpoints need the account's token, so they are not links for people.
 */
function issuedOf(bill: FactusBill): IssuedInvoice | null {
  const number = str(bill.number);
  if (!number) return null;
  return { number, cufe: str(bill.cufe) ?? str(bill.cude), pdfUrl: str(bill.public_url), xmlUrl: str(bill.qr) };
}

export function createFactusDriver(config: FactusConfig): InvoicingDriver {
  const base = config.baseUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | undefined;
  let municipalities: Map<string, number> | undefined;

  async function call(path: string, init: RequestInit & { auth?: boolean } = {}): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { Accept: 'application/json', ...(init.headers as Record<string, string>) };
    if (init.auth !== false) headers.Authorization = `Bearer ${await accessToken()}`;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      // Sent but no answer (timeout, connection cut): the provider may have issued it.
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? says('noAnswer', { seconds: config.timeoutMs / 1000 })
          : says('connectionError');
      throw new InvoiceIssueError(says('unreachable', { reason }), 'uncertain');
    }
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = { message: text.slice(0, 200) };
    }
    if (response.status === 401) token = undefined;
    return { status: response.status, body };
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const form = new URLSearchParams({
      grant_type: 'password',
      client_id: config.clientId,
      client_secret: config.clientSecret,
      username: config.username,
      password: config.password,
    });
    const { status, body } = await call('/oauth/token', {
      method: 'POST',
      auth: false,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const value = str((body as { access_token?: unknown } | null)?.access_token);
    if (status !== 200 || !value)
      throw new InvoiceIssueError(says('credentials', { error: factusErrorMessage(status, body) }), 'retryable');
    const expiresIn = Number((body as { expires_in?: unknown }).expires_in) || 3600;
    token = { value, expiresAt: Date.now() + Math.max(60, expiresIn - 60) * 1000 };
    return value;
  }

  /** Factus names municipalities by its own id; its list carries the DANE code of each. */
  async function municipalityId(code: string): Promise<number> {
    if (!municipalities) {
      const { status, body } = await call('/v1/municipalities');
      if (status !== 200) throw new InvoiceIssueError(factusErrorMessage(status, body), status >= 500 ? 'uncertain' : 'retryable');
      const rows = ((body as { data?: unknown })?.data ?? []) as { id?: unknown; code?: unknown }[];
      municipalities = new Map(rows.filter((r) => typeof r.id === 'number').map((r) => [String(r.code), r.id as number]));
    }
    const id = municipalities.get(code);
    if (id === undefined) throw new InvoiceIssueError(says('unknownMunicipality', { code }), 'rejected');
    return id;
  }

  async function show(number: string): Promise<IssuedInvoice | null> {
    const { status, body } = await call(`/v1/bills/show/${encodeURIComponent(number)}`);
    if (status !== 200) throw new InvoiceIssueError(factusErrorMessage(status, body), 'uncertain');
    return issuedOf(((body as { data?: { bill?: FactusBill } })?.data?.bill ?? {}) as FactusBill);
  }

  function validate(bill: FactusBillBody) {
    return call('/v1/bills/validate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(bill) });
  }

  /** DELETE /v1/bills/destroy/reference/{code}: only a bill DIAN has not validated can go. */
  async function destroy(referenceCode: string): Promise<void> {
    const { status, body } = await call(`/v1/bills/destroy/reference/${encodeURIComponent(referenceCode)}`, { method: 'DELETE' });
    if (status !== 200 && status !== 204 && status !== 404) {
      throw new InvoiceIssueError(says('notDeleted', { reference: referenceCode, error: factusErrorMessage(status, body) }), 'retryable');
    }
  }

  /**
   * Deletes the pending bills that block the account when they are the store's own and stale:
   * this order's earlier attempt, or another order's whose attempt is not running right now
   * (`inFlight`: its outbox row is leased; deleting it mid-validation would lose it). That order
   * sends its own again on its next attempt, asking first. One that is not the store's, or is in
   * flight, is left alone and the invoice fails visibly (retried with back-off).
   */
  async function unblock(referenceCode: string, conflict: string, inFlight?: (reference: string) => Promise<boolean>): Promise<void> {
    const { status, body } = await call('/v1/bills?filter[status]=0');
    if (status !== 200) throw new InvoiceIssueError(factusErrorMessage(status, body), 'uncertain');
    const rows = ((body as { data?: { data?: unknown } })?.data?.data ?? []) as FactusBill[];
    const pending = (Array.isArray(rows) ? rows : []).filter(isPending).map((row) => str(row.reference_code));
    const foreign = pending.filter((ref) => ref !== referenceCode && !(ref && isStoreReference(ref, config.referencePrefix)));
    if (foreign.length > 0) {
      throw new InvoiceIssueError(
        says('foreignPending', { conflict, references: foreign.map((ref) => ref ?? says('noReference')).join(', ') }),
        'retryable',
      );
    }
    for (const ref of pending) {
      if (!ref) continue;
      if (ref !== referenceCode && inFlight && (await inFlight(ref))) {
        throw new InvoiceIssueError(says('inFlight', { conflict, reference: ref }), 'retryable');
      }
      await destroy(ref);
    }
  }

  const driver: InvoicingDriver = {
    name: 'factus',

    async find(referenceCode) {
      const { status, body } = await call(`/v1/bills?filter[reference_code]=${encodeURIComponent(referenceCode)}`);
      if (status !== 200) throw new InvoiceIssueError(factusErrorMessage(status, body), 'uncertain');
      const rows = ((body as { data?: { data?: unknown } })?.data?.data ?? []) as FactusBill[];
      const row = Array.isArray(rows) ? rows.find((r) => r.reference_code === referenceCode && !isPending(r)) : undefined;
      if (!row) return null;
      const found = issuedOf(row);
      if (!found) return null;
      if (found.cufe && found.pdfUrl) return found;
      return (await show(found.number)) ?? found;
    },

    async issue(request: InvoiceRequest, options) {
      const bill = toFactusBill(request, {
        municipalityId: await municipalityId(request.customer.municipalityCode),
        numberingRangeId: config.numberingRangeId,
      });
      let answer = await validate(bill);
      if (answer.status === 409) {
        // Factus's 409: 'Se encontró una factura pendiente por enviar a la DIAN'. Either this
        // reference was already validated (adopt it), or a bill DIAN did not validate is still
        // pending and blocks every later one until it is deleted by reference.
        const existing = await driver.find(request.referenceCode);
        if (existing?.cufe) return existing;
        await unblock(request.referenceCode, factusErrorMessage(answer.status, answer.body), options?.inFlight);
        answer = await validate(bill);
      }
      const { status, body } = answer;
      if (status === 200 || status === 201) {
        const created = ((body as { data?: { bill?: FactusBill } })?.data?.bill ?? {}) as FactusBill;
        if (isPending(created)) {
          // DIAN refused it: delete it at once so that it blocks nothing, and show why.
          await destroy(request.referenceCode);
          throw new InvoiceIssueError(says('invoiceRejected', { errors: dianErrors(created) || says('noDetail') }), 'rejected');
        }
        const issued = issuedOf(created);
        if (!issued) throw new InvoiceIssueError(says('noInvoiceNumber'), 'uncertain');
        const expected = factusBillTotal(bill);
        const total = Number(created.total);
        if (created.total !== undefined && Number.isFinite(total) && Math.round(total) !== expected) {
          // Issued at DIAN all the same (it cannot be undone here): loud, for staff and the log.
          log.error('invoice total differs from the amount collected', { reference: request.referenceCode, total, expected });
        }
        return issued;
      }
      const message = factusErrorMessage(status, body);
      if (status === 409) throw new InvoiceIssueError(says('stillBlocked', { error: message }), 'retryable');
      if (status === 422 && /reference_code/i.test(message)) {
        const existing = await driver.find(request.referenceCode);
        if (existing?.cufe) return existing;
        throw new InvoiceIssueError(says('pendingAsk', { error: message }), 'uncertain');
      }
      if (status === 400 || status === 422) throw new InvoiceIssueError(message, 'rejected');
      throw new InvoiceIssueError(message, status >= 500 ? 'uncertain' : 'retryable');
    },

    async findCreditNote(referenceCode) {
      const { status, body } = await call(`/v1/credit-notes?filter[reference_code]=${encodeURIComponent(referenceCode)}`);
      if (status !== 200) throw new InvoiceIssueError(factusErrorMessage(status, body), 'uncertain');
      const rows = ((body as { data?: { data?: unknown } })?.data?.data ?? []) as FactusBill[];
      const row = Array.isArray(rows) ? rows.find((r) => r.reference_code === referenceCode && !isPending(r)) : undefined;
      return row ? issuedOf(row) : null;
    },

    async issueCreditNote(request) {
      // The note names the invoice by Factus's own bill id, read from its reference code.
      const { status: found, body: list } = await call(
        `/v1/bills?filter[reference_code]=${encodeURIComponent(request.invoiceReferenceCode)}`,
      );
      if (found !== 200) throw new InvoiceIssueError(factusErrorMessage(found, list), 'uncertain');
      const rows = ((list as { data?: { data?: unknown } })?.data?.data ?? []) as FactusBill[];
      const invoice = Array.isArray(rows)
        ? rows.find((r) => r.reference_code === request.invoiceReferenceCode && !isPending(r))
        : undefined;
      if (typeof invoice?.id !== 'number')
        throw new InvoiceIssueError(
          says('invoiceNotValidated', { number: request.invoiceNumber, reference: request.invoiceReferenceCode }),
          'retryable',
        );
      const note = toFactusCreditNote(request, {
        billId: invoice.id,
        municipalityId: await municipalityId(request.invoice.customer.municipalityCode),
      });
      const { status, body } = await call('/v1/credit-notes/validate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(note),
      });
      if (status === 200 || status === 201) {
        const created = ((body as { data?: { credit_note?: FactusBill } })?.data?.credit_note ?? {}) as FactusBill;
        if (isPending(created)) {
          await call(`/v1/credit-notes/destroy/reference/${encodeURIComponent(request.referenceCode)}`, { method: 'DELETE' });
          throw new InvoiceIssueError(says('creditNoteRejected', { errors: dianErrors(created) || says('noDetail') }), 'rejected');
        }
        const issued = issuedOf(created);
        if (issued) return issued;
        throw new InvoiceIssueError(says('noCreditNoteNumber'), 'uncertain');
      }
      const message = factusErrorMessage(status, body);
      if (status === 409) {
        const existing = await driver.findCreditNote(request.referenceCode);
        if (existing?.cufe) return existing;
        throw new InvoiceIssueError(says('pendingRetry', { error: message }), 'retryable');
      }
      if (status === 400 || status === 422) throw new InvoiceIssueError(message, 'rejected');
      throw new InvoiceIssueError(message, status >= 500 ? 'uncertain' : 'retryable');
    },
  };
  return driver;
}
