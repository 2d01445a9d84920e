import 'server-only';
import { z } from 'zod';
import { wompiTransactionStatuses } from '@/lib/domain/online-payment-status';
import type { WompiSettings } from './settings';

/**
 * The two calls the store makes to Wompi's API (docs/payments.md): create a payment link, and read
 * a transaction. Both with the private key, both giving up after WOMPI_TIMEOUT_MS. Answers are
 * parsed, never trusted as they come: a shape the store does not know is a WompiError.
 */

export class WompiError extends Error {
  constructor(
    message: string,
    /** The HTTP status Wompi answered, or null when it did not answer (timeout, connection). */
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'WompiError';
  }
}

export type PaymentLinkRequest = {
  name: string;
  description: string;
  amountInCents: number;
  currency: string;
  expiresAt: Date;
  redirectUrl: string;
  /** The store's own reference on the link (its SKU field): the order number. */
  sku: string;
};

/** A transaction as the store keeps it: Wompi's fields under the store's names. */
export type WompiTransaction = {
  id: string;
  status: (typeof wompiTransactionStatuses)[number];
  statusMessage: string | null;
  amountInCents: number;
  currency: string;
  paymentMethodType: string | null;
  reference: string | null;
  paymentLinkId: string | null;
  createdAt: Date;
  finalizedAt: Date | null;
};

const linkAnswer = z.object({ data: z.object({ id: z.string().min(1).max(200) }) });

const transactionAnswer = z.object({
  data: z.object({
    id: z.string().min(1).max(200),
    status: z.enum(wompiTransactionStatuses),
    status_message: z.string().nullish(),
    amount_in_cents: z.number().int().nonnegative(),
    currency: z.string().max(10),
    payment_method_type: z.string().max(60).nullish(),
    reference: z.string().max(255).nullish(),
    payment_link_id: z.string().max(200).nullish(),
    created_at: z.string(),
    finalized_at: z.string().nullish(),
  }),
});

type Client = Pick<WompiSettings, 'baseUrl' | 'privateKey'> & { timeoutMs: number };

async function call(client: Client, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await fetch(`${client.baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${client.privateKey}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(client.timeoutMs),
    });
  } catch (error) {
    throw new WompiError(`Wompi ${method} ${path}: ${(error as Error).message}`, null);
  }
  const json: unknown = await response.json().catch(() => null);
  return { status: response.status, json };
}

/** POST /v1/payment_links: a single-use link for one amount; answers its id. */
export async function createWompiPaymentLink(client: Client, request: PaymentLinkRequest): Promise<{ id: string }> {
  const { status, json } = await call(client, 'POST', '/payment_links', {
    name: request.name,
    description: request.description,
    single_use: true,
    collect_shipping: false,
    currency: request.currency,
    amount_in_cents: request.amountInCents,
    expires_at: request.expiresAt.toISOString(),
    redirect_url: request.redirectUrl,
    sku: request.sku,
  });
  if (status < 200 || status >= 300) throw new WompiError(`Wompi POST /payment_links answered ${status}`, status);
  const parsed = linkAnswer.safeParse(json);
  if (!parsed.success) throw new WompiError('Wompi POST /payment_links answered an unknown shape', status);
  return { id: parsed.data.data.id };
}

/** GET /v1/transactions/{id}: the transaction as Wompi has it now; null when Wompi knows no such id. */
export async function readWompiTransaction(client: Client, id: string): Promise<WompiTransaction | null> {
  const { status, json } = await call(client, 'GET', `/transactions/${encodeURIComponent(id)}`);
  if (status === 404) return null;
  if (status < 200 || status >= 300) throw new WompiError(`Wompi GET /transactions answered ${status}`, status);
  const parsed = transactionAnswer.safeParse(json);
  if (!parsed.success) throw new WompiError('Wompi GET /transactions answered an unknown shape', status);
  const t = parsed.data.data;
  const createdAt = new Date(t.created_at);
  const finalizedAt = t.finalized_at ? new Date(t.finalized_at) : null;
  return {
    id: t.id,
    status: t.status,
    statusMessage: t.status_message ?? null,
    amountInCents: t.amount_in_cents,
    currency: t.currency,
    paymentMethodType: t.payment_method_type ?? null,
    reference: t.reference ?? null,
    paymentLinkId: t.payment_link_id ?? null,
    createdAt: Number.isNaN(createdAt.getTime()) ? new Date() : createdAt,
    finalizedAt: finalizedAt && !Number.isNaN(finalizedAt.getTime()) ? finalizedAt : null,
  };
}
