/**
 * Factus API v1 (developers.factus.com.co, 'Crear y validar factura'): the body of
 * POST /v1/bills/validate built from the store's provider-neutral InvoiceRequest. Pure.
 * Codes are Factus's tables: document types (3 CC, 5 CE, 6 NIT, 8 foreign document), legal
 * organisation (1 company, 2 person), tribute 21 'No aplica' for the buyer and 1 (IVA) for lines,
 * unit of measure 70 (unidad), standard code 1 (own code), payment form 1 (contado), payment
 * methods 10 (efectivo) and 47 (transferencia). Prices are final prices, IVA included.
 */
import type { InvoiceRequest } from '@/lib/domain/invoice-data';

export const FACTUS_DOCUMENT_IDS: Record<InvoiceRequest['customer']['documentType'], number> = { CC: 3, CE: 5, NIT: 6, PPT: 8 };

export type FactusBillBody = {
  numbering_range_id?: number;
  reference_code: string;
  observation: string;
  payment_form: '1';
  payment_method_code: '10' | '47';
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
export function toFactusBill(request: InvoiceRequest, options: { municipalityId: number; numberingRangeId: number | null }): FactusBillBody {
  const { customer } = request;
  const company = customer.kind === 'company';
  return {
    ...(options.numberingRangeId ? { numbering_range_id: options.numberingRangeId } : {}),
    reference_code: request.referenceCode,
    observation: `Pedido #${request.orderId}`,
    payment_form: '1',
    payment_method_code: request.paymentMethod === 'cash' ? '10' : '47',
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
