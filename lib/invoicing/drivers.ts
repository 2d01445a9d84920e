import type { InvoiceRequest } from '@/lib/domain/invoice-data';
import { providerWords } from './provider-words';

/** What the provider answers for an issued (DIAN-validated) invoice. */
export type IssuedInvoice = { number: string; cufe: string | null; pdfUrl: string | null; xmlUrl: string | null };

/**
 * Why an attempt failed, which decides what the outbox does next:
 * - `rejected`: the provider refused the data (a validation error): failed, shown to staff, no retry
 *   until they press 'Reintentar';
 * - `uncertain`: the request may have been issued (timeout, connection cut, 5xx): retried with
 *   back-off, asking the provider for the reference code before sending again;
 * - `retryable`: certainly not issued (authentication, rate limit): retried with back-off.
 */
export type InvoiceFailureKind = 'rejected' | 'uncertain' | 'retryable';

export class InvoiceIssueError extends Error {
  constructor(
    message: string,
    readonly kind: InvoiceFailureKind,
  ) {
    super(message);
    this.name = 'InvoiceIssueError';
  }
}

/**
 * Why a note credits its invoice (DIAN's 'concepto de corrección' of a credit note): `cancel`,
 * the whole invoice (a full refund, 2); `partial_return`, goods given back (1); `discount`, an
 * amount off goods the buyer kept, e.g. damaged (3).
 */
export type CreditNoteConcept = 'cancel' | 'partial_return' | 'discount';

/**
 * The credit note of a refund: it references the issued invoice and carries the lines it
 * credits, the whole invoice's or a part's (docs/invoicing.md "Credit notes", "Partial refunds").
 */
export type CreditNoteRequest = {
  /** The credit note's own idempotency key ('NC-1042'). */
  referenceCode: string;
  /** The invoice it cancels, as the provider knows it. */
  invoiceReferenceCode: string;
  invoiceNumber: string;
  reason: string | null;
  concept: CreditNoteConcept;
  /** The invoice's request (buyer, payment means) with the lines this note credits. */
  invoice: InvoiceRequest;
};

export type IssueOptions = {
  /** True while another attempt holds the outbox row of this reference code (it may be at DIAN right now). */
  inFlight?: (referenceCode: string) => Promise<boolean>;
};

export interface InvoicingDriver {
  /** 'none' never queues anything: the receipt is the only document. */
  readonly name: string;
  /** Creates and validates the invoice; the provider honours `request.referenceCode` (one invoice per code). */
  issue(request: InvoiceRequest, options?: IssueOptions): Promise<IssuedInvoice>;
  /** The invoice already issued under this reference code, or null when there is none. */
  find(referenceCode: string): Promise<IssuedInvoice | null>;
  /** Creates and validates the credit note; `cufe` of the answer is the note's CUDE. */
  issueCreditNote(request: CreditNoteRequest): Promise<IssuedInvoice>;
  /** The credit note already issued under this reference code, or null. */
  findCreditNote(referenceCode: string): Promise<IssuedInvoice | null>;
}

/** Embedded default: no electronic invoice (nothing is queued, nothing is shown as failing). */
export function createNoneDriver(): InvoicingDriver {
  return {
    name: 'none',
    async issue() {
      throw new InvoiceIssueError(providerWords('disabled'), 'rejected');
    },
    async find() {
      return null;
    },
    async issueCreditNote() {
      throw new InvoiceIssueError(providerWords('disabled'), 'rejected');
    },
    async findCreditNote() {
      return null;
    },
  };
}
